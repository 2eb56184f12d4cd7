// The free slots of a month with 200 appointments: GET /api/booking/slots?days=31 for the
// massage practice's one-hour massage (service 1), after 200 appointments were written into
// the 31 days it reads (seven a day at the practice's usual times, Sunday and Monday too, so
// the read has them all to weigh). The answer must read its diary in one D1 round trip (one
// batch: settings, service, hours, exceptions, appointments and holds, blocks), never a query
// per slot or per day: the D1 probe (x-d1-probe, worker/cache/d1-session.ts) counts them.
// Sequential requests, one connection each; medians in ms.
//
// seedBookingMonth runs before the server starts (wrangler d1 execute on the bench's state,
// as state.mjs seeds it); bookingSlotsBench runs against the started server; bookingSlotsReport
// prints the result. `npm run bench` runs it with the rest; `npm run bench:booking` runs
// it alone (its own state and server, stopped at the end).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { get } from './server.mjs';
import { wrangler } from './state.mjs';
import { median } from './table.mjs';

const MASSAGE_SITE_ID = 1;
const SERVICE = 1; // the one-hour massage, 15 minutes kept after each (worker/seed/booking.ts)
const APPOINTMENTS = 200;
const DAYS = 31;
const TIMES = ['09:00', '10:15', '11:30', '14:00', '15:15', '16:30', '17:45'];
/** Far enough ahead that the notice and the sample appointments (the coming week) never reach it. */
const DAYS_AHEAD = 20;

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a UTC instant's calendar day. */
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** The instant of a Paris wall-clock time on a date (summer time or not). */
function parisInstant(day, time) {
  const [year, month, date] = day.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, date, hour, minute);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(asUtc));
  const shown =
    Number(parts.find((p) => p.type === 'hour')?.value) * 60 +
    Number(parts.find((p) => p.type === 'minute')?.value);
  const offsetMinutes = (shown - (hour * 60 + minute) + 1440) % 1440;
  return asUtc - (offsetMinutes > 720 ? offsetMinutes - 1440 : offsetMinutes) * 60_000;
}

/** The month's first day: DAYS_AHEAD days from today. */
export function benchMonthStart(now = Date.now()) {
  return isoDay(now + DAYS_AHEAD * DAY_MS);
}

/** Writes the 200 appointments into the bench's local state (before the server starts). */
export async function seedBookingMonth(root, stateDir, from = benchMonthStart()) {
  const rows = [];
  for (let index = 0; index < APPOINTMENTS; index += 1) {
    const day = isoDay(Date.parse(`${from}T12:00:00Z`) + Math.floor(index / TIMES.length) * DAY_MS);
    const start = parisInstant(day, TIMES[index % TIMES.length]);
    const end = start + 60 * 60_000;
    rows.push(
      `(${MASSAGE_SITE_ID}, 'RDV-BENCH${String(index).padStart(4, '0')}', ${SERVICE}, 'Massage relaxant aux huiles · 1 h', ` +
        `${start}, ${end}, ${start}, ${end + 15 * 60_000}, 'Camille', 'Essai ${index}', ` +
        `'banc.${index}@exemple.fr', '06 00 00 00 00')`,
    );
  }
  const file = path.join(stateDir, 'booking-month.sql');
  writeFileSync(
    file,
    `INSERT INTO booking_appointments (site_id, reference, service_id, service_name, start_ms, end_ms,
       busy_from_ms, busy_to_ms, firstname, lastname, email, phone) VALUES\n${rows.join(',\n')};\n`,
  );
  await wrangler(root, ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--yes', '--file', file]);
  return { from, appointments: APPOINTMENTS };
}

/** « 1 in 30 answers » (or each value seen, with how many answers made it). */
function roundTrips(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].map(([value, count]) => `${value} in ${count} answers`).join(', ');
}

/** Sequential reads of the month's slots: medians, D1 round trips, what the answer held. */
export async function bookingSlotsBench({ port, host = 'localhost', from = benchMonthStart(), count = 30 }) {
  const urlPath = `/api/booking/slots?service=${SERVICE}&from=${from}&days=${DAYS}`;
  const samples = [];
  let slots = 0;
  for (let i = 0; i < count + 2; i += 1) {
    const response = await get(port, urlPath, { host, headers: { 'x-d1-probe': '1' } });
    if (response.status !== 200) {
      throw new Error(
        `GET ${host}${urlPath} answered ${response.status}: ${response.body.toString().slice(0, 300)}`,
      );
    }
    if (i < 2) continue; // the first reads warm the isolate and the site lookup
    const trips = response.headers['x-d1-round-trips'];
    samples.push({
      ttfbMs: response.ttfbMs,
      totalMs: response.totalMs,
      d1RoundTrips: trips === undefined ? '?' : String(trips),
    });
    const days = JSON.parse(response.body.toString()).data.days;
    slots = days.reduce((sum, day) => sum + day.slots.length, 0);
  }
  return {
    path: urlPath,
    requests: samples.length,
    ttfbMs: median(samples.map((s) => s.ttfbMs)),
    totalMs: median(samples.map((s) => s.totalMs)),
    d1RoundTrips: roundTrips(samples.map((s) => s.d1RoundTrips)),
    slots,
  };
}

/** The printed lines of a result. */
export function bookingSlotsReport(result) {
  return [
    `Booking slots: ${result.requests} sequential GET ${result.path} (massage practice, a month with ` +
      `${APPOINTMENTS} appointments, ${result.slots} free slots answered); medians in ms`,
    `  ttfb ${result.ttfbMs.toFixed(1)}, total ${result.totalMs.toFixed(1)}; D1 round trips per answer: ${result.d1RoundTrips}`,
  ];
}

async function runAlone() {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const os = await import('node:os');
  const { fileURLToPath } = await import('node:url');
  const { freePort, startServer } = await import('./server.mjs');
  const { prepareState } = await import('./state.mjs');
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'site-platform-bench-booking-'));
  process.env.NODE_ENV ??= 'production';
  let server = null;
  try {
    await prepareState(root, stateDir);
    await seedBookingMonth(root, stateDir);
    const port = await freePort(Number(process.env.BENCH_PORT ?? 8799));
    server = startServer({ root, port, stateDir });
    await server.waitReady({ timeoutMs: 120_000, host: 'localhost' });
    for (const line of bookingSlotsReport(await bookingSlotsBench({ port }))) console.log(line);
  } finally {
    if (server) await server.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  await runAlone();
}
