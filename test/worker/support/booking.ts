import { env } from 'cloudflare:workers';
import { addDays, parisParts, weekdayOf } from '../../../src/domain/delivery/collect-slots';
import type { Booked } from '../../../src/schema/booking/booking';
import { api, MASSAGE_HOST, postJson, type EnvelopeBody } from './http';

// Booking factories: days far enough ahead that the sample appointments (the coming week) and
// the minimum notice never reach them, a valid payload, and reads of what a booking wrote.

// The sample closes the fixed public holidays; tests never pick them.
const HOLIDAYS = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'];

/**
 * The index-th opening day from 20 days ahead, Paris, never a holiday: Tuesday to Friday by
 * default, the days with the same two ranges (9:00–12:30, 14:00–19:00), so a test's times fit
 * whatever today is; Saturday (9:00–13:00 only) is asked for with `[6]`. Tests that give
 * distinct indexes with the same weekdays never share a day.
 */
export function openDay(index: number, weekdays: readonly number[] = [2, 3, 4, 5]): string {
  let day = addDays(parisParts(new Date()).date, 20);
  let seen = -1;
  for (;;) {
    if (weekdays.includes(weekdayOf(day)) && !HOLIDAYS.includes(day.slice(5))) seen += 1;
    if (seen === index) return day;
    day = addDays(day, 1);
  }
}

/** The first date with this weekday (1 Monday … 7 Sunday) at least `daysAhead` days from today. */
export function dayAhead(weekday: number, daysAhead: number): string {
  let day = addDays(parisParts(new Date()).date, daysAhead);
  while (weekdayOf(day) !== weekday || HOLIDAYS.includes(day.slice(5))) day = addDays(day, 1);
  return day;
}

export function bookingPayload(overrides: Record<string, unknown> = {}) {
  return {
    service: 1,
    start: '',
    firstname: 'Léa',
    lastname: 'Morin',
    email: 'lea.morin@exemple.fr',
    phone: '06 45 12 78 90',
    message: 'Première fois, plutôt sensible au niveau des épaules.',
    acceptTerms: true,
    ...overrides,
  };
}

export function bookSlot(
  payload: Record<string, unknown>,
  host = MASSAGE_HOST,
  headers: Record<string, string> = {},
) {
  if (Object.keys(headers).length === 0)
    return postJson('/booking', payload, host) as Promise<{ status: number; body: EnvelopeBody<Booked> }>;
  return api<Booked>('/booking', {
    host,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
}

export interface SlotAnswer {
  service: number;
  days: { date: string; slots: { start: string; end: string; remaining: number }[] }[];
}

export async function slotStarts(
  service: number,
  from: string,
  days = 1,
  host = MASSAGE_HOST,
): Promise<string[]> {
  const answer = await api<SlotAnswer>(`/booking/slots?service=${service}&from=${from}&days=${days}`, {
    host,
  });
  return answer.body.data.days.flatMap((day) => day.slots.map((slot) => slot.start));
}

export async function appointmentCount(siteId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM booking_appointments WHERE site_id = ?')
    .bind(siteId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export async function outboxCount(siteId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM email_outbox WHERE site_id = ?')
    .bind(siteId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export function manageToken(manageUrl: string): string {
  return new URL(manageUrl).searchParams.get('token') ?? '';
}

export async function setParameter(siteId: number, type: string, value: string): Promise<void> {
  await env.DB.prepare('UPDATE parameters SET value = ? WHERE site_id = ? AND type = ?')
    .bind(value, siteId, type)
    .run();
}

/** A concrete manage path for an appointment booked now on a sample site (the OpenAPI samples). */
export async function sampleAppointmentPath(path: string, host: string): Promise<string> {
  const wine = host !== MASSAGE_HOST;
  const day = openDay(wine ? 20 : 21, wine ? [3, 4, 5, 6] : [2, 3, 4, 5, 6]);
  const slots = await api<SlotAnswer>(`/booking/slots?service=${wine ? 9 : 1}&from=${day}&days=1`, { host });
  const start = slots.body.data.days[0]?.slots[0]?.start ?? '';
  const booked = await bookSlot(
    bookingPayload({ service: wine ? 9 : 1, start, email: `sample.${Date.now()}@exemple.fr` }),
    host,
  );
  if (booked.status !== 201) throw new Error(`no sample appointment on ${host}: ${booked.body.message}`);
  const token = manageToken(booked.body.data.manageUrl);
  return `${path.replace('{reference}', booked.body.data.reference)}?token=${encodeURIComponent(token)}`;
}
