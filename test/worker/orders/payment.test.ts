import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { offeredDays, type WeeklySlot } from '../../../src/domain/delivery/collect-slots';
import type { OrderCreated } from '../../../src/schema/orders/order';
import type { PaymentStarted } from '../../../src/schema/orders/payment';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import {
  call,
  createMember,
  deliveryOrder,
  insertCarriers,
  insertWine,
  liftOrderLimits,
  postOrder,
  relaxBottleRules,
  setParameter,
  type Carriers,
  type Member,
} from '../support/orders';

// Paying an order: the site's methods (PAYMENT_METHOD), offline instructions, and a Stripe
// PaymentIntent created for the server's amount with an idempotency key (Stripe's API is
// mocked by stubbing the fetch the Stripe client uses).

let carriers: Carriers;
let buyer: Member;

beforeAll(async () => {
  await liftOrderLimits();
  await relaxBottleRules();
  carriers = await insertCarriers();
  buyer = await createMember();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function newOrder(
  member: Member = buyer,
  extra: Record<string, unknown> = {},
): Promise<OrderCreated['order']> {
  const wine = await insertWine(WINE_SITE_ID, { priceCents: 1500 });
  const { status, body } = await postOrder<OrderCreated>(
    member.token,
    deliveryOrder(carriers, [{ id: wine, quantity: 2 }], extra),
  );
  if (status !== 201) throw new Error(`order not created: ${body.message}`);
  return body.data.order;
}

const pay = (orderId: number, method: string, token: string | null = buyer.token) =>
  call<PaymentStarted>('POST', `/order/${orderId}/payment`, token, { method });

describe('GET /order/payment-methods and /custom-stripe/public-key', () => {
  it('lists the wine site’s methods, card included when the keys are set', async () => {
    const methods = await call<{ method: string; label: string }[]>('GET', '/order/payment-methods', null);
    expect(methods.status).toBe(200);
    expect(methods.body.data).toEqual([
      { method: 'BANK_TRANSFER', label: 'Virement bancaire' },
      { method: 'CHEQUE', label: 'Chèque' },
      { method: 'PAY_AT_PICKUP', label: 'Paiement au retrait' },
      { method: 'STRIPE', label: 'Carte bancaire' },
    ]);
    const key = await call<string | null>('GET', '/custom-stripe/public-key', null);
    expect(key.body.data).toBe('pk_test_orders');
  });

  it('hides the card when the site does not list it, and answers 404 off the shop', async () => {
    await setParameter(WINE_SITE_ID, 'PAYMENT_METHOD', 'CHEQUE');
    try {
      const methods = await call<{ method: string }[]>('GET', '/order/payment-methods', null);
      expect(methods.body.data.map((entry) => entry.method)).toEqual(['CHEQUE']);
      expect((await call<string | null>('GET', '/custom-stripe/public-key', null)).body.data).toBeNull();
    } finally {
      await setParameter(WINE_SITE_ID, 'PAYMENT_METHOD', 'BANK_TRANSFER,CHEQUE,PAY_AT_PICKUP,STRIPE');
    }
    expect((await call('GET', '/order/payment-methods', null, undefined, 'localhost')).status).toBe(404);
  });
});

describe('POST /order/{id}/payment: offline methods', () => {
  it('answers bank transfer instructions with the amount, the IBAN and the reference', async () => {
    const order = await newOrder();
    const { status, body } = await pay(order.id, 'BANK_TRANSFER');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      kind: 'OFFLINE',
      method: 'BANK_TRANSFER',
      orderId: order.id,
      amount: 39.9,
    });
    if (body.data.kind !== 'OFFLINE') throw new Error('offline expected');
    expect(body.data.instructions).toContain('39,90');
    expect(body.data.instructions).toContain('IBAN : FR76 1470 6000 1400 0123 4567 890');
    expect(body.data.instructions).toContain(order.reference);
    const row = await env.DB.prepare('SELECT payment_method FROM orders WHERE id = ?')
      .bind(order.id)
      .first<{ payment_method: string }>();
    expect(row?.payment_method).toBe('BANK_TRANSFER');
    // Choosing again keeps one pending payment.
    await pay(order.id, 'BANK_TRANSFER');
    const pending = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM payments WHERE order_id = ? AND status = 'PENDING'",
    )
      .bind(order.id)
      .first<{ n: number }>();
    expect(pending?.n).toBe(1);
  });

  it('answers cheque instructions; refuses paying at pick-up for a delivered order', async () => {
    const order = await newOrder();
    const cheque = await pay(order.id, 'CHEQUE');
    expect(cheque.status).toBe(200);
    if (cheque.body.data.kind !== 'OFFLINE') throw new Error('offline expected');
    expect(cheque.body.data.instructions).toContain("à l'ordre de EARL Domaine des Coteaux de Loire");
    const atPickup = await pay(order.id, 'PAY_AT_PICKUP');
    expect(atPickup.status).toBe(400);
    expect(atPickup.body.message).toBe("Ce moyen de paiement n'est pas proposé pour cette commande.");
  });

  it('refuses an unknown method, a paid order, another member and a visitor', async () => {
    const order = await newOrder();
    expect((await pay(order.id, 'BITCOIN')).status).toBe(400);
    const stranger = await createMember();
    expect((await pay(order.id, 'CHEQUE', stranger.token)).status).toBe(404);
    expect((await pay(order.id, 'CHEQUE', null)).status).toBe(401);
    const massageMember = await createMember(MASSAGE_SITE_ID);
    const offShop = await call(
      'POST',
      `/order/${order.id}/payment`,
      massageMember.token,
      { method: 'CHEQUE' },
      'localhost',
    );
    expect(offShop.status).toBe(404);
    await env.DB.prepare("UPDATE orders SET status = 'PAID' WHERE id = ?").bind(order.id).run();
    const paid = await pay(order.id, 'CHEQUE');
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe('Cette commande est déjà réglée ou annulée.');
  });
});

