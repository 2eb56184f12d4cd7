import Stripe from 'stripe';
import type { Env } from '../../env';

// Stripe from the Worker: the package's fetch HTTP client (no Node http) and Web Crypto for
// webhook signatures. The three keys are Worker secrets; without all of them the card
// option is simply not offered.

export function stripeReady(env: Env): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET);
}

export function stripeClient(env: Env): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set');
  return new Stripe(env.STRIPE_SECRET_KEY, {
    // Looked up at call time, so the one global fetch (stubbed in tests) carries every call.
    httpClient: Stripe.createFetchHttpClient((input, init) => fetch(input, init)),
    maxNetworkRetries: 1,
  });
}

export const stripeCrypto = Stripe.createSubtleCryptoProvider();
