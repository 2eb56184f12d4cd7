import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/list-query';
import { nextOrderStatuses } from '../../../src/domain/order-status';
import { ok } from '../../../src/schema/envelope';
import {
  adminOrderListSchema,
  adminOrderSchema,
  orderStatusChangeSchema,
  type AdminOrder,
} from '../../../src/schema/order';
import { adminActor } from '../../auth/admin-session';
import { requireAdmin } from '../../auth/current-member';
import { AppError, notFound } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { parseId } from '../../http/ids';
import { enqueueEmail } from '../../mail/mail-queue';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import type { Context } from 'hono';
import { listQuerySql } from '../shared/list-query-sql';
import { NO_ORDER } from './order.routes';
import { moveOrder } from './order-status';
import { orFail } from '../shared/failure-status';
import { offlinePaymentReceivedStatement } from './payment.repository';
import {
  findOrder,
  listOrders,
  orderDetail,
  orderHistory,
  orderListSpec,
  toOrderSummary,
  type OrderRow,
} from './order.repository';
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

async function adminView(c: Context<AppEnv>, row: OrderRow): Promise<AdminOrder> {
  const siteId = c.var.site.id;
  const [detail, history] = await Promise.all([
    orderDetail(c.env.DB, siteId, row),
    orderHistory(c.env.DB, siteId, row.id),
  ]);
  return {
    ...detail,
    email: row.email,
    userId: row.user_id,
    history: history.map((entry) => ({
      from: entry.from_status,
      to: entry.to_status,
      actor: entry.actor,
      note: entry.note,
      customerMessage: entry.customer_message,
      at: new Date(entry.created_at * 1000).toISOString(),
    })),
    allowedNextStatuses: nextOrderStatuses(row.status, row.delivery_type),
  };
}

async function orderOr404(c: Context<AppEnv>, rawId: string): Promise<OrderRow> {
  const id = parseId(rawId);
  const row = id === null ? null : await findOrder(c.env.DB, c.var.site.id, id);
  if (!row) throw notFound(NO_ORDER);
  return row;
}

export const orderAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, orderListSpec);
    const page = await listOrders(c.env.DB, c.var.site.id, listQuerySql(query, orderListSpec));
    return c.json(
      ok({
        orders: page.rows.map((row) => ({ ...toOrderSummary(row), email: row.email })),
        total: page.total,
      }),
      200,
    );
  })
  .openapi(detailRoute, async (c) => {
    const row = await orderOr404(c, c.req.valid('param').id);
    return c.json(ok(await adminView(c, row)), 200);
  })
  .openapi(statusRoute, async (c) => {
    const siteId = c.var.site.id;
    const row = await orderOr404(c, c.req.valid('param').id);
    const { status, customerMessage, internalNote, note } = c.req.valid('json');
    const admin = await adminActor(c);
    const db = c.env.DB;
    const { applied, outboxIds } = orFail(
      await moveOrder(db, siteId, row, {
        to: status,
        actor: admin?.operator ? `OPERATOR:${admin.operatorId}` : `ADMIN:${admin?.memberId ?? 0}`,
        userId: admin?.memberId ?? null,
        // `note` is the old name of the internal note: neither is ever sent to the buyer.
        note: internalNote || note || null,
        customerMessage: customerMessage || null,
        requestUrl: c.req.url,
        // An offline payment the merchant received: its pending payment row succeeds with it.
        extra: (guard, values) =>
          status === 'PAID'
            ? [
                offlinePaymentReceivedStatement(
                  db,
                  siteId,
                  row.id,
                  Math.floor(Date.now() / 1000),
                  guard,
                  values,
                ),
              ]
            : [],
      }),
    );
    if (!applied) throw new AppError(409, 'La commande a changé entre-temps : rien n’a été modifié.');
    for (const outboxId of outboxIds) enqueueEmail(c, { siteId, outboxId });
    const updated = await findOrder(db, siteId, row.id);
    if (!updated) throw notFound(NO_ORDER);
    return c.json(ok(await adminView(c, updated), 'Statut de la commande mis à jour.'), 200);
  });
