import Stripe from 'stripe';

// Stripe from the Worker: the package's fetch HTTP client (no Node http) and Web Crypto for
// webhook signatures. Whose keys a site uses (its own, else the platform's) is decided in
// stripe-keys.ts; without a complete set the card option is simply not offered.

export function stripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, {
    // Looked up at call time, so the one global fetch (stubbed in tests) carries every call.
    httpClient: Stripe.createFetchHttpClient((input, init) => fetch(input, init)),
    maxNetworkRetries: 1,
  });
}

export const stripeCrypto = Stripe.createSubtleCryptoProvider();
