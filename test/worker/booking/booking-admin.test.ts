import { env } from 'cloudflare:workers';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../src/domain/delivery/collect-slots';
import type { Booked } from '../../../src/schema/booking/booking';
import type {
  AppointmentAdmin,
  BookingBlockAdmin,
  BookingExceptionAdmin,
  BookingServiceAdmin,
  Diary,
} from '../../../src/schema/booking/booking-admin';
import { ADMIN, adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { MASSAGE_SITE_ID } from '../support/factories';
import { MASSAGE_HOST, request, WINE_HOST } from '../support/http';
import { bookingPayload, bookSlot, dayAhead, openDay, slotStarts } from '../support/booking';

// The owner's side of online booking (/admin/booking/...), on the sample massage practice
// (Tuesday–Friday 9:00–12:30 and 14:00–19:00, Saturday 9:00–13:00; service 1 is a 60-minute
// massage). Each test uses its own day; the wine estate's owner stands for another site (404,
// nothing seen).

let owner = '';
let wineOwner = '';
beforeAll(async () => {
  owner = await adminLogin(ADMIN, MASSAGE_HOST);
  wineOwner = await adminLogin(WINE_ADMIN, WINE_HOST);
});

const call = <T = unknown>(method: string, path: string, payload?: unknown) =>
  adminCall<T>(method, path, owner, payload, MASSAGE_HOST);
const wineCall = <T = unknown>(method: string, path: string, payload?: unknown) =>
  adminCall<T>(method, path, wineOwner, payload, WINE_HOST);

async function offsetOf(day: string): Promise<string> {
  const [first] = await slotStarts(1, day);
  return first?.slice(19) ?? '+01:00';
}

async function bookOn(day: string, time: string, overrides: Record<string, unknown> = {}): Promise<Booked> {
  const booked = await bookSlot(
    bookingPayload({ start: `${day}T${time}:00${await offsetOf(day)}`, ...overrides }),
  );
  expect(booked.status, booked.body.message).toBe(201);
  return booked.body.data;
}

async function outboxTo(email: string) {
  const { results } = await env.DB.prepare(
    'SELECT subject, text_body, html_body FROM email_outbox WHERE to_address = ? ORDER BY id',
  )
    .bind(email)
    .all<{ subject: string; text_body: string; html_body: string }>();
  return results;
}

async function auditPaths(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    'SELECT method, path FROM admin_audit_log WHERE site_id = ? ORDER BY id',
  )
    .bind(MASSAGE_SITE_ID)
    .all<{ method: string; path: string }>();
  return results.map((row) => `${row.method} ${row.path}`);
}

const service = {
  name: 'Massage des pieds',
  description: 'Réflexologie plantaire, 30 minutes.',
  durationMinutes: 30,
  priceCents: 3500,
  bufferAfterMinutes: 10,
};

describe('the bookable services', () => {
  it('creates, reads, changes and deletes a service; another site answers 404', async () => {
    const created = await call<BookingServiceAdmin>('POST', '/admin/booking/service', service);
    expect(created.status, created.body.message).toBe(201);
    expect(created.body.data).toMatchObject({ ...service, location: 'PRACTICE', capacity: 1, active: true });
    const id = created.body.data.id;

    const changed = await call<BookingServiceAdmin>('PUT', `/admin/booking/service/${id}`, {
      ...service,
      priceCents: null,
      location: 'HOME',
      postcodes: ['44120', '44120', '44230'],
      travelMinutes: 20,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      priceCents: null,
      postcodes: ['44120', '44230'],
      travelMinutes: 20,
    });

    expect((await wineCall('GET', `/admin/booking/service/${id}`)).status).toBe(404);
    expect((await wineCall('PUT', `/admin/booking/service/${id}`, service)).status).toBe(404);
    expect((await wineCall('DELETE', `/admin/booking/service/${id}`)).status).toBe(404);
    const wineList = await wineCall<{ services: BookingServiceAdmin[] }>('GET', '/admin/booking/service');
    expect(wineList.body.data.services.map((row) => row.id)).not.toContain(id);

    const deleted = await call<{ outcome: string }>('DELETE', `/admin/booking/service/${id}`);
    expect(deleted.body.data.outcome).toBe('deleted');
    expect((await call('GET', `/admin/booking/service/${id}`)).status).toBe(404);
    expect(await auditPaths()).toContain(`DELETE /api/admin/booking/service/${id}`);
  });

  it('refuses a duration out of 5–480 minutes with a French message', async () => {
    const refused = await call('POST', '/admin/booking/service', { ...service, durationMinutes: 600 });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/480 minutes au plus/);
  });

  it('switches off a booked service instead of deleting it', async () => {
    await bookOn(openDay(0), '10:00');
    const removed = await call<{ outcome: string }>('DELETE', '/admin/booking/service/1');
    expect(removed.body.data.outcome).toBe('deactivated');
    expect((await call<BookingServiceAdmin>('GET', '/admin/booking/service/1')).body.data.active).toBe(false);
    await env.DB.prepare('UPDATE booking_services SET active = 1 WHERE site_id = ? AND id = 1')
      .bind(MASSAGE_SITE_ID)
      .run();
  });
});

