import type { Env } from '../env';
import { reviewRequestEmail } from '../mail/order-emails';
import {
  findOrder,
  loadMailShop,
  mailShopIn,
  loadOrderSettings,
  moveOrder,
  ordersDueForReview,
  queueReviewRequest,
  shopSiteIds,
  unpaidOrderIdsDue,
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

async function releaseUnpaid(
  db: D1Database,
  siteId: number,
  now: number,
  report: MaintenanceReport,
): Promise<void> {
  for (const id of await unpaidOrderIdsDue(db, siteId, now, BATCH)) {
    const order = await findOrder(db, siteId, id);
    if (!order || order.status !== 'AWAITING_PAYMENT') continue;
    // The cancellation gives the stock back, each declination's release in its stock history
    // (by the shop itself: no user), with this note as its reason; the buyer is told why.
    const why = "Le paiement n'a pas été reçu dans le délai prévu : la commande est annulée.";
    const moved = await moveOrder(db, siteId, order, {
      to: 'CANCELLED',
      actor: 'CRON',
      note: why,
      customerMessage: why,
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
  const results = await ordersDueForReview(db, siteId, now - Math.round(delayDays * DAY), BATCH);
  if (results.length === 0) return;
  const shop = await loadMailShop(db, siteId, settings);
  for (const order of results) {
    // In the language the order was placed in.
    const email = reviewRequestEmail(
      order,
      mailShopIn(shop, order.locale),
      settings.text('GOOGLE_REVIEW_URL'),
    );
    const outboxId = await queueReviewRequest(db, siteId, order.id, email, now);
    if (outboxId !== null) {
      report.reviewRequests += 1;
      report.outboxIds.push({ siteId, outboxId });
    }
  }
}

/** One maintenance pass over every shop site at `now` (unix seconds). */
export async function runOrderMaintenance(env: Env, now: number): Promise<MaintenanceReport> {
  const report: MaintenanceReport = { cancelled: 0, reviewRequests: 0, outboxIds: [] };
  for (const siteId of await shopSiteIds(env.DB)) {
    await releaseUnpaid(env.DB, siteId, now, report);
    await requestReviews(env.DB, siteId, now, report);
  }
  return report;
}
