import { all, firstOf, rowReader, readId } from '../shared/d1';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';

// SQL of the Cron Trigger's order work (worker/cron/order-maintenance.ts): which sites have a
// shop, which orders are due for cancellation or for a review request, and the once-only
// review request. Every query but the list of shop sites names its site.

/** The sites that sell (only they have orders to maintain), in id order. */
export async function shopSiteIds(db: D1Database): Promise<number[]> {
  const rows = await all(db.prepare('SELECT id FROM sites WHERE is_ecommerce = 1 ORDER BY id'), readId);
  return rows.map((row) => row.id);
}

/** Ids of the site's unpaid orders whose payment delay ended by `now`, oldest due first. */
export async function unpaidOrderIdsDue(
  db: D1Database,
  siteId: number,
  now: number,
  limit: number,
): Promise<number[]> {
  const rows = await all(
    db
      .prepare(
        `SELECT id FROM orders WHERE site_id = ? AND status = 'AWAITING_PAYMENT' AND payment_due_at <= ?
          ORDER BY payment_due_at LIMIT ?`,
      )
      .bind(siteId, now, limit),
    readId,
  );
  return rows.map((row) => row.id);
}

export interface ReviewDue {
  id: number;
  reference: string;
  email: string;
  locale: string | null;
}

/** The site's delivered or collected orders fulfilled by `fulfilledBy` whose buyer was not asked yet. */
export async function ordersDueForReview(
  db: D1Database,
  siteId: number,
  fulfilledBy: number,
  limit: number,
): Promise<ReviewDue[]> {
  return all(
    db
      .prepare(
        `SELECT id, reference, email, locale FROM orders
          WHERE site_id = ? AND status IN ('DELIVERED', 'COLLECTED') AND review_requested_at IS NULL
            AND fulfilled_at IS NOT NULL AND fulfilled_at <= ?
          ORDER BY fulfilled_at LIMIT ?`,
      )
      .bind(siteId, fulfilledBy, limit),
    rowReader({ id: 'number', reference: 'string', email: 'string', locale: 'string?' }),
  );
}

/**
 * Queues the review request and marks the order asked, in one transaction, only if it was not
 * asked yet (two runs racing send one e-mail). The outbox id, or null when already asked.
 */
export async function queueReviewRequest(
  db: D1Database,
  siteId: number,
  orderId: number,
  email: OutboxEmail,
  now: number,
): Promise<number | null> {
  const notYet = 'EXISTS (SELECT 1 FROM orders WHERE site_id = ? AND id = ? AND review_requested_at IS NULL)';
  const [inserted] = await db.batch([
    insertOutboxStatement(db, siteId, email, { sql: notYet, params: [siteId, orderId] }),
    db
      .prepare(
        'UPDATE orders SET review_requested_at = ? WHERE site_id = ? AND id = ? AND review_requested_at IS NULL',
      )
      .bind(now, siteId, orderId),
  ]);
  return firstOf(inserted, readId)?.id ?? null;
}
