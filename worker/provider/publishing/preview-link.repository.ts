import type { ContentType } from '../../../src/schema/publishing/publishing';
import { first, rowReader } from '../shared/d1';
import type { ItemKey } from './publishing.repository';

// Shared preview links: the row says which item a link shows and whether it was revoked.

export async function insertPreviewLink(
  db: D1Database,
  key: ItemKey,
  id: string,
  expiresAt: number,
  now: string,
): Promise<void> {
  await db
    .prepare(
      'INSERT INTO content_preview_links (id, site_id, type, item_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(id, key.siteId, key.type, key.itemId, expiresAt, now)
    .run();
}

/** A link of the site that is not revoked; null otherwise. */
export async function findLivePreviewLink(
  db: D1Database,
  siteId: number,
  id: string,
): Promise<{ type: ContentType; itemId: number; expiresAt: number } | null> {
  const row = await first(
    db
      .prepare(
        'SELECT type, item_id, expires_at FROM content_preview_links WHERE id = ? AND site_id = ? AND revoked_at IS NULL',
      )
      .bind(id, siteId),
    rowReader({ type: 'string', item_id: 'number', expires_at: 'number' }),
  );
  return row ? { type: row.type as ContentType, itemId: row.item_id, expiresAt: row.expires_at } : null;
}

/** Revokes every link of the item; how many were still open. */
export async function revokePreviewLinks(db: D1Database, key: ItemKey, now: string): Promise<number> {
  const result = await db
    .prepare(
      'UPDATE content_preview_links SET revoked_at = ? WHERE site_id = ? AND type = ? AND item_id = ? AND revoked_at IS NULL',
    )
    .bind(now, key.siteId, key.type, key.itemId)
    .run();
  return result.meta.changes;
}
