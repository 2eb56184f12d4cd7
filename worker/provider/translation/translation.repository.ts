import type { MissingTranslation } from '../../../src/schema/translation/translation';
import { all, first, rowReader, writeBumpingVersion, type Row } from '../shared/d1';
import { OVERLAY_ENTITIES, ROW_ENTITIES, type OverlayEntity, type RowEntity } from './entities';
import { OPTIONAL_FIELDS, type ItemSource } from './translatable-fields';
import { writtenAfter } from './translation-review.repository';

// The admin's translation reads and writes. Table and column names come from the
// declared entity list (entities.ts), never from the request; every value is bound.

function sourceColumns(entity: OverlayEntity): string {
  const spec = OVERLAY_ENTITIES[entity];
  const columns = spec.fields.map((field, index) => `COALESCE(${field.column}, '') AS f${index}`);
  if (entity === 'form') columns.push('fields AS form_fields');
  if (entity === 'parameter') columns.push('type AS parameter_type');
  if (entity === 'footer') columns.push('conf AS footer_conf');
  return [`${spec.labelColumn} AS label`, ...columns].join(', ');
}

/** A column's value as text: numbers (a parameter's value is text already) and NULL alike. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function toSource(entity: OverlayEntity, row: Row): ItemSource {
  const spec = OVERLAY_ENTITIES[entity];
  const values: Record<string, string> = {};
  spec.fields.forEach((field, index) => {
    values[field.field] = asText(row[`f${index}`]);
  });
  return {
    label: asText(row.label),
    values,
    parameterType: typeof row.parameter_type === 'string' ? row.parameter_type : undefined,
    formFields: typeof row.form_fields === 'string' ? row.form_fields : undefined,
    footerConf: typeof row.footer_conf === 'string' ? row.footer_conf : undefined,
  };
}

/** One item of the site in the default language, or null (unknown id, another site's id). */
export async function findItemSource(
  db: D1Database,
  siteId: number,
  entity: OverlayEntity,
  id: number,
): Promise<ItemSource | null> {
  const spec: { table: string; where?: string } = OVERLAY_ENTITIES[entity];
  const where = spec.where ? ` AND ${spec.where}` : '';
  const row = await db
    .prepare(`SELECT ${sourceColumns(entity)} FROM ${spec.table} WHERE site_id = ? AND id = ?${where}`)
    .bind(siteId, id)
    .first<Row>();
  return row === null ? null : toSource(entity, row);
}

const readValue = rowReader({ locale: 'string', field: 'string', value: 'string' });

/** Every locale's translated fields of one item: { en_GB: { description: '…' } }. */
export async function findItemTranslations(
  db: D1Database,
  siteId: number,
  entity: OverlayEntity,
  id: number,
): Promise<Record<string, Record<string, string>>> {
  const rows = await all(
    db
      .prepare(
        `SELECT locale, field, value FROM translations
          WHERE site_id = ? AND entity = ? AND entity_id = ? ORDER BY locale, field`,
      )
      .bind(siteId, entity, id),
    readValue,
  );
  const values: Record<string, Record<string, string>> = {};
  for (const row of rows) (values[row.locale] ??= {})[row.field] = row.value;
  return values;
}

/**
 * Writes one locale's translations of an item: each non-empty value is stored, each empty one
 * removed; the site's content version is bumped in the same transaction (page caches).
 */
