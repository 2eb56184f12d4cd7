import { sellableLabel } from '../../../src/domain/catalogue/product-label';
import {
  productTypeSchema,
  type ProductDiscount,
  type ProductType,
} from '../../../src/schema/catalogue/product';
import { all, mapRows, rowReader, type ReadType } from '../shared/d1';
import { discountedCents, discountOf } from './product.repository';

// What the cart, the shipping quote and the order read about the declinations a shopper
// chose: the server's own prices and stock, never the client's. A declination is the
// sellable unit for wines (vintage × capacity) and for boxes (their single declination).

export interface Sellable {
  declinationId: number;
  productId: number;
  productName: string;
  productSlug: string;
  type: ProductType;
  isVintage: boolean;
  hasShippingFees: boolean;
  year: number | null;
  capacity: number | null;
  capacityUnit: string | null;
  priceCents: number; // before discount
  discount: ProductDiscount | null; // EURO: euros off; PERCENT: a percentage
  unitPriceCents: number; // priceCents after the discount, by src/domain/catalogue/pricing.ts
  stock: number;
  /**
   * For a WINE, the multiple it is sold by; for a BOX, the bottles it holds (spec: a box
   * counts quantity × sellByMultipleOf bottles). The quantity step is `quantityStep`.
   */
  sellByMultipleOf: number;
  quantityStep: number; // sellByMultipleOf for vintage products, else 1
  label: string; // « Saumur-Champigny Les Perrières 2022 – 75 cl »
}

/** A declination (its own columns) with its product's (prefixed `product_` where they clash). */
const readSellableRow = rowReader({
  id: 'number',
  product_id: 'number',
  product_name: 'string',
  product_slug: 'string',
  type: productTypeSchema.options,
  is_vintage: 'number',
  has_shipping_fees: 'number',
  year: 'number?',
  capacity: 'number?',
  capacity_unit: 'string?',
  price_cents: 'number',
  discount_type: 'string?',
  discount_amount: 'number?',
  quantity: 'number',
  sell_by_multiple_of: 'number',
});
type SellableRow = ReadType<typeof readSellableRow>;

/** Declination ids go in as one JSON array: D1 binds at most 100 parameters per statement. */
const SELLABLE_SELECT = `SELECT d.id, d.product_id, p.name AS product_name, p.slug AS product_slug, p.type,
    p.is_vintage, p.has_shipping_fees, d.year, d.capacity, d.capacity_unit, d.price_cents,
    d.discount_type, d.discount_amount, d.quantity, d.sell_by_multiple_of
  FROM product_declinations d
  JOIN products p ON p.site_id = d.site_id AND p.id = d.product_id
  WHERE d.site_id = ? AND p.is_published = 1 AND d.id IN (SELECT value FROM json_each(?))`;

function toSellable(row: SellableRow): Sellable {
  const discount = discountOf(row.discount_type, row.discount_amount);
  const isVintage = row.is_vintage === 1;
  const declination = { year: row.year, capacity: row.capacity, capacityUnit: row.capacity_unit };
  return {
    declinationId: row.id,
    productId: row.product_id,
    productName: row.product_name,
    productSlug: row.product_slug,
    type: row.type,
    isVintage,
    hasShippingFees: row.has_shipping_fees === 1,
    ...declination,
    priceCents: row.price_cents,
    discount,
    unitPriceCents: discountedCents(row.price_cents, discount),
    stock: row.quantity,
    sellByMultipleOf: row.sell_by_multiple_of,
    quantityStep: isVintage ? row.sell_by_multiple_of : 1,
    label: sellableLabel(row.product_name, declination),
  };
}
const readSellable = mapRows(readSellableRow, toSellable);

/**
 * The sellables of the given declination ids, keyed by declination id. Only declinations of
 * published products of this site: unknown ids, drafts and other sites' ids are simply absent.
 */
export async function loadSellables(
  db: D1Database,
  siteId: number,
  declinationIds: number[],
): Promise<Map<number, Sellable>> {
  const ids = [...new Set(declinationIds.filter((id) => Number.isSafeInteger(id) && id > 0))];
  if (ids.length === 0) return new Map();
  const sellables = await all(db.prepare(SELLABLE_SELECT).bind(siteId, JSON.stringify(ids)), readSellable);
  return new Map(sellables.map((sellable) => [sellable.declinationId, sellable]));
}
