import type { ListQuerySpec } from '../../../src/domain/shared/list-query';
import { priceWithDiscount } from '../../../src/domain/catalogue/pricing';
import { sellableLabel } from '../../../src/domain/catalogue/product-label';
import { sanitizeRichText } from '../../../src/domain/shared/rich-text';
import {
  PRODUCT_PAGE_SIZE,
  productKindSchema,
  productTypeSchema,
  type MealIcon,
  type ProductDiscount,
  type ProductImage,
  type ProductList,
  type ShopBox,
  type ShopDeclination,
  type ShopProduct,
} from '../../../src/schema/catalogue/product';
import type { ListSql } from '../shared/list-query-sql';
import { translatedFilter, type LocaleScope } from '../translation/public';
import { translateProducts } from './product-translation';
import { firstOf, jsonRows, mapRows, readTotal, rowReader, rowsOf, type ReadType } from '../shared/d1';

// Reading the catalogue. One SELECT per page of products: the children (declinations, grapes,
// tags, images, meal icons, box contents) come back as JSON arrays from correlated subqueries,
// each scoped by the product's own site_id, so a page is one round trip whatever its size.

/** The lowest price with discount of a product's declinations, in cents (the « à partir de »). */
const PRICE_CENTS_SQL = `(SELECT MIN(CASE d.discount_type
      WHEN 'EURO' THEN MAX(0, d.price_cents - ROUND(d.discount_amount * 100))
      WHEN 'PERCENT' THEN ROUND(d.price_cents * (100 - MIN(d.discount_amount, 100)) / 100.0)
      ELSE d.price_cents END)
    FROM product_declinations d WHERE d.site_id = p.site_id AND d.product_id = p.id)`;

export const productListSpec: ListQuerySpec = {
  fields: {
    id: { column: 'p.id', type: 'number' },
    // name and search are compared folded (lower case, no accents): see foldedListFilters.
    // Spec: both are like filters (name=Saumur finds « Saumur Champigny »); eq: still asks equality.
    name: { column: 'p.sort_name', type: 'text', defaultOperator: 'lk' },
    search: { column: 'p.search_text', type: 'text', defaultOperator: 'lk' },
    kind: { column: 'p.kind', type: 'text' },
    type: { column: 'p.type', type: 'text' },
    appellation: { column: 'p.appellation', type: 'text' },
    region: { column: 'p.region', type: 'text' },
    price: { column: `(${PRICE_CENTS_SQL} / 100.0)`, type: 'number' },
    order: { column: 'p.position', type: 'number' },
  },
  orderable: ['price', 'name', 'order', 'id'],
  defaultOrder: { field: 'price', direction: 'ASC' },
  defaultNbItem: PRODUCT_PAGE_SIZE,
  maxNbItem: PRODUCT_PAGE_SIZE,
};

/** Fields whose filter values are folded like the columns they compare with. */
export const FOLDED_FILTER_FIELDS = new Set(['name', 'search']);

