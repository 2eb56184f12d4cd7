import type { TranslationReview } from '../../../src/schema/translation/translation';
import { first, rowReader } from '../shared/d1';
import { ROW_ENTITIES, type RowEntity } from './entities';

// A row translation against its original: whether it was last written before the original
// changed (« à revoir »), and the owner's « relue, à jour » that dates it now.

/** Both stored forms of a date (datetime('now'), ISO 8601 with or without ms) compare as instants. */
export const writtenAfter = (later: string, earlier: string) => `julianday(${later}) > julianday(${earlier})`;

const readReview = rowReader({
  id: 'number',
  original_id: 'number',
  updated_at: 'string?',
  original_updated_at: 'string?',
  outdated: 'number?',
});

const iso = (column: string) => `strftime('%Y-%m-%dT%H:%M:%SZ', ${column})`;

/** A translation row of the site against its original, or null when `id` is not a translation. */
export async function findTranslationReview(
  db: D1Database,
  siteId: number,
  entity: RowEntity,
  id: number,
): Promise<TranslationReview | null> {
  const { table } = ROW_ENTITIES[entity];
  const row = await first(
    db
      .prepare(
        `SELECT t.id, o.id AS original_id, ${iso('t.updated_at')} AS updated_at,
                ${iso('o.updated_at')} AS original_updated_at,
                ${writtenAfter('o.updated_at', 't.updated_at')} AS outdated
           FROM ${table} t JOIN ${table} o ON o.site_id = t.site_id AND o.id = t.translation_of
          WHERE t.site_id = ? AND t.id = ?`,
      )
      .bind(siteId, id),
    readReview,
  );
  return (
    row && {
      id: row.id,
      originalId: row.original_id,
      outdated: row.outdated === 1,
      updatedAt: row.updated_at,
      originalUpdatedAt: row.original_updated_at,
    }
  );
}

/**
 * The owner has read the translation again and it stands: it is dated now, so it is no longer
 * older than its original. False when `id` is not a translation of the site.
 */
export async function markTranslationReviewed(
  db: D1Database,
  siteId: number,
  entity: RowEntity,
  id: number,
): Promise<boolean> {
  const { table } = ROW_ENTITIES[entity];
  const result = await db
    .prepare(
      `UPDATE ${table} SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        WHERE site_id = ? AND id = ? AND translation_of IS NOT NULL`,
    )
    .bind(siteId, id)
    .run();
  return result.meta.changes > 0;
}
