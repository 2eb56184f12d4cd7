import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery, type ListQuerySpec } from '../../../src/domain/shared/list-query';
import { ok } from '../../../src/schema/shared/envelope';
import { stockAdjustmentInputSchema, stockHistorySchema } from '../../../src/schema/catalogue/product-admin';
import { adminActor } from '../../auth/admin-session';
import { requireAdmin } from '../../auth/current-member';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { listQuerySql } from '../shared/list-query-sql';
import { routeContext } from '../shared/service-context';
import { requireShop } from '../shared/shop-guard';
import { adjustDeclinationStock, declinationStockHistory } from './stock.service';

// Stock adjustments: the owner adds or removes bottles (delivery from the cellar, breakage,
// inventory) and says why; each change is recorded with the admin's id and the time, and the
// stock never goes below zero. The stock shows on the shop's pages: the content version moves.
// The history lists every change of the stock: the owner's adjustments, and the sales and
// cancellations of orders with their reference.

const TAG = 'Administration : catalogue';

const historySpec: ListQuerySpec = { fields: {}, orderable: [], defaultNbItem: 50, maxNbItem: 100 };

const declinationId = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant de la déclinaison.', example: 1 }),
});

const adjustRoute = createRoute({
  operationId: 'postAdminProductDeclinationByIdStock',
  tags: [TAG],
  security: signedIn,
  method: 'post',
  path: '/admin/product/declination/{id}/stock',
  summary: 'Ajuster le stock d’une déclinaison (entrée ou sortie), avec sa raison',
  description:
    '`delta` positif ajoute des bouteilles, négatif en retire ; le stock ne devient jamais négatif (409). L’ajustement est enregistré avec l’administrateur et l’heure.',
  middleware: [requireShop, requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: declinationId,
    body: jsonBody(stockAdjustmentInputSchema, 'La variation de stock et sa raison.'),
  },
  responses: {
    200: okJson(
      stockHistorySchema,
      'Le stock après l’ajustement et l’historique, le plus récent en premier.',
    ),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const historyRoute = createRoute({
  operationId: 'getAdminProductDeclinationByIdStock',
  tags: [TAG],
  security: signedIn,
  method: 'get',
  path: '/admin/product/declination/{id}/stock',
  summary: 'Le stock d’une déclinaison et l’historique de ses mouvements (qui, quand, combien, pourquoi)',
  description:
    'Chaque mouvement a son type : `SALE` (vente, une commande passée), `RELEASE` (annulation d’une commande, le stock revient) ou `ADJUSTMENT` (ajustement de l’administrateur). Une vente ou une annulation donne sa commande (`order.id`, `order.reference`) ; `user` est null pour la boutique elle-même (commande d’un client, annulation automatique, paiement).',
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders, params: declinationId, query: listQueryParams(historySpec) },
  responses: {
    200: okJson(stockHistorySchema, 'Le stock et une page de mouvements, le plus récent en premier.'),
    ...errorResponses(401, 403, 404),
  },
});

function historyWindow(url: string) {
  return listQuerySql(parseListQuery(new URL(url).searchParams, historySpec), historySpec).window;
}

export const stockRoutes = providerRouter()
  .openapi(adjustRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    const { delta, reason } = c.req.valid('json');
    const userId = (await adminActor(c))?.memberId ?? null; // null: an operator
    const ctx = routeContext(c);
    const history = await adjustDeclinationStock(
      ctx,
      id,
      { delta, reason, userId },
      historyWindow(c.req.url),
    );
    return c.json(ok(history, 'Stock ajusté.'), 200);
  })
  .openapi(historyRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    return c.json(ok(await declinationStockHistory(routeContext(c), id, historyWindow(c.req.url))), 200);
  });
