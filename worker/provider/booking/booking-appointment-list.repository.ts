import { rowReader, rowsOf } from '../shared/d1';
import {
  APPOINTMENT_COLUMNS,
  readAppointmentRow,
  type AppointmentRow,
} from './booking-appointments.repository';

// Reads of appointments for the owner: the diary over a period, one appointment's history, the
// dashboard's next ones and the month's count, and the reminders due. Every query takes and
// filters by the site (the reminders' read names the site of each row it answers).

/** The appointments starting in [fromMs, toMs), cancelled ones included, by start. */
export async function listAppointments(
  db: D1Database,
  siteId: number,
  window: { fromMs: number; toMs: number },
  options: { withCancelled: boolean } = { withCancelled: true },
): Promise<AppointmentRow[]> {
  const result = await db
    .prepare(
      `SELECT ${APPOINTMENT_COLUMNS} FROM booking_appointments a
        WHERE a.site_id = ? AND a.start_ms >= ? AND a.start_ms < ?
          ${options.withCancelled ? '' : "AND a.status <> 'CANCELLED'"}
        ORDER BY a.start_ms, a.id LIMIT 2000`,
    )
    .bind(siteId, window.fromMs, window.toMs)
    .all();
  return rowsOf(result, readAppointmentRow);
}

const readHistory = rowReader({
  action: ['CREATED', 'MOVED', 'CANCELLED', 'ATTENDED', 'NO_SHOW'],
  actor: 'string',
  detail: 'string',
  created_at: 'string',
});

export async function appointmentHistory(db: D1Database, siteId: number, appointmentId: number) {
  const result = await db
    .prepare(
      `SELECT action, actor, detail, created_at FROM booking_history
        WHERE site_id = ? AND appointment_id = ? ORDER BY id`,
    )
    .bind(siteId, appointmentId)
    .all();
  return rowsOf(result, readHistory);
}

/** The next confirmed appointments from an instant, and the count of those booked in a month. */
export async function dashboardAppointments(
  db: D1Database,
  siteId: number,
  query: { nowMs: number; limit: number; monthFromMs: number; monthToMs: number },
): Promise<{ upcoming: AppointmentRow[]; monthCount: number }> {
  const [upcoming, count] = await db.batch([
    db
      .prepare(
        `SELECT ${APPOINTMENT_COLUMNS} FROM booking_appointments a
          WHERE a.site_id = ? AND a.status = 'CONFIRMED' AND a.start_ms >= ? ORDER BY a.start_ms LIMIT ?`,
      )
      .bind(siteId, query.nowMs, query.limit),
    db
      .prepare(
        `SELECT COUNT(*) AS total FROM booking_appointments
          WHERE site_id = ? AND status <> 'CANCELLED' AND start_ms >= ? AND start_ms < ?`,
      )
      .bind(siteId, query.monthFromMs, query.monthToMs),
  ]);
  return {
    upcoming: rowsOf(upcoming, readAppointmentRow),
    monthCount: rowsOf(count, rowReader({ total: 'number' }))[0]?.total ?? 0,
  };
}

const readDue = rowReader({ site_id: 'number' });

/**
 * The reminders due at an instant, every site: confirmed appointments starting within the next
 * 24 hours, not reminded yet, booked at least 24 hours before their start.
 */
export async function remindersDue(
  db: D1Database,
  nowMs: number,
  limit: number,
): Promise<{ siteId: number; row: AppointmentRow }[]> {
  const result = await db
    .prepare(
      `SELECT a.site_id, ${APPOINTMENT_COLUMNS} FROM booking_appointments a
        WHERE a.status = 'CONFIRMED' AND a.reminder_sent_at IS NULL
          AND a.start_ms > ? AND a.start_ms <= ? + 86400000
          AND CAST(strftime('%s', a.created_at) AS INTEGER) * 1000 <= a.start_ms - 86400000
        ORDER BY a.start_ms LIMIT ?`,
    )
    .bind(nowMs, nowMs, limit)
    .all();
  return result.results.map((raw) => ({
    siteId: readDue(raw).site_id,
    row: readAppointmentRow(raw),
  }));
}

/** A member's appointments on the site, the latest start first (200 at most). */
export async function memberAppointmentRows(
  db: D1Database,
  siteId: number,
  userId: number,
): Promise<AppointmentRow[]> {
  const result = await db
    .prepare(
      `SELECT ${APPOINTMENT_COLUMNS} FROM booking_appointments a
        WHERE a.site_id = ? AND a.user_id = ? ORDER BY a.start_ms DESC LIMIT 200`,
    )
    .bind(siteId, userId)
    .all();
  return rowsOf(result, readAppointmentRow);
}
