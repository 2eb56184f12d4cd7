import type { BindValue } from '../shared/d1';
import { ACTIVE } from './booking-diary.repository';

// Whether a slot has room, computed by the database inside the write's own batch (migration
// 0042's place_checked): the same rules as src/domain/booking/booking-slots.ts, on the rows as they are
// at that instant. What takes room: the appointments still active and the holds of clients
// paying online that have not expired at `nowMs` (migration 0059). `excludeId` leaves out the
// appointment being moved, `excludeReference` the hold being turned into its appointment.

export interface GuardedSlot {
  serviceId: number;
  startMs: number;
  endMs: number;
  busyFromMs: number;
  busyToMs: number;
}

export interface GuardScope {
  places: number;
  capacity: number;
  nowMs: number;
  excludeId?: number;
  excludeReference?: string;
}

/** The SQL 0/1 of the guard and its values, in order. */
export function placeGuard(
  siteId: number,
  slot: GuardedSlot,
  scope: GuardScope,
): { sql: string; params: BindValue[] } {
  const excludeId = scope.excludeId ?? 0;
  const excludeReference = scope.excludeReference ?? '';
  const overlap = (table: string, filter: string) =>
    `NOT EXISTS (SELECT 1 FROM ${table} WHERE site_id = ? AND ${filter}
             AND busy_from_ms < ? AND busy_to_ms > ? AND NOT (service_id = ? AND start_ms = ?))`;
  const taken = (table: string, filter: string) =>
    `(SELECT COALESCE(SUM(places), 0) FROM ${table} WHERE site_id = ? AND ${filter}
             AND service_id = ? AND start_ms = ?)`;
  const appointments = `${ACTIVE} AND id <> ?`;
  const holds = 'hold_until_ms > ? AND reference <> ?';
  const overlapParams = (exclude: BindValue[]) => [
    siteId,
    ...exclude,
    slot.busyToMs,
    slot.busyFromMs,
    slot.serviceId,
    slot.startMs,
  ];
  const takenParams = (exclude: BindValue[]) => [siteId, ...exclude, slot.serviceId, slot.startMs];
  return {
    sql: `(NOT EXISTS (SELECT 1 FROM booking_blocks WHERE site_id = ? AND start_ms < ? AND end_ms > ?)
       AND ${overlap('booking_appointments', appointments)}
       AND ${overlap('booking_holds', holds)}
       AND ${taken('booking_appointments', appointments)} + ${taken('booking_holds', holds)} + ? <= ?)`,
    params: [
      siteId,
      slot.endMs,
      slot.startMs,
      ...overlapParams([excludeId]),
      ...overlapParams([scope.nowMs, excludeReference]),
      ...takenParams([excludeId]),
      ...takenParams([scope.nowMs, excludeReference]),
      scope.places,
      scope.capacity,
    ],
  };
}
