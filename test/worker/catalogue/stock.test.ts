import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopProduct } from '../../../src/schema/catalogue/product';
import type { StockHistory } from '../../../src/schema/catalogue/product-admin';
import { stockChangeStatements } from '../../../worker/provider/catalogue/stock.repository';
import { adminCall, WINE_ADMIN, adminLogin } from '../support/accounts';
import { contentVersion, insertWine } from '../support/catalogue';
import { WINE_SITE_ID } from '../support/factories';
import { api, WINE_HOST } from '../support/http';

// Stock adjustments: who, when, how much and why; never below zero; the change and its record
// in one transaction; the shop shows the new stock on the next request.

// The one stock function, as another module's batch uses it (user null: the shop itself).
const adjustStockStatements = (siteId: number, declinationId: number, delta: number, reason: string) =>
  stockChangeStatements(env.DB, siteId, {
    kind: 'ADJUSTMENT',
    declination: { sql: '?', params: [declinationId] },
    delta,
    reason,
    userId: null,
  });

let admin = '';
let adminId = 0;

beforeAll(async () => {
  admin = await adminLogin(WINE_ADMIN, WINE_HOST);
  const row = await env.DB.prepare('SELECT id FROM users WHERE site_id = 2 AND email = ?')
    .bind(WINE_ADMIN.email)
    .first<{ id: number }>();
  adminId = row?.id ?? 0;
});

const adjust = (declinationId: number, payload: unknown, token: string | null = admin) =>
  adminCall<StockHistory>(
    'POST',
    `/admin/product/declination/${declinationId}/stock`,
    token,
    payload,
    WINE_HOST,
  );

const history = (declinationId: number, query = '') =>
  adminCall<StockHistory>(
    'GET',
    `/admin/product/declination/${declinationId}/stock${query}`,
    admin,
    undefined,
    WINE_HOST,
  );

async function stockOf(declinationId: number): Promise<number | undefined> {
  const { body } = await api<ShopProduct>(`/product/${await productOf(declinationId)}`, { host: WINE_HOST });
  return body.data.declination.find((d) => d.id === declinationId)?.quantity;
}

