import { hex, hmacSha256, sameText } from '../../../src/domain/shared/hmac';

// Stripe from the Worker, over its REST API with fetch and Web Crypto: the calls the shop and
// online booking make (create a PaymentIntent, refund one, verify a webhook's signature) do not need the stripe
// package, whose 740 KB (about 38 KB of the gzip upload) every cold start parsed.
// Whose keys a site uses (its own, else the platform's) is decided in stripe-keys.ts; without
// a complete set the card option is simply not offered. test/worker/orders/ checks both calls
// against the package itself (its test signatures, the requests it would send).

const STRIPE_API = 'https://api.stripe.com/v1';
/** The API version the stripe package 23.1.0 pinned, so answers keep the shape it expected. */
const STRIPE_API_VERSION = '2026-10-28.endive';
/** How old a webhook's signed timestamp may be, in seconds (the package's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** One more try after a network error or a 409/5xx answer, with the same idempotency key. */
const RETRY_DELAY_MS = 500;

type FormValue = string | number | boolean | { [key: string]: FormValue };

/** Stripe's form encoding: nested objects as `metadata[site_id]=…`. */
export function stripeForm(params: Record<string, FormValue>, prefix = '', form = new URLSearchParams()) {
  for (const [key, value] of Object.entries(params)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (typeof value === 'object') stripeForm(value, name, form);
    else form.append(name, String(value));
  }
  return form;
}

export interface PaymentIntent {
  id: string;
  client_secret: string | null;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
}

export interface PaymentIntentInput {
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
}

function retriable(status: number): boolean {
  return status === 409 || status >= 500;
}

async function post(secretKey: string, path: string, body: URLSearchParams, idempotencyKey: string) {
  const send = () =>
    // The global fetch looked up at call time (stubbed in tests).
    fetch(`${STRIPE_API}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Stripe-Version': STRIPE_API_VERSION,
        'Idempotency-Key': idempotencyKey,
      },
      body,
    });
  let response: Response;
  try {
    response = await send();
    if (!retriable(response.status)) return response;
  } catch {
    // Network failure: the idempotency key makes the second try safe.
  }
  await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  return send();
}

/** Creates a PaymentIntent (automatic payment methods); a double click gets the same one back. */
export async function createPaymentIntent(
  secretKey: string,
  input: PaymentIntentInput,
  idempotencyKey: string,
): Promise<PaymentIntent> {
  const body = stripeForm({ ...input, automatic_payment_methods: { enabled: true } });
  const response = await post(secretKey, '/payment_intents', body, idempotencyKey);
  const answer = await response.json<PaymentIntent & { error?: { type?: string; message?: string } }>();
  if (!response.ok) {
    // Never shown to the shopper (the route answers the generic error); logged with the request.
    throw new Error(
      `Stripe refused the PaymentIntent: HTTP ${response.status} ${answer.error?.type ?? ''} ${answer.error?.message ?? ''}`,
    );
  }
  return answer;
}

export interface Refund {
  id: string;
  amount: number;
  status: string | null;
}

/** Refunds a PaymentIntent (in full unless an amount is given); a retry gets the same refund back. */
export async function createRefund(
  secretKey: string,
  input: { payment_intent: string; amount?: number; metadata: Record<string, string> },
  idempotencyKey: string,
): Promise<Refund> {
  const response = await post(secretKey, '/refunds', stripeForm(input), idempotencyKey);
  const answer = await response.json<Refund & { error?: { type?: string; message?: string } }>();
  if (!response.ok) {
    throw new Error(
      `Stripe refused the refund: HTTP ${response.status} ${answer.error?.type ?? ''} ${answer.error?.message ?? ''}`,
    );
  }
  return answer;
}

export interface StripeEvent {
  id: string;
  type: string;
  data: { object: unknown };
}

/**
 * The event of a webhook delivery, or null when its `Stripe-Signature` header is not an HMAC
 * (SHA-256, v1 scheme) of `timestamp.payload` under the endpoint's secret, or is older than
 * the tolerance: Stripe's scheme (https://docs.stripe.com/webhooks#verify-manually).
 */
export async function verifiedStripeEvent(
  payload: string,
  header: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<StripeEvent | null> {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = parts.find(([name]) => name === 't')?.[1];
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => value ?? '');
  if (!timestamp || !/^\d+$/.test(timestamp) || signatures.length === 0) return null;
  if (nowSeconds - Number(timestamp) > WEBHOOK_TOLERANCE_SECONDS) return null;
  const expected = hex(await hmacSha256(secret, `${timestamp}.${payload}`));
  if (!signatures.some((signature) => sameText(signature, expected))) return null;
  try {
    const event = JSON.parse(payload) as StripeEvent;
    return typeof event?.id === 'string' && typeof event.type === 'string' ? event : null;
  } catch {
    return null;
  }
}