describe('hours and exceptions', () => {
  it('reads the week with several ranges a day, refuses overlaps, and the slots follow a change', async () => {
    const hours = await call<{ hours: { weekday: number; start: string; end: string }[] }>(
      'GET',
      '/admin/booking/hours',
    );
    const tuesday = hours.body.data.hours.filter((range) => range.weekday === 2);
    expect(tuesday).toEqual([
      { weekday: 2, start: '09:00', end: '12:30' },
      { weekday: 2, start: '14:00', end: '19:00' },
    ]);
    const overlapping = await call('PUT', '/admin/booking/hours', {
      hours: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '11:00', end: '13:00' },
      ],
    });
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.message).toMatch(/chevauchent/);

    const monday = dayAhead(1, 25);
    expect(await slotStarts(1, monday)).toEqual([]);
    const saved = await call('PUT', '/admin/booking/hours', {
      hours: [...hours.body.data.hours, { weekday: 1, start: '10:00', end: '11:15' }],
    });
    expect(saved.status).toBe(200);
    const starts = await slotStarts(1, monday);
    expect(starts.map((start) => start.slice(11, 16))).toEqual(['10:00', '10:15']);
    await call('PUT', '/admin/booking/hours', { hours: hours.body.data.hours });
    expect(await slotStarts(1, monday)).toEqual([]);
  });

  it('closes a day, opens a Monday for a morning, and deletes the exceptions', async () => {
    const day = openDay(1);
    expect((await slotStarts(1, day)).length).toBeGreaterThan(0);
    const closed = await call<BookingExceptionAdmin>('POST', '/admin/booking/exception', {
      date: day,
      kind: 'CLOSED',
      label: 'Formation',
    });
    expect(closed.status, closed.body.message).toBe(201);
    expect(await slotStarts(1, day)).toEqual([]);

    const monday = dayAhead(1, 33);
    const open = await call<BookingExceptionAdmin>('POST', '/admin/booking/exception', {
      date: monday,
      kind: 'OPEN',
      start: '09:00',
      end: '10:00',
    });
    expect(open.status).toBe(201);
    expect((await slotStarts(1, monday)).map((start) => start.slice(11, 16))).toEqual(['09:00']);
    const bad = await call('POST', '/admin/booking/exception', {
      date: monday,
      kind: 'OPEN',
      start: '10:00',
    });
    expect(bad.status).toBe(400);

    const listed = await call<{ exceptions: BookingExceptionAdmin[] }>('GET', '/admin/booking/exception');
    expect(listed.body.data.exceptions.map((row) => row.id)).toEqual(
      expect.arrayContaining([closed.body.data.id, open.body.data.id]),
    );
    expect((await wineCall('DELETE', `/admin/booking/exception/${closed.body.data.id}`)).status).toBe(404);
    expect((await call('DELETE', `/admin/booking/exception/${closed.body.data.id}`)).status).toBe(200);
    expect((await slotStarts(1, day)).length).toBeGreaterThan(0);
    await call('DELETE', `/admin/booking/exception/${open.body.data.id}`);
    expect(await slotStarts(1, monday)).toEqual([]);
  });
});

