import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booked } from '../../../src/schema/booking/booking';
import { MASSAGE_SITE_ID } from '../support/factories';
import { bookingPayload, bookSlot, manageToken, openDay, slotStarts } from '../support/booking';
import { issuedCard } from '../support/gift-cards';
import { api, MASSAGE_HOST, postJson, uniqueIp, WINE_HOST } from '../support/http';
import { deliver, intentIdOf, stubStripe, succeededIntent } from '../support/stripe';

// Gift cards paying a booking's prepayment: all of it confirms at once without Stripe, part of
// it leaves the rest to the card step; the spends are written in the booking's batch (parallel
// bookings never spend more than the card holds, a refused one writes nothing), and a
// cancellation, or a late payment refunded, gives back to the card what it took, with the
// client's refund e-mail.

const MINUTE = 60_000;
let prepaid = 0;

beforeAll(async () => {
  const inserted = await env.DB.prepare(
    `INSERT INTO booking_services (site_id, name, description, duration_minutes, price_cents,
       buffer_after_minutes, capacity, payment, position)
     VALUES (?, 'Massage aux pierres chaudes (réglé à la réservation)', 'Une heure de massage aux pierres chaudes, réglée en ligne à la réservation.',
       60, 7000, 15, 1, 'PREPAYMENT', 91) RETURNING id`,
  )
    .bind(MASSAGE_SITE_ID)
    .first<{ id: number }>();
  prepaid = inserted?.id ?? 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function balanceCents(cardId: number): Promise<number> {
  const row = await env.DB.prepare(
    'SELECT COALESCE(SUM(amount_cents), 0) AS balance FROM gift_card_ledger WHERE site_id = ? AND gift_card_id = ?',
  )
    .bind(MASSAGE_SITE_ID, cardId)
    .first<{ balance: number }>();
  return row?.balance ?? -1;
}

async function ledgerOf(cardId: number) {
  const { results } = await env.DB.prepare(
    'SELECT kind, amount_cents, booking_reference FROM gift_card_ledger WHERE site_id = ? AND gift_card_id = ? ORDER BY id',
  )
    .bind(MASSAGE_SITE_ID, cardId)
    .all<{ kind: string; amount_cents: number; booking_reference: string | null }>();
  return results;
}

async function statusOf(reference: string): Promise<string | null> {
  const row = await env.DB.prepare(
    'SELECT status FROM booking_appointments WHERE site_id = ? AND reference = ?',
  )
    .bind(MASSAGE_SITE_ID, reference)
    .first<{ status: string }>();
  return row?.status ?? null;
}

async function mailsTo(email: string): Promise<{ subject: string; text_body: string; html_body: string }[]> {
  const { results } = await env.DB.prepare(
    'SELECT subject, text_body, html_body FROM email_outbox WHERE to_address = ? ORDER BY id',
  )
    .bind(email)
    .all<{ subject: string; text_body: string; html_body: string }>();
  return results;
}

async function firstStart(day: string): Promise<string> {
  const [start] = await slotStarts(prepaid, day);
  if (!start) throw new Error(`no free slot on ${day}`);
  return start;
}

const bookWith = async (day: string, codes: string[], email: string, headers: Record<string, string> = {}) =>
  bookSlot(
    bookingPayload({ service: prepaid, start: await firstStart(day), email, giftCardCodes: codes }),
    MASSAGE_HOST,
    headers,
  );

function payHold(booked: Booked) {
  return deliver({
    type: 'payment_intent.succeeded',
    object: succeededIntent({
      intentId: intentIdOf(booked.payment?.clientSecret),
      amount: booked.payment?.amountCents ?? 0,
      metadata: { site_id: String(MASSAGE_SITE_ID), booking_reference: booked.reference, kind: 'PREPAYMENT' },
    }),
  });
}

describe('gift cards paying a booking', () => {
  it('confirm it at once, without Stripe, when they cover all of it', async () => {
    const calls = stubStripe();
    const card = await issuedCard(MASSAGE_HOST, { amount: 100 });
    const booked = await bookWith(openDay(2), [card.code], 'carte.entiere@exemple.fr');
    expect(booked.status, booked.body.message).toBe(201);
    expect(booked.body.data).toMatchObject({ status: 'CONFIRMED', giftCardCents: 7000 });
    expect(booked.body.data.payment).toBeUndefined();
    expect(calls).toHaveLength(0);
    expect(await statusOf(booked.body.data.reference)).toBe('CONFIRMED');
    expect(await balanceCents(card.id)).toBe(3000);
    expect((await ledgerOf(card.id)).at(-1)).toEqual({
      kind: 'SPEND',
      amount_cents: -7000,
      booking_reference: booked.body.data.reference,
    });
    expect((await mailsTo('carte.entiere@exemple.fr')).map((mail) => mail.subject)).toHaveLength(1);
  });

  it('leave the rest to the card when they cover part of it, confirmed by the payment', async () => {
    const calls = stubStripe();
    const card = await issuedCard(MASSAGE_HOST, { amount: 50 });
    const booked = await bookWith(openDay(3), [card.code], 'carte.partielle@exemple.fr');
    expect(booked.status, booked.body.message).toBe(201);
    expect(booked.body.data).toMatchObject({ status: 'PENDING_PAYMENT', giftCardCents: 5000 });
    expect(booked.body.data.payment).toMatchObject({ amountCents: 2000, giftCardCents: 5000 });
    expect(calls.map((call) => call.body.get('amount'))).toEqual(['2000']);
    expect(await balanceCents(card.id)).toBe(0);
    const paid = await payHold(booked.body.data);
    expect(paid.status, paid.body.message).toBe(200);
    expect(await statusOf(booked.body.data.reference)).toBe('CONFIRMED');
    expect(await balanceCents(card.id)).toBe(0);
  });

  it('never spend more than the card holds, whatever arrives at once', async () => {
    stubStripe();
    const card = await issuedCard(MASSAGE_HOST, { amount: 100 });
    // Twenty slots apart from one another (90 minutes, more than a massage and its buffer).
    const days = await Promise.all(
      Array.from({ length: 8 }, (_, index) => slotStarts(prepaid, openDay(9 + index))),
    );
    const starts = days.flatMap((day) => day.filter((_, index) => index % 6 === 0)).slice(0, 20);
    expect(starts).toHaveLength(20);
    const answers = await Promise.all(
      starts.map((start, index) =>
        bookSlot(
          bookingPayload({
            service: prepaid,
            start,
            email: `parallele.${index}@exemple.fr`,
            giftCardCodes: [card.code],
          }),
        ),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        'Le solde d’une carte cadeau a changé pendant votre réservation : vérifiez-le et réessayez.',
      );
    }
    const balance = await balanceCents(card.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    const spends = (await ledgerOf(card.id)).filter((row) => row.kind === 'SPEND');
    expect(spends.reduce((sum, row) => sum - row.amount_cents, 0)).toBe(10000 - balance);
    // Each spend is an accepted booking's; a refused one wrote no appointment and no hold.
    expect(new Set(spends.map((row) => row.booking_reference))).toEqual(
      new Set(accepted.map((answer) => answer.body.data.reference)),
    );
    const written = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM booking_appointments WHERE site_id = ?1 AND email LIKE 'parallele.%')
            + (SELECT COUNT(*) FROM booking_holds WHERE site_id = ?1 AND draft LIKE '%parallele.%') AS n`,
    )
      .bind(MASSAGE_SITE_ID)
      .first<{ n: number }>();
    expect(written?.n).toBe(accepted.length);
  });

  it('are given back, and the card part refunded by Stripe, when the client cancels in time', async () => {
    const calls = stubStripe({ refundAmount: 4000 });
    const email = 'annule.carte@exemple.fr';
    const card = await issuedCard(MASSAGE_HOST, { amount: 30 });
    const booked = await bookWith(openDay(4), [card.code], email);
    expect(booked.status, booked.body.message).toBe(201);
    expect(booked.body.data.payment?.amountCents).toBe(4000);
    expect((await payHold(booked.body.data)).status).toBe(200);
    const token = encodeURIComponent(manageToken(booked.body.data.manageUrl));
    const cancelled = await api(`/booking/${booked.body.data.reference}/cancel?token=${token}`, {
      method: 'POST',
    });
    expect(cancelled.status, cancelled.body.message).toBe(200);
    expect(calls.filter((call) => call.path === '/v1/refunds')).toHaveLength(1);
    expect(await balanceCents(card.id)).toBe(3000);
    expect((await ledgerOf(card.id)).at(-1)).toMatchObject({
      kind: 'REFUND',
      amount_cents: 3000,
      booking_reference: booked.body.data.reference,
    });
    // Cancelling twice gives nothing back twice.
    await api(`/booking/${booked.body.data.reference}/cancel?token=${token}`, { method: 'POST' });
    expect(await balanceCents(card.id)).toBe(3000);
    const refund = (await mailsTo(email)).find((mail) =>
      mail.subject.startsWith('Rendez-vous annulé et remboursé'),
    );
    expect(refund?.text_body).toContain('Remboursé sur votre carte bancaire : 40,00');
    expect(refund?.text_body).toContain('Rendu à votre carte cadeau : 30,00');
    expect(refund?.html_body).toContain('Rendu à votre carte cadeau');
  });

  it('are given back, with an e-mail, when a late payment is refunded because the slot was taken', async () => {
    const calls = stubStripe({ refundAmount: 5000 });
    const email = 'paye.tard.carte@exemple.fr';
    const card = await issuedCard(MASSAGE_HOST, { amount: 20 });
    const day = openDay(5);
    const start = await firstStart(day);
    const late = await bookSlot(
      bookingPayload({ service: prepaid, start, email, giftCardCodes: [card.code] }),
    );
    expect(late.status, late.body.message).toBe(201);
    vi.setSystemTime(Date.now() + 20 * MINUTE);
    const other = await bookSlot(
      bookingPayload({ service: 1, start, email: 'plus.rapide.carte@exemple.fr' }),
    );
    expect(other.status, other.body.message).toBe(201);
    expect((await payHold(late.body.data)).status).toBe(200);
    expect(await statusOf(late.body.data.reference)).toBeNull();
    expect(calls.filter((call) => call.path === '/v1/refunds')).toHaveLength(1);
    expect(await balanceCents(card.id)).toBe(2000);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Paiement remboursé : le créneau du .+ n’était plus libre$/);
    expect(mails[0]?.text_body).toContain('Remboursé sur votre carte bancaire : 50,00');
    expect(mails[0]?.text_body).toContain('Rendu à votre carte cadeau : 20,00');
    expect(mails[0]?.text_body).toContain('/rendez-vous');
  });

  it('refuse an expired card, and write nothing', async () => {
    const calls = stubStripe();
    const card = await issuedCard(MASSAGE_HOST, { amount: 100 });
    await env.DB.prepare("UPDATE gift_cards SET valid_until = '2025-01-31' WHERE site_id = ? AND id = ?")
      .bind(MASSAGE_SITE_ID, card.id)
      .run();
    const refused = await bookWith(openDay(6), [card.code], 'carte.expiree@exemple.fr');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Cette carte cadeau a expiré le 31/01/2025.');
    expect(calls).toHaveLength(0);
    expect(await balanceCents(card.id)).toBe(10000);
    expect(await mailsTo('carte.expiree@exemple.fr')).toEqual([]);
  });

  it('answer another site’s code as a wrong code', async () => {
    stubStripe();
    const wine = await issuedCard(WINE_HOST, { amount: 100 });
    const elsewhere = await bookWith(openDay(7), [wine.code], 'autre.site.carte@exemple.fr');
    const wrong = await bookWith(openDay(7), ['ABCD-EFGH-JKLM'], 'mauvais.code@exemple.fr');
    expect(elsewhere.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(elsewhere.body.message).toBe("Ce code de carte cadeau n'est pas valable.");
    expect(elsewhere.body).toEqual(wrong.body);
  });

  it('throttle the codes: after 10 wrong ones from a client, 429', async () => {
    stubStripe();
    const ip = uniqueIp();
    const day = openDay(8);
    for (let index = 0; index < 10; index += 1) {
      const wrong = await bookWith(
        day,
        [`ABCD-EFGH-JK${String(index).padStart(2, 'M')}`],
        'devine@exemple.fr',
        {
          'cf-connecting-ip': ip,
        },
      );
      expect(wrong.status).toBe(400);
    }
    const card = await issuedCard(MASSAGE_HOST, { amount: 100 });
    const blocked = await bookWith(day, [card.code], 'devine@exemple.fr', { 'cf-connecting-ip': ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toContain('Trop de codes de carte cadeau erronés');
    expect(await balanceCents(card.id)).toBe(10000);
    // Another client is not held back.
    expect((await postJson('/gift-card/balance', { code: card.code })).status).toBe(200);
  });
});
