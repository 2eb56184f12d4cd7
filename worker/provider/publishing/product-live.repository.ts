import type { ContentFields } from '../../../src/schema/publishing';
import { first, rowReader } from '../shared/d1';
import type { LiveItem } from './content-adapter';

// A shop product's publishable texts in its live row (`products`): the description, the tasting
// notes, the serving temperature and the ageing potential. Its name (which makes its address and
// its search text), prices, stock and declinations are not drafted: the product form saves them.
// A product has no language of its own (its translations overlay it): the site's default one.

export interface ProductFields extends ContentFields {
  description: string;
  tastingNotes: string;
  servingTemperature: string;
  ageingPotential: string;
}

const readProduct = rowReader({
  locale: 'string',
  is_published: 'number',
  description: 'string',
  tasting_notes: 'string',
  serving_temperature: 'string',
  ageing_potential: 'string',
});

export async function readLiveProduct(db: D1Database, siteId: number, id: number): Promise<LiveItem | null> {
  const row = await first(
    db
      .prepare(
        `SELECT (SELECT default_lang_code FROM sites WHERE id = p.site_id) AS locale, is_published, description,
           tasting_notes, serving_temperature, ageing_potential FROM products p WHERE site_id = ? AND id = ?`,
      )
      .bind(siteId, id),
    readProduct,
  );
  if (!row) return null;
  const fields: ProductFields = {
    description: row.description,
    tastingNotes: row.tasting_notes,
    servingTemperature: row.serving_temperature,
    ageingPotential: row.ageing_potential,
  };
  return { locale: row.locale, isLive: row.is_published === 1, fields };
}

export function writeLiveProduct(
  db: D1Database,
  siteId: number,
  id: number,
  fields: ProductFields,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE products SET description = ?, tasting_notes = ?, serving_temperature = ?, ageing_potential = ?,
           updated_at = datetime('now') WHERE site_id = ? AND id = ?`,
      )
      .bind(
        fields.description,
        fields.tastingNotes,
        fields.servingTemperature,
        fields.ageingPotential,
        siteId,
        id,
      ),
  ];
}

export function showLiveProduct(
  db: D1Database,
  siteId: number,
  id: number,
  live: boolean,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE products SET is_published = ?, updated_at = datetime('now') WHERE site_id = ? AND id = ?`,
    )
    .bind(live ? 1 : 0, siteId, id);
}
