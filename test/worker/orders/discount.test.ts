import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { DiscountCheck, DiscountDetail } from '../../../src/schema/orders/discount';
import { discountUseStatements } from '../../../worker/provider/orders/discount.repository';
import { adminCall, login, WINE_ADMIN, adminLogin } from '../support/accounts';
import { contentVersionOf, declinationOf, post } from '../support/delivery';
import { uniqueNumber, WINE_SITE_ID } from '../support/factories';
import { MASSAGE_HOST, WINE_HOST } from '../support/http';

// POST /order/discount with the demo codes (BIENVENUE10, FETE15 from 100 €, PORTOFFERT on
// shipping from 60 €, VENDANGES2025 expired) and the admin API for codes.

async function cart(quantity: number) {
  // Saumur rouge 2023 at 14.50 €.
  return [{ id: await declinationOf(1, 2023, 75), quantity }];
}

const check = (payload: Record<string, unknown>, token: string | null = null, host = WINE_HOST) =>
  post<DiscountCheck>('/order/discount', payload, host, token);

describe('POST /order/discount', () => {
  it('applies a percentage code to the goods (server prices, tampered figures ignored)', async () => {
    const products = (await cart(6)).map((line) => ({ ...line, price: 0.01 }));
    const { status, body } = await check({ code: 'bienvenue10', products, shippingPrice: 12.9, subtotal: 1 });
    expect(status).toBe(200);
    // 6 × 14.50 = 87 € − 10 % = 78.30 €; shipping untouched.
    expect(body.data).toMatchObject({
      value: 'BIENVENUE10',
      subtotal: 78.3,
      shippingFees: 12.9,
      total: 91.2,
      reduction: 8.7,
      shippingReduction: 0,
      discount: { code: 'BIENVENUE10', type: 'PERCENT', amount: 10, detailType: null },
    });
  });

  it('applies a fixed amount from its minimum and refuses it below, in French', async () => {
    const under = await check({ code: 'FETE15', products: await cart(6) });
    expect(under.status).toBe(400);
    expect(under.body.message).toBe("Ce code de réduction s'applique à partir de 100,00 € d'achat.");
    const over = await check({ code: 'FETE15', products: await cart(12), shippingPrice: 18.9 });
    // 12 × 14.50 = 174 € − 15 €.
    expect(over.body.data).toMatchObject({ subtotal: 159, shippingFees: 18.9, total: 177.9, reduction: 15 });
  });

  it('takes a SHIPPING_FEES code off the shipping only, never below 0', async () => {
    const { body } = await check({ code: 'PORTOFFERT', products: await cart(6), shippingPrice: 12.9 });
    expect(body.data).toMatchObject({
      subtotal: 87,
      shippingFees: 0,
      total: 87,
      reduction: 0,
      shippingReduction: 12.9,
    });
    const noShipping = await check({ code: 'PORTOFFERT', products: await cart(6) });
    expect(noShipping.body.data).toMatchObject({ shippingFees: 0, shippingReduction: 0, total: 87 });
  });

  it('refuses an expired code, an unknown one and another site’s codes', async () => {
    const expired = await check({ code: 'VENDANGES2025', products: await cart(6) });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('Ce code de réduction a expiré le 31 octobre 2025.');
    const unknown = await check({ code: 'NOEL', products: await cart(6) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Ce code de réduction n'existe pas.");
    const massage = await check(
      { code: 'BIENVENUE10', products: [{ id: 1, quantity: 1 }] },
      null,
      MASSAGE_HOST,
    );
    expect(massage.status).toBe(404);
  });

  it('refuses a member who already used a once-per-member code', async () => {
    const token = await login(WINE_ADMIN, WINE_HOST);
    const user = await env.DB.prepare('SELECT id FROM users WHERE email = ?')
      .bind(WINE_ADMIN.email)
      .first<{ id: number }>();
    await env.DB.batch(
      discountUseStatements(env.DB, WINE_SITE_ID, { idDiscount: 1 }, user?.id ?? null, '?', [
        uniqueNumber(990_000),
      ]),
    );
    const refused = await check({ code: 'BIENVENUE10', products: await cart(6) }, token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Vous avez déjà utilisé ce code de réduction.');
    // A visitor (or another member) may still use it.
    expect((await check({ code: 'BIENVENUE10', products: await cart(6) })).status).toBe(200);
  });

  it('answers French 400s for bad input and the cart’s own refusals', async () => {
    const empty = await check({ code: 'BIENVENUE10', products: [] });
    expect(empty.body.message).toBe('Votre panier est vide.');
    const noCode = await check({ code: '  ', products: await cart(1) });
    expect(noCode.body.message).toBe('Saisissez un code de réduction.');
    const unavailable = await check({ code: 'BIENVENUE10', products: [{ id: 999_999, quantity: 1 }] });
    expect(unavailable.status).toBe(400);
    expect(unavailable.body.message).toBe("Un produit de votre panier n'est plus disponible.");
  });
});

const newCode = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  label: 'Printemps',
  type: 'EURO',
  amount: 5.5,
  minSubtotal: 30,
  maxUses: 100,
  ...extra,
});

describe('admin: discount codes', () => {
  it('refuses visitors and another site', async () => {
    expect((await adminCall('GET', '/admin/discount', null, undefined, WINE_HOST)).status).toBe(401);
    expect((await adminCall('GET', '/admin/discount', null, undefined, MASSAGE_HOST)).status).toBe(404);
  });

  it('creates, lists, updates and deletes a code; every write bumps the content version', async () => {
    const token = await adminLogin(WINE_ADMIN, WINE_HOST);
    const version = await contentVersionOf(WINE_SITE_ID);
    const created = await adminCall<DiscountDetail>(
      'POST',
      '/admin/discount',
      token,
      newCode('printemps5'),
      WINE_HOST,
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      code: 'PRINTEMPS5',
      amount: 5.5,
      minSubtotal: 30,
      uses: 0,
      isActive: true,
    });
    expect(await contentVersionOf(WINE_SITE_ID)).toBeGreaterThan(version);
    const usable = await check({ code: 'PRINTEMPS5', products: await cart(6) });
    expect(usable.body.data.reduction).toBe(5.5);

    expect((await adminCall('POST', '/admin/discount', token, newCode('PRINTEMPS5'), WINE_HOST)).status).toBe(
      409,
    );
    const percent = await adminCall(
      'POST',
      '/admin/discount',
      token,
      newCode('TROP', { type: 'PERCENT', amount: 150 }),
      WINE_HOST,
    );
    expect(percent.body.message).toBe('Un pourcentage est un nombre entier de 0 à 100.');
    const dates = await adminCall(
      'POST',
      '/admin/discount',
      token,
      newCode('DATES', { startsAt: '2026-12-31T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' }),
      WINE_HOST,
    );
    expect(dates.body.message).toBe('La fin de validité doit suivre son début.');

    const id = created.body.data.id;
    const updated = await adminCall<DiscountDetail>(
      'PUT',
      `/admin/discount/${id}`,
      token,
      newCode('PRINTEMPS5', { isActive: false }),
      WINE_HOST,
    );
    expect(updated.body.data.isActive).toBe(false);
    const inactive = await check({ code: 'PRINTEMPS5', products: await cart(6) });
    expect(inactive.body.message).toBe("Ce code de réduction n'est plus proposé.");

    const list = await adminCall<DiscountDetail[]>('GET', '/admin/discount', token, undefined, WINE_HOST);
    expect(list.body.data.map((discount) => discount.code)).toEqual(
      expect.arrayContaining(['BIENVENUE10', 'PRINTEMPS5']),
    );
    expect((await adminCall('DELETE', `/admin/discount/${id}`, token, undefined, WINE_HOST)).status).toBe(
      200,
    );
    expect((await adminCall('DELETE', `/admin/discount/${id}`, token, undefined, WINE_HOST)).status).toBe(
      404,
    );
  });

  it('keeps a used code (409) so orders keep their history', async () => {
    const token = await adminLogin(WINE_ADMIN, WINE_HOST);
    const created = await adminCall<DiscountDetail>(
      'POST',
      '/admin/discount',
      token,
      newCode('UTILISE'),
      WINE_HOST,
    );
    await env.DB.batch(
      discountUseStatements(env.DB, WINE_SITE_ID, { idDiscount: created.body.data.id }, null, '?', [
        uniqueNumber(995_000),
      ]),
    );
    const refused = await adminCall(
      'DELETE',
      `/admin/discount/${created.body.data.id}`,
      token,
      undefined,
      WINE_HOST,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Ce code a déjà servi à des commandes : désactivez-le plutôt que de le supprimer.',
    );
  });
});
