import { APPOINTMENT_STATUSES, BOOKING_LOCATIONS } from '../../../src/schema/booking/booking';
import { firstOf, rowReader, type ReadType } from '../shared/d1';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';
import { placeGuard } from './booking-place-guard';
import type { ServiceRow } from './booking-services.repository';

// The appointments' writes. An appointment's INSERT (and a move's UPDATE) computes place_checked
// inside its batch (booking-place-guard.ts). Every query takes and filters by the site.

export const readAppointmentRow = rowReader({
  id: 'number',
  reference: 'string',
  service_id: 'number',
  service_name: 'string',
  status: APPOINTMENT_STATUSES,
  start_ms: 'number',
  end_ms: 'number',
  places: 'number',
  firstname: 'string',
  lastname: 'string',
  email: 'string',
  phone: 'string',
  message: 'string',
  address: 'string?',
  postcode: 'string?',
  locale: 'string?',
  sequence: 'number',
  booked_by: ['CLIENT', 'OWNER'],
  cancel_reason: 'string?',
  created_at: 'string',
  location_kind: BOOKING_LOCATIONS,
  service_translations: 'string?',
});
export type AppointmentRow = ReadType<typeof readAppointmentRow>;

export const APPOINTMENT_COLUMNS = `id, reference, service_id, service_name, status, start_ms, end_ms, places,
  firstname, lastname, email, phone, message, address, postcode, locale, sequence, booked_by,
  cancel_reason, created_at,
  (SELECT s.location_kind FROM booking_services s WHERE s.site_id = a.site_id AND s.id = a.service_id) AS location_kind,
  (SELECT s.translations FROM booking_services s WHERE s.site_id = a.site_id AND s.id = a.service_id) AS service_translations`;

export interface AppointmentDraft {
  reference: string;
  service: ServiceRow;
  startMs: number;
  endMs: number;
  busyFromMs: number;
  busyToMs: number;
  places: number;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  message: string;
  address: string | null;
  postcode: string | null;
  locale: string;
  userId: number | null;
  bookedBy: 'CLIENT' | 'OWNER';
}

const byReference = `(SELECT id FROM booking_appointments WHERE site_id = ? AND reference = ?)`;

function historyStatement(
  db: D1Database,
  siteId: number,
  reference: string,
  entry: {
    action: 'CREATED' | 'MOVED' | 'CANCELLED' | 'ATTENDED' | 'NO_SHOW';
    actor: string;
    detail: string;
  },
) {
  return db
    .prepare(
      `INSERT INTO booking_history (site_id, appointment_id, action, actor, detail)
       SELECT ?, id, ?, ?, ? FROM booking_appointments WHERE site_id = ? AND reference = ?`,
    )
    .bind(siteId, entry.action, entry.actor, entry.detail, siteId, reference);
}

/**
 * E-mails that follow a conditional change: each is written only if the statement before it
 * wrote a row (the change, its history row, the e-mail before), so a repeated cancel sends nothing.
 */
function chainedEmails(db: D1Database, siteId: number, emails: OutboxEmail[]): D1PreparedStatement[] {
  return emails.map((email) =>
    insertOutboxStatement(db, siteId, email, { sql: 'changes() = 1', params: [] }),
  );
}

export type WriteOutcome = { ok: true; outboxIds: number[] } | { ok: false; reason: 'full' | 'gone' };

const isPlaceCheck = (error: unknown) => String(error).includes('place_checked');

function outboxIdsOf(results: D1Result[], from: number): number[] {
  return results
    .slice(from)
    .flatMap((result) => (result.results as { id?: unknown }[]).map((row) => row.id))
    .filter((id): id is number => typeof id === 'number');
}

/** The appointment, its history row and its e-mails in one batch; 'full' when the slot filled meanwhile. */
export async function insertAppointment(
  db: D1Database,
  siteId: number,
  draft: AppointmentDraft,
  actor: string,
  emails: OutboxEmail[],
  options: { nowMs: number; fromHold?: boolean; after?: D1PreparedStatement[] },
): Promise<WriteOutcome> {
  const guard = placeGuard(
    siteId,
    { serviceId: draft.service.id, ...draft },
    {
      places: draft.places,
      capacity: draft.service.capacity,
      nowMs: options.nowMs,
      // A paid hold becomes its appointment: its own room is not counted against it.
      excludeReference: options.fromHold ? draft.reference : '',
    },
  );
  const statements = [
    db
      .prepare(
        `INSERT INTO booking_appointments (site_id, reference, service_id, service_name, start_ms, end_ms,
           busy_from_ms, busy_to_ms, places, capacity, firstname, lastname, email, phone, message, address,
           postcode, locale, user_id, booked_by, place_checked)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${guard.sql})`,
      )
      .bind(
        siteId,
        draft.reference,
        draft.service.id,
        draft.service.name,
        draft.startMs,
        draft.endMs,
        draft.busyFromMs,
        draft.busyToMs,
        draft.places,
        draft.service.capacity,
        draft.firstname,
        draft.lastname,
        draft.email,
        draft.phone,
        draft.message,
        draft.address,
        draft.postcode,
        draft.locale,
        draft.userId,
        draft.bookedBy,
        ...guard.params,
      ),
    historyStatement(db, siteId, draft.reference, {
      action: 'CREATED',
      actor,
      detail: new Date(draft.startMs).toISOString(),
    }),
    ...emails.map((email) => insertOutboxStatement(db, siteId, email)),
    ...(options.after ?? []),
  ];
  try {
    const results = await db.batch(statements);
    return { ok: true, outboxIds: outboxIdsOf(results.slice(0, 2 + emails.length), 2) };
  } catch (error) {
    if (isPlaceCheck(error)) return { ok: false, reason: 'full' };
    throw error;
  }
}

