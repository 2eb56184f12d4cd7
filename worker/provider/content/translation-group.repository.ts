import { z } from 'zod';
import { all, rowReader } from '../shared/d1';

// What the admin reads of a row-per-locale record's language: its `locale` and, on
// a translation, `translationOf` (its original's id; null on an original), for the panel's
// per-locale editing (client/admin/translation/). Added to the records the admin routes
// answer, whatever their repository's shape, so the public answers keep theirs.

export type LocaleTable = 'pages' | 'news' | 'blog_folders' | 'blog_articles' | 'albums' | 'services';

/** The fields every admin record of these tables carries (OpenAPI and types). */
export const localeRecordFields = {
  locale: z.string().meta({ example: 'en_GB' }),
  translationOf: z.number().int().nullable().meta({
    description: "L'original (langue par défaut) dont cet élément est la traduction ; null sur un original.",
  }),
};

export interface LocaleFields {
  locale: string;
  translationOf: number | null;
}

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

/**
 * The translations of `originalId` (in `locale` when given) as the admin lists answer them:
 * each read with the resource's own `find`, with its locale and original.
 */
export async function translationsOf<T extends { id: number }>(
  db: D1Database,
  siteId: number,
  table: LocaleTable,
  originalId: number,
  locale: string | undefined,
  find: (id: number) => Promise<T | null>,
): Promise<(T & LocaleFields)[]> {
  const ids = await translationIds(db, siteId, table, originalId, locale);
  const found = await Promise.all(ids.map(find));
  return withLocaleFields(
    db,
    siteId,
    table,
    found.filter((item) => item !== null),
  );
}

/** The `?translationOf=` query parameter of the admin lists. */
export const translationOfQuery = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { message: "translationOf est l'identifiant d'un original." })
  .transform(Number)
  .optional()
  .meta({ description: 'Seulement les traductions de cet original (son identifiant).', example: '12' });
