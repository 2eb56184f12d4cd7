import { createRoute, z } from '@hono/zod-openapi';
import {
  cartValidationInputSchema,
  declinationQuantitySchema,
  quantitiesInputSchema,
  validatedCartSchema,
} from '../../../src/schema/catalogue/cart-api';
import { ok } from '../../../src/schema/shared/envelope';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { cartQuantities, validatedCart } from './cart.service';
import { routeContext } from '../shared/service-context';
import { requireShop } from '../shared/shop-guard';

// The cart's provider calls: the stock of the cart's declinations, refreshed when
// the cart page opens, and the server's validation before checkout. Prices come from D1.

const quantitiesRoute = createRoute({
  operationId: 'putProductQuantities',
  security: [],
  method: 'put',
  path: '/product/quantities',
  tags: ['Panier'],
  summary: 'Le stock des déclinaisons du panier',
  description:
    'Pour chaque identifiant de déclinaison connu de ce site (produit publié), le stock restant et le stock fixé ' +
    'au dernier inventaire. Les identifiants inconnus, ou d’un autre site, sont omis de la réponse.',
  middleware: [requireShop, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    body: jsonBody(quantitiesInputSchema, 'Les déclinaisons du panier.'),
  },
  responses: {
    200: okJson(z.array(declinationQuantitySchema), 'Le stock de chaque déclinaison connue.'),
    ...errorResponses(400, 404, 413, 415),
  },
});

const validateRoute = createRoute({
  operationId: 'postOrderValidate',
  security: [],
  method: 'post',
  path: '/order/validate',
  tags: ['Panier'],
  summary: 'Valider le panier avant la commande',
  description:
    'Recalcule les prix depuis le catalogue et vérifie les règles d’expédition : nombre minimum et maximum de ' +
    'bouteilles, multiple de bouteilles (pour une expédition seulement : pas pour un retrait au domaine, ' +
    'voir deliveryType), multiple de vente des millésimes, stock (si le site gère les stocks). ' +
    'Un refus donne le message à afficher au visiteur : 400 (règle non respectée, produit indisponible) ou ' +
    '409 (stock insuffisant).',
  middleware: [requireShop, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    body: jsonBody(cartValidationInputSchema, 'Les lignes du panier : déclinaison et quantité.'),
  },
  responses: {
    200: okJson(validatedCartSchema, 'Le panier est valide : ses lignes au prix du catalogue.'),
    ...errorResponses(400, 404, 409, 413, 415),
  },
});

export const cartRoutes = providerRouter()
  .openapi(quantitiesRoute, async (c) => {
    const ids = c.req.valid('json').products.map((product) => product.id);
    return c.json(ok(await cartQuantities(routeContext(c), ids)), 200);
  })
  .openapi(validateRoute, async (c) =>
    c.json(ok(await validatedCart(routeContext(c), c.req.valid('json'))), 200),
  );
