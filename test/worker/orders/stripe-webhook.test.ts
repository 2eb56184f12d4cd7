import { env } from 'cloudflare:workers';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '../../../src/schema/orders/order';
import { WINE_SITE_ID } from '../support/factories';
import { request } from '../support/http';
import {
  countRows,
  createMember,
  deliveryOrder,
  insertCarriers,
  insertWine,
  liftOrderLimits,
  postOrder,
  relaxBottleRules,
  type Carriers,
  type Member,
} from '../support/orders';

// POST /stripe/webhook: the signature is verified (constructEventAsync, Web Crypto), an
// order is marked paid exactly once; a replayed, forged, out-of-order or unknown-order event
// changes nothing. Test payloads are signed with generateTestHeaderStringAsync.

const SECRET = 'whsec_test_orders';
const cryptoProvider = Stripe.createSubtleCryptoProvider();

let carriers: Carriers;
let buyer: Member;

beforeAll(async () => {
  await liftOrderLimits();
  await relaxBottleRules();
  carriers = await insertCarriers();
  buyer = await createMember();
});

interface PendingCardOrder {
  id: number;
  intentId: string;
  totalCents: number;
}

/** An order awaiting a card payment, with its PaymentIntent row as POST /order/{id}/payment writes it. */
async function cardOrder(): Promise<PendingCardOrder> {
  const wine = await insertWine(WINE_SITE_ID, { priceCents: 1500 });
  const { body } = await postOrder<OrderCreated>(
    buyer.token,
    deliveryOrder(carriers, [{ id: wine, quantity: 2 }]),
  );
  const order = body.data.order;
  const intentId = `pi_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
  const totalCents = Math.round(order.total * 100);
  await env.DB.prepare(
    `INSERT INTO payments (site_id, order_id, method, provider, provider_id, amount_cents, status, created_at, updated_at)
     VALUES (?, ?, 'STRIPE', 'stripe', ?, ?, 'PENDING', 0, 0)`,
  )
    .bind(WINE_SITE_ID, order.id, intentId, totalCents)
    .run();
  return { id: order.id, intentId, totalCents };
}

function intentEvent(
  order: PendingCardOrder,
  type = 'payment_intent.succeeded',
  overrides: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    id: `evt_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type,
    data: {
      object: {
        id: order.intentId,
        object: 'payment_intent',
        amount: order.totalCents,
        amount_received: type === 'payment_intent.succeeded' ? order.totalCents : 0,
        currency: 'eur',
        metadata: { site_id: String(WINE_SITE_ID), order_id: String(order.id) },
        ...overrides,
      },
    },
  });
}

