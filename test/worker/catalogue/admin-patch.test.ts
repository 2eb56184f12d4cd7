import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopProduct } from '../../../src/schema/catalogue/product';
import { adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { unique } from '../support/factories';
import { WINE_HOST } from '../support/http';

// An admin update keeps the fields it is not sent (PATCH semantics), for the
// catalogue's products and declinations.

let admin = '';

beforeAll(async () => {
  admin = await adminLogin(WINE_ADMIN, WINE_HOST);
});

const call = <T = unknown>(method: string, path: string, payload?: unknown) =>
  adminCall<T>(method, path, admin, payload, WINE_HOST);

async function createWine(): Promise<ShopProduct> {
  const created = await call<ShopProduct>('POST', '/admin/product', {
    type: 'WINE',
    name: unique('Saumur blanc Les Pouches'),
    appellation: 'Saumur',
    declinations: [
      {
        year: 2022,
        capacity: 75,
        capacityUnit: 'cl',
        price: 14,
        discount: { type: 'PERCENT', amount: 10 },
        quantity: 12,
        sellByMultipleOf: 6,
      },
    ],
  });
  expect(created.status).toBe(200);
  return created.body.data;
}

describe('PUT /admin/product/{id} changes only the fields it is sent', () => {
  it('unpublishes a product without its name or type', async () => {
    const wine = await createWine();
    const saved = await call<ShopProduct>('PUT', `/admin/product/${wine.id}`, { isPublished: false });
    expect(saved.status).toBe(200);
    const read = await call<ShopProduct>('GET', `/admin/product/${wine.id}`);
    expect(read.body.data).toMatchObject({ name: wine.name, appellation: 'Saumur', isPublished: false });
  });
});

describe('PUT /admin/product/declination/{id} changes only the fields it is sent', () => {
  it('keeps the vintage, capacity, discount and multiple when only the price is sent', async () => {
    const wine = await createWine();
    const declination = wine.declination[0]!;
    const saved = await call('PUT', `/admin/product/declination/${declination.id}`, { price: 16 });
    expect(saved.status).toBe(200);
    const read = await call<ShopProduct>('GET', `/admin/product/${wine.id}`);
    expect(read.body.data.declination[0]).toMatchObject({
      price: 16,
      year: 2022,
      capacity: 75,
      capacityUnit: 'cl',
      discount: { type: 'PERCENT', amount: 10 },
      sellByMultipleOf: 6,
    });
  });
});

/** Creates through POST, changes one field through PUT, and reads the list back. */
async function patchedInList<T extends { id: number }>(
  path: string,
  body: Record<string, unknown>,
  change: Record<string, unknown>,
  listPath = path,
): Promise<T | undefined> {
  const created = await call<T>('POST', path, body);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const saved = await call('PUT', `${path}/${created.body.data.id}`, change);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return (await call<T[]>('GET', listPath)).body.data.find((item) => item.id === created.body.data.id);
}

describe('the catalogue’s lists change only the fields they are sent', () => {
  it('PUT /admin/product/variation/{id} keeps the displayed label', async () => {
    const label = unique('Fût');
    expect(
      await patchedInList(
        '/admin/product/variation',
        { label, displayLabel: 'Élevé en fût de chêne' },
        { order: 3 },
      ),
    ).toMatchObject({ label, displayLabel: 'Élevé en fût de chêne' });
  });

  it('PUT /admin/product/meal-icon/{id} keeps the icon', async () => {
    const label = unique('Fromages de chèvre');
    expect(
      await patchedInList('/admin/product/meal-icon', { label, icon: '/media/chevre.svg' }, { order: 2 }),
    ).toMatchObject({ label, icon: '/media/chevre.svg' });
  });

  it('PUT /admin/product/award/{id} keeps the product, year and image', async () => {
    const wine = await createWine();
    const award = { productId: wine.id, competition: 'Concours de Loire', distinction: 'Or', year: 2022 };
    expect(
      await patchedInList(
        '/admin/product/award',
        { ...award, image: '/media/medaille-or.svg' },
        { distinction: 'Argent' },
        `/admin/product/award?product=${wine.id}`,
      ),
    ).toMatchObject({ ...award, distinction: 'Argent', image: '/media/medaille-or.svg' });
  });
});
