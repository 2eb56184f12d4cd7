import type {
  BookingException,
  BlockedTime,
  BusyAppointment,
  OpeningRange,
} from '../../../src/domain/booking/booking-slots';
import { firstOf, mapRows, rowReader, rowsOf } from '../shared/d1';
import { readServiceRow, SERVICE_COLUMNS, type ServiceRow } from './booking-services.repository';

// What the free slots depend on, read in one D1 round trip: the booking settings, a service,
// the weekly hours, the exceptions, the appointments (with the slots held for a client paying
// online, until their hold expires) and the owner's blocks over a window.

/** The appointments that still hold their place. */
export const ACTIVE = `status <> 'CANCELLED'`;

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

const BOOKING_SETTING_TYPES = [
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

/**
 * Everything the slots of a service over a window depend on, in one D1 round trip (a batch):
 * the service, the week's hours, the exceptions, the appointments and blocks over the window.
 * `excludeId` leaves one appointment out (the one being moved); a hold counts until `nowMs`
 * passes its end.
 */
export async function loadDiary(
  db: D1Database,
  siteId: number,
  serviceId: number,
  window: { from: Date; to: Date },
  options: { excludeId?: number; nowMs: number },
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
          WHERE site_id = ? AND ${ACTIVE} AND busy_from_ms < ? AND busy_to_ms > ? AND id <> ?
         UNION ALL
         SELECT service_id, start_ms, end_ms, busy_from_ms, busy_to_ms, places FROM booking_holds
          WHERE site_id = ? AND hold_until_ms > ? AND busy_from_ms < ? AND busy_to_ms > ?`,
      )
      .bind(siteId, to, from, options.excludeId ?? 0, siteId, options.nowMs, to, from),
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
