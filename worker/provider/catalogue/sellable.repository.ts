import { sellableLabel } from '../../../src/domain/product-label';
import type { ProductDiscount, ProductType } from '../../../src/schema/product';
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
  unitPriceCents: number; // priceCents after the discount, by src/domain/pricing.ts
  stock: number;
  /**
   * For a WINE, the multiple it is sold by; for a BOX, the bottles it holds (spec: a box
   * counts quantity × sellByMultipleOf bottles). The quantity step is `quantityStep`.
   */
  sellByMultipleOf: number;
  quantityStep: number; // sellByMultipleOf for vintage products, else 1 (spec section 4)
  label: string; // « Saumur-Champigny Les Perrières 2022 – 75 cl »
}

interface SellableRow {
  declinationId: number;
  productId: number;
  productName: string;
  productSlug: string;
  type: ProductType;
  isVintage: number;
  hasShippingFees: number;
  year: number | null;
  capacity: number | null;
  capacityUnit: string | null;
  priceCents: number;
  discountType: string | null;
  discountAmount: number | null;
  stock: number;
  sellByMultipleOf: number;
}

/** Declination ids go in as one JSON array: D1 binds at most 100 parameters per statement. */
const SELLABLE_SELECT = `SELECT d.id AS declinationId, p.id AS productId, p.name AS productName,
    p.slug AS productSlug, p.type, p.is_vintage AS isVintage, p.has_shipping_fees AS hasShippingFees,
    d.year, d.capacity, d.capacity_unit AS capacityUnit, d.price_cents AS priceCents,
    d.discount_type AS discountType, d.discount_amount AS discountAmount, d.quantity AS stock,
    d.sell_by_multiple_of AS sellByMultipleOf
  FROM product_declinations d
  JOIN products p ON p.site_id = d.site_id AND p.id = d.product_id
  WHERE d.site_id = ? AND p.is_published = 1 AND d.id IN (SELECT value FROM json_each(?))`;

export function toSellable(row: SellableRow): Sellable {
  const discount = discountOf(row.discountType, row.discountAmount);
  const isVintage = row.isVintage === 1;
  return {
    declinationId: row.declinationId,
    productId: row.productId,
    productName: row.productName,
    productSlug: row.productSlug,
    type: row.type,
    isVintage,
    hasShippingFees: row.hasShippingFees === 1,
    year: row.year,
    capacity: row.capacity,
    capacityUnit: row.capacityUnit,
    priceCents: row.priceCents,
    discount,
    unitPriceCents: discountedCents(row.priceCents, discount),
    stock: row.stock,
    sellByMultipleOf: row.sellByMultipleOf,
    quantityStep: isVintage ? row.sellByMultipleOf : 1,
    label: sellableLabel(row.productName, row),
  };
}

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
  const { results } = await db.prepare(SELLABLE_SELECT).bind(siteId, JSON.stringify(ids)).all<SellableRow>();
  return new Map(results.map((row) => [row.declinationId, toSellable(row)]));
}
