import { nextOrderStatuses } from '../../../src/domain/orders/order-status';
import type { z } from 'zod';
import type {
  AdminOrder,
  adminOrderListSchema,
  orderStatusChangeSchema,
} from '../../../src/schema/orders/order';
import { AppError, notFound } from '../../errors';
import { orFail } from '../shared/failure-status';
import type { ListSql } from '../shared/list-query-sql';
import type { ServiceContext } from '../shared/service-context';
import { NO_ORDER } from './buyer-order.service';
import { moveOrder } from './order-status';
import { offlinePaymentReceivedStatement } from './payment.repository';
import {
  findOrder,
  listOrders,
  orderDetail,
  orderHistory,
  toOrderSummary,
  type OrderRow,
} from './order.repository';

// The merchant's side of orders: a page of them, one with its history and the statuses it may
// take next, and moving one on (the buyer's e-mail queued with the change; an offline payment's
// pending row succeeds with PAID). Every read is of the context's site: another site's id is 404.

type AdminOrderList = z.infer<typeof adminOrderListSchema>;
type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** Who moves the order: the operator or the site's admin (their member id, null for an operator). */
export interface OrderMover {
  actor: string;
  userId: number | null;
}

/** One of the site's orders as stored, or 404. */
export async function adminOrderRow(ctx: ServiceContext, id: number | null): Promise<OrderRow> {
  const row = id === null ? null : await findOrder(ctx.db, ctx.site.id, id);
  if (!row) throw notFound(NO_ORDER);
  return row;
}

/** A page of the site's orders with their buyers' e-mails. */
export async function adminOrders(ctx: ServiceContext, list: ListSql): Promise<AdminOrderList> {
  const page = await listOrders(ctx.db, ctx.site.id, list);
  return {
    orders: page.rows.map((row) => ({ ...toOrderSummary(row), email: row.email })),
    total: page.total,
  };
}

async function adminView(ctx: ServiceContext, row: OrderRow): Promise<AdminOrder> {
  const siteId = ctx.site.id;
  const [detail, history] = await Promise.all([
    orderDetail(ctx.db, siteId, row),
    orderHistory(ctx.db, siteId, row.id),
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

/** One of the site's orders, its history and the statuses it may take next. */
export async function adminOrder(ctx: ServiceContext, id: number | null): Promise<AdminOrder> {
  return adminView(ctx, await adminOrderRow(ctx, id));
}

/**
 * Moves an order on: 409 for a transition not allowed, or when the order changed meanwhile.
 * Answers the order after the change and the e-mails queued with it (the route sends them).
 */
export async function changeOrderStatus(
  ctx: ServiceContext,
  id: number | null,
  change: OrderStatusChange,
  mover: OrderMover,
): Promise<{ order: AdminOrder; outboxIds: number[] }> {
  const siteId = ctx.site.id;
  const db = ctx.db;
  const row = await adminOrderRow(ctx, id);
  const { status, customerMessage, internalNote, note } = change;
  const { applied, outboxIds } = orFail(
    await moveOrder(db, siteId, row, {
      to: status,
      actor: mover.actor,
      userId: mover.userId,
      // `note` is the old name of the internal note: neither is ever sent to the buyer.
      note: internalNote || note || null,
      customerMessage: customerMessage || null,
      requestUrl: ctx.origin,
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
  const updated = await findOrder(db, siteId, row.id);
  if (!updated) throw notFound(NO_ORDER);
  return { order: await adminView(ctx, updated), outboxIds };
}
