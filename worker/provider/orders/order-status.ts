import { canMoveOrder } from '../../../src/domain/order-status';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/schema/order';
import { AppError } from '../../errors';
import { orderStatusEmail } from '../../mail/order-emails';
import { releaseDiscountUsesStatement } from './discount.repository';
import { loadMailShop, loadOrderSettings } from './order-settings';
import { applyStatusChange, type OrderRow, type StatusChange } from './order.repository';

// One way to move an order to another status, for the admin, the Stripe webhook and the cron:
// the transition must be allowed (src/domain/order-status.ts), the buyer gets the status's
// e-mail, a cancellation gives back the stock and the discount use, and the whole change is
// one guarded transaction (order.repository.ts applyStatusChange).

export interface StatusMove {
  to: OrderStatus;
  actor: string; // BUYER, ADMIN:<id>, STRIPE, CRON
  note?: string | null;
  now?: number; // unix seconds
  extra?: StatusChange['extra'];
}

export async function moveOrder(
  db: D1Database,
  siteId: number,
  order: OrderRow,
  move: StatusMove,
): Promise<{ applied: boolean; outboxIds: number[] }> {
  if (!canMoveOrder(order.status, move.to, order.delivery_type)) {
    throw new AppError(
      409,
      `Une commande « ${ORDER_STATUS_LABELS[order.status]} » ne peut pas passer à « ${ORDER_STATUS_LABELS[move.to]} ».`,
    );
  }
  const settings = await loadOrderSettings(db, siteId);
  const shop = await loadMailShop(db, siteId, settings);
  const email = orderStatusEmail(order, move.to, shop, move.note ?? null);
  const extra = move.extra;
  return applyStatusChange(db, siteId, {
    orderId: order.id,
    from: order.status,
    to: move.to,
    actor: move.actor,
    note: move.note ?? null,
    now: move.now ?? Math.floor(Date.now() / 1000),
    emails: email ? [email] : [],
    extra: (guard, values) => [
      ...(move.to === 'CANCELLED'
        ? [releaseDiscountUsesStatement(db, siteId, order.id, { guard, values })]
        : []),
      ...(extra?.(guard, values) ?? []),
    ],
  });
}
