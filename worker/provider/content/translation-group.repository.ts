import { all, rowReader } from '../shared/d1';
import type { LocaleFields } from './locale-record';

// The locale and original of row-per-locale records (locale-record.ts), read for the admin's
// answers, and the ids of an original's translations.

export type LocaleTable = 'pages' | 'news' | 'blog_folders' | 'blog_articles' | 'albums' | 'services';

const readLocaleRow = rowReader({ id: 'number', locale: 'string', translation_of: 'number?' });

/** The records with their locale and original, read in one query. */
export async function withLocaleFields<T extends { id: number }>(
  db: D1Database,
  siteId: number,
  table: LocaleTable,
  records: T[],
): Promise<(T & LocaleFields)[]> {
  if (records.length === 0) return [];
  const rows = await all(
    db
      .prepare(
        `SELECT id, locale, translation_of FROM ${table}
          WHERE site_id = ? AND id IN (SELECT value FROM json_each(?))`,
      )
      .bind(siteId, JSON.stringify(records.map((record) => record.id))),
    readLocaleRow,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return records.map((record) => {
    const row = byId.get(record.id);
    return { ...record, locale: row?.locale ?? '', translationOf: row?.translation_of ?? null };
  });
}

/** One record with its locale and original. */
export async function withLocaleField<T extends { id: number }>(
  db: D1Database,
  siteId: number,
  table: LocaleTable,
  record: T,
): Promise<T & LocaleFields> {
  const [found] = await withLocaleFields(db, siteId, table, [record]);
  return found ?? { ...record, locale: '', translationOf: null };
}

const readId = rowReader({ id: 'number' });

/** The ids of the translations of `originalId` (in `locale` when given), on this site. */
export async function translationIds(
  db: D1Database,
  siteId: number,
  table: LocaleTable,
  originalId: number,
  locale: string | undefined,
): Promise<number[]> {
  const rows = await all(
    db
      .prepare(
        `SELECT id FROM ${table} WHERE site_id = ? AND translation_of = ?${locale ? ' AND locale = ?' : ''} ORDER BY locale, id`,
      )
      .bind(siteId, originalId, ...(locale ? [locale] : [])),
    readId,
  );
  return rows.map((row) => row.id);
}
