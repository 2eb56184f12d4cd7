import {
  isFreeShipping,
  rateFor,
  sellsTo,
  shippedBottleCount,
  shippedSubtotalCents,
  zoneFor,
  type ShippableLine,
} from '../../../src/domain/delivery/shipping-fees';
import { failure, success, type Result } from '../shared/result';
import {
  carriersForZone,
  findShippingCountry,
  zoneAreasOfCountry,
  type ShippingCountry,
} from './carrier.repository';
import { readDeliveryParameters } from './shipping-parameters';

// CONTRACT between delivery and orders: the shipping options of a validated cart for an
// address, priced on the server from D1. POST /calculate/shipping-fees answers them and
// POST /order (orders module) calls quoteShipping again and keeps the chosen carrier's price.

export interface ShippingOption {
  idCarrier: number;
  name: string;
  serviceCode: string;
  deliveryType: 'DELIVERY' | 'PICKUP';
  priceCents: number; // 0 when free
  free: boolean;
}

/** ValidatedCart['lines'] (worker/provider/catalogue/cart-validation.ts) fits this shape. */
export type QuoteLine = ShippableLine;

export interface ShippingQuoteInput {
  lines: readonly QuoteLine[];
  postalCode: string;
  /** The country's id in the site's countries, or its alpha-2 code. */
  countryId: number | string;
  /** Goods total after line discounts, before any discount code; shown, not used for zones. */
  subtotalCents: number;
}

const COUNTRY_NOT_SERVED = 'Nous ne livrons pas dans ce pays.';
export const UNKNOWN_COUNTRY = "Ce pays n'existe pas.";

const POSTAL_CODE = /^[0-9A-Za-z][0-9A-Za-z -]{1,9}$/;

/** Why an address cannot be quoted: its postal code, or a country unknown or not sold to. */
export type ShippingQuoteFailure = 'POSTAL_CODE_REFUSED' | 'UNKNOWN_COUNTRY' | 'COUNTRY_NOT_SERVED';

/**
 * The site's country by id or alpha-2, refused when the site does not sell there
 * (SELLS_WORLDWIDE / ONLY_SELL_IN_FRANCE).
 */
async function shippingCountry(
  db: D1Database,
  siteId: number,
  country: number | string,
): Promise<Result<ShippingCountry, 'UNKNOWN_COUNTRY' | 'COUNTRY_NOT_SERVED'>> {
  const found = await findShippingCountry(db, siteId, country);
  if (!found) return failure('UNKNOWN_COUNTRY', UNKNOWN_COUNTRY, { country: UNKNOWN_COUNTRY });
  const parameters = await readDeliveryParameters(db, siteId);
  if (!sellsTo(parameters, found.alphaTwo)) {
    return failure('COUNTRY_NOT_SERVED', COUNTRY_NOT_SERVED, { country: COUNTRY_NOT_SERVED });
  }
  return success(found);
}

const POSTAL_CODE_REFUSED = "Le code postal n'est pas valide.";

/**
 * The carriers that deliver this cart to this address, cheapest first. A carrier shows when it
 * has a rate in the address's zone for the cart's bottle count; every option is free when the
 * cart reaches FREE_SHIPPING_BOTTLE_COUNT or FREE_SHIPPING_PRICE, or ships no bottle with fees.
 * An empty list: nobody delivers there (the caller tells the buyer). A bad country or postal
 * code is a failure.
 */
export async function quoteShipping(
  db: D1Database,
  siteId: number,
  input: ShippingQuoteInput,
): Promise<Result<ShippingOption[], ShippingQuoteFailure>> {
  const postalCode = input.postalCode.trim();
  if (!POSTAL_CODE.test(postalCode)) {
    return failure('POSTAL_CODE_REFUSED', POSTAL_CODE_REFUSED, { postalCode: POSTAL_CODE_REFUSED });
  }
  const country = await shippingCountry(db, siteId, input.countryId);
  if (!country.ok) return country;
  const countryId = country.value.id;
  const zoneId = zoneFor(await zoneAreasOfCountry(db, siteId, countryId), countryId, postalCode);
  if (zoneId === null) return success([]);
  const parameters = await readDeliveryParameters(db, siteId);
  const bottles = shippedBottleCount(input.lines);
  const free =
    bottles === 0 ||
    isFreeShipping(
      { bottleCount: parameters.freeShippingBottleCount, priceCents: parameters.freeShippingPriceCents },
      { bottles, shippedSubtotalCents: shippedSubtotalCents(input.lines) },
    );
  const options: ShippingOption[] = [];
  for (const carrier of await carriersForZone(db, siteId, zoneId)) {
    // Nothing with shipping fees in the cart: every carrier takes it, free.
    const price = bottles === 0 ? 0 : rateFor(carrier.rates, bottles);
    if (price === null) continue;
    options.push({
      idCarrier: carrier.id,
      name: carrier.name,
      serviceCode: carrier.serviceCode,
      deliveryType: carrier.deliveryType,
      priceCents: free ? 0 : price,
      free,
    });
  }
  return success(options.sort((a, b) => a.priceCents - b.priceCents || a.idCarrier - b.idCarrier));
}
