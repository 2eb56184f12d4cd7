import { describe, expect, it } from 'vitest';
import { fr as frenchApi } from '../../../src/i18n/catalogues/api';
import { declinationOf } from '../support/delivery';
import { signedInMember } from '../support/account-members';
import { WINE_SITE_ID } from '../support/factories';
import { api, WINE_HOST } from '../support/http';
import type { OrderCreated } from '../../../src/schema/orders/order';
import {
  createMember,
  deliveryOrder,
  insertCarriers,
  insertWine,
  postOrder,
  relaxBottleRules,
} from '../support/orders';
import { FAILURES } from '../../../worker/provider/shared/failure-status';
import { UNKNOWN_DISCOUNT } from '../../../src/domain/orders/discount-rules';

// Every message the API answers follows the request's language (the userLang header the
// islands send): the provider's French refusals, the discount code's dated refusals, order
// statuses and the account deletion's confirmation word; no raw validator words.

// Refusals only the owner's admin (French) or a client's code meets.
const OWNER_OR_CLIENT_ONLY = new Set([
  'SLUG_TAKEN',
  'CATALOGUE_CHANGED',
  'UNKNOWN_VARIATION',
  'UNKNOWN_REFERENCE',
  'PRODUCT_TYPE_FIXED',
  'BOX_DECLINATION_RULE',
  'IN_A_BOX',
  'LAST_DECLINATION',
  'IDEMPOTENCY_KEY_INVALID',
  'IDEMPOTENCY_KEY_REUSED',
]);

const english = { 'content-type': 'application/json', userLang: 'en_GB' };

const post = (path: string, payload: unknown, headers: Record<string, string> = english) =>
  api(path, { host: WINE_HOST, method: 'POST', headers, body: JSON.stringify(payload) });

describe('the API refusals in the request’s language', () => {
  it('has an English sentence for every business failure the provider answers', () => {
    const french = new Set<string>(Object.values(frenchApi));
    for (const [name, failure] of Object.entries(FAILURES)) {
      if (OWNER_OR_CLIENT_ONLY.has(name)) continue;
      expect([failure.message, french.has(failure.message)]).toEqual([failure.message, true]);
    }
    expect(french.has(UNKNOWN_DISCOUNT)).toBe(true);
  });

  it('answers discount refusals in English, the date written the English way', async () => {
    const products = [{ id: await declinationOf(1, 2023, 75), quantity: 6 }];
    const expired = await post('/order/discount', { code: 'VENDANGES2025', products });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This discount code expired on 31 October 2025.');
    const unknown = await post('/order/discount', { code: 'NOEL', products });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This discount code does not exist.');
    const under = await post('/order/discount', { code: 'FETE15', products });
    expect(under.body.message).toBe('This discount code applies to orders of €100.00 or more.');
    const french = await post(
      '/order/discount',
      { code: 'VENDANGES2025', products },
      {
        'content-type': 'application/json',
      },
    );
    expect(french.body.message).toBe('Ce code de réduction a expiré le 31 octobre 2025.');
  });

  it('never answers zod’s « Invalid input » to a visitor', async () => {
    const member = await signedInMember(WINE_SITE_ID);
    const refused = await api('/user', {
      host: WINE_HOST,
      method: 'DELETE',
      headers: { ...english, authorization: member.token },
      body: JSON.stringify({ confirmation: 'NOPE' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Confirm the deletion: enter your password or type « DELETE ».');
    expect(JSON.stringify(refused.body)).not.toMatch(/Invalid input/);
  });

  it('accepts « DELETE » in English as it accepts « SUPPRIMER »', async () => {
    for (const word of ['DELETE', 'supprimer']) {
      const member = await signedInMember(WINE_SITE_ID);
      const deleted = await api('/user', {
        host: WINE_HOST,
        method: 'DELETE',
        headers: { ...english, authorization: member.token },
        body: JSON.stringify({ confirmation: word }),
      });
      expect([word, deleted.status]).toEqual([word, 200]);
    }
  });

  it('names order statuses in the request’s language', async () => {
    await relaxBottleRules();
    const carriers = await insertCarriers();
    const member = await createMember();
    const wine = await insertWine(WINE_SITE_ID, { stock: 20 });
    const placed = await postOrder<OrderCreated>(
      member.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 2 }]),
      { locale: 'en_GB' },
    );
    expect(placed.status).toBe(201);
    expect(placed.body.data.order.statusLabel).toBe('Awaiting payment');
    const listed = await api<{ orders: { statusLabel: string }[] }>('/user/orders', {
      host: WINE_HOST,
      headers: { userLang: 'en_GB', authorization: member.token },
    });
    expect(listed.body.data.orders.map((order) => order.statusLabel)).toEqual(['Awaiting payment']);
    const french = await api<{ orders: { statusLabel: string }[] }>('/user/orders', {
      host: WINE_HOST,
      headers: { authorization: member.token },
    });
    expect(french.body.data.orders[0]?.statusLabel).toBe('En attente de paiement');
  });
});