async function deliver(payload: string, secret = SECRET, signed = payload) {
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload: signed,
    secret,
    cryptoProvider,
  });
  const response = await request('/api/stripe/webhook', {
    host: 'vins.localhost',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  const body = await response.json<{ data: { applied: boolean } | null; message: string }>();
  return { status: response.status, body };
}

async function orderState(id: number) {
  return env.DB.prepare('SELECT status, invoice_number, paid_at FROM orders WHERE id = ?')
    .bind(id)
    .first<{ status: string; invoice_number: number | null; paid_at: number | null }>();
}

async function paymentStatus(intentId: string) {
  const row = await env.DB.prepare('SELECT status FROM payments WHERE provider_id = ?')
    .bind(intentId)
    .first<{ status: string }>();
  return row?.status;
}

describe('POST /stripe/webhook', () => {
  it('a valid payment_intent.succeeded marks the order paid, numbers the invoice and e-mails the buyer', async () => {
    const order = await cardOrder();
    const mails = await countRows('email_outbox', 'to_address = ?', buyer.email);
    const { status, body } = await deliver(intentEvent(order));
    expect(status).toBe(200);
    expect(body.data?.applied).toBe(true);
    const state = await orderState(order.id);
    expect(state?.status).toBe('PAID');
    expect(state?.invoice_number).toBeGreaterThan(0);
    expect(await paymentStatus(order.intentId)).toBe('SUCCEEDED');
    expect(await countRows('email_outbox', 'to_address = ?', buyer.email)).toBe(mails + 1);
    expect(await countRows('order_status_history', "order_id = ? AND actor = 'STRIPE'", order.id)).toBe(1);
  });

  it('a replayed event changes nothing', async () => {
    const order = await cardOrder();
    const event = intentEvent(order);
    await deliver(event);
    const paid = await orderState(order.id);
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(replay.body.data?.applied).toBe(false);
    expect(await orderState(order.id)).toEqual(paid);
    expect(await countRows('order_status_history', "order_id = ? AND to_status = 'PAID'", order.id)).toBe(1);
  });

  it('the same event delivered twice at once is applied once', async () => {
    const order = await cardOrder();
    const event = intentEvent(order);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.data?.applied)).toHaveLength(1);
    expect(await countRows('order_status_history', "order_id = ? AND to_status = 'PAID'", order.id)).toBe(1);
  });

  it('a forged event (wrong secret, altered body, no signature) is refused with 400 and changes nothing', async () => {
    const order = await cardOrder();
    const event = intentEvent(order);
    const wrongSecret = await deliver(event, 'whsec_someone_else');
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.message).toBe('Signature Stripe invalide.');
    const altered = await deliver(event.replace(String(order.totalCents), '1'), SECRET, event);
    expect(altered.status).toBe(400);
    const unsigned = await request('/api/stripe/webhook', {
      host: 'vins.localhost',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: event,
    });
    expect(unsigned.status).toBe(400);
    expect((await orderState(order.id))?.status).toBe('AWAITING_PAYMENT');
    expect(await paymentStatus(order.intentId)).toBe('PENDING');
  });

  it('an event for an unknown intent or order changes nothing and is acknowledged', async () => {
    const order = await cardOrder();
    const unknownIntent = await deliver(intentEvent({ ...order, intentId: 'pi_inconnu' }));
    expect(unknownIntent.status).toBe(200);
    expect(unknownIntent.body.data?.applied).toBe(false);
    const otherOrder = await deliver(
      intentEvent(order, 'payment_intent.succeeded', {
        metadata: { site_id: String(WINE_SITE_ID), order_id: '999999' },
      }),
    );
    expect(otherOrder.body.data?.applied).toBe(false);
    const otherSite = await deliver(
      intentEvent(order, 'payment_intent.succeeded', {
        metadata: { site_id: '1', order_id: String(order.id) },
      }),
    );
    expect(otherSite.body.data?.applied).toBe(false);
    expect((await orderState(order.id))?.status).toBe('AWAITING_PAYMENT');
  });

  it('a wrong amount does not mark the order paid', async () => {
    const order = await cardOrder();
    const { body } = await deliver(intentEvent(order, 'payment_intent.succeeded', { amount_received: 100 }));
    expect(body.data?.applied).toBe(false);
    expect((await orderState(order.id))?.status).toBe('AWAITING_PAYMENT');
  });

  it('out of order: a failure arriving after the success changes nothing', async () => {
    const order = await cardOrder();
    await deliver(intentEvent(order));
    const late = await deliver(intentEvent(order, 'payment_intent.payment_failed'));
    expect(late.status).toBe(200);
    expect((await orderState(order.id))?.status).toBe('PAID');
    expect(await paymentStatus(order.intentId)).toBe('SUCCEEDED');
  });

  it('a failure before any success marks the payment failed, the order still awaiting payment', async () => {
    const order = await cardOrder();
    await deliver(intentEvent(order, 'payment_intent.payment_failed'));
    expect(await paymentStatus(order.intentId)).toBe('FAILED');
    expect((await orderState(order.id))?.status).toBe('AWAITING_PAYMENT');
  });

  it('a success for an order already cancelled does not revive it', async () => {
    const order = await cardOrder();
    await env.DB.prepare("UPDATE orders SET status = 'CANCELLED' WHERE id = ?").bind(order.id).run();
    const { body } = await deliver(intentEvent(order));
    expect(body.data?.applied).toBe(false);
    expect((await orderState(order.id))?.status).toBe('CANCELLED');
  });
});
