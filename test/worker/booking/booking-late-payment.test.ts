import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booked } from '../../../src/schema/booking/booking';
import { sweepExpiredHolds } from '../../../worker/provider/booking/booking-holds.service';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { MASSAGE_HOST, WINE_HOST } from '../support/http';
import { deliver, intentIdOf, stubStripe, succeededIntent, type StripeCall } from '../support/stripe';
import { bookingPayload, bookSlot, openDay, slotStarts } from '../support/booking';

// A card payment that arrives after the cron swept its expired hold: the slot was released, so
// nothing is booked, the payment is refunded, and the client gets one e-mail saying so, in the
// language they booked in, written from what the PaymentIntent's metadata kept of the booking
// (the hold and its details are gone). A repeat delivery of the event changes nothing more.

const HOUR = 3_600_000;

let massagePrepaid = 0;
let winePrepaid = 0;

async function prepaidService(siteId: number, name: string, translations: string | null) {
  const inserted = await env.DB.prepare(
    `INSERT INTO booking_services (site_id, name, description, duration_minutes, price_cents,
       buffer_after_minutes, capacity, payment, position, translations)
     VALUES (?, ?, 'Réglé en ligne à la réservation.', 60, 4500, 0, 1, 'PREPAYMENT', 95, ?) RETURNING id`,
  )
    .bind(siteId, name, translations)
    .first<{ id: number }>();
  return inserted?.id ?? 0;
}

beforeAll(async () => {
  massagePrepaid = await prepaidService(MASSAGE_SITE_ID, 'Massage du soir (réglé en ligne)', null);
  winePrepaid = await prepaidService(
    WINE_SITE_ID,
    'Dégustation privée (réglée en ligne)',
    JSON.stringify({
      en: { name: 'Private tasting (paid online)', description: 'Paid online when booking.' },
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The metadata the booking gave its PaymentIntent, as Stripe hands it back in the event. */
function metadataSent(calls: readonly StripeCall[]): Record<string, string> {
  const created = calls.find((call) => call.path === '/v1/payment_intents');
  const metadata: Record<string, string> = {};
  for (const [key, value] of created?.body ?? []) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}

async function mailsTo(email: string) {
  const { results } = await env.DB.prepare(
    'SELECT subject, text_body, html_body FROM email_outbox WHERE to_address = ? ORDER BY id',
  )
    .bind(email)
    .all<{ subject: string; text_body: string; html_body: string }>();
  return results;
}

async function appointmentOf(siteId: number, reference: string) {
  return env.DB.prepare('SELECT status FROM booking_appointments WHERE site_id = ? AND reference = ?')
    .bind(siteId, reference)
    .first<{ status: string }>();
}

/** Books the service, lets its hold expire and the cron sweep it, then pays: what came of it. */
async function payAfterTheSweep(
  booking: { service: number; day: string; email: string; host: string; siteId: number },
  headers: Record<string, string> = {},
) {
  const calls = stubStripe({ refundAmount: 4500 });
  const [start] = await slotStarts(booking.service, booking.day, 1, booking.host);
  const booked = await bookSlot(
    bookingPayload({ service: booking.service, start, email: booking.email }),
    booking.host,
    headers,
  );
  expect(booked.status, booked.body.message).toBe(201);
  const data: Booked = booked.body.data;
  vi.setSystemTime(Date.now() + 2 * HOUR);
  await sweepExpiredHolds(env, Math.floor(Date.now() / 1000));
  const event = {
    type: 'payment_intent.succeeded',
    object: succeededIntent({
      intentId: intentIdOf(data.payment?.clientSecret),
      amount: 4500,
      metadata: metadataSent(calls),
    }),
  };
  const paid = await deliver(event, booking.host);
  expect(paid.status, paid.body.message).toBe(200);
  return { booked: data, calls, event: { ...event, id: paid.eventId } };
}

const refundsOf = (calls: readonly StripeCall[]) =>
  calls.filter((call) => call.path === '/v1/refunds').map((call) => call.body.get('payment_intent'));

describe('a card payment arriving after the sweep released its slot', () => {
  it('books nothing, refunds the payment and tells the client once, in French', async () => {
    const email = 'paye.apres.liberation@exemple.fr';
    const { booked, calls, event } = await payAfterTheSweep({
      service: massagePrepaid,
      day: openDay(12),
      email,
      host: MASSAGE_HOST,
      siteId: MASSAGE_SITE_ID,
    });
    expect(await appointmentOf(MASSAGE_SITE_ID, booked.reference)).toBeNull();
    expect(refundsOf(calls)).toEqual([intentIdOf(booked.payment?.clientSecret)]);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Paiement remboursé : le créneau du .+ a été libéré$/);
    expect(mails[0]?.text_body).toContain('le créneau a été libéré');
    expect(mails[0]?.text_body).toContain('Bonjour Léa,');
    expect(mails[0]?.text_body).toContain('Massage du soir (réglé en ligne)');
    expect(mails[0]?.text_body).toContain(booked.reference);
    expect(mails[0]?.text_body).toMatch(/Remboursé sur votre carte bancaire : 45,00\s€/);
    // In the site's layout, like the other booking e-mails.
    expect(mails[0]?.html_body).toContain('<html');

    const again = await deliver(event, MASSAGE_HOST);
    expect(again.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(refundsOf(calls)).toHaveLength(1);
  });

  it('writes to an English client in English, with the service’s English name', async () => {
    const email = 'paid.after.release@example.co.uk';
    const { booked } = await payAfterTheSweep(
      { service: winePrepaid, day: openDay(12, [3, 4, 5, 6]), email, host: WINE_HOST, siteId: WINE_SITE_ID },
      { userLang: 'en_GB' },
    );
    expect(await appointmentOf(WINE_SITE_ID, booked.reference)).toBeNull();
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Payment refunded: the time .+ at \d\d:\d\d was released$/);
    expect(mails[0]?.text_body).toContain('Hello Léa,');
    expect(mails[0]?.text_body).toContain('Private tasting (paid online)');
    expect(mails[0]?.text_body).toMatch(/Refunded to your bank card : €45\.00/);
  });

  it('refunds a payment whose intent does not name the client, without an e-mail', async () => {
    const calls = stubStripe({ refundAmount: 4500 });
    const reference = 'RDV-SANSMAIL';
    const paid = await deliver({
      type: 'payment_intent.succeeded',
      object: succeededIntent({
        intentId: 'pi_without_facts',
        amount: 4500,
        metadata: { site_id: String(MASSAGE_SITE_ID), booking_reference: reference, kind: 'PREPAYMENT' },
      }),
    });
    expect(paid.status).toBe(200);
    expect(refundsOf(calls)).toEqual(['pi_without_facts']);
    const { results } = await env.DB.prepare(
      "SELECT id FROM email_outbox WHERE subject LIKE 'Paiement remboursé%' AND text_body LIKE ?",
    )
      .bind(`%${reference}%`)
      .all();
    expect(results).toHaveLength(0);
  });
});
