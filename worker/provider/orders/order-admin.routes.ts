import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import { ok } from '../../../src/schema/shared/envelope';
import {
  adminOrderListSchema,
  adminOrderSchema,
  orderStatusChangeSchema,
} from '../../../src/schema/orders/order';
import { adminActor } from '../../auth/admin-session';
import { requireAdmin } from '../../auth/current-member';
import { parseId } from '../../http/ids';
import { enqueueEmail } from '../../mail/mail-queue';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { listQuerySql } from '../shared/list-query-sql';
import { orderListSpec } from './buyer-order.service';
import { adminOrder, adminOrders, changeOrderStatus } from './order-admin.service';
import { routeContext } from '../shared/service-context';
import { requireShop } from '../shared/shop-guard';

// The merchant's side of orders: list them by status, read one with its history, move it on.
// ADMIN and SUPER_ADMIN of the same site only (requireAdmin reads this host's session).

const TAG = 'Administration des commandes';
const idParams = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant de la commande.', example: 1 }),
});

const listRoute = createRoute({
  operationId: 'getAdminOrder',
  method: 'get',
  path: '/admin/order',
  tags: [TAG],
  summary: 'Les commandes du site, les plus récentes d’abord, filtrables par statut (`status=PAID`)',
  security: signedIn,
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders, query: listQueryParams(orderListSpec) },
  responses: {
    200: okJson(adminOrderListSchema, 'Une page de commandes et leur nombre total.'),
    ...errorResponses(400, 401, 403, 404),
  },
});

const detailRoute = createRoute({
  operationId: 'getAdminOrderById',
  method: 'get',
  path: '/admin/order/{id}',
  tags: [TAG],
  summary: 'Une commande, son historique et les statuts possibles ensuite',
  security: signedIn,
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: { 200: okJson(adminOrderSchema, 'La commande.'), ...errorResponses(401, 403, 404) },
});

// No patchUpdate: a status change is a transition with its own messages, not a record update.
const statusRoute = createRoute({
  operationId: 'putAdminOrderByIdStatus',
  method: 'put',
  path: '/admin/order/{id}/status',
  tags: [TAG],
  summary: 'Changer le statut d’une commande',
  description:
    'Seules les transitions prévues sont acceptées (409 sinon). Le client reçoit l’e-mail du nouveau ' +
    'statut, avec customerMessage s’il est donné (aussi affiché dans ses commandes) ; internalNote (ou ' +
    'l’ancien champ note) reste dans l’historique du marchand et n’est jamais envoyé au client. Une ' +
    'annulation remet le stock (la note interne sert de motif) et libère le code promo.',
  security: signedIn,
  middleware: [requireShop, requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: idParams,
    body: jsonBody(
      orderStatusChangeSchema,
      'Le nouveau statut, un message facultatif au client et une note interne facultative.',
    ),
  },
  responses: {
    200: okJson(adminOrderSchema, 'La commande après le changement.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

export const orderAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, orderListSpec);
    return c.json(ok(await adminOrders(routeContext(c), listQuerySql(query, orderListSpec))), 200);
  })
  .openapi(detailRoute, async (c) => {
    const order = await adminOrder(routeContext(c), parseId(c.req.valid('param').id));
    return c.json(ok(order), 200);
  })
  .openapi(statusRoute, async (c) => {
    const admin = await adminActor(c);
    const { order, outboxIds } = await changeOrderStatus(
      routeContext(c),
      parseId(c.req.valid('param').id),
      c.req.valid('json'),
      {
        actor: admin?.operator ? `OPERATOR:${admin.operatorId}` : `ADMIN:${admin?.memberId ?? 0}`,
        userId: admin?.memberId ?? null,
      },
    );
    for (const outboxId of outboxIds) enqueueEmail(c, { siteId: c.var.site.id, outboxId });
    return c.json(ok(order, 'Statut de la commande mis à jour.'), 200);
  });