async function productOf(declinationId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT product_id AS id FROM product_declinations WHERE id = ?')
    .bind(declinationId)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

describe('POST /admin/product/declination/{id}/stock', () => {
  it('records who, when, how much and why, and the shop shows the new stock at once', async () => {
    const wine = await insertWine(WINE_SITE_ID, { quantity: 12 });
    const version = await contentVersion(WINE_SITE_ID);
    const before = Date.now();
    const { status, body } = await adjust(wine.declinationId, {
      delta: 24,
      reason: '  Mise en bouteille du 12 mars  ',
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Stock ajusté.');
    expect(body.data.quantity).toBe(36);
    expect(body.data.total).toBe(1);
    const [entry] = body.data.adjustments;
    expect(entry).toMatchObject({
      declinationId: wine.declinationId,
      delta: 24,
      quantityAfter: 36,
      reason: 'Mise en bouteille du 12 mars',
      user: { id: adminId, email: WINE_ADMIN.email },
      kind: 'ADJUSTMENT',
      kindLabel: 'Ajustement',
      order: null,
    });
    const at = Date.parse(entry?.createdAt ?? '');
    expect(entry?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await contentVersion(WINE_SITE_ID)).toBe(version + 1);
    expect(await stockOf(wine.declinationId)).toBe(36);
  });

  it('removes bottles, newest adjustment first in the history, paged', async () => {
    const wine = await insertWine(WINE_SITE_ID, { quantity: 10 });
    await adjust(wine.declinationId, { delta: -3, reason: 'Casse au chargement' });
    await adjust(wine.declinationId, { delta: -2, reason: 'Dégustation au caveau' });
    const { body } = await history(wine.declinationId);
    expect(body.data.quantity).toBe(5);
    expect(body.data.adjustments.map((a) => [a.delta, a.quantityAfter, a.reason])).toEqual([
      [-2, 5, 'Dégustation au caveau'],
      [-3, 7, 'Casse au chargement'],
    ]);
    const page2 = await history(wine.declinationId, '?nbItem=1&page=2');
    expect(page2.body.data.adjustments.map((a) => a.reason)).toEqual(['Casse au chargement']);
    expect(page2.body.data.total).toBe(2);
  });

  it('never goes below zero: 409 saying what is left, nothing changed nor recorded', async () => {
    const wine = await insertWine(WINE_SITE_ID, { quantity: 4 });
    const version = await contentVersion(WINE_SITE_ID);
    const { status, body } = await adjust(wine.declinationId, { delta: -5, reason: 'Inventaire' });
    expect(status).toBe(409);
    expect(body.message).toBe('Le stock ne peut pas devenir négatif : il reste 4 unités, vous en retirez 5.');
    expect(await stockOf(wine.declinationId)).toBe(4);
    expect((await history(wine.declinationId)).body.data.total).toBe(0);
    expect(await contentVersion(WINE_SITE_ID)).toBe(version);
    // Down to exactly zero is fine.
    expect((await adjust(wine.declinationId, { delta: -4, reason: 'Inventaire' })).body.data.quantity).toBe(
      0,
    );
  });

  it.each([
    [{ delta: 0, reason: 'Rien' }, 'delta', 'La variation de stock ne peut pas être nulle.'],
    [{ delta: 1.5, reason: 'Moitié' }, 'delta', 'La variation de stock doit être un nombre entier.'],
    [{ delta: 3 }, 'reason', undefined],
    [{ delta: 3, reason: ' a ' }, 'reason', 'Donnez la raison de cet ajustement (3 caractères au moins).'],
  ])('refuses %j with a French message', async (payload, field, message) => {
    const wine = await insertWine(WINE_SITE_ID);
    const { status, body } = await adjust(wine.declinationId, payload);
    expect(status).toBe(400);
    const errors = (body.data as unknown as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors)).toContain(field);
    if (message) expect(errors[field]).toBe(message);
    expect(await stockOf(wine.declinationId)).toBe(12);
  });

  it('answers 404 for an unknown declination, 401 anonymous', async () => {
    expect((await adjust(99999, { delta: 1, reason: 'Livraison' })).status).toBe(404);
    expect((await adjust(99999, { delta: 1, reason: 'Livraison' })).body.message).toBe(
      "Cette déclinaison n'existe pas.",
    );
    const wine = await insertWine(WINE_SITE_ID);
    expect((await adjust(wine.declinationId, { delta: 1, reason: 'Livraison' }, null)).status).toBe(401);
    expect(await stockOf(wine.declinationId)).toBe(12);
  });
});

describe('stockChangeStatements (in another module’s batch)', () => {
  it('applies and records a sale in the caller’s batch, or changes nothing when the stock is too low', async () => {
    const wine = await insertWine(WINE_SITE_ID, { quantity: 3 });
    const sold = await env.DB.batch(
      adjustStockStatements(WINE_SITE_ID, wine.declinationId, -2, 'Commande 12'),
    );
    expect(sold[0]?.meta.changes).toBe(1);
    const tooMany = await env.DB.batch(
      adjustStockStatements(WINE_SITE_ID, wine.declinationId, -2, 'Commande 13'),
    );
    expect(tooMany[0]?.meta.changes).toBe(0);
    const { body } = await history(wine.declinationId);
    expect(body.data.quantity).toBe(1);
    expect(body.data.adjustments).toEqual([
      expect.objectContaining({
        kind: 'ADJUSTMENT',
        kindLabel: 'Ajustement',
        delta: -2,
        quantityAfter: 1,
        reason: 'Commande 12',
        user: null,
        order: null,
      }),
    ]);
  });

  it('does nothing to another site’s declination', async () => {
    const wine = await insertWine(WINE_SITE_ID, { quantity: 3 });
    const results = await env.DB.batch(adjustStockStatements(1, wine.declinationId, -1, 'Intrus'));
    expect(results[0]?.meta.changes).toBe(0);
    expect((await history(wine.declinationId)).body.data).toMatchObject({ quantity: 3, total: 0 });
  });
});
