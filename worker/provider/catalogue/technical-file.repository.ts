import type { ProductType } from '../../../src/schema/product';

// What the technical file reads from the catalogue (migration 0015): one product of this
// site, published, with its grapes, pairings, awards, declinations and, for a box, what it
// holds. One batch, every statement scoped by site_id.

export interface TechnicalFileRow {
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

export interface TechnicalFileDeclination {
  id: number;
  year: number | null;
  capacity: number | null;
  capacityUnit: string | null;
}

export interface TechnicalFileSource {
  product: TechnicalFileRow;
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
        `SELECT p.id, p.type, p.name, p.slug, p.description, p.tasting_notes AS tastingNotes, p.kind,
                p.appellation, p.region, p.alcohol_percent AS alcoholPercent,
                p.serving_temperature AS servingTemperature, p.ageing_potential AS ageingPotential,
                p.is_vintage AS isVintage, b.reference AS boxReference
           FROM products p
           LEFT JOIN product_boxes b ON b.site_id = p.site_id AND b.product_id = p.id
          WHERE p.site_id = ? AND p.id = ? AND p.is_published = 1`,
      )
      .bind(siteId, productId),
    db
      .prepare(
        `SELECT id, year, capacity, capacity_unit AS capacityUnit FROM product_declinations
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
        `SELECT d.id, d.year, d.capacity, d.capacity_unit AS capacityUnit, p.name, i.quantity
           FROM product_box_items i
           JOIN product_declinations d ON d.site_id = i.site_id AND d.id = i.declination_id
           JOIN products p ON p.site_id = d.site_id AND p.id = d.product_id
          WHERE i.site_id = ? AND i.box_product_id = ? ORDER BY i.position, i.id`,
      )
      .bind(siteId, productId),
  ]);
  const product = (products?.results as TechnicalFileRow[] | undefined)?.[0];
  if (!product) return null;
  return {
    product,
    declinations: (declinations?.results ?? []) as TechnicalFileDeclination[],
    grapes: (grapes?.results ?? []) as TechnicalFileSource['grapes'],
    pairings: ((pairings?.results ?? []) as { label: string }[]).map((row) => row.label),
    awards: (awards?.results ?? []) as TechnicalFileSource['awards'],
    boxItems: (boxItems?.results ?? []) as TechnicalFileSource['boxItems'],
  };
}

/** The site's name and its main logo's address (LOGO, else the first one). */
export async function loadTechnicalFileBrand(
  db: D1Database,
  siteId: number,
): Promise<{ siteName: string; logoUrl: string | null }> {
  const row = await db
    .prepare(
      `SELECT s.name,
              (SELECT l.url FROM logos l WHERE l.site_id = s.id AND l.type <> 'LOGO_FAVICON'
                ORDER BY CASE l.type WHEN 'LOGO' THEN 0 WHEN 'LOGO_LIGHT_THEME' THEN 1 ELSE 2 END, l.id
                LIMIT 1) AS logoUrl
         FROM sites s WHERE s.id = ?`,
    )
    .bind(siteId)
    .first<{ name: string; logoUrl: string | null }>();
  return { siteName: row?.name ?? '', logoUrl: row?.logoUrl ?? null };
}
