import { productTypeSchema, type ProductType } from '../../../src/schema/catalogue/product';
import { first, firstOf, mapRows, rowReader, rowsOf, type RowOf } from '../shared/d1';

// What the technical file reads from the catalogue (migration 0015): one product of this
// site, published, with its grapes, pairings, awards, declinations and, for a box, what it
// holds. One batch, every statement scoped by site_id.

interface TechnicalFileProduct {
  id: number;
  type: ProductType;
  name: string;
  slug: string;
  description: string;
  tastingNotes: string;
  kind: string | null;
  appellation: string;
  region: string;
  alcoholPercent: number | null;
  servingTemperature: string;
  ageingPotential: string;
  isVintage: number;
  boxReference: string | null;
}

interface TechnicalFileDeclination {
  id: number;
  year: number | null;
  capacity: number | null;
  capacityUnit: string | null;
}

/** A product (its own columns) with its box's reference (`box_reference`, null for a wine). */
const readProduct = mapRows(
  rowReader({
    id: 'number',
    type: productTypeSchema.options,
    name: 'string',
    slug: 'string',
    description: 'string',
    tasting_notes: 'string',
    kind: 'string?',
    appellation: 'string',
    region: 'string',
    alcohol_percent: 'number?',
    serving_temperature: 'string',
    ageing_potential: 'string',
    is_vintage: 'number',
    box_reference: 'string?',
  }),
  (row): TechnicalFileProduct => ({
    id: row.id,
    type: row.type,
    name: row.name,
    slug: row.slug,
    description: row.description,
    tastingNotes: row.tasting_notes,
    kind: row.kind,
    appellation: row.appellation,
    region: row.region,
    alcoholPercent: row.alcohol_percent,
    servingTemperature: row.serving_temperature,
    ageingPotential: row.ageing_potential,
    isVintage: row.is_vintage,
    boxReference: row.box_reference,
  }),
);

const DECLINATION_SHAPE = {
  id: 'number',
  year: 'number?',
  capacity: 'number?',
  capacity_unit: 'string?',
} as const;
const toDeclination = (row: RowOf<typeof DECLINATION_SHAPE>): TechnicalFileDeclination => ({
  id: row.id,
  year: row.year,
  capacity: row.capacity,
  capacityUnit: row.capacity_unit,
});
const readDeclination = mapRows(rowReader(DECLINATION_SHAPE), toDeclination);
/** A box's declination with its product's name (`product_name`) and how many the box holds. */
const readBoxItem = mapRows(
  rowReader({ ...DECLINATION_SHAPE, product_name: 'string', quantity: 'number' }),
  (row) => ({ ...toDeclination(row), name: row.product_name, quantity: row.quantity }),
);
const readGrape = rowReader({ name: 'string', percent: 'number?' });
const readPairing = rowReader({ label: 'string' });
const readAward = rowReader({ competition: 'string', distinction: 'string', year: 'number?' });

export interface TechnicalFileSource {
  product: TechnicalFileProduct;
  declinations: TechnicalFileDeclination[];
  grapes: { name: string; percent: number | null }[];
  pairings: string[];
  awards: { competition: string; distinction: string; year: number | null }[];
  boxItems: (TechnicalFileDeclination & { name: string; quantity: number })[];
}

export async function loadTechnicalFileSource(
  db: D1Database,
  siteId: number,
  productId: number,
): Promise<TechnicalFileSource | null> {
  const [products, declinations, grapes, pairings, awards, boxItems] = await db.batch([
    db
      .prepare(
        `SELECT p.id, p.type, p.name, p.slug, p.description, p.tasting_notes, p.kind, p.appellation, p.region,
                p.alcohol_percent, p.serving_temperature, p.ageing_potential, p.is_vintage,
                b.reference AS box_reference
           FROM products p
           LEFT JOIN product_boxes b ON b.site_id = p.site_id AND b.product_id = p.id
          WHERE p.site_id = ? AND p.id = ? AND p.is_published = 1`,
      )
      .bind(siteId, productId),
    db
      .prepare(
        `SELECT id, year, capacity, capacity_unit FROM product_declinations
          WHERE site_id = ? AND product_id = ? ORDER BY position, year DESC, capacity, id`,
      )
      .bind(siteId, productId),
    db
      .prepare(
        `SELECT name, percent FROM product_grape_varieties
          WHERE site_id = ? AND product_id = ? ORDER BY position, id`,
      )
      .bind(siteId, productId),
    db
      .prepare(
        `SELECT m.label FROM product_meal_icons pm
           JOIN meal_icons m ON m.site_id = pm.site_id AND m.id = pm.meal_icon_id
          WHERE pm.site_id = ? AND pm.product_id = ? ORDER BY pm.position, m.position, m.id`,
      )
      .bind(siteId, productId),
    db
      .prepare(
        `SELECT competition, distinction, year FROM awards
          WHERE site_id = ? AND product_id = ? ORDER BY position, id`,
      )
      .bind(siteId, productId),
    db
      .prepare(
        `SELECT d.id, d.year, d.capacity, d.capacity_unit, p.name AS product_name, i.quantity
           FROM product_box_items i
           JOIN product_declinations d ON d.site_id = i.site_id AND d.id = i.declination_id
           JOIN products p ON p.site_id = d.site_id AND p.id = d.product_id
          WHERE i.site_id = ? AND i.box_product_id = ? ORDER BY i.position, i.id`,
      )
      .bind(siteId, productId),
  ]);
  const product = firstOf(products, readProduct);
  if (!product) return null;
  return {
    product,
    declinations: rowsOf(declinations, readDeclination),
    grapes: rowsOf(grapes, readGrape),
    pairings: rowsOf(pairings, readPairing).map((row) => row.label),
    awards: rowsOf(awards, readAward),
    boxItems: rowsOf(boxItems, readBoxItem),
  };
}

/** The site's name and its main logo's address (LOGO, else the first one). */
export async function loadTechnicalFileBrand(
  db: D1Database,
  siteId: number,
): Promise<{ siteName: string; logoUrl: string | null }> {
  const row = await first(
    db
      .prepare(
        `SELECT s.name,
                (SELECT l.url FROM logos l WHERE l.site_id = s.id AND l.type <> 'LOGO_FAVICON'
                  ORDER BY CASE l.type WHEN 'LOGO' THEN 0 WHEN 'LOGO_LIGHT_THEME' THEN 1 ELSE 2 END, l.id
                  LIMIT 1) AS logo_url
           FROM sites s WHERE s.id = ?`,
      )
      .bind(siteId),
    rowReader({ name: 'string', logo_url: 'string?' }),
  );
  return { siteName: row?.name ?? '', logoUrl: row?.logo_url ?? null };
}
