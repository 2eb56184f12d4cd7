import { createRoute, z } from '@hono/zod-openapi';
import { shippingFeesInputSchema, shippingPriceSchema } from '../../../src/schema/delivery';
import { ok } from '../../../src/schema/envelope';
import { badRequest } from '../../errors';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { shippingLines } from './shipping-cart';
import { quoteShipping, type ShippingOption } from './shipping-quote';
import { requireShop } from '../shared/shop-guard';
import { orFail } from '../shared/failure-status';

// Delivery: the shipping-fee quote for a cart and an address.

const NO_CARRIER = 'Aucun transporteur ne livre cette commande à cette adresse.';

const quoteRoute = createRoute({
  operationId: 'postCalculateShippingFees',
  security: [],
  method: 'post',
  path: '/calculate/shipping-fees',
  tags: ['Livraison'],
  summary: 'Les transporteurs qui livrent ce panier à cette adresse, avec leurs prix',
  description:
    '`country` : identifiant du pays (GET /countries) ou code ISO à deux lettres. Le prix dépend de la zone (pays et début de code postal) et du nombre de bouteilles soumises aux frais de port ; la livraison est offerte à partir de FREE_SHIPPING_BOTTLE_COUNT bouteilles ou FREE_SHIPPING_PRICE euros. Du moins cher au plus cher.',
  middleware: [requireShop, jsonOnly],
  request: {
    headers: siteHeaders,
    body: jsonBody(shippingFeesInputSchema, 'Les lignes du panier, le code postal et le pays de livraison.'),
  },
  responses: {
    200: okJson(z.array(shippingPriceSchema), 'Les transporteurs et leurs prix.'),
    ...errorResponses(400, 404, 413, 415),
  },
});

const euros = (cents: number) => cents / 100;

/** A quoted option as the cart state's `carrier` (src/schema/cart.ts). */
function toShippingPrice(option: ShippingOption) {
  return {
    id: option.idCarrier,
    name: option.name,
    serviceCode: option.serviceCode,
    price: euros(option.priceCents),
    fdp: euros(option.priceCents),
    deliveryType: option.deliveryType,
    siteType: option.deliveryType === 'PICKUP' ? ('RELAY' as const) : ('HOME' as const),
    free: option.free,
  };
}

export const shippingQuoteRoutes = providerRouter().openapi(quoteRoute, async (c) => {
  const input = c.req.valid('json');
  const siteId = c.var.site.id;
  const { lines, subtotalCents } = orFail(await shippingLines(c.env.DB, siteId, input.products));
  const options = orFail(
    await quoteShipping(c.env.DB, siteId, {
      lines,
      postalCode: input.postalCode,
      countryId: input.country,
      subtotalCents,
    }),
  );
  if (options.length === 0) throw badRequest(NO_CARRIER, { postalCode: NO_CARRIER });
  return c.json(ok(options.map(toShippingPrice)), 200);
});
