import type { WeeklySlot } from '../../../src/domain/delivery/collect-slots';
import { all, firstOf, rowReader, rowsOf, versionOf } from '../shared/d1';

// SQL for click and collect: company addresses typed CLICK_AND_COLLECT (migration 0008), their
// weekly opening hours, whose ids are the idSchedule of an order, and the orders each slot of a
// date holds (its capacity). Site first, always.

const COLLECT_TYPE = 'CLICK_AND_COLLECT';

export interface CollectPoint {
  id: number;
  name: string;
  line1: string;
  postalCode: string;
  city: string;
  slots: WeeklySlot[];
}

/** A pick-up address of the site with its weekly slots; null when unknown or not typed for pick-up. */
export async function findCollectPoint(
  db: D1Database,
  siteId: number,
  addressId: number,
): Promise<CollectPoint | null> {
  const [address, hours] = await db.batch([
    db
      .prepare(
        `SELECT a.id, a.name, a.line1, a.postal_code, a.city FROM company_addresses a
          WHERE a.site_id = ? AND a.id = ?
            AND EXISTS (SELECT 1 FROM company_address_types at JOIN address_types t
                          ON t.site_id = at.site_id AND t.id = at.type_id
                         WHERE at.site_id = a.site_id AND at.address_id = a.id AND t.code = ?)`,
      )
      .bind(siteId, addressId, COLLECT_TYPE),
    db
      .prepare(
        `SELECT id, weekday, opens, closes FROM address_opening_hours
          WHERE site_id = ? AND address_id = ? ORDER BY weekday, opens`,
      )
      .bind(siteId, addressId),
  ]);
  const row = firstOf(
    address,
    rowReader({ id: 'number', name: 'string', line1: 'string', postal_code: 'string', city: 'string' }),
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    line1: row.line1,
    postalCode: row.postal_code,
    city: row.city,
    slots: rowsOf(hours, rowReader({ id: 'number', weekday: 'number', opens: 'string', closes: 'string' })),
  };
}

/**
 * The orders that take a place in a pick-up slot: every order of that place, date and weekly
 * slot that is not cancelled. Bound in this order: site, place, date, weekly slot. The order's
 * creation guard (order.repository.ts) and the slot list count the same rows.
 */
export const SLOT_ORDERS_WHERE = `site_id = ? AND collect_address_id = ? AND collect_date = ?
  AND collect_schedule_id = ? AND status <> 'CANCELLED'`;

export const slotBookingKey = (date: string, idSchedule: number): string => `${date}|${idSchedule}`;

/** Orders taking a place in each slot of a pick-up place between two dates (included), by slotBookingKey. */
export async function collectSlotBookings(
  db: D1Database,
  siteId: number,
  addressId: number,
  dates: { from: string; to: string },
): Promise<Map<string, number>> {
  const rows = await all(
    db
      .prepare(
        `SELECT collect_date, collect_schedule_id, COUNT(*) AS taken FROM orders
          WHERE site_id = ? AND collect_address_id = ? AND collect_date BETWEEN ? AND ?
            AND collect_schedule_id IS NOT NULL AND status <> 'CANCELLED'
          GROUP BY collect_date, collect_schedule_id ORDER BY collect_date, collect_schedule_id`,
      )
      .bind(siteId, addressId, dates.from, dates.to),
    rowReader({ collect_date: 'string', collect_schedule_id: 'number', taken: 'number' }),
  );
  return new Map(rows.map((row) => [slotBookingKey(row.collect_date, row.collect_schedule_id), row.taken]));
}

export interface SlotWrite {
  weekday: number;
  opens: string;
  closes: string;
}

const slotKey = (slot: SlotWrite) => `${slot.weekday}|${slot.opens}|${slot.closes}`;

/**
 * Replaces a pick-up address's weekly slots, keeping the rows (and so the idSchedule) of the
 * slots that stay the same: an order being placed on an unchanged slot is not refused. One
 * transaction with the content-version bump; the address must already be a pick-up point.
 */
export async function replaceCollectSlots(
  db: D1Database,
  siteId: number,
  point: CollectPoint,
  slots: readonly SlotWrite[],
  bump: D1PreparedStatement,
): Promise<number> {
  const wanted = new Map(slots.map((slot) => [slotKey(slot), slot]));
  const kept = new Set(point.slots.filter((slot) => wanted.has(slotKey(slot))).map(slotKey));
  const results = await db.batch([
    ...point.slots
      .filter((slot) => !wanted.has(slotKey(slot)))
      .map((slot) =>
        db
          .prepare('DELETE FROM address_opening_hours WHERE site_id = ? AND address_id = ? AND id = ?')
          .bind(siteId, point.id, slot.id),
      ),
    ...[...wanted.values()]
      .filter((slot) => !kept.has(slotKey(slot)))
      .map((slot) =>
        db
          .prepare(
            'INSERT INTO address_opening_hours (site_id, address_id, weekday, opens, closes) VALUES (?, ?, ?, ?, ?)',
          )
          .bind(siteId, point.id, slot.weekday, slot.opens, slot.closes),
      ),
    bump,
  ]);
  return versionOf(results[results.length - 1]);
}
