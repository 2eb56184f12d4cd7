import { describe, expect, it } from 'vitest';
import { stripeWrite } from '../../../client/admin/resources/shop/stripe-write';
import { stripeSettingsWriteSchema } from '../../../src/schema/orders/payment';

// The admin's Stripe keys form: what it sends to PUT /admin/payment/stripe.

describe('the Stripe keys form body', () => {
  it('sends a typed key, null for a ticked removal, and leaves blank fields out (kept)', () => {
    const body = stripeWrite({
      secretKey: '  sk_test_abcdefgh1234  ',
      publishableKey: '',
      webhookSecret: 'whsec_ignored123',
      removeWebhookSecret: true,
    });
    expect(body).toEqual({ secretKey: 'sk_test_abcdefgh1234', webhookSecret: null });
    expect(stripeSettingsWriteSchema.parse(body)).toEqual(body);
  });

  it('an untouched form changes nothing', () => {
    expect(stripeWrite({})).toEqual({});
  });
});
