import type { Env } from '../env';
import { reviewRequestEmail } from '../mail/order-emails';
import {
  findOrder,
  loadMailShop,
  loadOrderSettings,
  moveOrder,
  type OrderRow,
} from '../provider/orders/public';

// The Cron Trigger's order work, site by site (every query names its site):
// 1. unpaid orders past their payment delay are cancelled: their stock comes back;
// 2. ORDER_REVIEW_REQUEST_DELAY days after delivery or collection, the buyer is asked for a
//    review, once (review_requested_at is set in the same transaction as the e-mail).
// Each run handles a bounded batch per site; the next run takes the rest.

const BATCH = 50;
const DAY = 86_400;

export interface MaintenanceReport {
  cancelled: number;
  reviewRequests: number;
  outboxIds: { siteId: number; outboxId: number }[];
}

async function shopSites(db: D1Database): Promise<number[]> {
  const { results } = await db
    .prepare('SELECT id FROM sites WHERE is_ecommerce = 1 ORDER BY id')
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

async function releaseUnpaid(
  db: D1Database,
  siteId: number,
  now: number,
  report: MaintenanceReport,
): Promise<void> {
  const { results } = await db
    .prepare(
      `SELECT id FROM orders WHERE site_id = ? AND status = 'AWAITING_PAYMENT' AND payment_due_at <= ?
        ORDER BY payment_due_at LIMIT ?`,
    )
    .bind(siteId, now, BATCH)
    .all<{ id: number }>();
  for (const { id } of results) {
    const order = await findOrder(db, siteId, id);
    if (!order || order.status !== 'AWAITING_PAYMENT') continue;
    // The cancellation gives the stock back, each declination's release in its stock history
    // (by the shop itself: no user), with this note as its reason.
    const moved = await moveOrder(db, siteId, order, {
      to: 'CANCELLED',
      actor: 'CRON',
      note: "Le paiement n'a pas été reçu dans le délai prévu : la commande est annulée.",
      now,
    });
    if (!moved.ok) continue; // not cancellable any more: nothing to release
    if (moved.value.applied) report.cancelled += 1;
    report.outboxIds.push(...moved.value.outboxIds.map((outboxId) => ({ siteId, outboxId })));
  }
}

async function requestReviews(
  db: D1Database,
  siteId: number,
  now: number,
  report: MaintenanceReport,
): Promise<void> {
  const settings = await loadOrderSettings(db, siteId);
  const delayDays = settings.number('ORDER_REVIEW_REQUEST_DELAY', 7);
  const { results } = await db
    .prepare(
      `SELECT id, reference, email FROM orders
        WHERE site_id = ? AND status IN ('DELIVERED', 'COLLECTED') AND review_requested_at IS NULL
          AND fulfilled_at IS NOT NULL AND fulfilled_at <= ?
        ORDER BY fulfilled_at LIMIT ?`,
    )
    .bind(siteId, now - Math.round(delayDays * DAY), BATCH)
    .all<Pick<OrderRow, 'id' | 'reference' | 'email'>>();
  if (results.length === 0) return;
  const shop = await loadMailShop(db, siteId, settings);
  for (const order of results) {
    const email = reviewRequestEmail(order, shop, settings.text('GOOGLE_REVIEW_URL'));
    const notYet =
      'EXISTS (SELECT 1 FROM orders WHERE site_id = ? AND id = ? AND review_requested_at IS NULL)';
    const [inserted] = await db.batch([
      db
        .prepare(
          `INSERT INTO email_outbox (site_id, to_address, reply_to, subject, text_body)
           SELECT ?, ?, ?, ?, ? WHERE ${notYet} RETURNING id`,
        )
        .bind(siteId, email.to, email.replyTo, email.subject, email.textBody, siteId, order.id),
      db
        .prepare(
          'UPDATE orders SET review_requested_at = ? WHERE site_id = ? AND id = ? AND review_requested_at IS NULL',
        )
        .bind(now, siteId, order.id),
    ]);
    const outboxId = (inserted?.results as { id: number }[] | undefined)?.[0]?.id;
    if (outboxId !== undefined) {
      report.reviewRequests += 1;
      report.outboxIds.push({ siteId, outboxId });
    }
  }
}

/** One maintenance pass over every shop site at `now` (unix seconds). */
export async function runOrderMaintenance(env: Env, now: number): Promise<MaintenanceReport> {
  const report: MaintenanceReport = { cancelled: 0, reviewRequests: 0, outboxIds: [] };
  for (const siteId of await shopSites(env.DB)) {
    await releaseUnpaid(env.DB, siteId, now, report);
    await requestReviews(env.DB, siteId, now, report);
  }
  return report;
}
