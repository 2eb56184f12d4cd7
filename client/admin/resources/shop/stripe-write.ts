import type { StripeSettingsWrite } from '../../../../src/schema/orders/payment';

// The Stripe keys form's fields and its PUT body (stripe-settings.tsx), kept apart so the rule
// « empty keeps, ticked removal sends null » is tested without a browser.

export const STRIPE_KEY_FIELDS = [
  {
    name: 'secretKey',
    remove: 'removeSecretKey',
    label: 'Clé secrète (sk_live_… ou sk_test_…)',
    set: 'secretKeySet',
  },
  {
    name: 'publishableKey',
    remove: 'removePublishableKey',
    label: 'Clé publiable (pk_live_… ou pk_test_…)',
    set: 'publishableKeySet',
  },
  {
    name: 'webhookSecret',
    remove: 'removeWebhookSecret',
    label: 'Secret de signature du webhook (whsec_…)',
    set: 'webhookSecretSet',
  },
] as const;

/** The PUT body: a typed key replaces, a ticked removal sends null, the rest is left out (kept). */
export function stripeWrite(values: Record<string, unknown>): StripeSettingsWrite {
  const write: StripeSettingsWrite = {};
  for (const key of STRIPE_KEY_FIELDS) {
    const typed = typeof values[key.name] === 'string' ? (values[key.name] as string).trim() : '';
    if (values[key.remove] === true) write[key.name] = null;
    else if (typed !== '') write[key.name] = typed;
  }
  return write;
}
