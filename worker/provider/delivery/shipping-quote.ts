import {
  isFreeShipping,
  rateFor,
  sellsTo,
  shippedBottleCount,
  shippedSubtotalCents,
  zoneFor,
  type ShippableLine,
} from '../../../src/domain/shipping-fees';
import { badRequest } from '../../errors';
import {
  carriersForZone,
  findShippingCountry,
  zoneAreasOfCountry,
  type ShippingCountry,
} from './carrier.repository';
import { readDeliveryParameters } from './shipping-parameters';

// CONTRACT (issue 10, wave3.md "Delivery"): the shipping options of a validated cart for an
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

export const COUNTRY_NOT_SERVED = 'Nous ne livrons pas dans ce pays.';
export const UNKNOWN_COUNTRY = "Ce pays n'existe pas.";

const POSTAL_CODE = /^[0-9A-Za-z][0-9A-Za-z -]{1,9}$/;

/**
 * The site's country by id or alpha-2, refused (French 400) when the site does not sell there
 * (SELLS_WORLDWIDE / ONLY_SELL_IN_FRANCE).
 */
export async function shippingCountry(
  db: D1Database,
  siteId: number,
  country: number | string,
): Promise<ShippingCountry> {
  const found = await findShippingCountry(db, siteId, country);
  if (!found) throw badRequest(UNKNOWN_COUNTRY, { country: UNKNOWN_COUNTRY });
  const parameters = await readDeliveryParameters(db, siteId);
  if (!sellsTo(parameters, found.alphaTwo))
    throw badRequest(COUNTRY_NOT_SERVED, { country: COUNTRY_NOT_SERVED });
  return found;
}

/**
 * The carriers that deliver this cart to this address, cheapest first. A carrier shows when it
 * has a rate in the address's zone for the cart's bottle count; every option is free when the
 * cart reaches FREE_SHIPPING_BOTTLE_COUNT or FREE_SHIPPING_PRICE, or ships no bottle with fees.
 * An empty list: nobody delivers there (the caller tells the buyer). Bad country or postal
 * code: French AppError 400.
 */
export async function quoteShipping(
  db: D1Database,
  siteId: number,
  input: ShippingQuoteInput,
): Promise<ShippingOption[]> {
  const postalCode = input.postalCode.trim();
  if (!POSTAL_CODE.test(postalCode)) {
    const message = "Le code postal n'est pas valide.";
    throw badRequest(message, { postalCode: message });
  }
  const country = await shippingCountry(db, siteId, input.countryId);
  const zoneId = zoneFor(await zoneAreasOfCountry(db, siteId, country.id), country.id, postalCode);
  if (zoneId === null) return [];
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
  return options.sort((a, b) => a.priceCents - b.priceCents || a.idCarrier - b.idCarrier);
}
