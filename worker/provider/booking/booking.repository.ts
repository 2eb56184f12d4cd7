import type {
  BookingException,
  BlockedTime,
  BusyAppointment,
  OpeningRange,
} from '../../../src/domain/booking-slots';
import { APPOINTMENT_STATUSES, BOOKING_LOCATIONS, BOOKING_PAYMENTS } from '../../../src/schema/booking';
import { firstOf, mapRows, rowReader, rowsOf, type BindValue, type ReadType } from '../shared/d1';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';

// The only SQL of online booking. Every query takes and filters by the site. An appointment's
// INSERT (and a move's UPDATE) computes place_checked inside its batch (migration 0042): the
// same rules as src/domain/booking-slots.ts, on the rows as they are at that instant.

export const readServiceRow = rowReader({
  id: 'number',
  name: 'string',
  description: 'string',
  translations: 'string?',
  duration_minutes: 'number',
  price_cents: 'number?',
  location_kind: BOOKING_LOCATIONS,
  postcodes: 'string?',
  travel_minutes: 'number',
  buffer_before_minutes: 'number',
  buffer_after_minutes: 'number',
  capacity: 'number',
  payment: BOOKING_PAYMENTS,
  deposit_cents: 'number?',
  service_page_path: 'string?',
  position: 'number',
  active: 'number',
});
export type ServiceRow = ReadType<typeof readServiceRow>;

const SERVICE_COLUMNS = `id, name, description, translations, duration_minutes, price_cents, location_kind,
  postcodes, travel_minutes, buffer_before_minutes, buffer_after_minutes, capacity, payment,
  deposit_cents, service_page_path, position, active`;

const readAppointmentRow = rowReader({
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
});
export type AppointmentRow = ReadType<typeof readAppointmentRow>;

const APPOINTMENT_COLUMNS = `id, reference, service_id, service_name, status, start_ms, end_ms, places,
  firstname, lastname, email, phone, message, address, postcode, locale, sequence, booked_by,
  cancel_reason, created_at,
  (SELECT s.location_kind FROM booking_services s WHERE s.site_id = a.site_id AND s.id = a.service_id) AS location_kind`;

const readBusy = mapRows(
  rowReader({
    service_id: 'number',
    start_ms: 'number',
    end_ms: 'number',
    busy_from_ms: 'number',
    busy_to_ms: 'number',
    places: 'number',
  }),
  (row): BusyAppointment => ({
    serviceId: row.service_id,
    start: new Date(row.start_ms),
    end: new Date(row.end_ms),
    places: row.places,
    // The stored footprint already holds buffers and travel: handed over as one widening.
    bufferBeforeMinutes: (row.start_ms - row.busy_from_ms) / 60_000,
    bufferAfterMinutes: (row.busy_to_ms - row.end_ms) / 60_000,
    travelMinutes: 0,
  }),
);

const readHours = mapRows(
  rowReader({ weekday: 'number', start_time: 'string', end_time: 'string' }),
  (row): OpeningRange => ({ weekday: row.weekday, start: row.start_time, end: row.end_time }),
);

const readException = mapRows(
  rowReader({ date: 'string', kind: ['CLOSED', 'OPEN'], start_time: 'string?', end_time: 'string?' }),
  (row): BookingException =>
    row.kind === 'OPEN' && row.start_time && row.end_time
      ? { date: row.date, kind: 'open', start: row.start_time, end: row.end_time }
      : { date: row.date, kind: 'closed' },
);

const readBlock = mapRows(rowReader({ start_ms: 'number', end_ms: 'number' }), (row): BlockedTime => ({
  start: new Date(row.start_ms),
  end: new Date(row.end_ms),
}));

export async function listServices(
  db: D1Database,
  siteId: number,
  activeOnly: boolean,
): Promise<ServiceRow[]> {
  const result = await db
    .prepare(
      `SELECT ${SERVICE_COLUMNS} FROM booking_services
        WHERE site_id = ? ${activeOnly ? 'AND active = 1' : ''} ORDER BY position, id`,
    )
    .bind(siteId)
    .all();
  return rowsOf(result, readServiceRow);
}

export const BOOKING_SETTING_TYPES = [
  'BOOKING_ENABLED',
  'BOOKING_NOTICE_HOURS',
  'BOOKING_HORIZON_DAYS',
  'BOOKING_STEP_MINUTES',
  'BOOKING_CANCEL_DEADLINE_HOURS',
  'BOOKING_POLICY_TEXT',
  'COMPANY_PHONE',
  'COMPANY_HEAD_OFFICE',
  'COMPANY_EMAIL',
  'SENDER_MAIL_ADDRESS',
] as const;
export type BookingSettingType = (typeof BOOKING_SETTING_TYPES)[number];

const readSetting = rowReader({ type: 'string', value: 'string?' });

