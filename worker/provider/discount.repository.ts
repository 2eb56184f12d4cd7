import type { DiscountRule, DiscountType, DiscountUsage } from '../../src/domain/discount-rules';

// SQL for discount codes and their recorded uses (migration 0016). Site first, always.
// Amounts: EURO codes are stored in cents, PERCENT codes in whole percent.

export interface DiscountRecord extends DiscountRule {
  id: number;
  code: string;
  label: string;
  createdAt: string;
}

interface DiscountRow {
  id: number;
  code: string;
  label: string;
  type: DiscountType;
  amount: number;
  detail_type: 'SHIPPING_FEES' | null;
  starts_at: string | null;
  ends_at: string | null;
  min_subtotal_cents: number;
  max_uses: number | null;
  max_uses_per_member: number | null;
  is_active: number;
  created_at: string;
}

export const DISCOUNT_COLUMNS =
  'id, code, label, type, amount, detail_type, starts_at, ends_at, min_subtotal_cents, max_uses, max_uses_per_member, is_active, created_at';

export function toDiscountRecord(row: DiscountRow): DiscountRecord {
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
  const row = await db
    .prepare(`SELECT ${DISCOUNT_COLUMNS} FROM discounts WHERE site_id = ? AND code = ?`)
    .bind(siteId, code)
    .first<DiscountRow>();
  return row ? toDiscountRecord(row) : null;
}

export async function findDiscount(
  db: D1Database,
  siteId: number,
  id: number,
): Promise<DiscountRecord | null> {
  const row = await db
    .prepare(`SELECT ${DISCOUNT_COLUMNS} FROM discounts WHERE site_id = ? AND id = ?`)
    .bind(siteId, id)
    .first<DiscountRow>();
  return row ? toDiscountRecord(row) : null;
}

/** How often the code was used, in all and by this member (0 for nobody). */
export async function discountUsage(
  db: D1Database,
  siteId: number,
  discountId: number,
  userId: number | null,
): Promise<DiscountUsage> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS uses, COALESCE(SUM(CASE WHEN user_id = ? THEN 1 ELSE 0 END), 0) AS memberUses
         FROM discount_uses WHERE site_id = ? AND discount_id = ?`,
    )
    .bind(userId ?? -1, siteId, discountId)
    .first<DiscountUsage>();
  return { uses: row?.uses ?? 0, memberUses: userId === null ? 0 : (row?.memberUses ?? 0) };
}
