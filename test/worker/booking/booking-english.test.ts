import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AppointmentView } from '../../../src/schema/booking/booking';
import { api, request, WINE_HOST } from '../support/http';
import { bookingPayload, bookSlot, manageToken, openDay, slotStarts } from '../support/booking';

// An appointment booked in English on the wine site keeps the service's French name as stored
// (the owner's diary, the site's e-mails), but everything the English client reads names the
// service in English: the manage page and its API answer, the confirmation and cancellation
// e-mails.

const FRENCH = 'Visite du chai et dégustation';
const ENGLISH = 'Cellar tour and tasting';
const EN = { userLang: 'en_GB' };

async function bookInEnglish(day: string, email: string) {
  const [start] = await slotStarts(9, day, 1, WINE_HOST);
  const booked = await bookSlot(bookingPayload({ service: 9, start, email, places: 2 }), WINE_HOST, EN);
  expect(booked.status, booked.body.message).toBe(201);
  return { ...booked.body.data, token: manageToken(booked.body.data.manageUrl) };
}

async function mailsTo(email: string) {
  const { results } = await env.DB.prepare(
    'SELECT subject, text_body, html_body, attachments FROM email_outbox WHERE to_address = ? ORDER BY id',
  )
    .bind(email)
    .all<{ subject: string; text_body: string; html_body: string; attachments: string | null }>();
  return results;
}

describe('an appointment booked in English', () => {
  it('shows the English service name on the English manage page and in its API answer', async () => {
    const booked = await bookInEnglish(openDay(2, [3, 4, 5, 6]), 'grace.turner@example.co.uk');
    const view = await api<AppointmentView>(`/booking/${booked.reference}?token=${booked.token}`, {
      host: WINE_HOST,
      headers: EN,
    });
    expect(view.body.data.service.name).toBe(ENGLISH);
    const page = await request(new URL(booked.manageUrl).pathname + new URL(booked.manageUrl).search, {
      host: WINE_HOST,
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(ENGLISH);
    expect(html).not.toContain(FRENCH);
    // The French manage page of the same appointment names it in French.
    const french = await api<AppointmentView>(`/booking/${booked.reference}?token=${booked.token}`, {
      host: WINE_HOST,
    });
    expect(french.body.data.service.name).toBe(FRENCH);
  });

  it('sends the English client its cancellation in English, the site its notice in French', async () => {
    const email = 'henry.walsh@example.co.uk';
    const booked = await bookInEnglish(openDay(3, [3, 4, 5, 6]), email);
    const cancelled = await api<AppointmentView>(
      `/booking/${booked.reference}/cancel?token=${booked.token}`,
      {
        host: WINE_HOST,
        method: 'POST',
        headers: EN,
      },
    );
    expect(cancelled.status, cancelled.body.message).toBe(200);
    const [confirmation, cancellation] = await mailsTo(email);
    for (const mail of [confirmation, cancellation]) {
      expect(mail?.text_body).toContain(ENGLISH);
      expect(mail?.text_body).not.toContain(FRENCH);
      expect(mail?.html_body).not.toContain(FRENCH);
    }
    const { results } = await env.DB.prepare(
      'SELECT text_body FROM email_outbox WHERE site_id = 2 AND text_body LIKE ? AND to_address <> ?',
    )
      .bind(`%${booked.reference}%`, email)
      .all<{ text_body: string }>();
    expect(results.length).toBeGreaterThan(0);
    for (const row of results) expect(row.text_body).toContain(FRENCH);
  });
});
