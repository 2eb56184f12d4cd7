import type { HourCount } from '../../../../src/domain/site/dashboard-days';
import { rowReader, rowsOf } from '../../shared/d1';

// The dashboard's SQL: counts grouped by UTC hour since an instant, which the pure
// calendar (src/domain/site/dashboard-days.ts) folds into Paris days. visits.created_at and
// messages.created_at are SQLite datetime('now') text; orders.paid_at is unix seconds.

const readHour = rowReader({ hour: 'string', n: 'number' });
const readVisitHour = rowReader({ hour: 'string', key: 'string', n: 'number' });
const readOrderHour = rowReader({ hour: 'string', n: 'number', cents: 'number' });

export interface DashboardRows {
  visits: HourCount[];
  messages: HourCount[];
  orders: HourCount[] | null;
}

/** Everything since `since` (UTC); orders only when the site sells (`withOrders`). */
export async function dashboardRows(
  db: D1Database,
  siteId: number,
  since: { text: string; unix: number },
  withOrders: boolean,
): Promise<DashboardRows> {
  const statements = [
    db
      .prepare(
        `SELECT strftime('%Y-%m-%d %H', created_at) AS hour, source AS key, COUNT(*) AS n
           FROM visits WHERE site_id = ? AND created_at >= ?
          GROUP BY hour, source`,
      )
      .bind(siteId, since.text),
    db
      .prepare(
        `SELECT strftime('%Y-%m-%d %H', created_at) AS hour, COUNT(*) AS n
           FROM messages WHERE site_id = ? AND created_at >= ?
          GROUP BY hour`,
      )
      .bind(siteId, since.text),
  ];
  if (withOrders) {
    // Paid means money came in: counted on the day of payment; an order cancelled later is not revenue.
    statements.push(
      db
        .prepare(
          `SELECT strftime('%Y-%m-%d %H', paid_at, 'unixepoch') AS hour, COUNT(*) AS n, SUM(total_cents) AS cents
             FROM orders WHERE site_id = ? AND paid_at >= ? AND status <> 'CANCELLED'
            GROUP BY hour`,
        )
        .bind(siteId, since.unix),
    );
  }
  const [visits, messages, orders] = await db.batch(statements);
  return {
    visits: rowsOf(visits, readVisitHour),
    messages: rowsOf(messages, readHour),
    orders: withOrders ? rowsOf(orders, readOrderHour) : null,
  };
}
