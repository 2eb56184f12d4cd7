import { foldForSearch } from '../../../src/domain/site/search-text';
import type { ContentFields } from '../../../src/schema/publishing/publishing';
import { all, first, rowReader } from '../shared/d1';
import type { LiveItem } from './content-adapter';

// A shop product's publishable fields in its live rows: its name, the texts of its page (the
// description, the tasting notes, the serving temperature and the ageing potential) in
// `products`, and its declinations' prices (euros) in `product_declinations`. Its address
// stays when its name is published (a product's page answers its old slug with a redirect),
// and its search text starts again from the new name. Stock, discounts and the declinations
// themselves are not drafted: the product form saves them. A product has no language of its
// own (its translations overlay it): the site's default one.

interface ProductPrice {
  declinationId: number;
  price: number;
}

export interface ProductFields extends ContentFields {
  name: string;
  description: string;
  tastingNotes: string;
  servingTemperature: string;
  ageingPotential: string;
  prices: ProductPrice[];
}

const readProduct = rowReader({
  locale: 'string',
  is_published: 'number',
  name: 'string',
  description: 'string',
  tasting_notes: 'string',
  serving_temperature: 'string',
  ageing_potential: 'string',
});
const readPrice = rowReader({ id: 'number', price_cents: 'number' });

export async function readLiveProduct(db: D1Database, siteId: number, id: number): Promise<LiveItem | null> {
  const [row, prices] = await Promise.all([
    first(
      db
        .prepare(
          `SELECT (SELECT default_lang_code FROM sites WHERE id = p.site_id) AS locale, is_published, name,
             description, tasting_notes, serving_temperature, ageing_potential FROM products p
           WHERE site_id = ? AND id = ?`,
        )
        .bind(siteId, id),
      readProduct,
    ),
    all(
      db
        .prepare(
          `SELECT id, price_cents FROM product_declinations WHERE site_id = ? AND product_id = ?
           ORDER BY position, id`,
        )
        .bind(siteId, id),
      readPrice,
    ),
  ]);
  if (!row) return null;
  const fields: ProductFields = {
    name: row.name,
    description: row.description,
    tastingNotes: row.tasting_notes,
    servingTemperature: row.serving_temperature,
    ageingPotential: row.ageing_potential,
    prices: prices.map((price) => ({ declinationId: price.id, price: price.price_cents / 100 })),
  };
  return { locale: row.locale, isLive: row.is_published === 1, fields };
}

export function writeLiveProduct(
  db: D1Database,
  siteId: number,
  id: number,
  fields: ProductFields,
): D1PreparedStatement[] {
  const sortName = foldForSearch(fields.name);
  return [
    // The search text is the folded name followed by the other words (appellation, region,
    // grapes, tags): its start is the old sort name, replaced by the new one.
    db
      .prepare(
        `UPDATE products SET name = ?, sort_name = ?,
           search_text = CASE WHEN substr(search_text, 1, length(sort_name)) = sort_name
             THEN ? || substr(search_text, length(sort_name) + 1) ELSE ? || ' ' || search_text END,
           description = ?, tasting_notes = ?, serving_temperature = ?, ageing_potential = ?,
           updated_at = datetime('now') WHERE site_id = ? AND id = ?`,
      )
      .bind(
        fields.name,
        sortName,
        sortName,
        sortName,
        fields.description,
        fields.tastingNotes,
        fields.servingTemperature,
        fields.ageingPotential,
        siteId,
        id,
      ),
    // A declination removed since the draft was saved is left out; one added keeps its price.
    ...fields.prices.map((price) =>
      db
        .prepare(
          `UPDATE product_declinations SET price_cents = ? WHERE site_id = ? AND product_id = ? AND id = ?`,
        )
        .bind(Math.round(price.price * 100), siteId, id, price.declinationId),
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