// The product's own columns, then its children as JSON arrays of their own columns (read by
// jsonRows below) and its box's reference (box_reference).
const PRODUCT_SELECT = `SELECT p.id, p.type, p.name, p.slug, p.description, p.tasting_notes, p.kind,
    p.appellation, p.region, p.alcohol_percent, p.serving_temperature, p.ageing_potential, p.is_vintage,
    p.has_shipping_fees, p.is_published, p.position,
    (SELECT json_group_array(json_object('id', d.id, 'year', d.year, 'capacity', d.capacity,
        'capacity_unit', d.capacity_unit, 'price_cents', d.price_cents, 'discount_type', d.discount_type,
        'discount_amount', d.discount_amount, 'quantity', d.quantity, 'set_quantity', d.set_quantity,
        'sell_by_multiple_of', d.sell_by_multiple_of, 'variation1', d.variation1,
        'variation2', d.variation2, 'variation3', d.variation3))
       FROM (SELECT * FROM product_declinations d WHERE d.site_id = p.site_id AND d.product_id = p.id
             ORDER BY d.position, d.year DESC, d.capacity, d.id) d) AS declinations,
    (SELECT json_group_array(json_object('name', g.name, 'percent', g.percent))
       FROM (SELECT * FROM product_grape_varieties g WHERE g.site_id = p.site_id AND g.product_id = p.id
             ORDER BY g.position, g.id) g) AS grapes,
    (SELECT json_group_array(json_object('tag', t.tag))
       FROM (SELECT t.tag FROM product_tags t WHERE t.site_id = p.site_id AND t.product_id = p.id
             ORDER BY t.rowid) t) AS tags,
    (SELECT json_group_array(json_object('url', i.url, 'alt', i.alt, 'width', i.width, 'height', i.height))
       FROM (SELECT * FROM product_images i WHERE i.site_id = p.site_id AND i.product_id = p.id
             ORDER BY i.position, i.id) i) AS images,
    (SELECT json_group_array(json_object('id', m.id, 'label', m.label, 'icon_url', m.icon_url))
       FROM (SELECT m.* FROM product_meal_icons pm
               JOIN meal_icons m ON m.site_id = pm.site_id AND m.id = pm.meal_icon_id
              WHERE pm.site_id = p.site_id AND pm.product_id = p.id ORDER BY pm.position, m.position, m.id) m) AS meal_icons,
    (SELECT b.reference FROM product_boxes b WHERE b.site_id = p.site_id AND b.product_id = p.id) AS box_reference,
    (SELECT json_group_array(json_object('product_id', x.product_id, 'declination_id', x.declination_id,
        'name', x.name, 'slug', x.slug, 'year', x.year, 'capacity', x.capacity,
        'capacity_unit', x.capacity_unit, 'quantity', x.quantity))
       FROM (SELECT w.id AS product_id, d.id AS declination_id, w.name, w.slug, d.year, d.capacity,
                    d.capacity_unit, bi.quantity
               FROM product_box_items bi
               JOIN product_declinations d ON d.site_id = bi.site_id AND d.id = bi.declination_id
               JOIN products w ON w.site_id = d.site_id AND w.id = d.product_id
              WHERE bi.site_id = p.site_id AND bi.box_product_id = p.id ORDER BY bi.position, bi.id) x) AS box_items
  FROM products p`;

const readProductRow = rowReader({
  id: 'number',
  type: productTypeSchema.options,
  name: 'string',
  slug: 'string',
  description: 'string',
  tasting_notes: 'string',
  kind: [...productKindSchema.options, null],
  appellation: 'string',
  region: 'string',
  alcohol_percent: 'number?',
  serving_temperature: 'string',
  ageing_potential: 'string',
  is_vintage: 'number',
  has_shipping_fees: 'number',
  is_published: 'number',
  position: 'number',
  declinations: 'string', // the JSON arrays below
  grapes: 'string',
  tags: 'string',
  images: 'string',
  meal_icons: 'string',
  box_reference: 'string?',
  box_items: 'string',
});
type ProductRow = ReadType<typeof readProductRow>;

const readVariationLabel = rowReader({ label: 'string', display_label: 'string?' });

const readDeclinationJson = rowReader({
  id: 'number',
  year: 'number?',
  capacity: 'number?',
  capacity_unit: 'string?',
  price_cents: 'number',
  discount_type: ['EURO', 'PERCENT', null],
  discount_amount: 'number?',
  quantity: 'number',
  set_quantity: 'number?',
  sell_by_multiple_of: 'number',
  variation1: 'string?',
  variation2: 'string?',
  variation3: 'string?',
});
type DeclinationJson = ReadType<typeof readDeclinationJson>;

const readBoxItemJson = rowReader({
  product_id: 'number',
  declination_id: 'number',
  name: 'string',
  slug: 'string',
  year: 'number?',
  capacity: 'number?',
  capacity_unit: 'string?',
  quantity: 'number',
});
const readGrapeJson = rowReader({ name: 'string', percent: 'number?' });
const readTagJson = rowReader({ tag: 'string' });
const readImageJson = mapRows(
  rowReader({ url: 'string', alt: 'string', width: 'number', height: 'number' }),
  (row): ProductImage => ({ src: row.url, alt: row.alt, width: row.width, height: row.height }),
);
const readMealIconJson = mapRows(
  rowReader({ id: 'number', label: 'string', icon_url: 'string' }),
  (row): MealIcon => ({ id: row.id, label: row.label, icon: row.icon_url }),
);

/** Variation labels of the site → their display label, to describe the ones a product uses. */
type VariationLabels = Map<string, string | null>;

export function discountOf(type: string | null, amount: number | null): ProductDiscount | null {
  if ((type !== 'EURO' && type !== 'PERCENT') || amount === null) return null;
  return { type, amount };
}

/** Cents after the declination's own discount, by the one pricing rule (src/domain/catalogue/pricing.ts). */
export function discountedCents(priceCents: number, discount: ProductDiscount | null): number {
  return Math.round(priceWithDiscount(priceCents / 100, discount) * 100);
}

