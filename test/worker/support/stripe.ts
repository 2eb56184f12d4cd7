import Stripe from 'stripe';
import { vi } from 'vitest';
import { MASSAGE_HOST, request } from './http';

// Stripe as the worker tests see it: the global fetch stubbed to answer PaymentIntents and
// refunds as Stripe's API would (one object per idempotency key, as Stripe replays them), and
// webhook events signed with the platform's test secret (vitest.config.ts) and delivered to a
// site's /api/stripe/webhook. Restore the stub with vi.restoreAllMocks() after each test.

const WEBHOOK_SECRET = 'whsec_test_orders';
const cryptoProvider = Stripe.createSubtleCryptoProvider();

export interface StripeCall {
  path: string;
  /** The id of the object answered (`pi_…`, `re_…`). */
  id: string;
  idempotencyKey: string | null;
  body: URLSearchParams;
}

const randomId = (prefix: string, length = 20) =>
  `${prefix}_${crypto.randomUUID().replace(/-/g, '').slice(0, length)}`;

/**
 * Stubs Stripe's API; the calls made, in order. Other URLs fail the test, unless `passThrough`
 * (a page test whose worker fetches its own assets) sends them to the real fetch.
 */
export function stubStripe(options: { passThrough?: boolean; refundAmount?: number } = {}): StripeCall[] {
  const calls: StripeCall[] = [];
  const ids = new Map<string, string>();
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const sent = new Request(input, init);
    if (!sent.url.startsWith('https://api.stripe.com/')) {
      if (options.passThrough) return real(input, init);
      throw new Error(`unexpected fetch ${sent.url}`);
    }
    const body = new URLSearchParams(await sent.text());
    const key = sent.headers.get('idempotency-key');
    const path = new URL(sent.url).pathname;
    const refund = path === '/v1/refunds';
    const id = (key && ids.get(key)) ?? randomId(refund ? 're' : 'pi');
    if (key) ids.set(key, id);
    calls.push({ path, id, idempotencyKey: key, body });
    if (refund) {
      const amount = Number(body.get('amount') ?? options.refundAmount ?? 0);
      return Response.json({ id, object: 'refund', amount, status: 'succeeded' });
    }
    return Response.json({
      id,
      object: 'payment_intent',
      amount: Number(body.get('amount')),
      currency: body.get('currency'),
      client_secret: `${id}_secret_test`,
      status: 'requires_payment_method',
      metadata: {},
    });
  });
  return calls;
}

/** The ids of the PaymentIntents the stub created, in order. */
export const intentsCreated = (calls: readonly StripeCall[]): string[] =>
  calls.filter((call) => call.path === '/v1/payment_intents').map((call) => call.id);

/** The PaymentIntent's id, read from its client secret (`pi_…_secret_…`). */
export const intentIdOf = (clientSecret: string | undefined): string =>
  (clientSecret ?? '').split('_secret_')[0] ?? '';

/** A succeeded PaymentIntent as Stripe's event carries it. */
export function succeededIntent(facts: {
  intentId: string;
  amount: number;
  metadata: Record<string, string>;
}) {
  return {
    id: facts.intentId,
    object: 'payment_intent',
    amount: facts.amount,
    amount_received: facts.amount,
    currency: 'eur',
    metadata: facts.metadata,
  };
}

/** Signs the event with the webhook secret and posts it to the site's endpoint, as Stripe would. */
export async function deliver(
  event: { type: string; object: unknown; id?: string },
  host = MASSAGE_HOST,
): Promise<{
  status: number;
  eventId: string;
  body: { data: { applied: boolean; ignored: boolean } | null; message: string };
}> {
  const eventId = event.id ?? randomId('evt', 24);
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    type: event.type,
    data: { object: event.object },
  });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: WEBHOOK_SECRET,
    cryptoProvider,
  });
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
  return { status: response.status, eventId, body };
}