describe('blocked time', () => {
  it('takes the overlapping slots away, moves, lists and frees them', async () => {
    const day = openDay(2);
    const offset = await offsetOf(day);
    const created = await call<BookingBlockAdmin>('POST', '/admin/booking/block', {
      start: `${day}T12:00:00${offset}`,
      end: `${day}T14:30:00${offset}`,
      label: 'Déjeuner',
    });
    expect(created.status, created.body.message).toBe(201);
    const times = (await slotStarts(1, day)).map((start) => start.slice(11, 16));
    expect(times).not.toContain('11:30'); // 11:30–12:30 overlaps the block
    expect(times).not.toContain('14:15');
    expect(times).toContain('14:30');

    const moved = await call<BookingBlockAdmin>('PUT', `/admin/booking/block/${created.body.data.id}`, {
      start: `${day}T09:00:00${offset}`,
      end: `${day}T10:00:00${offset}`,
      label: 'Rendez-vous médical',
    });
    expect(moved.body.data.label).toBe('Rendez-vous médical');
    const after = (await slotStarts(1, day)).map((start) => start.slice(11, 16));
    expect(after).toContain('11:30');
    expect(after).not.toContain('09:00');

    const listed = await call<{ blocks: BookingBlockAdmin[] }>(
      'GET',
      `/admin/booking/block?from=${day}&to=${day}`,
    );
    expect(listed.body.data.blocks).toEqual([expect.objectContaining({ id: created.body.data.id })]);
    const wrongWay = await call('POST', '/admin/booking/block', {
      start: `${day}T10:00:00${offset}`,
      end: `${day}T09:00:00${offset}`,
    });
    expect(wrongWay.status).toBe(400);
    expect(
      (await wineCall('PUT', `/admin/booking/block/${created.body.data.id}`, moved.body.data)).status,
    ).toBe(404);
    expect((await call('DELETE', `/admin/booking/block/${created.body.data.id}`)).status).toBe(200);
    expect((await slotStarts(1, day)).map((start) => start.slice(11, 16))).toContain('09:00');
  });
});

describe('the diary', () => {
  it('shows one site’s appointments with the client’s details; another site sees nothing and gets 404', async () => {
    const day = openDay(8);
    const booked = await bookOn(day, '15:00', { phone: '06 11 22 33 44' });
    const diary = await call<Diary>('GET', `/admin/booking/diary?from=${day}&to=${day}`);
    expect(diary.status).toBe(200);
    expect(diary.body.data.appointments).toEqual([
      expect.objectContaining({
        reference: booked.reference,
        firstname: 'Léa',
        phone: '06 11 22 33 44',
        message: 'Première fois, plutôt sensible au niveau des épaules.',
        status: 'CONFIRMED',
        bookedBy: 'CLIENT',
      }),
    ]);
    const wine = await wineCall<Diary>('GET', `/admin/booking/diary?from=${day}&to=${day}`);
    expect(wine.body.data.appointments).toEqual([]);
    expect((await wineCall('GET', `/admin/booking/appointment/${booked.reference}`)).status).toBe(404);
    expect(
      (await wineCall('POST', `/admin/booking/appointment/${booked.reference}/cancel`, { message: 'Non' }))
        .status,
    ).toBe(404);
    expect(
      (await wineCall('POST', `/admin/booking/appointment/${booked.reference}/move`, { start: booked.start }))
        .status,
    ).toBe(404);
    expect(
      (
        await wineCall('PUT', `/admin/booking/appointment/${booked.reference}/attendance`, {
          status: 'NO_SHOW',
        })
      ).status,
    ).toBe(404);
    const tooLong = await call('GET', `/admin/booking/diary?from=${day}&to=${addDays(day, 70)}`);
    expect(tooLong.status).toBe(400);
  });

  it('books on a client’s behalf inside the notice, moves, and cancels with a message the client reads', async () => {
    // Tomorrow is within the 12-hour notice for a client only when it is near; the owner is never held to it.
    const day = openDay(4);
    const offset = await offsetOf(day);
    const email = 'paul.roux@exemple.fr';
    const booked = await call<AppointmentAdmin>('POST', '/admin/booking/appointment', {
      ...bookingPayload({ email, start: `${day}T10:00:00${offset}` }),
      acceptTerms: undefined,
    });
    expect(booked.status, booked.body.message).toBe(201);
    expect(booked.body.data).toMatchObject({ bookedBy: 'OWNER', status: 'CONFIRMED' });
    expect(booked.body.data.history).toEqual([
      expect.objectContaining({ action: 'CREATED', actor: ADMIN.email }),
    ]);
    const reference = booked.body.data.reference;
    const clash = await call('POST', '/admin/booking/appointment', {
      ...bookingPayload({ email: 'autre@exemple.fr', start: `${day}T10:30:00${offset}` }),
      acceptTerms: undefined,
    });
    expect(clash.status).toBe(409);

    const moved = await call<AppointmentAdmin>('POST', `/admin/booking/appointment/${reference}/move`, {
      start: `${day}T16:00:00${offset}`,
    });
    expect(moved.status, moved.body.message).toBe(200);
    expect(moved.body.data.start).toBe(`${day}T16:00:00${offset}`);

    const cancelled = await call<AppointmentAdmin>('POST', `/admin/booking/appointment/${reference}/cancel`, {
      message: 'Je suis malade ce jour-là, toutes mes excuses. <b>Rappelez-moi</b>',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('CANCELLED');
    expect(cancelled.body.data.history.map((entry) => entry.action)).toEqual([
      'CREATED',
      'MOVED',
      'CANCELLED',
    ]);
    const mails = await outboxTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Rendez-vous confirmé/),
      expect.stringMatching(/^Rendez-vous déplacé/),
      expect.stringMatching(/^Rendez-vous annulé/),
    ]);
    expect(mails[2]?.text_body).toContain('Je suis malade ce jour-là');
    expect(mails[2]?.html_body).not.toContain('<b>Rappelez-moi</b>');
    expect((await call('POST', `/admin/booking/appointment/${reference}/cancel`, {})).status).toBe(409);
    const audit = await auditPaths();
    expect(audit).toContain('POST /api/admin/booking/appointment');
    expect(audit).toContain(`POST /api/admin/booking/appointment/${reference}/cancel`);
  });

  it('marks attended or no-show once the time has come, never a cancelled one', async () => {
    const booked = await bookOn(openDay(5), '11:00');
    const path = `/admin/booking/appointment/${booked.reference}/attendance`;
    const early = await call('PUT', path, { status: 'ATTENDED' });
    expect(early.status).toBe(409);
    await env.DB.prepare('UPDATE booking_appointments SET start_ms = ? WHERE site_id = ? AND reference = ?')
      .bind(Date.now() - 3_600_000, MASSAGE_SITE_ID, booked.reference)
      .run();
    expect((await call<AppointmentAdmin>('PUT', path, { status: 'NO_SHOW' })).body.data.status).toBe(
      'NO_SHOW',
    );
    const corrected = await call<AppointmentAdmin>('PUT', path, { status: 'ATTENDED' });
    expect(corrected.body.data.status).toBe('ATTENDED');
    expect(corrected.body.data.history.map((entry) => entry.action)).toEqual([
      'CREATED',
      'NO_SHOW',
      'ATTENDED',
    ]);
    expect((await call('PUT', path, { status: 'LATE' })).status).toBe(400);
  });

  it('gives the dashboard the next appointments and the month’s count', async () => {
    const dashboard = await call<{ upcoming: AppointmentAdmin[]; monthCount: number }>(
      'GET',
      '/admin/booking/dashboard',
    );
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data.upcoming.length).toBeGreaterThan(0); // the sample's coming days
    expect(dashboard.body.data.upcoming.every((row) => row.status === 'CONFIRMED')).toBe(true);
    expect(dashboard.body.data.monthCount).toBeGreaterThanOrEqual(0);
  });
});