function toDeclination(productName: string, row: DeclinationJson): ShopDeclination {
  const discount = discountOf(row.discount_type, row.discount_amount);
  const labelled = { year: row.year, capacity: row.capacity, capacityUnit: row.capacity_unit };
  return {
    id: row.id,
    year: row.year,
    price: row.price_cents / 100,
    discount,
    priceWithDiscount: discountedCents(row.price_cents, discount) / 100,
    quantity: row.quantity,
    setQuantity: row.set_quantity,
    sellByMultipleOf: row.sell_by_multiple_of,
    capacity: row.capacity,
    capacityUnit: row.capacity_unit,
    variations: [row.variation1, row.variation2, row.variation3].filter(
      (label): label is string => label !== null && label !== '',
    ),
    label: sellableLabel(productName, labelled),
  };
}

function toShopProduct(row: ProductRow, variationLabels: VariationLabels): ShopProduct {
  const declination = jsonRows(row.declinations, readDeclinationJson).map((d) => toDeclination(row.name, d));
  const first = declination[0];
  let box: ShopBox | null = null;
  if (row.type === 'BOX' && first) {
    box = {
      idProduct: row.id,
      declinationId: first.id,
      price: first.price,
      discount: first.discount,
      quantity: first.quantity,
      reference: row.box_reference ?? '',
      sellByMultipleOf: first.sellByMultipleOf,
      products: jsonRows(row.box_items, readBoxItemJson).map((item) => ({
        idProduct: item.product_id,
        declinationId: item.declination_id,
        name: item.name,
        slug: item.slug,
        label: sellableLabel(item.name, {
          year: item.year,
          capacity: item.capacity,
          capacityUnit: item.capacity_unit,
        }),
        quantity: item.quantity,
      })),
    };
  }
  const usedLabels = [...new Set(declination.flatMap((d) => d.variations))].slice(0, 3);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    type: { type: row.type },
    isVintage: row.is_vintage === 1,
    hasShippingFees: row.has_shipping_fees === 1,
    isPublished: row.is_published === 1,
    // Sanitised on write; again on read, so a row written behind the API's back is safe too.
    description: sanitizeRichText(row.description),
    tastingNotes: row.tasting_notes,
    kind: row.kind,
    appellation: row.appellation,
    region: row.region,
    alcohol: row.alcohol_percent,
    servingTemperature: row.serving_temperature,
    ageingPotential: row.ageing_potential,
    grapeVarieties: jsonRows(row.grapes, readGrapeJson),
    tags: jsonRows(row.tags, readTagJson).map((tag) => tag.tag),
    images: jsonRows(row.images, readImageJson),
    mealIcons: jsonRows(row.meal_icons, readMealIconJson),
    declination,
    box,
    variations: usedLabels.map((label) => ({ label, displayLabel: variationLabels.get(label) ?? null })),
    price: declination.reduce(
      (lowest, d) => Math.min(lowest, d.priceWithDiscount),
      first?.priceWithDiscount ?? 0,
    ),
    order: row.position,
  };
}

function variationLabelsStatement(db: D1Database, siteId: number): D1PreparedStatement {
  return db.prepare('SELECT label, display_label FROM variations WHERE site_id = ?').bind(siteId);
}

function toVariationLabels(result: D1Result | undefined): VariationLabels {
  const rows = rowsOf(result, readVariationLabel);
  return new Map(rows.map((row) => [row.label, row.display_label]));
}

export interface ProductListOptions {
  tags: string[]; // products carrying at least one of them
  publishedOnly: boolean; // the shop; the admin list shows drafts too
  /** The request's locales: in a non-default locale, only translated products, their texts translated. */
  scope?: LocaleScope;
}

