import type { StockHistory } from '../../../src/schema/product-admin';

// Stock changes, each recorded with who, when, by how much and why. The change and its record
// are two statements of the caller's batch (one transaction): the UPDATE only applies when the
// stock stays at or above zero, and the record is only written when the UPDATE applied
// (changes() = 1), so there is never a change without its record, nor a record without it.

/** SQL naming the declination inside a batch: `?` with its id, or a subquery. */
export interface DeclinationRef {
  sql: string;
  params: (string | number)[];
}

export function stockAdjustmentStatements(
  db: D1Database,
  siteId: number,
  declination: DeclinationRef,
  delta: number,
  reason: string,
  userId: number | null,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE product_declinations SET quantity = quantity + ?
          WHERE site_id = ? AND id = ${declination.sql} AND quantity + ? >= 0`,
      )
      .bind(delta, siteId, ...declination.params, delta),
    db
      .prepare(
        `INSERT INTO stock_adjustments (site_id, declination_id, delta, quantity_after, reason, user_id)
         SELECT site_id, id, ?, quantity, ?, ? FROM product_declinations
          WHERE site_id = ? AND id = ${declination.sql} AND changes() = 1`,
      )
      .bind(delta, reason, userId, siteId, ...declination.params),
  ];
}

/**
 * The two statements changing one declination's stock by `delta` (negative for a sale), for
 * another module's batch (an order): check `meta.changes` of the first result, 0 means the
 * stock was too low and nothing changed. `userId` null: the shop itself.
 */
export function adjustStockStatements(
  db: D1Database,
  siteId: number,
  declinationId: number,
  delta: number,
  reason: string,
  userId: number | null,
): D1PreparedStatement[] {
  return stockAdjustmentStatements(db, siteId, { sql: '?', params: [declinationId] }, delta, reason, userId);
}

export async function declinationStock(
  db: D1Database,
  siteId: number,
  declinationId: number,
): Promise<number | null> {
  const row = await db
    .prepare('SELECT quantity FROM product_declinations WHERE site_id = ? AND id = ?')
    .bind(siteId, declinationId)
    .first<{ quantity: number }>();
  return row?.quantity ?? null;
}

interface AdjustmentRow {
  id: number;
  declinationId: number;
  delta: number;
  quantityAfter: number;
  reason: string;
  createdAt: string;
  userId: number | null;
  email: string | null;
  firstname: string | null;
  lastname: string | null;
}

/** A declination's stock and its adjustments, newest first. */
export async function stockHistory(
  db: D1Database,
  siteId: number,
  declinationId: number,
  window: { limit: number; offset: number },
): Promise<StockHistory> {
  const [page, count, stock] = await db.batch([
    db
      .prepare(
        `SELECT a.id, a.declination_id AS declinationId, a.delta, a.quantity_after AS quantityAfter, a.reason,
                a.created_at AS createdAt, u.id AS userId, u.email, u.firstname, u.lastname
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
    quantity: ((stock?.results ?? []) as { quantity: number }[])[0]?.quantity ?? 0,
    adjustments: ((page?.results ?? []) as AdjustmentRow[]).map((row) => ({
      id: row.id,
      declinationId: row.declinationId,
      delta: row.delta,
      quantityAfter: row.quantityAfter,
      reason: row.reason,
      createdAt: row.createdAt,
      user:
        row.userId === null
          ? null
          : {
              id: row.userId,
              email: row.email ?? '',
              firstname: row.firstname ?? '',
              lastname: row.lastname ?? '',
            },
    })),
    total: ((count?.results ?? []) as { total: number }[])[0]?.total ?? 0,
  };
}