describe('the private calendar feed', () => {
  const feedPath = (url: string) => new URL(url).pathname;

  it('serves one site’s diary at a secret address, escaped; a new address or a revocation ends the old', async () => {
    expect((await call<{ active: boolean }>('GET', '/admin/booking/feed')).body.data.active).toBe(false);
    const booked = await bookOn(openDay(6), '14:00', {
      firstname: 'Zoé',
      message: 'Code; porte, 2B\nBEGIN:VEVENT',
    });
    const created = await call<{ url: string }>('POST', '/admin/booking/feed');
    expect(created.status).toBe(201);
    const path = feedPath(created.body.data.url);
    expect(path).toMatch(/^\/api\/booking\/feed\/[A-Za-z0-9_-]{43}\.ics$/);

    const answer = await request(path, { host: MASSAGE_HOST });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await answer.text();
    expect(text).toContain('Code\\; porte\\, 2B\\nBEGIN:VEVENT');
    const events = new ICAL.Component(ICAL.parse(text) as unknown[])
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    const mine = events.find((event) => event.uid.startsWith(booked.reference));
    expect(mine?.summary).toContain('Zoé Morin');
    expect(mine?.description).toContain('Code; porte, 2B\nBEGIN:VEVENT');
    expect(events.filter((event) => event.summary.includes('BEGIN'))).toEqual([]);

    // Another site's host does not know this token.
    expect((await request(path, { host: WINE_HOST })).status).toBe(404);
    expect((await request('/api/booking/feed/not-a-token.ics', { host: MASSAGE_HOST })).status).toBe(404);

    const renewed = await call<{ url: string }>('POST', '/admin/booking/feed');
    expect((await request(path, { host: MASSAGE_HOST })).status).toBe(404);
    const renewedPath = feedPath(renewed.body.data.url);
    expect((await request(renewedPath, { host: MASSAGE_HOST })).status).toBe(200);
    expect((await call('DELETE', '/admin/booking/feed')).status).toBe(200);
    expect((await request(renewedPath, { host: MASSAGE_HOST })).status).toBe(404);
    expect((await call('DELETE', '/admin/booking/feed')).status).toBe(404);
  });
});
