import {
  STOCK_CHANGE_LABELS,
  stockChangeKinds,
  type StockAdjustment,
  type StockChangeKind,
  type StockHistory,
} from '../../../src/schema/catalogue/product-admin';
import { first, firstOf, mapRows, readTotal, rowReader, rowsOf, versionOf } from '../shared/d1';
import { failure, success, type Result } from '../shared/result';

// The one way stock changes: an order's sale, its cancellation giving the bottles back, and the
// owner's adjustments all go through stockChangeStatements, so each change is recorded with
// who, when, by how much, why and (for an order) which order. The change and its record are two
// statements of the caller's batch (one transaction): the UPDATE only applies when the stock
// stays at or above zero (and the caller's condition holds), and the record is only written
// when the UPDATE applied (changes() = 1), so there is never a change without its record, nor
// a record without it.

/** SQL naming a value inside a batch: `?` with its value, or a subquery with its parameters. */
interface SqlRef {
  sql: string;
  params: (string | number)[];
}

/** SQL naming the declination inside a batch: `?` with its id, or a subquery. */
type DeclinationRef = SqlRef;

interface StockChangeBase {
  declination: DeclinationRef;
  /** Negative removes bottles; never 0 (the history refuses it). */
  delta: number;
  reason: string;
  /** The admin who made it; null for the shop itself (a buyer's order, the cron, a payment). */
  userId: number | null;
  /** An SQL condition the change also needs (a release: the order still holds its stock). */
  onlyIf?: SqlRef;
}

export type StockChange = StockChangeBase &
  (
    | { kind: 'ADJUSTMENT' }
    | {
        kind: Exclude<StockChangeKind, 'ADJUSTMENT'>;
        /** The order's id (a subquery when the order is written in the same batch) and reference. */
        order: { id: SqlRef; reference: string };
      }
  );

/**
 * The two statements of one stock change, for the caller's batch. The first result's
 * `meta.changes` is 0 when nothing changed (too little stock, or `onlyIf` false). Right after
 * them SQLite's changes() is 1 when the change applied and 0 otherwise (the record's INSERT
 * wrote one row or none): the order lines' stock_checked guard reads it.
 */
export function stockChangeStatements(
  db: D1Database,
  siteId: number,
  change: StockChange,
): D1PreparedStatement[] {
  const { declination, delta, onlyIf } = change;
  const condition = onlyIf ? ` AND ${onlyIf.sql}` : '';
  const order = change.kind === 'ADJUSTMENT' ? null : change.order;
  return [
    db
      .prepare(
        `UPDATE product_declinations SET quantity = quantity + ?
          WHERE site_id = ? AND id = ${declination.sql} AND quantity + ? >= 0${condition}`,
      )
      .bind(delta, siteId, ...declination.params, delta, ...(onlyIf?.params ?? [])),
    db
      .prepare(
        `INSERT INTO stock_adjustments
           (site_id, declination_id, kind, delta, quantity_after, reason, user_id, order_id, order_reference)
         SELECT site_id, id, ?, ?, quantity, ?, ?, ${order ? order.id.sql : 'NULL'}, ? FROM product_declinations
          WHERE site_id = ? AND id = ${declination.sql} AND changes() = 1`,
      )
      .bind(
        change.kind,
        delta,
        change.reason,
        change.userId,
        ...(order?.id.params ?? []),
        order?.reference ?? null,
        siteId,
        ...declination.params,
      ),
  ];
}

/**
 * The owner's adjustment of one declination, recorded with the admin; the content version moves
 * with it (the shop's pages show the stock). Fails, changing nothing, when the stock would go
 * below zero. The new content version on success.
 */
export async function adjustStock(
  db: D1Database,
  siteId: number,
  declinationId: number,
  adjustment: { delta: number; reason: string; userId: number | null },
): Promise<Result<number, 'STOCK_BELOW_ZERO'>> {
  const results = await db.batch([
    ...stockChangeStatements(db, siteId, {
      kind: 'ADJUSTMENT',
      declination: { sql: '?', params: [declinationId] },
      ...adjustment,
    }),
    // The bump follows the record: when the stock was too low, nothing at all is written.
    db
      .prepare(
        'UPDATE sites SET content_version = content_version + 1 WHERE id = ? AND changes() = 1 RETURNING content_version',
      )
      .bind(siteId),
  ]);
  if ((results[0]?.meta.changes ?? 0) === 0) {
    const left = (await declinationStock(db, siteId, declinationId)) ?? 0;
    return failure(
      'STOCK_BELOW_ZERO',
      `Le stock ne peut pas devenir négatif : il reste ${left} unité${left > 1 ? 's' : ''}, vous en retirez ${-adjustment.delta}.`,
    );
  }
  return success(versionOf(results.at(-1)));
}

async function declinationStock(
  db: D1Database,
  siteId: number,
  declinationId: number,
): Promise<number | null> {
  const row = await first(
    db
      .prepare('SELECT quantity FROM product_declinations WHERE site_id = ? AND id = ?')
      .bind(siteId, declinationId),
    readQuantity,
  );
  return row?.quantity ?? null;
}

const readQuantity = rowReader({ quantity: 'number' });

/** A stock change (its own columns) with the admin who made it (`user_id` null: the shop itself). */
const readAdjustmentRow = rowReader({
  id: 'number',
  declination_id: 'number',
  kind: stockChangeKinds,
  order_id: 'number?',
  order_reference: 'string?',
  delta: 'number',
  quantity_after: 'number',
  reason: 'string',
  created_at: 'string',
  user_id: 'number?',
  email: 'string?',
  firstname: 'string?',
  lastname: 'string?',
});

const readAdjustment = mapRows(readAdjustmentRow, (row): StockAdjustment => ({
  id: row.id,
  declinationId: row.declination_id,
  kind: row.kind,
  kindLabel: STOCK_CHANGE_LABELS[row.kind],
  delta: row.delta,
  quantityAfter: row.quantity_after,
  reason: row.reason,
  createdAt: row.created_at,
  user:
    row.user_id === null
      ? null
      : {
          id: row.user_id,
          email: row.email ?? '',
          firstname: row.firstname ?? '',
          lastname: row.lastname ?? '',
        },
  order:
    row.order_id === null || row.order_reference === null
      ? null
      : { id: row.order_id, reference: row.order_reference },
}));

/** A declination's stock and every change of it (sales, cancellations, adjustments), newest first. */
export async function stockHistory(
  db: D1Database,
  siteId: number,
  declinationId: number,
  window: { limit: number; offset: number },
): Promise<StockHistory> {
  const [page, count, stock] = await db.batch([
    db
      .prepare(
        `SELECT a.id, a.declination_id, a.kind, a.order_id, a.order_reference, a.delta, a.quantity_after,
                a.reason, a.created_at, u.id AS user_id, u.email, u.firstname, u.lastname
           FROM stock_adjustments a
           LEFT JOIN users u ON u.id = a.user_id AND u.site_id = a.site_id
          WHERE a.site_id = ? AND a.declination_id = ?
          ORDER BY a.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(siteId, declinationId, window.limit, window.offset),
    db
      .prepare('SELECT COUNT(*) AS total FROM stock_adjustments WHERE site_id = ? AND declination_id = ?')
      .bind(siteId, declinationId),
    db
      .prepare('SELECT quantity FROM product_declinations WHERE site_id = ? AND id = ?')
      .bind(siteId, declinationId),
  ]);
  return {
    quantity: firstOf(stock, readQuantity)?.quantity ?? 0,
    adjustments: rowsOf(page, readAdjustment),
    total: firstOf(count, readTotal)?.total ?? 0,
  };
}
