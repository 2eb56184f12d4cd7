import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { GiftCardCreated } from '../../../src/schema/gift-cards/gift-card';
import { WINE_SITE_ID } from '../support/factories';
import { purchase } from '../support/gift-cards';
import { api, uniqueIp, WINE_HOST } from '../support/http';

// A request in English (userLang en_GB, as the English pages and checkout send it) gets the
// gift cards' answers and refusals in English; French stays the default.

function postEnglish(path: string, payload: unknown, ip = uniqueIp()) {
  return api(path, {
    host: WINE_HOST,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, userLang: 'en_GB' },
    body: JSON.stringify(payload),
  });
}

describe('gift cards in English', () => {
  it('answers a purchase and how to pay in English', async () => {
    const { status, body } = await postEnglish('/gift-card', purchase({ amount: 80 }));
    expect(status).toBe(201);
    expect(body.message).toBe('Gift card recorded: it will be issued as soon as your payment is received.');
    const created = body.data as GiftCardCreated;
    expect(created.instructions).toMatch(/^Transfer €80 to .+, with the reference BON-/);
    expect(created.instructions).toContain('The card is sent as soon as your payment is received.');
  });

  it('refuses an amount, a day and a method in English', async () => {
    const amount = await postEnglish('/gift-card', purchase({ amount: 5000 }));
    expect(amount.status).toBe(400);
    expect(amount.body.message).toMatch(/^The amount must be between €\d+ and €\d+\.$/);
    const day = await postEnglish('/gift-card', purchase({ sendOn: '2020-01-01' }));
    expect(day.body.message).toBe('The sending date cannot be in the past.');
    // The wine estate offers every method: without cheques in its setting, a cheque is refused.
    const setting = "UPDATE parameters SET value = ? WHERE site_id = ? AND type = 'PAYMENT_METHOD'";
    await env.DB.prepare(setting).bind('BANK_TRANSFER,STRIPE', WINE_SITE_ID).run();
    const method = await postEnglish('/gift-card', purchase({ paymentMethod: 'CHEQUE' }));
    await env.DB.prepare(setting).bind('BANK_TRANSFER,CHEQUE,PAY_AT_PICKUP,STRIPE', WINE_SITE_ID).run();
    expect(method.body.message).toBe('This payment method is not offered for gift cards.');
  });

  it('answers a wrong code and the throttle in English', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await postEnglish('/gift-card/balance', { code: 'AAAA-AAAA-AAAA-AAAA' }, ip);
      expect(wrong.status).toBe(404);
      expect(wrong.body.message).toBe('This gift card code is not valid.');
    }
    const blocked = await postEnglish('/gift-card/balance', { code: 'AAAA-AAAA-AAAA-AAAA' }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^Too many wrong gift card codes from your connection\. Please try again in \d+ (minutes|seconds)\.$/,
    );
    expect(blocked.response.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
