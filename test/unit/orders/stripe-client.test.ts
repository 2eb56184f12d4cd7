import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  stripeForm,
  verifiedStripeEvent,
  WEBHOOK_TOLERANCE_SECONDS,
} from '../../../worker/provider/orders/stripe-client';

// The Worker talks to Stripe without the stripe package (740 KB of its bundle);
// these check the small client against the package itself: its test signatures and its
// form encoding.

const secret = 'whsec_unit_test';
const payload = JSON.stringify({
  id: 'evt_1',
  type: 'payment_intent.succeeded',
  data: { object: { id: 'pi_1' } },
});
const now = Math.floor(Date.now() / 1000);
const signed = (options: { payload?: string; secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload: options.payload ?? payload,
    secret: options.secret ?? secret,
    timestamp: options.timestamp ?? now,
  });

describe('verifiedStripeEvent', () => {
  it('accepts what the stripe package signs, and returns the event', async () => {
    const event = await verifiedStripeEvent(payload, signed(), secret, now);
    expect(event).toEqual(JSON.parse(payload));
  });

  it('accepts a header with several v1 signatures (a rolled secret) when one matches', async () => {
    const header = `${signed({ secret: 'whsec_old' })},v1=${signed().split('v1=')[1]}`;
    expect(await verifiedStripeEvent(payload, header, secret, now)).not.toBeNull();
  });

  it('refuses another secret, a changed payload, a stale timestamp and a malformed header', async () => {
    expect(await verifiedStripeEvent(payload, signed({ secret: 'whsec_other' }), secret, now)).toBeNull();
    expect(await verifiedStripeEvent(`${payload} `, signed(), secret, now)).toBeNull();
    const old = now - WEBHOOK_TOLERANCE_SECONDS - 1;
    expect(await verifiedStripeEvent(payload, signed({ timestamp: old }), secret, now)).toBeNull();
    expect(await verifiedStripeEvent(payload, 'v1=abc', secret, now)).toBeNull();
    expect(await verifiedStripeEvent(payload, '', secret, now)).toBeNull();
  });

  it('refuses a signed payload that is not an event', async () => {
    const notEvent = '["x"]';
    expect(await verifiedStripeEvent(notEvent, signed({ payload: notEvent }), secret, now)).toBeNull();
  });
});

describe('stripeForm', () => {
  it('encodes nested objects the way Stripe reads them', () => {
    const form = stripeForm({
      amount: 3990,
      automatic_payment_methods: { enabled: true },
      metadata: { site_id: '2', order_id: '7' },
    });
    expect(form.toString()).toBe(
      'amount=3990&automatic_payment_methods%5Benabled%5D=true&metadata%5Bsite_id%5D=2&metadata%5Border_id%5D=7',
    );
  });
});