export async function writeItemTranslations(
  db: D1Database,
  siteId: number,
  entity: OverlayEntity,
  id: number,
  locale: string,
  values: Record<string, string>,
): Promise<number> {
  const statements = Object.entries(values).map(([field, value]) =>
    value === ''
      ? db
          .prepare(
            'DELETE FROM translations WHERE site_id = ? AND entity = ? AND entity_id = ? AND locale = ? AND field = ?',
          )
          .bind(siteId, entity, id, locale, field)
      : db
          .prepare(
            `INSERT INTO translations (site_id, entity, entity_id, locale, field, value, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, datetime('now'))
             ON CONFLICT (site_id, entity, entity_id, locale, field)
             DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
          )
          .bind(siteId, entity, id, locale, field, value),
  );
  const { version } = await writeBumpingVersion(db, siteId, statements);
  return version;
}

const readMissing = rowReader({ id: 'number', label: 'string', gaps: 'number', translated: 'number' });

/**
 * The overlay items lacking a translation in `locale`: 'missing' when none of their fields is
 * translated, 'partial' when a field with a default-language text has none (optional fields,
 * such as a slug that may stay the same, aside).
 */
export async function missingOverlayItems(
  db: D1Database,
  siteId: number,
  entity: OverlayEntity,
  locale: string,
): Promise<MissingTranslation[]> {
  const spec: {
    table: string;
    where?: string;
    labelColumn: string;
    fields: readonly { field: string; column: string }[];
  } = OVERLAY_ENTITIES[entity];
  const counted = spec.fields.filter((field) => !OPTIONAL_FIELDS.has(field.field));
  // Field names are the declared ones (entities.ts), quoted as SQL strings here.
  const gaps = counted.map(
    (field) => `(CASE WHEN COALESCE(${field.column}, '') <> '' AND NOT EXISTS (
        SELECT 1 FROM translations g WHERE g.site_id = e.site_id AND g.entity = ?1 AND g.entity_id = e.id
          AND g.locale = ?2 AND g.field = '${field.field}') THEN 1 ELSE 0 END)`,
  );
  const where = spec.where ? ` AND ${spec.where}` : '';
  const rows = await all(
    db
      .prepare(
        `SELECT e.id, COALESCE(${spec.labelColumn}, '') AS label, ${gaps.join(' + ') || '0'} AS gaps,
                (SELECT COUNT(*) FROM translations t
                  WHERE t.site_id = e.site_id AND t.entity = ?1 AND t.entity_id = e.id AND t.locale = ?2) AS translated
           FROM ${spec.table} e WHERE e.site_id = ?3${where} ORDER BY e.id`,
      )
      .bind(entity, locale, siteId),
    readMissing,
  );
  return rows.flatMap((row): MissingTranslation[] => {
    if (row.translated === 0) return [{ entity, id: row.id, label: row.label, state: 'missing', locale }];
    return row.gaps > 0 ? [{ entity, id: row.id, label: row.label, state: 'partial', locale }] : [];
  });
}

const readRowGap = rowReader({
  id: 'number',
  label: 'string',
  translation_id: 'number?',
  outdated: 'number?',
});

/**
 * The default-locale originals of a row-per-locale entity with no row in `locale` (missing),
 * or whose row there was last written before the original changed (outdated: to be read
 * again, with the translation's id). A row with no date is never outdated.
 */
export async function rowTranslationGaps(
  db: D1Database,
  siteId: number,
  entity: RowEntity,
  locale: string,
  defaultLocale: string,
): Promise<MissingTranslation[]> {
  const { table, labelColumn } = ROW_ENTITIES[entity];
  const rows = await all(
    db
      .prepare(
        `SELECT o.id, o.${labelColumn} AS label, MIN(t.id) AS translation_id,
                MAX(${writtenAfter('o.updated_at', 't.updated_at')}) AS outdated
           FROM ${table} o
           LEFT JOIN ${table} t ON t.site_id = o.site_id AND t.translation_of = o.id AND t.locale = ?
          WHERE o.site_id = ? AND o.locale = ? AND o.translation_of IS NULL
          GROUP BY o.id ORDER BY o.id`,
      )
      .bind(locale, siteId, defaultLocale),
    readRowGap,
  );
  return rows.flatMap((row): MissingTranslation[] => {
    const item = { entity, id: row.id, label: row.label, locale };
    if (row.translation_id === null) return [{ ...item, state: 'missing' }];
    return row.outdated === 1 ? [{ ...item, state: 'outdated', translationId: row.translation_id }] : [];
  });
}

const readOriginal = rowReader({ id: 'number', locale: 'string', translation_of: 'number?' });
const readTaken = rowReader({ id: 'number' });

/**
 * What a new translation row must respect: its original is a row of the same site and table,
 * in the default locale and itself an original; the group has no row in that locale yet.
 * Returns a French message for the `translationOf` field, or null when it may be written.
 */
export async function translationOfProblem(
  db: D1Database,
  siteId: number,
  entity: RowEntity,
  originalId: number,
  locale: string,
  defaultLocale: string,
  ownId: number | null = null,
): Promise<string | null> {
  const { table } = ROW_ENTITIES[entity];
  if (locale === defaultLocale)
    return 'Une traduction est dans une autre langue que la langue par défaut du site.';
  const original = await first(
    db
      .prepare(`SELECT id, locale, translation_of FROM ${table} WHERE site_id = ? AND id = ?`)
      .bind(siteId, originalId),
    readOriginal,
  );
  if (!original) return "L'original de cette traduction n'existe pas sur ce site.";
  if (original.locale !== defaultLocale || original.translation_of !== null) {
    return "L'original d'une traduction est un contenu de la langue par défaut du site.";
  }
  const taken = await first(
    db
      .prepare(
        `SELECT id FROM ${table} WHERE site_id = ? AND translation_of = ? AND locale = ? AND id IS NOT ?`,
      )
      .bind(siteId, originalId, locale, ownId),
    readTaken,
  );
  return taken ? 'Ce contenu a déjà une traduction dans cette langue.' : null;
}

const readLanguage = rowReader({ code: 'string', deepl_code: 'string?' });

/** The site's languages (served or not) and their DeepL codes: { fr_FR: 'FR', en_GB: 'EN-GB' }. */
export async function deeplCodes(db: D1Database, siteId: number): Promise<Map<string, string | null>> {
  const rows = await all(
    db.prepare('SELECT code, deepl_code FROM languages WHERE site_id = ?').bind(siteId),
    readLanguage,
  );
  return new Map(rows.map((row) => [row.code, row.deepl_code]));
}

/**
 * Files a row just created as a translation of `originalId` (checked by translationOfProblem).
 * Run before the route publishes the new content version, so no page is cached at that version
 * without the link.
 */
export async function linkTranslation(
  db: D1Database,
  siteId: number,
  entity: RowEntity,
  id: number,
  originalId: number,
): Promise<void> {
  const { table } = ROW_ENTITIES[entity];
  await db
    .prepare(`UPDATE ${table} SET translation_of = ? WHERE site_id = ? AND id = ?`)
    .bind(originalId, siteId, id)
    .run();
}
