import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MASSAGE_SITE_ID } from '../support/factories';
import { openDay, slotStarts } from '../support/booking';
import { MASSAGE_HOST, request, uniqueIp, WINE_HOST } from '../support/http';
import { deliver, intentsCreated, stubStripe, succeededIntent } from '../support/stripe';

// The booking's card step in plain pages: the details form of a service paid beforehand answers
// with Stripe's card form (the only booking page whose policy lets js.stripe.com in), and
// Stripe's return says paid, pending or failed (the form again while the slot is held).

let prepaid = 0;

beforeAll(async () => {
  const inserted = await env.DB.prepare(
    `INSERT INTO booking_services (site_id, name, description, duration_minutes, price_cents,
       buffer_after_minutes, capacity, payment, position)
     VALUES (?, 'Réflexologie plantaire (réglée à la réservation)', 'Une heure de réflexologie plantaire, réglée en ligne à la réservation.',
       60, 6000, 15, 1, 'PREPAYMENT', 92) RETURNING id`,
  )
    .bind(MASSAGE_SITE_ID)
    .first<{ id: number }>();
  prepaid = inserted?.id ?? 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

function postForm(path: string, fields: Record<string, string>, host = MASSAGE_HOST) {
  return request(path, {
    host,
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: `http://${host}`,
      'cf-connecting-ip': uniqueIp(),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const unescaped = (html: string) => html.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('the booking card step', () => {
  it('answers the details form with Stripe’s card form, then says pending, paid or failed', async () => {
    const calls = stubStripe({ passThrough: true });
    const [start = ''] = await slotStarts(prepaid, openDay(3));
    const form = await request(`/rendez-vous?service=${prepaid}&start=${encodeURIComponent(start)}`);
    expect(form.headers.get('content-security-policy')).not.toContain('https://js.stripe.com');
    expect(await form.text()).toContain('Carte cadeau (facultatif)');
    const answer = await postForm('/rendez-vous', {
      service: String(prepaid),
      start,
      firstname: 'Camille',
      lastname: 'Roux',
      email: 'camille.roux@exemple.fr',
      phone: '06 12 34 56 78',
      acceptTerms: 'true',
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-security-policy') ?? '').toMatch(
      /script-src [^;]*https:\/\/js\.stripe\.com/,
    );
    const page = unescaped(await answer.text());
    const [intent] = intentsCreated(calls);
    expect(page).toContain('data-island="BookingPayment"');
    expect(page).toContain(`"clientSecret":"${intent}_secret_test"`);
    expect(page).toContain('À régler maintenant : 60,00');
    expect(page).toMatch(/<noscript>[^]*Le paiement par carte demande JavaScript[^]*<\/noscript>/);
    const returnHref = /"returnHref":"([^"]+)"/.exec(page)?.[1] ?? '';
    expect(returnHref).toMatch(/^\/rendez-vous\/paiement\?reference=RDV-/);
    const reference = new URL(returnHref, 'http://x').searchParams.get('reference') ?? '';

    const pending = await request(`${returnHref}&redirect_status=succeeded&payment_intent=${intent}`);
    expect(pending.status).toBe(200);
    expect(pending.headers.get('content-security-policy')).not.toContain('https://js.stripe.com');
    expect(await pending.text()).toContain('Paiement en cours de confirmation');

    const failed = await request(
      `${returnHref}&redirect_status=failed&payment_intent=${intent}&payment_intent_client_secret=${intent}_secret_test`,
    );
    expect(failed.headers.get('content-security-policy') ?? '').toContain('https://js.stripe.com');
    const again = unescaped(await failed.text());
    expect(again).toContain('Le paiement n’a pas abouti');
    expect(again).toContain('data-island="BookingPayment"');
    // A secret that is not this hold's intent draws no form.
    const forged = await request(
      `${returnHref}&redirect_status=failed&payment_intent_client_secret=pi_autre_secret_x`,
    );
    expect(await forged.text()).not.toContain('data-island="BookingPayment"');

    const paid = await deliver({
      type: 'payment_intent.succeeded',
      object: succeededIntent({
        intentId: intent ?? '',
        amount: 6000,
        metadata: { site_id: String(MASSAGE_SITE_ID), booking_reference: reference, kind: 'PREPAYMENT' },
      }),
    });
    expect(paid.status).toBe(200);
    const done = await request(`${returnHref}&redirect_status=succeeded`);
    expect(await done.text()).toContain('Paiement reçu');
  });

  it('speaks English under /en/book/payment', async () => {
    const en = await request('/en/book/payment?reference=RDV-INCONNU&token=x&redirect_status=succeeded', {
      host: WINE_HOST,
    });
    expect(en.status).toBe(200);
    expect(await en.text()).toContain('The time to pay has passed');
  });
});
