import { paymentMethodSchema, type PaymentMethod } from '../../../src/schema/orders/payment';
import { first, readId, rowReader, rowsOf, type ReadType } from '../shared/d1';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';

// Payment rows: one per method the buyer chose for an order (offline, or a Stripe
// PaymentIntent). Choosing another method cancels the pending ones; the order keeps the last.

export interface PaymentChoice {
  orderId: number;
  method: PaymentMethod;
  provider: 'stripe' | null;
  providerId: string | null; // the PaymentIntent id
  amountCents: number;
  paymentDueAt: number;
  now: number;
}

/**
 * Records the buyer's choice on the order and its payment row, in one transaction. `email`
 * (the offline method's instructions) is written only when the order's method changes, so
 * reloading the payment page does not send it twice; answers the outbox ids to enqueue.
 */
export async function recordPaymentChoice(
  db: D1Database,
  siteId: number,
  choice: PaymentChoice,
  email: OutboxEmail | null = null,
): Promise<number[]> {
  const newMethod = {
    sql: `EXISTS (SELECT 1 FROM orders WHERE site_id = ? AND id = ? AND status = 'AWAITING_PAYMENT'
            AND payment_method IS NOT ?)`,
    params: [siteId, choice.orderId, choice.method],
  };
  const results = await db.batch([
    ...(email ? [insertOutboxStatement(db, siteId, email, newMethod)] : []),
    db
      .prepare(
        `UPDATE payments SET status = 'CANCELLED', updated_at = ?
          WHERE site_id = ? AND order_id = ? AND status = 'PENDING'
            AND NOT (method = ? AND provider_id IS ?)`,
      )
      .bind(choice.now, siteId, choice.orderId, choice.method, choice.providerId),
    // The same choice twice (a retry, the same intent returned by Stripe) keeps one row.
    db
      .prepare(
        `INSERT INTO payments (site_id, order_id, method, provider, provider_id, amount_cents, status, created_at, updated_at)
         SELECT ?, ?, ?, ?, ?, ?, 'PENDING', ?, ?
          WHERE NOT EXISTS (SELECT 1 FROM payments WHERE site_id = ? AND order_id = ? AND method = ?
                              AND provider_id IS ? AND status = 'PENDING')
         ON CONFLICT (provider, provider_id) DO NOTHING`,
      )
      .bind(
        siteId,
        choice.orderId,
        choice.method,
        choice.provider,
        choice.providerId,
        choice.amountCents,
        choice.now,
        choice.now,
        siteId,
        choice.orderId,
        choice.method,
        choice.providerId,
      ),
    db
      .prepare(
        `UPDATE orders SET payment_method = ?, payment_due_at = ?, updated_at = ?
          WHERE site_id = ? AND id = ? AND status = 'AWAITING_PAYMENT'`,
      )
      .bind(choice.method, choice.paymentDueAt, choice.now, siteId, choice.orderId),
  ]);
  return email ? rowsOf(results[0], readId).map((row) => row.id) : [];
}

const readPayment = rowReader({
  id: 'number',
  order_id: 'number',
  method: paymentMethodSchema.options,
  provider_id: 'string?',
  amount_cents: 'number',
  status: ['PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED'],
});
export type PaymentRow = ReadType<typeof readPayment>;

export async function findStripePayment(
  db: D1Database,
  siteId: number,
  paymentIntentId: string,
): Promise<PaymentRow | null> {
  return first(
    db
      .prepare(
        `SELECT id, order_id, method, provider_id, amount_cents, status FROM payments
          WHERE site_id = ? AND provider = 'stripe' AND provider_id = ?`,
      )
      .bind(siteId, paymentIntentId),
    readPayment,
  );
}

/** Whether this site already processed the event (each site keeps its own: migration 0022). */
export async function isStripeEventProcessed(
  db: D1Database,
  siteId: number,
  eventId: string,
): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS seen FROM stripe_events WHERE site_id = ? AND event_id = ?')
    .bind(siteId, eventId)
    .first();
  return row !== null;
}

export function recordStripeEventStatement(
  db: D1Database,
  siteId: number,
  event: { id: string; type: string },
  orderId: number | null,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO stripe_events (event_id, site_id, type, order_id, processed_at) VALUES (?, ?, ?, ?, ?)',
    )
    .bind(event.id, siteId, event.type, orderId, now);
}

/**
 * A pending payment that Stripe reports failed or cancelled, recorded with the event that said
 * so in one transaction (a later failure changes nothing: only a PENDING payment ends).
 */
export async function endPendingPayment(
  db: D1Database,
  siteId: number,
  event: { id: string; type: string },
  orderId: number,
  paymentId: number,
  status: 'FAILED' | 'CANCELLED',
  now: number,
): Promise<void> {
  await db.batch([
    recordStripeEventStatement(db, siteId, event, orderId, now),
    endPendingPaymentStatement(db, siteId, paymentId, status, now),
  ]);
}

function endPendingPaymentStatement(
  db: D1Database,
  siteId: number,
  paymentId: number,
  status: 'FAILED' | 'CANCELLED',
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE payments SET status = ?, updated_at = ? WHERE site_id = ? AND id = ? AND status = 'PENDING'`,
    )
    .bind(status, now, siteId, paymentId);
}

/**
 * A payment that succeeded, inside an order's status change: `guard` (an SQL condition, its
 * `?` bound with `values`) holds only while the order still is where the change found it.
 */
export function paymentSucceededStatement(
  db: D1Database,
  siteId: number,
  paymentId: number,
  now: number,
  guard: string,
  values: readonly (string | number)[],
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE payments SET status = 'SUCCEEDED', updated_at = ? WHERE site_id = ? AND id = ? AND ${guard}`,
    )
    .bind(now, siteId, paymentId, ...values);
}

/** The order's pending offline payment succeeds (the merchant received it), under the same guard. */
export function offlinePaymentReceivedStatement(
  db: D1Database,
  siteId: number,
  orderId: number,
  now: number,
  guard: string,
  values: readonly (string | number)[],
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE payments SET status = 'SUCCEEDED', updated_at = ?
        WHERE site_id = ? AND order_id = ? AND status = 'PENDING' AND provider IS NULL AND ${guard}`,
    )
    .bind(now, siteId, orderId, ...values);
}
