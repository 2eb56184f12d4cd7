import { createRoute, z } from '@hono/zod-openapi';
import { shippingFeesInputSchema, shippingPriceSchema } from '../../../src/schema/delivery/delivery';
import { ok } from '../../../src/schema/shared/envelope';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { requireShop } from '../shared/shop-guard';
import { routeContext } from '../shared/service-context';
import { shippingFees } from './shipping-quote.service';

// Delivery: the shipping-fee quote for a cart and an address, thin over
// shipping-quote.service.ts.

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

export const shippingQuoteRoutes = providerRouter().openapi(quoteRoute, async (c) =>
  c.json(ok(await shippingFees(routeContext(c), c.req.valid('json'))), 200),
);