export async function findAppointment(
  db: D1Database,
  siteId: number,
  reference: string,
): Promise<AppointmentRow | null> {
  const result = await db
    .prepare(
      `SELECT ${APPOINTMENT_COLUMNS} FROM booking_appointments a WHERE a.site_id = ? AND a.reference = ?`,
    )
    .bind(siteId, reference)
    .all();
  return firstOf(result, readAppointmentRow);
}

/** Moves a confirmed appointment; 'full' when the new slot filled meanwhile, 'gone' when no longer confirmed. */
export async function moveAppointment(
  db: D1Database,
  siteId: number,
  appointment: { id: number; reference: string; serviceId: number; places: number; capacity: number },
  slot: { startMs: number; endMs: number; busyFromMs: number; busyToMs: number },
  actor: string,
  emails: OutboxEmail[],
  nowMs: number,
): Promise<WriteOutcome> {
  const guard = placeGuard(
    siteId,
    { serviceId: appointment.serviceId, ...slot },
    { places: appointment.places, capacity: appointment.capacity, nowMs, excludeId: appointment.id },
  );
  const statements = [
    db
      .prepare(
        `UPDATE booking_appointments SET start_ms = ?, end_ms = ?, busy_from_ms = ?, busy_to_ms = ?,
           sequence = sequence + 1, reminder_sent_at = NULL, updated_at = datetime('now'), place_checked = ${guard.sql}
         WHERE site_id = ? AND id = ? AND status = 'CONFIRMED'`,
      )
      .bind(
        slot.startMs,
        slot.endMs,
        slot.busyFromMs,
        slot.busyToMs,
        ...guard.params,
        siteId,
        appointment.id,
      ),
    db
      .prepare(
        `INSERT INTO booking_history (site_id, appointment_id, action, actor, detail)
         SELECT ?, ?, 'MOVED', ?, ? WHERE changes() = 1`,
      )
      .bind(siteId, appointment.id, actor, new Date(slot.startMs).toISOString()),
    ...chainedEmails(db, siteId, emails),
  ];
  try {
    const results = await db.batch(statements);
    if ((results[0]?.meta.changes ?? 0) === 0) return { ok: false, reason: 'gone' };
    return { ok: true, outboxIds: outboxIdsOf(results, 2) };
  } catch (error) {
    if (isPlaceCheck(error)) return { ok: false, reason: 'full' };
    throw error;
  }
}

/** Sets a confirmed appointment's status (cancelled, attended, no-show), with its history and e-mails. */
export async function closeAppointment(
  db: D1Database,
  siteId: number,
  reference: string,
  change: { status: 'CANCELLED' | 'ATTENDED' | 'NO_SHOW'; reason: string | null; actor: string },
  emails: OutboxEmail[],
): Promise<WriteOutcome> {
  const statements = [
    db
      .prepare(
        `UPDATE booking_appointments SET status = ?, cancel_reason = COALESCE(?, cancel_reason),
           sequence = sequence + 1, updated_at = datetime('now')
         WHERE site_id = ? AND reference = ? AND status = 'CONFIRMED'`,
      )
      .bind(change.status, change.reason, siteId, reference),
    db
      .prepare(
        `INSERT INTO booking_history (site_id, appointment_id, action, actor, detail)
         SELECT ?, ${byReference}, ?, ?, ? WHERE changes() = 1`,
      )
      .bind(siteId, siteId, reference, change.status, change.actor, change.reason ?? ''),
    ...chainedEmails(db, siteId, emails),
  ];
  const results = await db.batch(statements);
  if ((results[0]?.meta.changes ?? 0) === 0) return { ok: false, reason: 'gone' };
  return { ok: true, outboxIds: outboxIdsOf(results, 2) };
}

/**
 * Marks an appointment that has started as attended or missed (a mark may be corrected; a
 * cancelled appointment stays cancelled), with its history row, in one batch.
 */
export async function markAttendance(
  db: D1Database,
  siteId: number,
  reference: string,
  change: { status: 'ATTENDED' | 'NO_SHOW'; actor: string; nowMs: number },
): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE booking_appointments SET status = ?, updated_at = datetime('now')
          WHERE site_id = ? AND reference = ? AND status IN ('CONFIRMED', 'ATTENDED', 'NO_SHOW')
            AND status <> ? AND start_ms <= ?`,
      )
      .bind(change.status, siteId, reference, change.status, change.nowMs),
    db
      .prepare(
        `INSERT INTO booking_history (site_id, appointment_id, action, actor, detail)
         SELECT ?, ${byReference}, ?, ?, '' WHERE changes() = 1`,
      )
      .bind(siteId, siteId, reference, change.status, change.actor),
  ]);
  return (updated?.meta.changes ?? 0) > 0;
}

/** Marks the reminder sent and queues it, once: a second run finds it marked and writes nothing. */
export async function queueReminder(
  db: D1Database,
  siteId: number,
  appointmentId: number,
  email: OutboxEmail,
): Promise<number[]> {
  const results = await db.batch([
    db
      .prepare(
        `UPDATE booking_appointments SET reminder_sent_at = datetime('now')
          WHERE site_id = ? AND id = ? AND status = 'CONFIRMED' AND reminder_sent_at IS NULL`,
      )
      .bind(siteId, appointmentId),
    ...chainedEmails(db, siteId, [email]),
  ]);
  return outboxIdsOf(results, 1);
}
