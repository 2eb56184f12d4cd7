import type { DiscountRule, DiscountType, DiscountUsage } from '../../../src/domain/orders/discount-rules';
import {
  all,
  first,
  mapRows,
  rowReader,
  writeBumpingVersion,
  type RowOf,
  insertBumpingVersion,
} from '../shared/d1';

// SQL for discount codes and their recorded uses (migration 0016). Site first, always.
// Amounts: EURO codes are stored in cents, PERCENT codes in whole percent.

export interface DiscountRecord extends DiscountRule {
  id: number;
  code: string;
  label: string;
  createdAt: string;
}

const DISCOUNT_SHAPE = {
  id: 'number',
  code: 'string',
  label: 'string',
  type: ['EURO', 'PERCENT'],
  amount: 'number',
  detail_type: ['SHIPPING_FEES', null],
  starts_at: 'string?',
  ends_at: 'string?',
  min_subtotal_cents: 'number',
  max_uses: 'number?',
  max_uses_per_member: 'number?',
  is_active: 'number',
  created_at: 'string',
} as const;
type DiscountRow = RowOf<typeof DISCOUNT_SHAPE>;
const readDiscount = mapRows(rowReader(DISCOUNT_SHAPE), (row) => toDiscountRecord(row));
const DISCOUNT_COLUMNS =
  'id, code, label, type, amount, detail_type, starts_at, ends_at, min_subtotal_cents, max_uses, max_uses_per_member, is_active, created_at';

function toDiscountRecord(row: DiscountRow): DiscountRecord {
  return {
    id: row.id,
    code: row.code,
    label: row.label,
    type: row.type,
    amount: row.type === 'EURO' ? row.amount / 100 : row.amount,
    detailType: row.detail_type,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    minSubtotalCents: row.min_subtotal_cents,
    maxUses: row.max_uses,
    maxUsesPerMember: row.max_uses_per_member,
    isActive: row.is_active === 1,
    createdAt: row.created_at,
  };
}

export async function findDiscountByCode(
  db: D1Database,
  siteId: number,
  code: string,
): Promise<DiscountRecord | null> {
  return first(
    db.prepare(`SELECT ${DISCOUNT_COLUMNS} FROM discounts WHERE site_id = ? AND code = ?`).bind(siteId, code),
    readDiscount,
  );
}

/** How often the code was used, in all and by this member (0 for nobody). */
export async function discountUsage(
  db: D1Database,
  siteId: number,
  discountId: number,
  userId: number | null,
): Promise<DiscountUsage> {
  const row = await first(
    db
      .prepare(
        `SELECT COUNT(*) AS uses, COALESCE(SUM(CASE WHEN user_id = ? THEN 1 ELSE 0 END), 0) AS member_uses
           FROM discount_uses WHERE site_id = ? AND discount_id = ?`,
      )
      .bind(userId ?? -1, siteId, discountId),
    rowReader({ uses: 'number', member_uses: 'number' }),
  );
  return { uses: row?.uses ?? 0, memberUses: userId === null ? 0 : (row?.member_uses ?? 0) };
}

// ---- Admin ----

export type DiscountWithUses = DiscountRecord & { uses: number };

export async function listDiscounts(
  db: D1Database,
  siteId: number,
  onlyId?: number,
): Promise<DiscountWithUses[]> {
  const filter = onlyId === undefined ? '' : ' AND d.id = ?';
  return all(
    db
      .prepare(
        `SELECT ${DISCOUNT_COLUMNS.split(', ')
          .map((column) => `d.${column}`)
          .join(', ')},
              (SELECT COUNT(*) FROM discount_uses u WHERE u.site_id = d.site_id AND u.discount_id = d.id) AS uses
         FROM discounts d WHERE d.site_id = ?${filter} ORDER BY d.code`,
      )
      .bind(siteId, ...(onlyId === undefined ? [] : [onlyId])),
    mapRows(rowReader({ ...DISCOUNT_SHAPE, uses: 'number' }), (row) => ({
      ...toDiscountRecord(row),
      uses: row.uses,
    })),
  );
}

