import type { ContentFields, ContentType, RevisionSummary } from '../../../src/schema/publishing/publishing';
import { all, first, firstOf, mapRows, rowReader } from '../shared/d1';

// Drafts, revisions and schedules of every content type (migration 0054), keyed by the site,
// the type and the item (one live row: one language version).

export interface ItemKey {
  siteId: number;
  type: ContentType;
  itemId: number;
}

const KEY = 'site_id = ? AND type = ? AND item_id = ?';
const keyValues = (key: ItemKey) => [key.siteId, key.type, key.itemId] as const;

export interface StoredDraft {
  fields: ContentFields | null;
  version: number;
  updatedBy: string | null;
  updatedAt: string;
}

const parseFields = (text: string) => JSON.parse(text) as ContentFields;

const toDraft = mapRows(
  rowReader({ fields: 'string?', version: 'number', updated_by: 'string?', updated_at: 'string' }),
  (row): StoredDraft => ({
    fields: row.fields === null ? null : parseFields(row.fields),
    version: row.version,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  }),
);

export function findDraft(db: D1Database, key: ItemKey): Promise<StoredDraft | null> {
  return first(
    db
      .prepare(`SELECT fields, version, updated_by, updated_at FROM content_drafts WHERE ${KEY}`)
      .bind(...keyValues(key)),
    toDraft,
  );
}

export interface Signed {
  locale: string;
  author: string | null;
  now: string;
}

/**
 * Saves a draft only when it is based on the stored version (0: none stored yet), in one
 * conditional statement, so of two saves based on the same version only one lands. Returns the
 * new version, or null when the stored one has moved on.
 */
export async function saveDraft(
  db: D1Database,
  key: ItemKey,
  fields: ContentFields,
  baseVersion: number,
  signed: Signed,
): Promise<number | null> {
  const json = JSON.stringify(fields);
  const statement =
    baseVersion === 0
      ? db
          .prepare(
            `INSERT INTO content_drafts (site_id, type, item_id, locale, fields, version, updated_by, updated_at)
             VALUES (?, ?, ?, ?, ?, 1, ?, ?) ON CONFLICT DO NOTHING RETURNING version`,
          )
          .bind(...keyValues(key), signed.locale, json, signed.author, signed.now)
      : db
          .prepare(
            `UPDATE content_drafts SET fields = ?, version = version + 1, updated_by = ?, updated_at = ?
              WHERE ${KEY} AND version = ? RETURNING version`,
          )
          .bind(json, signed.author, signed.now, ...keyValues(key), baseVersion);
  const row = await first(statement, rowReader({ version: 'number' }));
  return row?.version ?? null;
}

/** The draft put live (or replaced): nothing waits any more, and the version moves on. */
export function clearDraftStatement(db: D1Database, key: ItemKey, signed: Signed): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO content_drafts (site_id, type, item_id, locale, fields, version, updated_by, updated_at)
       VALUES (?, ?, ?, ?, NULL, 1, ?, ?)
       ON CONFLICT DO UPDATE SET fields = NULL, version = version + 1,
         updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    )
    .bind(...keyValues(key), signed.locale, signed.author, signed.now);
}

/** A restored revision becomes the draft, whatever was drafted (the version moves on). */
export function replaceDraftStatement(
  db: D1Database,
  key: ItemKey,
  fields: ContentFields,
  signed: Signed,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO content_drafts (site_id, type, item_id, locale, fields, version, updated_by, updated_at)
       VALUES (?, ?, ?, ?, ?, 1, ?, ?)
       ON CONFLICT DO UPDATE SET fields = excluded.fields, version = version + 1,
         updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    )
    .bind(...keyValues(key), signed.locale, JSON.stringify(fields), signed.author, signed.now);
}

/** Revisions kept per item: the newest ones (at least the 50 the owner is promised). */
const REVISIONS_KEPT = 100;

