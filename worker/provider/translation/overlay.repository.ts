import { slugify } from '../../../src/domain/shared/slug-path';
import type { TranslationLink } from '../../../src/schema/translation/translation';
import { all, firstOf, rowReader, rowsOf } from '../shared/d1';
import { OVERLAY_ENTITIES, type OverlayEntity } from './entities';
import { overlayLocale, type LocaleScope } from './locale-scope';

// Reads of translated content. Two shapes (migration 0026):
// - row-per-locale tables link a translation to its original with translation_of; a group's
//   other rows are its translations (groupTranslations);
// - the other entities keep one row and the `translations` table overlays their fields in a
//   non-default locale (overlayValues, applied by each repository to its own shape). An overlay
//   item exists in a locale when it has at least one row there (translatedFilter).

const readOverlay = rowReader({ entity_id: 'number', field: 'string', value: 'string' });

/** Field → translated value, per item id, for the items asked (none in the default locale). */
export type OverlayValues = Map<number, Record<string, string>>;

export async function overlayValues(
  db: D1Database,
  siteId: number,
  entity: OverlayEntity,
  scope: LocaleScope | undefined,
  ids: number[],
): Promise<OverlayValues> {
  const locale = overlayLocale(scope);
  const values: OverlayValues = new Map();
  if (locale === null || ids.length === 0) return values;
  // One bound JSON array instead of one placeholder per id: D1 caps a statement's parameters.
  const rows = await all(
    db
      .prepare(
        `SELECT entity_id, field, value FROM translations
          WHERE site_id = ? AND entity = ? AND locale = ? AND entity_id IN (SELECT value FROM json_each(?))`,
      )
      .bind(siteId, entity, locale, JSON.stringify([...new Set(ids)])),
    readOverlay,
  );
  for (const row of rows) {
    const fields = values.get(row.entity_id) ?? {};
    fields[row.field] = row.value;
    values.set(row.entity_id, fields);
  }
  return values;
}

/**
 * The SQL condition keeping only the items translated in the scope's locale, for a list or a
 * detail of an overlay entity (`alias` names the entity's table in the query); empty in the
 * default locale. Bind `params` where the condition stands.
 */
export function translatedFilter(
  entity: OverlayEntity,
  alias: string,
  scope: LocaleScope | undefined,
): { sql: string; params: string[] } {
  const locale = overlayLocale(scope);
  if (locale === null) return { sql: '', params: [] };
  return {
    sql: ` AND EXISTS (SELECT 1 FROM translations tr WHERE tr.site_id = ${alias}.site_id AND tr.entity = ?
             AND tr.entity_id = ${alias}.id AND tr.locale = ?)`,
    params: [entity, locale],
  };
}

const readLocaleSlug = rowReader({ locale: 'string', slug: 'string?' });
const readSlug = rowReader({ slug: 'string' });

/** Entities whose URL carries a slug column of their own, translatable as the `slug` field. */
const SLUG_COLUMNS: Partial<Record<OverlayEntity, string>> = { product: 'slug' };

/**
 * An overlay item's other-locale versions: the default locale (the row itself) unless the read
 * is in it, and every served locale where it has a translation. The slug is the locale's
 * `slug` field, else the row's slug column (products), else `baseSlug`.
 */
export async function overlayTranslations(
  db: D1Database,
  siteId: number,
  entity: OverlayEntity,
  id: number,
  scope: LocaleScope,
  baseSlug = '',
): Promise<TranslationLink[]> {
  const slugColumn = SLUG_COLUMNS[entity];
  const [translated, own] = await db.batch([
    db
      .prepare(
        `SELECT locale, MAX(CASE WHEN field = 'slug' THEN value END) AS slug FROM translations
          WHERE site_id = ? AND entity = ? AND entity_id = ? GROUP BY locale ORDER BY locale`,
      )
      .bind(siteId, entity, id),
    db
      .prepare(
        `SELECT ${slugColumn ?? '?'} AS slug FROM ${OVERLAY_ENTITIES[entity].table} WHERE site_id = ? AND id = ?`,
      )
      .bind(...(slugColumn ? [] : [baseSlug]), siteId, id),
  ]);
  const base = firstOf(own, readSlug)?.slug ?? baseSlug;
  const links: TranslationLink[] = [];
  if (scope.locale !== scope.defaultLocale) links.push({ locale: scope.defaultLocale, id, slug: base });
  for (const row of rowsOf(translated, readLocaleSlug)) {
    if (row.locale === scope.locale || row.locale === scope.defaultLocale) continue;
    if (!scope.locales.includes(row.locale)) continue;
    links.push({ locale: row.locale, id, slug: row.slug || base });
  }
  return links;
}

/** The tables keeping one row per locale, what a visitor may see of them, and their slug. */
const GROUPS = {
  pages: { visible: 'is_valid = 1', slugColumn: 'path', slug: (text: string) => text },
  news: { visible: 'is_valid = 1', slugColumn: 'title', slug: (text: string) => slugify(text, 'article') },
  blog_folders: { visible: '1 = 1', slugColumn: 'name', slug: (text: string) => slugify(text, 'article') },
  blog_articles: {
    visible: "is_published = 1 AND published_at <= strftime('%Y-%m-%dT%H:%M:%SZ', 'now')",
    slugColumn: 'title',
    slug: (text: string) => slugify(text, 'article'),
  },
  albums: { visible: '1 = 1', slugColumn: 'title', slug: (text: string) => slugify(text) },
  services: { visible: 'is_valid = 1', slugColumn: 'title', slug: (text: string) => slugify(text) },
} as const;
export type GroupTable = keyof typeof GROUPS;

const readGroupRow = rowReader({ id: 'number', locale: 'string', slug_source: 'string' });

/**
 * The other visible rows of a row's translation group (the original and its translations), in
 * the site's served locales: what a detail answers as `translations`.
 */
export async function groupTranslations(
  db: D1Database,
  siteId: number,
  table: GroupTable,
  id: number,
  scope: LocaleScope,
): Promise<TranslationLink[]> {
  const group = GROUPS[table];
  const rows = await all(
    db
      .prepare(
        `SELECT id, locale, ${group.slugColumn} AS slug_source FROM ${table}
          WHERE site_id = ?1 AND id <> ?2 AND ${group.visible}
            AND (SELECT COALESCE(translation_of, id) FROM ${table} WHERE site_id = ?1 AND id = ?2)
                IN (id, translation_of)
          ORDER BY locale, id`,
      )
      .bind(siteId, id),
    readGroupRow,
  );
  const links: TranslationLink[] = [];
  for (const row of rows) {
    // One row per locale: a second row of a locale already linked is ignored.
    if (row.locale === scope.locale || !scope.locales.includes(row.locale)) continue;
    if (links.some((link) => link.locale === row.locale)) continue;
    links.push({ locale: row.locale, id: row.id, slug: group.slug(row.slug_source) });
  }
  return links;
}
