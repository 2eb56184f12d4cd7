import { all, rowReader } from '../shared/d1';
import type { LiveRow } from './content-adapter';
import type { StateFacts } from './publication-label';

// The publication facts of many items of one type in one query, for the admin's lists: each
// live row's flag, whether a draft waits, and its schedules. Items of another site are not read.

const readFacts = rowReader({
  id: 'number',
  is_live: 'number',
  has_draft: 'number',
  publish_at: 'number?',
  unpublish_at: 'number?',
});

export async function publicationFacts(
  db: D1Database,
  siteId: number,
  type: string,
  live: LiveRow,
  ids: number[],
): Promise<Map<number, StateFacts>> {
  // The table and flag come from the type's adapter, never from the request.
  const rows = await all(
    db
      .prepare(
        `SELECT t.id, t.${live.flag} AS is_live,
           EXISTS (SELECT 1 FROM content_drafts d
                    WHERE d.site_id = ?1 AND d.type = ?2 AND d.item_id = t.id AND d.fields IS NOT NULL) AS has_draft,
           (SELECT s.at FROM content_schedules s
             WHERE s.site_id = ?1 AND s.type = ?2 AND s.item_id = t.id AND s.action = 'publish') AS publish_at,
           (SELECT s.at FROM content_schedules s
             WHERE s.site_id = ?1 AND s.type = ?2 AND s.item_id = t.id AND s.action = 'unpublish') AS unpublish_at
           FROM ${live.table} t
          WHERE t.site_id = ?1 AND t.id IN (SELECT value FROM json_each(?3))`,
      )
      .bind(siteId, type, JSON.stringify(ids)),
    readFacts,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        isLive: row.is_live === 1,
        hasDraft: row.has_draft === 1,
        publishAt: row.publish_at,
        unpublishAt: row.unpublish_at,
      },
    ]),
  );
}