export async function listProducts(
  db: D1Database,
  siteId: number,
  list: ListSql,
  options: ProductListOptions,
): Promise<ProductList> {
  const tagFilter =
    options.tags.length === 0
      ? ''
      : ` AND EXISTS (SELECT 1 FROM product_tags t WHERE t.site_id = p.site_id AND t.product_id = p.id AND t.tag IN (${options.tags.map(() => '?').join(', ')}))`;
  const published = options.publishedOnly ? ' AND p.is_published = 1' : '';
  const translated = translatedFilter('product', 'p', options.scope);
  const where = `WHERE p.site_id = ?${published}${translated.sql}${tagFilter}${list.where}`;
  const [page, count, labels] = await db.batch([
    db
      .prepare(`${PRODUCT_SELECT} ${where}${list.orderBy || ' ORDER BY p.position'}, p.id${list.limit}`)
      .bind(siteId, ...translated.params, ...options.tags, ...list.params),
    db
      .prepare(`SELECT COUNT(*) AS total FROM products p ${where}`)
      .bind(siteId, ...translated.params, ...options.tags, ...list.filterParams),
    variationLabelsStatement(db, siteId),
  ]);
  const variationLabels = toVariationLabels(labels);
  const products = rowsOf(page, readProductRow).map((row) => toShopProduct(row, variationLabels));
  return {
    products: await translateProducts(db, siteId, products, options.scope),
    total: firstOf(count, readTotal)?.total ?? 0,
  };
}

async function findProductWhere(
  db: D1Database,
  siteId: number,
  condition: string,
  value: string | number,
  publishedOnly: boolean,
  scope: LocaleScope | undefined,
): Promise<ShopProduct | null> {
  const published = publishedOnly ? ' AND p.is_published = 1' : '';
  const translated = translatedFilter('product', 'p', scope);
  const [row, labels] = await db.batch([
    db
      .prepare(`${PRODUCT_SELECT} WHERE p.site_id = ?${published}${translated.sql} AND ${condition}`)
      .bind(siteId, ...translated.params, value),
    variationLabelsStatement(db, siteId),
  ]);
  const found = firstOf(row, readProductRow);
  if (!found) return null;
  const [product] = await translateProducts(
    db,
    siteId,
    [toShopProduct(found, toVariationLabels(labels))],
    scope,
  );
  return product ?? null;
}

/**
 * A product of the site by id; drafts only when `publishedOnly` is false (admin). With a
 * non-default locale `scope`, null unless the product is translated there.
 */
export function findProduct(
  db: D1Database,
  siteId: number,
  productId: number,
  publishedOnly = true,
  scope?: LocaleScope,
): Promise<ShopProduct | null> {
  return findProductWhere(db, siteId, 'p.id = ?', productId, publishedOnly, scope);
}

export async function productExists(
  db: D1Database,
  siteId: number,
  productId: number,
  publishedOnly = false,
): Promise<boolean> {
  const published = publishedOnly ? ' AND is_published = 1' : '';
  const row = await db
    .prepare(`SELECT id FROM products WHERE site_id = ? AND id = ?${published}`)
    .bind(siteId, productId)
    .first();
  return row !== null;
}

const RECOMMENDED_COUNT = 4;

/**
 * The products shown under a product: the ones the owner chose, in their order; when none is
 * chosen (or none is published), published products of the same kind or appellation, the
 * same kind first. The caller checked the product exists and is published.
 */
export async function recommendedProducts(
  db: D1Database,
  siteId: number,
  productId: number,
  scope?: LocaleScope,
): Promise<ShopProduct[]> {
  const translated = translatedFilter('product', 'p', scope);
  const chosen = `${PRODUCT_SELECT}
    JOIN product_recommendations r ON r.site_id = p.site_id AND r.recommended_product_id = p.id
    WHERE p.site_id = ? AND r.product_id = ? AND p.is_published = 1${translated.sql}
    ORDER BY r.position, p.id LIMIT ?`;
  const similar = `${PRODUCT_SELECT}
    JOIN products o ON o.site_id = p.site_id AND o.id = ?
    WHERE p.site_id = ? AND p.id <> o.id AND p.is_published = 1${translated.sql}
      AND ((p.kind IS NOT NULL AND p.kind = o.kind) OR (p.appellation <> '' AND p.appellation = o.appellation))
    ORDER BY (p.kind IS o.kind) DESC, p.position, p.id LIMIT ?`;
  const [picked, alike, labels] = await db.batch([
    db.prepare(chosen).bind(siteId, productId, ...translated.params, RECOMMENDED_COUNT),
    db.prepare(similar).bind(productId, siteId, ...translated.params, RECOMMENDED_COUNT),
    variationLabelsStatement(db, siteId),
  ]);
  const variationLabels = toVariationLabels(labels);
  const pickedRows = rowsOf(picked, readProductRow);
  const rows = pickedRows.length > 0 ? pickedRows : rowsOf(alike, readProductRow);
  return translateProducts(
    db,
    siteId,
    rows.map((row) => toShopProduct(row, variationLabels)),
    scope,
  );
}
