import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppointmentView, Booked } from '../../../src/schema/booking/booking';
import { MASSAGE_SITE_ID } from '../support/factories';
import { api, MASSAGE_HOST, WINE_HOST } from '../support/http';
import { deliver, intentIdOf, stubStripe, succeededIntent } from '../support/stripe';
import { bookingPayload, bookSlot, manageToken, openDay, slotStarts } from '../support/booking';

// A service paid online beforehand: the booking holds the slot 15 minutes while the client pays
// (the clock is Date's, moved with vi.setSystemTime, no waiting); unpaid, the slot is free
// again; the signed payment_intent.succeeded event confirms the appointment; a cancellation
// before the deadline refunds it. Stripe is the global fetch, stubbed by test/worker/support/stripe.ts;
// the sites use the platform's test keys (vitest.config.ts).

const MINUTE = 60_000;

let prepaid = 0;

beforeAll(async () => {
  const inserted = await env.DB.prepare(
    `INSERT INTO booking_services (site_id, name, description, duration_minutes, price_cents,
       buffer_after_minutes, capacity, payment, position)
     VALUES (?, 'Massage signature (réglé à la réservation)', 'Une heure de massage sur mesure, réglée en ligne à la réservation.',
       60, 7000, 15, 1, 'PREPAYMENT', 90) RETURNING id`,
  )
    .bind(MASSAGE_SITE_ID)
    .first<{ id: number }>();
  prepaid = inserted?.id ?? 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Delivers payment_intent.succeeded for the booking's intent, as Stripe would. */
function deliverPayment(
  intent: { id: string; amount: number; reference: string },
  host = MASSAGE_HOST,
  siteId = MASSAGE_SITE_ID,
) {
  return deliver(
    {
      type: 'payment_intent.succeeded',
      object: succeededIntent({
        intentId: intent.id,
        amount: intent.amount,
        metadata: { site_id: String(siteId), booking_reference: intent.reference, kind: 'PREPAYMENT' },
      }),
    },
    host,
  );
}

async function bookPrepaid(start: string, email: string) {
  return bookSlot(bookingPayload({ service: prepaid, start, email }));
}

async function appointmentOf(reference: string) {
  return env.DB.prepare('SELECT status FROM booking_appointments WHERE site_id = ? AND reference = ?')
    .bind(MASSAGE_SITE_ID, reference)
    .first<{ status: string }>();
}

async function paymentOf(reference: string) {
  return env.DB.prepare(
    `SELECT p.status, p.amount_cents, p.payment_intent_id, p.refund_id FROM booking_payments p
       JOIN booking_appointments a ON a.site_id = p.site_id AND a.id = p.appointment_id
      WHERE a.site_id = ? AND a.reference = ?`,
  )
    .bind(MASSAGE_SITE_ID, reference)
    .first<{ status: string; amount_cents: number; payment_intent_id: string; refund_id: string | null }>();
}

async function mailsTo(email: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    'SELECT subject FROM email_outbox WHERE to_address = ? ORDER BY id',
  )
    .bind(email)
    .all<{ subject: string }>();
  return results.map((row) => row.subject);
}

/** Books the first free slot of the day and pays it: the confirmed booking and its intent. */
async function bookAndPay(day: string, email: string) {
  const calls = stubStripe({ refundAmount: 7000 });
  const [start] = await slotStarts(prepaid, day);
  const booked = await bookPrepaid(start ?? '', email);
  expect(booked.status, booked.body.message).toBe(201);
  const intentId = idOf(booked.body.data);
  const paid = await deliverPayment({ id: intentId, amount: 7000, reference: booked.body.data.reference });
  expect(paid.status, paid.body.message).toBe(200);
  return { booked: booked.body.data, intentId, calls };
}

/** The PaymentIntent's id, read from its client secret (`pi_…_secret_…`). */
const idOf = (booked: Booked) => intentIdOf(booked.payment?.clientSecret);

describe('a service paid at booking', () => {
  it('holds the slot 15 minutes while the client pays, and offers it to nobody else meanwhile', async () => {
    const calls = stubStripe({ refundAmount: 7000 });
    const day = openDay(16);
    const [start] = await slotStarts(prepaid, day);
    const booked = await bookPrepaid(start ?? '', 'paie.en.ligne@exemple.fr');
    expect(booked.status, booked.body.message).toBe(201);
    expect(booked.body.data).toMatchObject({ status: 'PENDING_PAYMENT', start });
    expect(booked.body.data.payment).toMatchObject({
      kind: 'PREPAYMENT',
      amountCents: 7000,
      publishableKey: 'pk_test_orders',
    });
    const holdUntil = Date.parse(booked.body.data.payment?.holdUntil ?? '');
    expect(holdUntil - Date.now()).toBeGreaterThan(14 * MINUTE);
    expect(holdUntil - Date.now()).toBeLessThanOrEqual(15 * MINUTE);
    // One PaymentIntent for the price, on the site's keys, naming the booking.
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/v1/payment_intents');
    expect(calls[0]?.body.get('amount')).toBe('7000');
    expect(calls[0]?.body.get('metadata[booking_reference]')).toBe(booked.body.data.reference);
    expect(calls[0]?.idempotencyKey).toBe(`booking-${MASSAGE_SITE_ID}-${booked.body.data.reference}`);
    // Not confirmed, nothing sent yet; its link shows it waiting for the payment.
    expect(await appointmentOf(booked.body.data.reference)).toBeNull();
    const waiting = await api<AppointmentView>(
      `/booking/${booked.body.data.reference}?token=${encodeURIComponent(manageToken(booked.body.data.manageUrl))}`,
    );
    expect(waiting.status).toBe(200);
    expect(waiting.body.data).toMatchObject({ status: 'PENDING_PAYMENT', changeable: false, start });
    expect((await api(`/booking/${booked.body.data.reference}?token=forged`)).status).toBe(404);
    expect(await mailsTo('paie.en.ligne@exemple.fr')).toEqual([]);

    // Meanwhile the slot is offered to nobody, in this service or another one it overlaps.
    expect(await slotStarts(prepaid, day)).not.toContain(start);
    expect(await slotStarts(1, day)).not.toContain(start);
    const other = await bookSlot(bookingPayload({ service: 1, start, email: 'autre.client@exemple.fr' }));
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(
      "Ce créneau vient d'être réservé par quelqu'un d'autre : choisissez-en un autre.",
    );
  });

  it('frees the slot when the 15 minutes pass unpaid', async () => {
    stubStripe({ refundAmount: 7000 });
    const day = openDay(17);
    const [start] = await slotStarts(prepaid, day);
    const booked = await bookPrepaid(start ?? '', 'jamais.paye@exemple.fr');
    expect(booked.status).toBe(201);
    const bookedAt = Date.now();
    vi.setSystemTime(bookedAt + 14 * MINUTE);
    expect(await slotStarts(1, day)).not.toContain(start);
    vi.setSystemTime(bookedAt + 16 * MINUTE);
    expect(await slotStarts(prepaid, day)).toContain(start);
    expect(await slotStarts(1, day)).toContain(start);
    const other = await bookSlot(bookingPayload({ service: 1, start, email: 'a.pris.la.place@exemple.fr' }));
    expect(other.status, other.body.message).toBe(201);
    expect(other.body.data.status).toBe('CONFIRMED');
  });

  it('is confirmed by the payment, with its e-mails, once however often Stripe repeats it', async () => {
    const email = 'paye.confirme@exemple.fr';
    const { booked, intentId } = await bookAndPay(openDay(18), email);
    expect(await appointmentOf(booked.reference)).toEqual({ status: 'CONFIRMED' });
    expect(await paymentOf(booked.reference)).toMatchObject({
      status: 'PAID',
      amount_cents: 7000,
      payment_intent_id: intentId,
    });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const view = await api<AppointmentView>(
      `/booking/${booked.reference}?token=${encodeURIComponent(manageToken(booked.manageUrl))}`,
    );
    expect(view.body.data).toMatchObject({ status: 'CONFIRMED', changeable: true });
    const again = await deliverPayment({ id: intentId, amount: 7000, reference: booked.reference });
    expect(again.body.data).toMatchObject({ applied: false, ignored: false });
    expect(await mailsTo(email)).toHaveLength(1);
    const { results } = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM booking_appointments WHERE site_id = ? AND reference = ?',
    )
      .bind(MASSAGE_SITE_ID, booked.reference)
      .all<{ n: number }>();
    expect(results[0]?.n).toBe(1);
  });

  it('is refunded when the client cancels before the deadline', async () => {
    const { booked, intentId, calls } = await bookAndPay(openDay(19), 'annule.rembourse@exemple.fr');
    const cancelled = await api<AppointmentView>(
      `/booking/${booked.reference}/cancel?token=${encodeURIComponent(manageToken(booked.manageUrl))}`,
      { method: 'POST' },
    );
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(cancelled.body.data.status).toBe('CANCELLED');
    const refunds = calls.filter((call) => call.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.body.get('payment_intent')).toBe(intentId);
    const payment = await paymentOf(booked.reference);
    expect(payment?.status).toBe('REFUNDED');
    expect(payment?.refund_id).toMatch(/^re_/);
  });

  it('paid after its hold expired and the slot was taken, is refunded and books nothing', async () => {
    const calls = stubStripe({ refundAmount: 7000 });
    const day = openDay(20);
    const [start] = await slotStarts(prepaid, day);
    const late = await bookPrepaid(start ?? '', 'paye.trop.tard@exemple.fr');
    expect(late.status).toBe(201);
    vi.setSystemTime(Date.now() + 20 * MINUTE);
    const other = await bookSlot(bookingPayload({ service: 1, start, email: 'plus.rapide@exemple.fr' }));
    expect(other.status).toBe(201);
    const paid = await deliverPayment({
      id: idOf(late.body.data),
      amount: 7000,
      reference: late.body.data.reference,
    });
    expect(paid.status).toBe(200);
    expect(await appointmentOf(late.body.data.reference)).toBeNull();
    expect(
      calls.filter((call) => call.path === '/v1/refunds').map((call) => call.body.get('payment_intent')),
    ).toEqual([idOf(late.body.data)]);
  });

  it('is not confirmed by an event delivered to another site', async () => {
    stubStripe({ refundAmount: 7000 });
    const [start] = await slotStarts(prepaid, openDay(1));
    const booked = await bookPrepaid(start ?? '', 'autre.site@exemple.fr');
    expect(booked.status, booked.body.message).toBe(201);
    const wrong = await deliverPayment(
      { id: idOf(booked.body.data), amount: 7000, reference: booked.body.data.reference },
      WINE_HOST,
    );
    expect(wrong.status).toBe(200);
    expect(wrong.body.data).toMatchObject({ applied: false, ignored: true });
    expect(await appointmentOf(booked.body.data.reference)).toBeNull();
  });
});