export async function discountCodeTaken(
  db: D1Database,
  siteId: number,
  code: string,
  exceptId: number | null,
): Promise<boolean> {
  const row = await db
    .prepare('SELECT id FROM discounts WHERE site_id = ? AND code = ? AND id <> ?')
    .bind(siteId, code, exceptId ?? 0)
    .first();
  return row !== null;
}

export interface DiscountValues {
  code: string;
  label: string;
  type: DiscountType;
  amountStored: number; // cents for EURO, percent for PERCENT
  detailType: 'SHIPPING_FEES' | null;
  startsAt: string | null;
  endsAt: string | null;
  minSubtotalCents: number;
  maxUses: number | null;
  maxUsesPerMember: number | null;
  isActive: boolean;
}

const discountValues = (input: DiscountValues) => [
  input.code,
  input.label,
  input.type,
  input.amountStored,
  input.detailType,
  input.startsAt,
  input.endsAt,
  input.minSubtotalCents,
  input.maxUses,
  input.maxUsesPerMember,
  input.isActive ? 1 : 0,
];

export function insertDiscount(
  db: D1Database,
  siteId: number,
  input: DiscountValues,
): Promise<{ id: number; version: number }> {
  return insertBumpingVersion(
    db,
    siteId,
    db
      .prepare(
        `INSERT INTO discounts (site_id, code, label, type, amount, detail_type, starts_at, ends_at, min_subtotal_cents,
                              max_uses, max_uses_per_member, is_active)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(siteId, ...discountValues(input)),
    'discount',
  );
}

export async function updateDiscount(
  db: D1Database,
  siteId: number,
  id: number,
  input: DiscountValues,
): Promise<number | null> {
  const {
    results: [updated],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `UPDATE discounts SET code = ?, label = ?, type = ?, amount = ?, detail_type = ?, starts_at = ?, ends_at = ?,
                min_subtotal_cents = ?, max_uses = ?, max_uses_per_member = ?, is_active = ?
          WHERE site_id = ? AND id = ? RETURNING id`,
      )
      .bind(...discountValues(input), siteId, id),
  ]);
  return (updated?.results.length ?? 0) > 0 ? version : null;
}

/** Deletes a code never used; a used code is kept for the orders' history (deactivate it). */
export async function deleteUnusedDiscount(
  db: D1Database,
  siteId: number,
  id: number,
): Promise<number | null> {
  const {
    results: [deleted],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `DELETE FROM discounts WHERE site_id = ? AND id = ?
            AND NOT EXISTS (SELECT 1 FROM discount_uses WHERE site_id = discounts.site_id AND discount_id = discounts.id)
         RETURNING id`,
      )
      .bind(siteId, id),
  ]);
  return (deleted?.results.length ?? 0) > 0 ? version : null;
}

/**
 * The statements that record the use of a code by an order, for the orders module's batch.
 * `orderIdSql` is an SQL expression giving the new order's id inside that batch (for example
 * `(SELECT id FROM orders WHERE site_id = ? AND idempotency_key = ?)`), its `?` bound with
 * `orderIdParams`. If the use would exceed the total or per-member limit, the trigger aborts
 * the batch with DISCOUNT_LIMIT_REACHED: catch it with isDiscountLimitError and answer
 * DISCOUNT_LIMIT_MESSAGE (409).
 */
export function discountUseStatements(
  db: D1Database,
  siteId: number,
  applied: { idDiscount: number },
  userId: number | null,
  orderIdSql: string,
  orderIdParams: readonly (string | number | null)[] = [],
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO discount_uses (site_id, discount_id, user_id, order_id)
         SELECT ?, ?, ?, ${orderIdSql}`,
      )
      .bind(siteId, applied.idDiscount, userId, ...orderIdParams),
  ];
}

/**
 * Frees the uses an order took (a cancelled order gives its code back). Inside a status change,
 * `when` is its guard (an SQL condition, `?` bound with `values`): nothing is freed if the
 * order moved meanwhile.
 */
export function releaseDiscountUsesStatement(
  db: D1Database,
  siteId: number,
  orderId: number,
  when: { guard: string; values: readonly (string | number)[] } = { guard: '1', values: [] },
): D1PreparedStatement {
  return db
    .prepare(`DELETE FROM discount_uses WHERE site_id = ? AND order_id = ? AND ${when.guard}`)
    .bind(siteId, orderId, ...when.values);
}
