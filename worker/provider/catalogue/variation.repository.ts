import type { SiteVariation } from '../../../src/schema/catalogue/product';
import type { VariationInput } from '../../../src/schema/catalogue/product-admin';
import { all, first, mapRows, rowReader } from '../shared/d1';
import { overlayValues, type LocaleScope } from '../translation/public';

// The site's variations: labels a declination may carry (up to three), with the wording shown
// to shoppers when it differs (displayLabel).

const VARIATION_SELECT = 'SELECT id, label, display_label FROM variations';
const readVariation = mapRows(
  rowReader({ id: 'number', label: 'string', display_label: 'string?' }),
  (row): SiteVariation => ({ id: row.id, label: row.label, displayLabel: row.display_label }),
);

/** The site's variations; in a non-default locale `scope`, their translated display labels. */
export async function listVariations(
  db: D1Database,
  siteId: number,
  scope?: LocaleScope,
): Promise<SiteVariation[]> {
  const variations = await all(
    db.prepare(`${VARIATION_SELECT} WHERE site_id = ? ORDER BY position, id`).bind(siteId),
    readVariation,
  );
  const values = await overlayValues(
    db,
    siteId,
    'variation',
    scope,
    variations.map((variation) => variation.id),
  );
  return variations.map((variation) => {
    const displayLabel = values.get(variation.id)?.displayLabel;
    return displayLabel === undefined ? variation : { ...variation, displayLabel };
  });
}

export async function findVariation(
  db: D1Database,
  siteId: number,
  variationId: number,
): Promise<SiteVariation | null> {
  return first(
    db.prepare(`${VARIATION_SELECT} WHERE site_id = ? AND id = ?`).bind(siteId, variationId),
    readVariation,
  );
}

// --- Admin writes ---------------------------------------------------------------------------

export async function variationLabelTaken(
  db: D1Database,
  siteId: number,
  label: string,
  exceptId: number | null,
): Promise<boolean> {
  const row = await db
    .prepare('SELECT id FROM variations WHERE site_id = ? AND label = ? AND id IS NOT ?')
    .bind(siteId, label, exceptId)
    .first();
  return row !== null;
}

export function insertVariationStatement(db: D1Database, siteId: number, input: VariationInput) {
  return db
    .prepare(
      `INSERT INTO variations (site_id, label, display_label, position)
       VALUES (?, ?, ?, COALESCE(?, (SELECT COALESCE(MAX(position), -1) + 1 FROM variations WHERE site_id = ?)))
       RETURNING id`,
    )
    .bind(siteId, input.label, input.displayLabel || null, input.order ?? null, siteId);
}

/** Renaming a variation renames it on the declinations that carry it, in the same batch. */
export function updateVariationStatements(
  db: D1Database,
  siteId: number,
  current: SiteVariation,
  input: VariationInput,
): D1PreparedStatement[] {
  const statements = [
    db
      .prepare(
        'UPDATE variations SET label = ?, display_label = ?, position = COALESCE(?, position) WHERE site_id = ? AND id = ?',
      )
      .bind(input.label, input.displayLabel || null, input.order ?? null, siteId, current.id),
  ];
  if (input.label !== current.label)
    statements.push(...relabelStatements(db, siteId, current.label, input.label));
  return statements;
}

/** Deleting a variation takes its label off the declinations that carry it. */
export function deleteVariationStatements(db: D1Database, siteId: number, current: SiteVariation) {
  return [
    db.prepare('DELETE FROM variations WHERE site_id = ? AND id = ?').bind(siteId, current.id),
    ...relabelStatements(db, siteId, current.label, null),
  ];
}

function relabelStatements(db: D1Database, siteId: number, from: string, to: string | null) {
  return (['variation1', 'variation2', 'variation3'] as const).map((column) =>
    db
      .prepare(`UPDATE product_declinations SET ${column} = ? WHERE site_id = ? AND ${column} = ?`)
      .bind(to, siteId, from),
  );
}