function settingsStatement(db: D1Database, siteId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT type, value FROM parameters WHERE site_id = ? AND type IN (${BOOKING_SETTING_TYPES.map(() => '?').join(', ')})`,
    )
    .bind(siteId, ...BOOKING_SETTING_TYPES);
}

function settingsOf(result: D1Result | undefined): Map<string, string> {
  return new Map(rowsOf(result, readSetting).map((row) => [row.type, row.value ?? '']));
}

export async function loadSettings(db: D1Database, siteId: number): Promise<Map<string, string>> {
  return settingsOf(await settingsStatement(db, siteId).all());
}

export interface DiaryData {
  settings: Map<string, string>;
  service: ServiceRow | null;
  hours: OpeningRange[];
  exceptions: BookingException[];
  appointments: BusyAppointment[];
  blocks: BlockedTime[];
}

const ACTIVE = `status <> 'CANCELLED'`;

/**
 * Everything the slots of a service over a window depend on, in one D1 round trip (a batch):
 * the service, the week's hours, the exceptions, the appointments and blocks over the window.
 * `excludeId` leaves one appointment out (the one being moved).
 */
export async function loadDiary(
  db: D1Database,
  siteId: number,
  serviceId: number,
  window: { from: Date; to: Date },
  excludeId = 0,
): Promise<DiaryData> {
  const from = window.from.getTime();
  const to = window.to.getTime();
  const [settings, service, hours, exceptions, appointments, blocks] = await db.batch([
    settingsStatement(db, siteId),
    db
      .prepare(`SELECT ${SERVICE_COLUMNS} FROM booking_services WHERE site_id = ? AND id = ? AND active = 1`)
      .bind(siteId, serviceId),
    db
      .prepare(
        'SELECT weekday, start_time, end_time FROM booking_hours WHERE site_id = ? ORDER BY weekday, start_time',
      )
      .bind(siteId),
    db
      .prepare(
        'SELECT date, kind, start_time, end_time FROM booking_exceptions WHERE site_id = ? AND date BETWEEN ? AND ?',
      )
      .bind(siteId, new Date(from).toISOString().slice(0, 10), new Date(to).toISOString().slice(0, 10)),
    db
      .prepare(
        `SELECT service_id, start_ms, end_ms, busy_from_ms, busy_to_ms, places FROM booking_appointments
          WHERE site_id = ? AND ${ACTIVE} AND busy_from_ms < ? AND busy_to_ms > ? AND id <> ?`,
      )
      .bind(siteId, to, from, excludeId),
    db
      .prepare(
        'SELECT start_ms, end_ms FROM booking_blocks WHERE site_id = ? AND start_ms < ? AND end_ms > ?',
      )
      .bind(siteId, to, from),
  ]);
  return {
    settings: settingsOf(settings),
    service: firstOf(service, readServiceRow),
    hours: rowsOf(hours, readHours),
    exceptions: rowsOf(exceptions, readException),
    appointments: rowsOf(appointments, readBusy),
    blocks: rowsOf(blocks, readBlock),
  };
}

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

/** Whether the slot has room for the draft, nothing else overlapping, as a SQL 0/1 with its values. */
function placeGuard(
  siteId: number,
  slot: { serviceId: number; startMs: number; endMs: number; busyFromMs: number; busyToMs: number },
  places: number,
  capacity: number,
  excludeId: number,
): { sql: string; params: BindValue[] } {
  return {
    sql: `(NOT EXISTS (SELECT 1 FROM booking_blocks WHERE site_id = ? AND start_ms < ? AND end_ms > ?)
       AND NOT EXISTS (SELECT 1 FROM booking_appointments WHERE site_id = ? AND ${ACTIVE} AND id <> ?
             AND busy_from_ms < ? AND busy_to_ms > ? AND NOT (service_id = ? AND start_ms = ?))
       AND (SELECT COALESCE(SUM(places), 0) FROM booking_appointments WHERE site_id = ? AND ${ACTIVE}
             AND id <> ? AND service_id = ? AND start_ms = ?) + ? <= ?)`,
    params: [
      siteId,
      slot.endMs,
      slot.startMs,
      siteId,
      excludeId,
      slot.busyToMs,
      slot.busyFromMs,
      slot.serviceId,
      slot.startMs,
      siteId,
      excludeId,
      slot.serviceId,
      slot.startMs,
      places,
      capacity,
    ],
  };
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
): Promise<WriteOutcome> {
  const guard = placeGuard(
    siteId,
    { serviceId: draft.service.id, ...draft },
    draft.places,
    draft.service.capacity,
    0,
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
  ];
  try {
    const results = await db.batch(statements);
    return { ok: true, outboxIds: outboxIdsOf(results, 2) };
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

export async function findService(db: D1Database, siteId: number, id: number): Promise<ServiceRow | null> {
  const result = await db
    .prepare(`SELECT ${SERVICE_COLUMNS} FROM booking_services WHERE site_id = ? AND id = ?`)
    .bind(siteId, id)
    .all();
  return firstOf(result, readServiceRow);
}

/** Moves a confirmed appointment; 'full' when the new slot filled meanwhile, 'gone' when no longer confirmed. */
export async function moveAppointment(
  db: D1Database,
  siteId: number,
  appointment: { id: number; reference: string; serviceId: number; places: number; capacity: number },
  slot: { startMs: number; endMs: number; busyFromMs: number; busyToMs: number },
  actor: string,
  emails: OutboxEmail[],
): Promise<WriteOutcome> {
  const guard = placeGuard(
    siteId,
    { serviceId: appointment.serviceId, ...slot },
    appointment.places,
    appointment.capacity,
    appointment.id,
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