interface StripeCall {
  url: string;
  idempotencyKey: string | null;
  authorization: string | null;
  body: URLSearchParams;
}

/** Stubs the global fetch the Stripe client uses: PaymentIntent creation answers like Stripe. */
function mockStripe(): StripeCall[] {
  const calls: StripeCall[] = [];
  const intents = new Map<string, string>(); // idempotency key → intent id
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith('https://api.stripe.com/'))
      throw new Error(`unexpected fetch ${request.url}`);
    const body = new URLSearchParams(await request.text());
    const key = request.headers.get('idempotency-key');
    calls.push({
      url: request.url,
      idempotencyKey: key,
      authorization: request.headers.get('authorization'),
      body,
    });
    const id = (key && intents.get(key)) ?? `pi_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
    if (key) intents.set(key, id);
    return Response.json(
      {
        id,
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        currency: body.get('currency'),
        client_secret: `${id}_secret_test`,
        status: 'requires_payment_method',
        metadata: {
          site_id: body.get('metadata[site_id]'),
          order_id: body.get('metadata[order_id]'),
        },
      },
      { headers: { 'request-id': 'req_test' } },
    );
  });
  return calls;
}

describe('POST /order/{id}/payment: card payment with Stripe', () => {
  it('creates a PaymentIntent for the server-computed amount, with an idempotency key', async () => {
    const calls = mockStripe();
    const order = await newOrder();
    const { status, body } = await pay(order.id, 'STRIPE');
    expect(status).toBe(200);
    if (body.data.kind !== 'STRIPE') throw new Error('card payment expected');
    expect(body.data.publishableKey).toBe('pk_test_orders');
    expect(body.data.clientSecret).toMatch(/^pi_\w+_secret_test$/);
    expect(body.data.amount).toBe(39.9);
    expect(calls).toHaveLength(1);
    const [created] = calls;
    expect(created?.url).toBe('https://api.stripe.com/v1/payment_intents');
    expect(created?.authorization).toBe('Bearer sk_test_orders');
    expect(created?.body.get('amount')).toBe('3990');
    expect(created?.body.get('currency')).toBe('eur');
    expect(created?.body.get('metadata[order_id]')).toBe(String(order.id));
    expect(created?.body.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(created?.idempotencyKey).toBe(`order-${WINE_SITE_ID}-${order.id}-3990`);
    const payment = await env.DB.prepare(
      'SELECT provider, provider_id, amount_cents, status FROM payments WHERE order_id = ?',
    )
      .bind(order.id)
      .first<{ provider: string; provider_id: string; amount_cents: number; status: string }>();
    expect(payment).toMatchObject({ provider: 'stripe', amount_cents: 3990, status: 'PENDING' });
    expect(payment?.provider_id).toMatch(/^pi_/);
  });

  it('a retry sends the same idempotency key and keeps one payment row', async () => {
    const calls = mockStripe();
    const order = await newOrder();
    const first = await pay(order.id, 'STRIPE');
    const second = await pay(order.id, 'STRIPE');
    expect(second.status).toBe(200);
    expect(calls.map((entry) => entry.idempotencyKey)).toEqual([
      calls[0]?.idempotencyKey,
      calls[0]?.idempotencyKey,
    ]);
    if (first.body.data.kind !== 'STRIPE' || second.body.data.kind !== 'STRIPE')
      throw new Error('card expected');
    expect(second.body.data.clientSecret).toBe(first.body.data.clientSecret);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM payments WHERE order_id = ?')
      .bind(order.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it('answers a French 502 when Stripe is unreachable, keeps the order payable, and a later try works', async () => {
    const stripeDown = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.reject(new Error('réseau coupé')));
    const order = await newOrder();
    const before = await env.DB.prepare(
      'SELECT status, payment_method, payment_due_at FROM orders WHERE id = ?',
    )
      .bind(order.id)
      .first();
    const { status, body } = await pay(order.id, 'STRIPE');
    expect(status).toBe(502);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^Le paiement par carte est momentanément indisponible/);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM payments WHERE order_id = ?')
      .bind(order.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
    const after = await env.DB.prepare(
      'SELECT status, payment_method, payment_due_at FROM orders WHERE id = ?',
    )
      .bind(order.id)
      .first();
    expect(after).toEqual(before);
    stripeDown.mockRestore();
    mockStripe();
    const retried = await pay(order.id, 'STRIPE');
    expect(retried.status).toBe(200);
    expect(retried.body.data.kind).toBe('STRIPE');
  });
});

describe('click and collect with payment at pick-up', () => {
  it('takes a pick-up order on an offered slot, free of shipping, payable at pick-up', async () => {
    const point = await env.DB.prepare(
      `SELECT a.id FROM company_addresses a
         JOIN company_address_types at ON at.site_id = a.site_id AND at.address_id = a.id
         JOIN address_types t ON t.site_id = at.site_id AND t.id = at.type_id
        WHERE a.site_id = ? AND t.code = 'CLICK_AND_COLLECT' ORDER BY a.id LIMIT 1`,
    )
      .bind(WINE_SITE_ID)
      .first<{ id: number }>();
    if (!point) throw new Error('the wine site has no pick-up address');
    const { results: slots } = await env.DB.prepare(
      'SELECT id, weekday, opens, closes FROM address_opening_hours WHERE site_id = ? AND address_id = ?',
    )
      .bind(WINE_SITE_ID, point.id)
      .all<WeeklySlot>();
    const [day] = offeredDays(slots, { now: new Date(), leadHours: 48 });
    const slot = day?.slots[0];
    if (!day || !slot) throw new Error('no pick-up day offered');
    const wrongDay = await newOrderAnswer({
      delivery: { type: 'CLICK_AND_COLLECT' },
      idAddress: point.id,
      idSchedule: slot.idSchedule,
      dateSchedule: '2020-01-01',
    });
    expect(wrongDay.status).toBe(400);
    const { status, body } = await newOrderAnswer({
      address: { delivery: null, billing: deliveryOrder(carriers, []).address.billing },
      delivery: { type: 'CLICK_AND_COLLECT' },
      idAddress: point.id,
      idSchedule: slot.idSchedule,
      dateSchedule: day.date,
    });
    expect(status).toBe(201);
    expect(body.data.order).toMatchObject({
      deliveryType: 'CLICK_AND_COLLECT',
      shipping: 0,
      total: 30,
      collect: { idAddress: point.id, idSchedule: slot.idSchedule, date: day.date },
    });
    expect(body.data.paymentMethods).toContain('PAY_AT_PICKUP');
    const paying = await pay(body.data.order.id, 'PAY_AT_PICKUP');
    expect(paying.status).toBe(200);
    if (paying.body.data.kind !== 'OFFLINE') throw new Error('offline expected');
    expect(paying.body.data.instructions).toContain(
      `au retrait de votre commande à partir du ${day.date.split('-').reverse().join('/')}`,
    );
  });
});

async function newOrderAnswer(extra: Record<string, unknown>) {
  const wine = await insertWine(WINE_SITE_ID, { priceCents: 1500 });
  return postOrder<OrderCreated>(buyer.token, deliveryOrder(carriers, [{ id: wine, quantity: 2 }], extra));
}
