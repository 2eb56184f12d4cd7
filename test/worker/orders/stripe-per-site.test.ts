import { env } from 'cloudflare:workers';
import Stripe from 'stripe';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderCreated } from '../../../src/schema/orders/order';
import type { PaymentStarted, StripeSettings } from '../../../src/schema/orders/payment';
import { ADMIN, adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { MASSAGE_HOST, request, WINE_HOST } from '../support/http';
import {
  call,
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

// Stripe per site: processed events are keyed by (site, event) and an event that is
// not about one of the receiving site's orders is acknowledged as ignored and never recorded,
// so the site it belongs to still applies it. A site may store its own keys and webhook
// signing secret from the admin: encrypted in D1, never read back, and then only its own
// secret opens its endpoint. Without keys of its own a site uses the platform's (vitest.config.ts).

const PLATFORM_SECRET = 'whsec_test_orders';
const WINE_KEYS = {
  secretKey: 'sk_test_vinsDomaineCoteaux01',
  publishableKey: 'pk_test_vinsDomaineCoteauxAB12',
  webhookSecret: 'whsec_vinsDomaineCoteaux01',
};
const cryptoProvider = Stripe.createSubtleCryptoProvider();

let carriers: Carriers;
let buyer: Member;

beforeAll(async () => {
  await liftOrderLimits();
  await relaxBottleRules();
  carriers = await insertCarriers();
  buyer = await createMember();
});

afterEach(() => vi.restoreAllMocks());

interface CardOrder {
  id: number;
  intentId: string;
  totalCents: number;
}

/** A wine order awaiting a card payment, with its PaymentIntent row. */
async function cardOrder(): Promise<CardOrder> {
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

function succeeded(order: CardOrder): { id: string; payload: string } {
  const id = `evt_${crypto.randomUUID().replace(/-/g, '').slice(0, 24)}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: order.intentId,
        object: 'payment_intent',
        amount: order.totalCents,
        amount_received: order.totalCents,
        currency: 'eur',
        metadata: { site_id: String(WINE_SITE_ID), order_id: String(order.id) },
      },
    },
  });
  return { id, payload };
}

async function deliver(payload: string, host: string, secret: string) {
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, cryptoProvider });
  const response = await request('/api/stripe/webhook', {
    host,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  const body = await response.json<{
    data: { applied: boolean; ignored: boolean } | null;
    message: string;
  }>();
  return { status: response.status, body };
}

async function orderStatus(id: number): Promise<string | undefined> {
  const row = await env.DB.prepare('SELECT status FROM orders WHERE id = ?')
    .bind(id)
    .first<{ status: string }>();
  return row?.status;
}

const recorded = (siteId: number, eventId: string) =>
  countRows('stripe_events', 'site_id = ? AND event_id = ?', siteId, eventId);

describe('Stripe events are processed per site', () => {
  it('the same event delivered to site 1 first, then to the wine site, pays the wine order', async () => {
    const order = await cardOrder();
    const event = succeeded(order);
    const atSiteOne = await deliver(event.payload, MASSAGE_HOST, PLATFORM_SECRET);
    expect(atSiteOne.status).toBe(200);
    expect(atSiteOne.body.data).toEqual({ received: true, applied: false, ignored: true });
    expect(atSiteOne.body.message).toBe('Événement ignoré : il ne concerne pas ce site.');
    const atWine = await deliver(event.payload, WINE_HOST, PLATFORM_SECRET);
    expect(atWine.status).toBe(200);
    expect(atWine.body.data?.applied).toBe(true);
    expect(await orderStatus(order.id)).toBe('PAID');
    expect(await recorded(WINE_SITE_ID, event.id)).toBe(1);
  });

  it('a wine event delivered to site 1 is never recorded there, however often', async () => {
    const order = await cardOrder();
    const event = succeeded(order);
    await deliver(event.payload, MASSAGE_HOST, PLATFORM_SECRET);
    await deliver(event.payload, MASSAGE_HOST, PLATFORM_SECRET);
    expect(await recorded(MASSAGE_SITE_ID, event.id)).toBe(0);
    expect(await orderStatus(order.id)).toBe('AWAITING_PAYMENT');
  });

  it('a replay to the site that applied the event still changes nothing', async () => {
    const order = await cardOrder();
    const event = succeeded(order);
    await deliver(event.payload, WINE_HOST, PLATFORM_SECRET);
    const replay = await deliver(event.payload, WINE_HOST, PLATFORM_SECRET);
    expect(replay.body.data).toEqual({ received: true, applied: false, ignored: false });
    expect(await countRows('order_status_history', "order_id = ? AND to_status = 'PAID'", order.id)).toBe(1);
  });
});

describe("a site's own Stripe keys, set from the admin", () => {
  it('refuses visitors, members and another site’s owner; no shop, no screen', async () => {
    expect((await adminCall('GET', '/admin/payment/stripe', null, undefined, WINE_HOST)).status).toBe(401);
    // A member's storefront token is no admin-host session: the admin host does not know it.
    expect((await adminCall('GET', '/admin/payment/stripe', buyer.token, undefined, WINE_HOST)).status).toBe(
      401,
    );
    const massageOwner = await adminLogin(ADMIN, MASSAGE_HOST);
    // Another site's owner is signed in on the admin host but does not manage the wine site.
    const foreign = await adminCall('PUT', '/admin/payment/stripe', massageOwner, WINE_KEYS, WINE_HOST);
    expect(foreign.status).toBe(403);
    expect(await countRows('site_stripe_settings', 'site_id = ?', WINE_SITE_ID)).toBe(0);
    expect(
      (await adminCall('GET', '/admin/payment/stripe', massageOwner, undefined, MASSAGE_HOST)).status,
    ).toBe(404);
  });

  it('refuses keys of the wrong shape in French', async () => {
    const owner = await adminLogin(WINE_ADMIN, WINE_HOST);
    const swapped = await adminCall(
      'PUT',
      '/admin/payment/stripe',
      owner,
      { secretKey: WINE_KEYS.publishableKey },
      WINE_HOST,
    );
    expect(swapped.status).toBe(400);
    expect(swapped.body.message).toBe('La clé secrète Stripe commence par « sk_test_ » ou « sk_live_ ».');
    const hook = await adminCall(
      'PUT',
      '/admin/payment/stripe',
      owner,
      { webhookSecret: 'secret' },
      WINE_HOST,
    );
    expect(hook.status).toBe(400);
    expect(hook.body.message).toBe('Le secret de signature du webhook Stripe commence par « whsec_ ».');
  });

  it('stores them encrypted, never answers them, and only the site’s own secret opens its webhook', async () => {
    const owner = await adminLogin(WINE_ADMIN, WINE_HOST);
    try {
      const saved = await adminCall<StripeSettings>(
        'PUT',
        '/admin/payment/stripe',
        owner,
        WINE_KEYS,
        WINE_HOST,
      );
      expect(saved.status).toBe(200);
      const read = await adminCall<StripeSettings>(
        'GET',
        '/admin/payment/stripe',
        owner,
        undefined,
        WINE_HOST,
      );
      expect(read.body.data).toEqual({
        secretKeySet: true,
        publishableKeySet: true,
        publishableKeyLast4: 'AB12',
        webhookSecretSet: true,
        webhookUrl: 'http://vins.localhost:8787/api/stripe/webhook',
        source: 'SITE',
      });
      for (const answer of [saved, read]) {
        const text = JSON.stringify(answer.body);
        for (const value of Object.values(WINE_KEYS)) expect(text).not.toContain(value);
      }
      // In D1: ciphertexts only, none of them the key or containing it.
      const row = await env.DB.prepare(
        'SELECT secret_key, publishable_key, webhook_secret FROM site_stripe_settings WHERE site_id = ?',
      )
        .bind(WINE_SITE_ID)
        .first<Record<string, string>>();
      expect(Object.values(row ?? {})).toHaveLength(3);
      for (const stored of Object.values(row ?? {})) {
        expect(stored).toMatch(/^v1\./);
        for (const value of Object.values(WINE_KEYS)) expect(stored).not.toContain(value.slice(6));
      }

      // The site's endpoint now takes its own secret only; site 1 still uses the platform's.
      const order = await cardOrder();
      const event = succeeded(order);
      const platformSigned = await deliver(event.payload, WINE_HOST, PLATFORM_SECRET);
      expect(platformSigned.status).toBe(400);
      expect(platformSigned.body.message).toBe('Signature Stripe invalide.');
      const wineSignedAtSiteOne = await deliver(event.payload, MASSAGE_HOST, WINE_KEYS.webhookSecret);
      expect(wineSignedAtSiteOne.status).toBe(400);
      expect(await orderStatus(order.id)).toBe('AWAITING_PAYMENT');
      const own = await deliver(event.payload, WINE_HOST, WINE_KEYS.webhookSecret);
      expect(own.body.data?.applied).toBe(true);
      expect(await orderStatus(order.id)).toBe('PAID');

      // Buyers get the site's publishable key, and intents are created with its secret key.
      const publicKey = await call<string | null>('GET', '/custom-stripe/public-key', null);
      expect(publicKey.body.data).toBe(WINE_KEYS.publishableKey);
      const authorizations: (string | null)[] = [];
      vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        const outgoing = new Request(input, init);
        authorizations.push(outgoing.headers.get('authorization'));
        const id = `pi_${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
        return Promise.resolve(
          Response.json({
            id,
            object: 'payment_intent',
            client_secret: `${id}_secret_test`,
            metadata: {},
          }),
        );
      });
      const unpaid = await cardOrder();
      const started = await call<PaymentStarted>('POST', `/order/${unpaid.id}/payment`, buyer.token, {
        method: 'STRIPE',
      });
      expect(started.status).toBe(200);
      expect(started.body.data).toMatchObject({ kind: 'STRIPE', publishableKey: WINE_KEYS.publishableKey });
      expect(authorizations).toEqual([`Bearer ${WINE_KEYS.secretKey}`]);

      // '' keeps a key, null removes it: with a key missing the card is not offered.
      const kept = await adminCall<StripeSettings>(
        'PUT',
        '/admin/payment/stripe',
        owner,
        { secretKey: '', webhookSecret: null },
        WINE_HOST,
      );
      expect(kept.body.data).toMatchObject({ secretKeySet: true, webhookSecretSet: false, source: 'NONE' });
      const methods = await call<{ method: string }[]>('GET', '/order/payment-methods', null);
      expect(methods.body.data.map((entry) => entry.method)).not.toContain('STRIPE');
    } finally {
      const cleared = await adminCall<StripeSettings>(
        'PUT',
        '/admin/payment/stripe',
        owner,
        { secretKey: null, publishableKey: null, webhookSecret: null },
        WINE_HOST,
      );
      expect(cleared.body.data.source).toBe('PLATFORM');
    }
  });
});
