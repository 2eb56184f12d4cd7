import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/i18n/messages';
import { withLocale } from '../../../src/ui/checkout/checkout-api';
import { CHECKOUT_MESSAGES } from '../../../src/ui/islands/Checkout';
import { CHECKOUT_PAYMENT_MESSAGES } from '../../../src/ui/islands/CheckoutPayment';

// The checkout islands speak the page's language: the provider calls carry it as
// userLang (so an order remembers it), and the keys they embed exist in every catalogue.

describe('checkout islands and the page language', () => {
  it('sends userLang on every provider call, keeping the call’s own headers', async () => {
    const seen: Headers[] = [];
    const fetcher = withLocale((_input, init) => {
      seen.push(new Headers(init?.headers));
      return Promise.resolve(new Response('{}'));
    }, 'en_GB');
    await fetcher('/api/order', { method: 'POST', headers: { 'Idempotency-Key': 'abcdefgh' } });
    expect(seen[0]?.get('userLang')).toBe('en_GB');
    expect(seen[0]?.get('Idempotency-Key')).toBe('abcdefgh');
  });

  it.each([
    ['Checkout', CHECKOUT_MESSAGES],
    ['CheckoutPayment', CHECKOUT_PAYMENT_MESSAGES],
  ])('%s embeds keys that every catalogue has', (_name, keys) => {
    for (const key of keys) {
      expect(MESSAGES.fr_FR[key], key).toBeTruthy();
      expect(MESSAGES.en_GB[key], key).toBeTruthy();
    }
    expect(MESSAGES.en_GB['checkout.step.delivery']).toBe('Delivery');
  });
});
