import { env } from 'cloudflare:workers';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { AppointmentView, BookableService } from '../../../src/schema/booking/booking';
import { addDays, weekdayOf } from '../../../src/domain/delivery/collect-slots';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { api, MASSAGE_HOST, WINE_HOST } from '../support/http';
import {
  appointmentCount,
  bookingPayload,
  bookSlot,
  dayAhead,
  openDay,
  manageToken,
  outboxCount,
  setParameter,
  slotStarts,
  type SlotAnswer,
} from '../support/booking';

// Online booking through the API, on the sample sites: the massage practice (Tuesday–Friday
// 9:00–12:30 and 14:00–19:00, Saturday 9:00–13:00, a 15-minute step, a 15-minute buffer after
// each massage; service 1 is a 60-minute massage, 2 a 90-minute one, 8 a home visit around
// Vertou with 30 minutes of travel) and the wine estate's tasting (service 9, 12 places). Each test uses its own day.

const at = (day: string, time: string, offset: string) => `${day}T${time}:00${offset}`;
/** The Paris offset of a date's slots, read from the API's own answer. */
async function offsetOf(service: number, day: string, host = MASSAGE_HOST): Promise<string> {
  const [first] = await slotStarts(service, day, 1, host);
  return first?.slice(19) ?? '+01:00';
}

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: string | null;
}

async function outboxFor(email: string): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare(
    'SELECT to_address, subject, text_body, html_body, attachments FROM email_outbox WHERE to_address = ? ORDER BY id',
  )
    .bind(email)
    .all<OutboxRow>();
  return results;
}

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe('the bookable services', () => {
  it('lists the practice’s services with durations and prices', async () => {
    const { status, body } = await api<{ services: BookableService[] }>('/booking/services');
    expect(status).toBe(200);
    const long = body.data.services.find((service) => service.id === 2);
    expect(long).toMatchObject({ durationMinutes: 90, priceCents: 8500, location: 'PRACTICE', capacity: 1 });
    expect(body.data.services.find((service) => service.id === 8)?.postcodes).toContain('44120');
    expect(body.data.services.some((service) => service.id === 9)).toBe(false);
  });

  it('reads the wine estate’s tasting in English with userLang en_GB', async () => {
    const { body } = await api<{ services: BookableService[] }>('/booking/services', {
      host: WINE_HOST,
      headers: { userLang: 'en_GB' },
    });
    expect(body.data.services).toEqual([
      expect.objectContaining({ id: 9, name: 'Cellar tour and tasting', capacity: 12 }),
    ]);
  });
});