/** The next revision of the item, then the oldest beyond REVISIONS_KEPT thinned out. */
export function revisionStatements(
  db: D1Database,
  key: ItemKey,
  fields: ContentFields,
  summary: string,
  signed: Signed,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO content_revisions (site_id, type, item_id, locale, rev, fields, summary, author, created_at)
         SELECT ?1, ?2, ?3, ?4, COALESCE(MAX(rev), 0) + 1, ?5, ?6, ?7, ?8
           FROM content_revisions WHERE site_id = ?1 AND type = ?2 AND item_id = ?3`,
      )
      .bind(...keyValues(key), signed.locale, JSON.stringify(fields), summary, signed.author, signed.now),
    db
      .prepare(
        `DELETE FROM content_revisions WHERE site_id = ?1 AND type = ?2 AND item_id = ?3
           AND rev <= (SELECT MAX(rev) FROM content_revisions WHERE site_id = ?1 AND type = ?2 AND item_id = ?3) - ?4`,
      )
      .bind(...keyValues(key), REVISIONS_KEPT),
  ];
}

const readRevision = rowReader({
  rev: 'number',
  locale: 'string',
  summary: 'string',
  author: 'string?',
  created_at: 'string',
});
const toRevisionSummary = mapRows(readRevision, (row): RevisionSummary => ({
  rev: row.rev,
  locale: row.locale,
  summary: row.summary,
  author: row.author,
  createdAt: row.created_at,
}));

export function listRevisions(db: D1Database, key: ItemKey): Promise<RevisionSummary[]> {
  return all(
    db
      .prepare(
        `SELECT rev, locale, summary, author, created_at FROM content_revisions WHERE ${KEY} ORDER BY rev DESC`,
      )
      .bind(...keyValues(key)),
    toRevisionSummary,
  );
}

export async function findRevision(
  db: D1Database,
  key: ItemKey,
  rev: number,
): Promise<(RevisionSummary & { fields: ContentFields }) | null> {
  const row = await first(
    db
      .prepare(
        `SELECT rev, locale, summary, author, created_at, fields FROM content_revisions WHERE ${KEY} AND rev = ?`,
      )
      .bind(...keyValues(key), rev),
    rowReader({
      rev: 'number',
      locale: 'string',
      summary: 'string',
      author: 'string?',
      created_at: 'string',
      fields: 'string',
    }),
  );
  if (!row) return null;
  return { ...toRevisionSummary(row), fields: parseFields(row.fields) };
}

export type ScheduleAction = 'publish' | 'unpublish';

export interface StoredSchedule {
  id: number;
  siteId: number;
  type: ContentType;
  itemId: number;
  locale: string;
  action: ScheduleAction;
  at: number;
  fields: ContentFields | null;
  author: string | null;
}

const toSchedule = mapRows(
  rowReader({
    id: 'number',
    site_id: 'number',
    type: 'string',
    item_id: 'number',
    locale: 'string',
    action: ['publish', 'unpublish'],
    at: 'number',
    fields: 'string?',
    author: 'string?',
  }),
  (row): StoredSchedule => ({
    id: row.id,
    siteId: row.site_id,
    type: row.type as ContentType,
    itemId: row.item_id,
    locale: row.locale,
    action: row.action,
    at: row.at,
    fields: row.fields === null ? null : parseFields(row.fields),
    author: row.author,
  }),
);
const SCHEDULE_COLUMNS = 'id, site_id, type, item_id, locale, action, at, fields, author';

export function itemSchedules(db: D1Database, key: ItemKey): Promise<StoredSchedule[]> {
  return all(
    db.prepare(`SELECT ${SCHEDULE_COLUMNS} FROM content_schedules WHERE ${KEY}`).bind(...keyValues(key)),
    toSchedule,
  );
}

/** One publication or unpublication of the item at `at`; a new one replaces the old. */
export function scheduleStatement(
  db: D1Database,
  key: ItemKey,
  action: ScheduleAction,
  at: number,
  fields: ContentFields | null,
  signed: Signed,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO content_schedules (site_id, type, item_id, locale, action, at, fields, author, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT DO UPDATE SET at = excluded.at, fields = excluded.fields, author = excluded.author,
         created_at = excluded.created_at`,
    )
    .bind(
      ...keyValues(key),
      signed.locale,
      action,
      at,
      fields === null ? null : JSON.stringify(fields),
      signed.author,
      signed.now,
    );
}

export function unscheduleStatement(
  db: D1Database,
  key: ItemKey,
  action: ScheduleAction,
): D1PreparedStatement {
  return db
    .prepare(`DELETE FROM content_schedules WHERE ${KEY} AND action = ?`)
    .bind(...keyValues(key), action);
}

/** The site's schedules due at `now`, oldest first. */
export function dueSchedules(db: D1Database, siteId: number, now: number): Promise<StoredSchedule[]> {
  return all(
    db
      .prepare(
        `SELECT ${SCHEDULE_COLUMNS} FROM content_schedules WHERE site_id = ? AND at <= ? ORDER BY at, id`,
      )
      .bind(siteId, now),
    toSchedule,
  );
}

/** Takes a due schedule for oneself: of two requests applying it, only one gets it. */
export async function claimSchedule(db: D1Database, id: number): Promise<boolean> {
  const row = await first(
    db.prepare('DELETE FROM content_schedules WHERE id = ? RETURNING id').bind(id),
    rowReader({ id: 'number' }),
  );
  return row !== null;
}

/** Puts back a claimed schedule whose application failed, so the next request tries again. */
export async function restoreSchedule(db: D1Database, schedule: StoredSchedule): Promise<void> {
  await db
    .prepare(
      `INSERT OR IGNORE INTO content_schedules (id, site_id, type, item_id, locale, action, at, fields, author, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, datetime('now'))`,
    )
    .bind(
      schedule.id,
      schedule.siteId,
      schedule.type,
      schedule.itemId,
      schedule.locale,
      schedule.action,
      schedule.at,
      schedule.fields === null ? null : JSON.stringify(schedule.fields),
      schedule.author,
    )
    .run();
}

/** The site's next scheduled change, recomputed in the batch that changed its schedules. */
export function nextChangeStatement(db: D1Database, siteId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE sites SET next_change_at = (SELECT MIN(at) FROM content_schedules WHERE site_id = ?1)
        WHERE id = ?1 RETURNING next_change_at`,
    )
    .bind(siteId);
}

const readNextChange = rowReader({ next_change_at: 'number?' });
export const nextChangeOf = (result: D1Result | undefined): number | null =>
  firstOf(result, readNextChange)?.next_change_at ?? null;

/** The sites with a change due at `now` (the cron's bookkeeping). */
export async function sitesWithDueChanges(db: D1Database, now: number): Promise<number[]> {
  const rows = await all(
    db
      .prepare('SELECT id FROM sites WHERE next_change_at IS NOT NULL AND next_change_at <= ? LIMIT 500')
      .bind(now),
    rowReader({ id: 'number' }),
  );
  return rows.map((row) => row.id);
}
