import { canMoveOrder } from '../../../src/domain/orders/order-status';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../src/schema/orders/order';
import { orderStatusEmail } from '../../mail/order-emails';
import { releaseDiscountUsesStatement } from './discount.repository';
import { giftCardRefundStatement } from '../gift-cards/public';
import { loadMailShop, loadOrderSettings, mailShopIn } from './order-settings';
import { failure, success, type Result } from '../shared/result';
import { applyStatusChange, type OrderRow, type StatusChange } from './order.repository';

// One way to move an order to another status, for the admin, the Stripe webhook and the cron:
// the transition must be allowed (src/domain/orders/order-status.ts), the buyer gets the status's
// e-mail, a cancellation gives back the stock and the discount use, and the whole change is
// one guarded transaction (order.repository.ts applyStatusChange). A transition the order's
// status does not allow is a failure the caller answers (the admin: 409).

export interface StatusMove {
  to: OrderStatus;
  actor: string; // BUYER, ADMIN:<member id>, OPERATOR:<operator id>, STRIPE, CRON
  /** The admin's user id, kept with the stock a cancellation gives back; absent otherwise. */
  userId?: number | null;
  /** The merchant's internal note: kept in the history, never sent to the buyer. */
  note?: string | null;
  /** The sentence for the buyer: in the status e-mail and their order history. */
  customerMessage?: string | null;
  now?: number; // unix seconds
  /** The request that moves the order (the admin's), for the e-mail's links; absent for cron/Stripe. */
  requestUrl?: string | null;
  extra?: StatusChange['extra'];
}

export async function moveOrder(
  db: D1Database,
  siteId: number,
  order: OrderRow,
  move: StatusMove,
): Promise<Result<{ applied: boolean; outboxIds: number[] }, 'STATUS_NOT_ALLOWED'>> {
  if (!canMoveOrder(order.status, move.to, order.delivery_type)) {
    return failure(
      'STATUS_NOT_ALLOWED',
      `Une commande « ${ORDER_STATUS_LABELS[order.status]} » ne peut pas passer à « ${ORDER_STATUS_LABELS[move.to]} ».`,
    );
  }
  const settings = await loadOrderSettings(db, siteId);
  const shop = mailShopIn(await loadMailShop(db, siteId, settings, move.requestUrl ?? null), order.locale);
  // The e-mail carries the customer message only, never the internal note; in the order's language.
  const email = orderStatusEmail(order, move.to, shop, move.customerMessage ?? null);
  const extra = move.extra;
  const change = await applyStatusChange(db, siteId, {
    orderId: order.id,
    reference: order.reference,
    userId: move.userId ?? null,
    from: order.status,
    to: move.to,
    actor: move.actor,
    note: move.note ?? null,
    customerMessage: move.customerMessage ?? null,
    now: move.now ?? Math.floor(Date.now() / 1000),
    emails: email ? [email] : [],
    extra: (guard, values) => [
      ...(move.to === 'CANCELLED'
        ? [
            releaseDiscountUsesStatement(db, siteId, order.id, { guard, values }),
            // What gift cards paid goes back on them, once.
            giftCardRefundStatement(db, siteId, order.id, { guard, values }),
          ]
        : []),
      ...(extra?.(guard, values) ?? []),
    ],
  });
  return success(change);
}
