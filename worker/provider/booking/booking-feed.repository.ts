import { rowReader, rowsOf } from '../shared/d1';

// The owner's calendar feed token: one per site, only its hash kept; a new one replaces the old.

const readFeed = rowReader({ token_hash: 'string', created_at: 'string' });

export async function findFeed(db: D1Database, siteId: number) {
  const result = await db
    .prepare('SELECT token_hash, created_at FROM booking_feed_tokens WHERE site_id = ?')
    .bind(siteId)
    .all();
  return rowsOf(result, readFeed)[0] ?? null;
}

export async function saveFeed(db: D1Database, siteId: number, hash: string): Promise<string> {
  const row = await db
    .prepare(
      `INSERT INTO booking_feed_tokens (site_id, token_hash) VALUES (?, ?)
       ON CONFLICT (site_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = datetime('now')
       RETURNING created_at`,
    )
    .bind(siteId, hash)
    .first<{ created_at: string }>();
  return row?.created_at ?? '';
}

export async function deleteFeed(db: D1Database, siteId: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM booking_feed_tokens WHERE site_id = ?').bind(siteId).run();
  return result.meta.changes > 0;
}
