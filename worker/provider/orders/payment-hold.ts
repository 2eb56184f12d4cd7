import type { PaymentMethod } from '../../../src/schema/orders/payment';
import {
  DEFAULT_CARD_PAYMENT_HOLD_MINUTES,
  DEFAULT_UNPAID_ORDER_DELAY_HOURS,
  type OrderSettings,
} from './order-settings';
import type { OrderRow } from './order.repository';

// How long an unpaid order keeps its stock once the buyer chose how to pay; past it, the cron
// cancels the order and the stock comes back (worker/cron/order-maintenance.ts):
// - card: CARD_PAYMENT_HOLD_MINUTES from the start of the payment (a card pays at once), never
//   past the owner's delay; starting it again gives the same minutes again;
// - bank transfer, cheque: the owner's delay (UNPAID_ORDER_DELAY_HOURS) from the order, as an
//   order has before any choice;
// - at pick-up: until the day after the pick-up date (Paris).
// How many unpaid orders a member may hold at once is MAX_UNPAID_ORDERS_PER_MEMBER (the order's
// creation guard, order.repository.ts).

export function paymentDueAt(
  method: PaymentMethod,
  order: Pick<OrderRow, 'created_at' | 'collect_date'>,
  settings: OrderSettings,
  now: number,
): number {
  const ownerDelay =
    order.created_at +
    Math.round(settings.number('UNPAID_ORDER_DELAY_HOURS', DEFAULT_UNPAID_ORDER_DELAY_HOURS) * 3600);
  if (method === 'STRIPE') {
    const minutes =
      settings.number('CARD_PAYMENT_HOLD_MINUTES', DEFAULT_CARD_PAYMENT_HOLD_MINUTES) ||
      DEFAULT_CARD_PAYMENT_HOLD_MINUTES;
    return Math.min(ownerDelay, now + Math.round(minutes * 60));
  }
  if (method === 'PAY_AT_PICKUP' && order.collect_date) {
    return Math.floor(Date.parse(`${order.collect_date}T23:59:59+01:00`) / 1000) + 86_400;
  }
  return ownerDelay;
}
