import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopProduct } from '../../../src/schema/product';
import { adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { unique } from '../support/factories';
import { WINE_HOST } from '../support/http';

// Issue 24: an admin update keeps the fields it is not sent (PATCH semantics), for the
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
