import { capacityInLitres } from '../catalogue/bottles.ts';

// Shipping fees, pure: which zone an address falls in, how many bottles
// a cart ships, which rate of a carrier's table applies and when shipping is free. The
// provider (worker/provider/delivery/shipping-quote.ts) feeds it rows from D1; amounts are cents.

const HALF_BOTTLE_THRESHOLD_LITRES = 0.75;

/** What a cart line tells the fee rules (a Sellable from the catalogue fits). */
export interface ShippableLine {
  sellable: {
    type: 'WINE' | 'BOX';
    hasShippingFees: boolean;
    capacity: number | null;
    capacityUnit: string | null;
    sellByMultipleOf: number;
  };
  quantity: number;
  lineTotalCents: number;
}

/**
 * Bottles that count for shipping: lines whose product has no shipping fees are left out; a
 * wine under 0.75 l counts half; a box counts quantity × the bottles it holds, rounded down
 * (the same rule as src/domain/catalogue/bottles.ts, over server-side sellables).
 */
export function shippedBottleCount(lines: readonly ShippableLine[]): number {
  return lines.reduce((total, { sellable, quantity }) => {
    if (!sellable.hasShippingFees) return total;
    if (sellable.type === 'BOX') return total + Math.floor(quantity * Math.max(1, sellable.sellByMultipleOf));
    const litres = capacityInLitres(sellable.capacity, sellable.capacityUnit);
    return total + (litres !== null && litres < HALF_BOTTLE_THRESHOLD_LITRES ? quantity / 2 : quantity);
  }, 0);
}

/** The amount that counts towards free shipping: lines with shipping fees only. */
export function shippedSubtotalCents(lines: readonly ShippableLine[]): number {
  return lines.reduce((total, line) => total + (line.sellable.hasShippingFees ? line.lineTotalCents : 0), 0);
}

export interface ZoneArea {
  zoneId: number;
  countryId: number;
  postalCodePrefix: string;
}

/** The zone of an address: among the country's areas, the longest prefix of the postal code wins. */
export function zoneFor(areas: readonly ZoneArea[], countryId: number, postalCode: string): number | null {
  const code = postalCode.replace(/\s+/g, '').toUpperCase();
  let best: ZoneArea | null = null;
  for (const area of areas) {
    if (area.countryId !== countryId) continue;
    const prefix = area.postalCodePrefix.toUpperCase();
    if (!code.startsWith(prefix)) continue;
    if (best === null || prefix.length > best.postalCodePrefix.length) best = area;
  }
  return best?.zoneId ?? null;
}

export interface RateRow {
  minBottles: number;
  maxBottles: number | null; // null: no upper bound
  priceCents: number;
}

/**
 * The price for a bottle count: the matching range (min and max inclusive); when ranges
 * overlap the narrowest lower bound wins, i.e. the range starting highest. Null when no range
 * covers the count: the carrier does not take such a parcel.
 */
export function rateFor(rates: readonly RateRow[], bottles: number): number | null {
  let best: RateRow | null = null;
  for (const rate of rates) {
    if (bottles < rate.minBottles) continue;
    if (rate.maxBottles !== null && bottles > rate.maxBottles) continue;
    if (best === null || rate.minBottles > best.minBottles) best = rate;
  }
  return best?.priceCents ?? null;
}

/** FREE_SHIPPING_BOTTLE_COUNT and FREE_SHIPPING_PRICE (in cents here); 0 means "never". */
export interface FreeShippingRule {
  bottleCount: number;
  priceCents: number;
}

export function isFreeShipping(
  rule: FreeShippingRule,
  cart: { bottles: number; shippedSubtotalCents: number },
): boolean {
  if (rule.bottleCount > 0 && cart.bottles >= rule.bottleCount) return true;
  return rule.priceCents > 0 && cart.shippedSubtotalCents >= rule.priceCents;
}

/** Countries of the European Union (alpha-2): where a site sells when neither worldwide nor France only. */
const EU_COUNTRIES: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]); // prettier-ignore

export interface SalesArea {
  sellsWorldwide: boolean;
  onlySellInFrance: boolean;
}

/** SELLS_WORLDWIDE / ONLY_SELL_IN_FRANCE: France only wins, then worldwide, else the EU. */
export function sellsTo(area: SalesArea, alphaTwo: string): boolean {
  const code = alphaTwo.toUpperCase();
  if (area.onlySellInFrance) return code === 'FR';
  if (area.sellsWorldwide) return true;
  return EU_COUNTRIES.has(code);
}
