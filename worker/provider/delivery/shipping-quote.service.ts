import type { ShippingFeesInput, ShippingPrice } from '../../../src/schema/delivery/delivery';
import { badRequest } from '../../errors';
import { orFail } from '../shared/failure-status';
import type { ServiceContext } from '../shared/service-context';
import { assertShop } from '../shared/shop-guard';
import { shippingLines } from './shipping-cart';
import { quoteShipping, type ShippingOption } from './shipping-quote';

// The shipping-fee quote for a cart and an address: the carriers that deliver it, priced by the
// server from its own data, cheapest first. Shop sites only; no carrier at all is a refusal
// on the postal code.

const NO_CARRIER = 'Aucun transporteur ne livre cette commande à cette adresse.';

const euros = (cents: number) => cents / 100;

/** A quoted option as the cart state's `carrier` (src/schema/catalogue/cart.ts). */
function toShippingPrice(option: ShippingOption): ShippingPrice {
  return {
    id: option.idCarrier,
    name: option.name,
    serviceCode: option.serviceCode,
    price: euros(option.priceCents),
    fdp: euros(option.priceCents),
    deliveryType: option.deliveryType,
    siteType: option.deliveryType === 'PICKUP' ? 'RELAY' : 'HOME',
    free: option.free,
  };
}

/** The carriers that deliver these lines to this address, with their prices. */
export async function shippingFees(ctx: ServiceContext, input: ShippingFeesInput): Promise<ShippingPrice[]> {
  assertShop(ctx.site);
  const { lines, subtotalCents } = orFail(await shippingLines(ctx.db, ctx.site.id, input.products));
  const options = orFail(
    await quoteShipping(ctx.db, ctx.site.id, {
      lines,
      postalCode: input.postalCode,
      countryId: input.country,
      subtotalCents,
    }),
  );
  if (options.length === 0) throw badRequest(NO_CARRIER, { postalCode: NO_CARRIER });
  return options.map(toShippingPrice);
}