describe('the free slots', () => {
  it('offers each step of both ranges of a Tuesday, with the Paris offset, and nothing on Monday', async () => {
    const tuesday = dayAhead(2, 50);
    const monday = addDays(tuesday, -1);
    const { status, body } = await api<SlotAnswer>(`/booking/slots?service=1&from=${monday}&days=2`);
    expect(status).toBe(200);
    const [mon, tue] = body.data.days;
    expect(mon?.slots).toEqual([]);
    expect(tue?.date).toBe(tuesday);
    const times = tue?.slots.map((slot) => slot.start.slice(11, 16)) ?? [];
    expect(times[0]).toBe('09:00');
    expect(times).toContain('11:30');
    expect(times).not.toContain('11:45');
    expect(times).not.toContain('13:00');
    expect(times.at(-1)).toBe('18:00');
    expect(tue?.slots[0]?.start).toMatch(/^\d{4}-\d{2}-\d{2}T09:00:00\+0[12]:00$/);
    expect(tue?.slots[0]?.remaining).toBe(1);
  });

  it('offers nothing within the notice or beyond the horizon', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const soon = await api<SlotAnswer>(`/booking/slots?service=1&from=${today}&days=1`);
    const noticeEnds = Date.now() + 12 * 3_600_000;
    expect(soon.body.data.days[0]?.slots.every((slot) => Date.parse(slot.start) >= noticeEnds)).toBe(true);
    const far = await slotStarts(1, dayAhead(2, 70), 7);
    expect(far).toEqual([]);
  });

  it('refuses more than 31 days, a wrong date and another site’s service, in French', async () => {
    const tooMany = await api(`/booking/slots?service=1&from=${openDay(0)}&days=32`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Le nombre de jours va de 1 à 31.');
    expect((await api('/booking/slots?service=1&from=2026-02-30&days=3')).status).toBe(400);
    const foreign = await api(`/booking/slots?service=9&from=${openDay(0)}&days=3`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toMatch(/prestation/);
  });
});

describe('booking a slot', () => {
  it('books, answers the manage link, and the slot and every overlapping one are no longer offered', async () => {
    const day = openDay(1);
    const offset = await offsetOf(2, day);
    const booked = await bookSlot(bookingPayload({ service: 2, start: at(day, '14:00', offset) }));
    expect(booked.status).toBe(201);
    expect(booked.body.data).toMatchObject({
      status: 'CONFIRMED',
      start: at(day, '14:00', offset),
      end: at(day, '15:30', offset),
    });
    expect(booked.body.data.reference).toMatch(/^RDV-[A-Z0-9]{8}$/);
    expect(booked.body.data.manageUrl).toContain(`/rendez-vous/gerer/${booked.body.data.reference}?token=`);
    // A 60-minute massage with its 15-minute buffer may end by 14:00 or start after 15:45.
    const other = (await slotStarts(4, day)).map((start) => start.slice(11, 16));
    expect(other).toContain('11:30');
    expect(other).not.toContain('14:00');
    expect(other).not.toContain('15:30');
    expect(other).toContain('15:45');
  });

  it('refuses a slot that is not offered with a French 409 and writes nothing', async () => {
    const day = openDay(2);
    const offset = await offsetOf(1, day);
    const [appointments, emails] = [
      await appointmentCount(MASSAGE_SITE_ID),
      await outboxCount(MASSAGE_SITE_ID),
    ];
    for (const start of [
      at(day, '13:00', offset),
      at(day, '14:05', offset),
      at(addDays(day, 7 - weekdayOf(day) + 1), '10:00', offset),
    ]) {
      const refused = await bookSlot(bookingPayload({ start }));
      expect(refused.status, start).toBe(409);
      expect(refused.body.message).toBe(
        "Ce créneau n'est pas proposé : choisissez l'un des créneaux libres affichés.",
      );
    }
    expect(await appointmentCount(MASSAGE_SITE_ID)).toBe(appointments);
    expect(await outboxCount(MASSAGE_SITE_ID)).toBe(emails);
  });

  it('refuses a home visit outside the postcodes with a French 400 before writing anything', async () => {
    const day = openDay(0, [6]);
    const offset = await offsetOf(8, day);
    const count = await appointmentCount(MASSAGE_SITE_ID);
    const outside = await bookSlot(
      bookingPayload({
        service: 8,
        start: at(day, '10:00', offset),
        address: { street: '3 quai de la Fosse', postcode: '44000', city: 'Nantes' },
      }),
    );
    expect(outside.status).toBe(400);
    expect(outside.body.message).toMatch(/^Le code postal 44000 est en dehors de la zone desservie/);
    const missing = await bookSlot(bookingPayload({ service: 8, start: at(day, '10:00', offset) }));
    expect(missing.status).toBe(400);
    expect(await appointmentCount(MASSAGE_SITE_ID)).toBe(count);
    const inside = await bookSlot(
      bookingPayload({
        service: 8,
        start: at(day, '10:00', offset),
        address: { street: '12 rue des Vignerons', postcode: '44120', city: 'Vertou' },
      }),
    );
    expect(inside.status).toBe(201);
    // The 30 minutes of travel block 9:30–11:45 (with the buffer) for every other service.
    const times = (await slotStarts(1, day)).map((start) => start.slice(11, 16));
    expect(times).not.toContain('09:00');
    expect(times).not.toContain('11:30');
    expect(times).toContain('11:45');
  });

  it('refuses a body without the terms accepted, in French', async () => {
    const refused = await bookSlot(
      bookingPayload({ start: at(openDay(4), '10:00', '+01:00'), acceptTerms: false }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Acceptez les conditions pour confirmer le rendez-vous.');
  });
});

describe('the last place under parallel requests', () => {
  it('20 requests for the last place of a tasting: exactly one 201, the others a French 409', async () => {
    const day = openDay(0, [3]);
    const offset = await offsetOf(9, day, WINE_HOST);
    const start = at(day, '15:00', offset);
    const first = await bookSlot(bookingPayload({ service: 9, start, places: 11 }), WINE_HOST);
    expect(first.status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        bookSlot(
          bookingPayload({ service: 9, start, places: 1, email: `visiteur${index}@exemple.fr` }),
          WINE_HOST,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.message).toBe(
        "Ce créneau vient d'être réservé par quelqu'un d'autre : choisissez-en un autre.",
      );
    }
    const row = await env.DB.prepare(
      'SELECT SUM(places) AS places, COUNT(*) AS n FROM booking_appointments WHERE site_id = ? AND start_ms = ?',
    )
      .bind(WINE_SITE_ID, Date.parse(start))
      .first<{ places: number; n: number }>();
    expect(row).toEqual({ places: 12, n: 2 });
    expect(await slotStarts(9, day, 1, WINE_HOST)).not.toContain(start);
  });

  it('20 requests for one massage slot: one appointment', async () => {
    const day = openDay(5);
    const start = at(day, '10:00', await offsetOf(1, day));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        bookSlot(bookingPayload({ start, email: `client${index}@exemple.fr` })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
  });
});

describe('the e-mails and the calendar file', () => {
  it('queues the client’s e-mail with the .ics and the manage link, and one to the site, in the same batch', async () => {
    const day = openDay(6);
    const start = at(day, '16:00', await offsetOf(1, day));
    const email = 'ines.perrot@exemple.fr';
    const booked = await bookSlot(
      bookingPayload({
        start,
        email,
        firstname: '<b>Inès</b>',
        message: 'Code porte : 1234; sonnez, merci\nà bientôt',
      }),
    );
    expect(booked.status).toBe(201);
    const [client] = await outboxFor(email);
    expect(client?.subject).toMatch(/^Rendez-vous confirmé : /);
    expect(client?.html_body).toContain('&lt;b&gt;Inès&lt;/b&gt;');
    expect(client?.html_body).not.toContain('<b>Inès</b>');
    expect(client?.text_body).toContain(booked.body.data.manageUrl);
    const files = JSON.parse(client?.attachments ?? '[]') as {
      filename: string;
      contentType: string;
      content: string;
    }[];
    expect(files.map((file) => [file.filename, file.contentType])).toEqual([
      [`${booked.body.data.reference}.ics`, 'text/calendar; charset=utf-8'],
    ]);
    const text = new TextDecoder().decode(
      Uint8Array.from(atob(files[0]!.content), (char) => char.charCodeAt(0)),
    );
    const [event] = parseIcs(text);
    expect(event?.startDate.toJSDate().getTime()).toBe(Date.parse(start));
    expect(event?.endDate.toJSDate().getTime()).toBe(Date.parse(start) + 3_600_000);
    expect(event?.location).toBe('5 allée des Tilleuls, 44120 Vertou');
    expect(event?.uid).toMatch(new RegExp(`^${booked.body.data.reference}@`));
    expect(event?.component.getFirstPropertyValue('url')).toBe(booked.body.data.manageUrl);
    expect(event?.description).toContain(booked.body.data.manageUrl);

    const [site] = await outboxFor('contact@massages-bien-etre.example').then((rows) =>
      rows.filter(
        (row) =>
          row.subject.includes('Nouveau rendez-vous') && row.text_body.includes(booked.body.data.reference),
      ),
    );
    expect(site?.text_body).toContain('Code porte : 1234; sonnez, merci');
    expect(site?.html_body).toContain('&lt;b&gt;Inès&lt;/b&gt;');

    const ics = await fetchIcs(booked.body.data.reference, manageToken(booked.body.data.manageUrl));
    expect(ics.status).toBe(200);
    expect(ics.type).toBe('text/calendar; charset=utf-8');
    const [served] = parseIcs(ics.text);
    expect(served?.uid).toBe(event?.uid);
    expect(served?.startDate.toJSDate().getTime()).toBe(Date.parse(start));
  });

  it('writes the English e-mail on the wine site in English', async () => {
    const day = openDay(1, [3, 4, 5, 6]);
    const start = at(day, '10:30', await offsetOf(9, day, WINE_HOST));
    const email = 'oliver.hughes@example.co.uk';
    const booked = await bookSlot(bookingPayload({ service: 9, start, email, places: 2 }), WINE_HOST, {
      userLang: 'en_GB',
    });
    expect(booked.status).toBe(201);
    expect(booked.body.data.manageUrl).toContain('/en/book/manage/');
    const [client] = await outboxFor(email);
    expect(client?.subject).toMatch(/^Appointment confirmed: /);
  });
});

async function fetchIcs(reference: string, token: string, host = MASSAGE_HOST) {
  const { request } = await import('../support/http');
  const response = await request(`/api/booking/${reference}/ics?token=${encodeURIComponent(token)}`, {
    host,
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('the manage link', () => {
  async function bookOn(day: string, time: string, service = 1) {
    const start = at(day, time, await offsetOf(service, day));
    const booked = await bookSlot(
      bookingPayload({ service, start, email: `gestion.${day}.${time.replace(':', '')}@exemple.fr` }),
    );
    expect(booked.status).toBe(201);
    return { ...booked.body.data, token: manageToken(booked.body.data.manageUrl), startText: start };
  }

  it('opens the appointment with its token only', async () => {
    const booked = await bookOn(openDay(7), '09:00');
    const view = await api<AppointmentView>(`/booking/${booked.reference}?token=${booked.token}`);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      reference: booked.reference,
      status: 'CONFIRMED',
      changeable: true,
      start: booked.start,
    });
    expect(view.body.data.policy).toMatch(/24 heures/);
    expect((await api(`/booking/${booked.reference}?token=faux`)).status).toBe(404);
    expect((await api(`/booking/${booked.reference}`)).status).toBe(404);
  });

  it('moves to another free slot, frees the old one and refuses a slot not offered', async () => {
    const day = openDay(8);
    const booked = await bookOn(day, '09:00');
    const offset = booked.start.slice(19);
    const refused = await api(`/booking/${booked.reference}/move?token=${booked.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ start: at(day, '12:45', offset) }),
    });
    expect(refused.status).toBe(409);
    const moved = await api<AppointmentView>(`/booking/${booked.reference}/move?token=${booked.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ start: at(day, '11:00', offset) }),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.start).toBe(at(day, '11:00', offset));
    const times = (await slotStarts(1, day)).map((start) => start.slice(11, 16));
    expect(times).toContain('09:00');
    expect(times).not.toContain('11:00');
  });

  it('cancels once, frees the slot, records who did what, and a second cancel is a French 409', async () => {
    const day = openDay(9);
    const booked = await bookOn(day, '17:00');
    const cancelled = await api<AppointmentView>(
      `/booking/${booked.reference}/cancel?token=${booked.token}`,
      { method: 'POST' },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('CANCELLED');
    expect(await slotStarts(1, day)).toContain(booked.start);
    const again = await api(`/booking/${booked.reference}/cancel?token=${booked.token}`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/plus modifiable/);
    const { results } = await env.DB.prepare(
      `SELECT h.action, h.actor FROM booking_history h JOIN booking_appointments a ON a.id = h.appointment_id
        WHERE a.site_id = ? AND a.reference = ? ORDER BY h.id`,
    )
      .bind(MASSAGE_SITE_ID, booked.reference)
      .all<{ action: string; actor: string }>();
    expect(results).toEqual([
      { action: 'CREATED', actor: 'client' },
      { action: 'CANCELLED', actor: 'client' },
    ]);
    const mails = await outboxFor(`gestion.${day}.1700@exemple.fr`);
    expect(mails.map((mail) => mail.subject.split(' :')[0])).toEqual([
      'Rendez-vous confirmé',
      'Rendez-vous annulé',
    ]);
  });

  it('after the cancellation deadline shows the policy and refuses changes', async () => {
    const booked = await bookOn(openDay(10), '10:00');
    await setParameter(MASSAGE_SITE_ID, 'BOOKING_CANCEL_DEADLINE_HOURS', '2000');
    try {
      const view = await api<AppointmentView>(`/booking/${booked.reference}?token=${booked.token}`);
      expect(view.body.data.changeable).toBe(false);
      const refused = await api(`/booking/${booked.reference}/cancel?token=${booked.token}`, {
        method: 'POST',
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'Le délai pour modifier ou annuler ce rendez-vous en ligne est passé : appelez-nous.',
      );
    } finally {
      await setParameter(MASSAGE_SITE_ID, 'BOOKING_CANCEL_DEADLINE_HOURS', '24');
    }
  });
});

describe('tenancy and the switch', () => {
  it('another site’s service, slots and appointment answer 404', async () => {
    const day = openDay(11);
    const start = at(day, '10:00', await offsetOf(1, day));
    const booked = await bookSlot(bookingPayload({ start, email: 'tenancy@exemple.fr' }));
    expect(booked.status).toBe(201);
    const token = manageToken(booked.body.data.manageUrl);
    const reference = booked.body.data.reference;
    expect((await api(`/booking/slots?service=1&from=${day}&days=1`, { host: WINE_HOST })).status).toBe(404);
    expect((await bookSlot(bookingPayload({ start }), WINE_HOST)).status).toBe(404);
    expect((await api(`/booking/${reference}?token=${token}`, { host: WINE_HOST })).status).toBe(404);
    expect(
      (await api(`/booking/${reference}/cancel?token=${token}`, { host: WINE_HOST, method: 'POST' })).status,
    ).toBe(404);
    expect((await fetchIcs(reference, token, WINE_HOST)).status).toBe(404);
  });

  it('a site with booking off answers 404 to every public call', async () => {
    await setParameter(WINE_SITE_ID, 'BOOKING_ENABLED', 'false');
    try {
      const services = await api('/booking/services', { host: WINE_HOST });
      expect(services.status).toBe(404);
      expect(services.body.message).toBe("La prise de rendez-vous en ligne n'est pas ouverte sur ce site.");
      expect(
        (await api(`/booking/slots?service=9&from=${openDay(0, [3])}&days=1`, { host: WINE_HOST })).status,
      ).toBe(404);
    } finally {
      await setParameter(WINE_SITE_ID, 'BOOKING_ENABLED', 'true');
    }
  });
});
