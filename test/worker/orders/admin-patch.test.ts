import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscountDetail } from '../../../src/schema/orders/discount';
import { adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { uniqueNumber } from '../support/factories';
import { WINE_HOST } from '../support/http';

// An admin update keeps the fields it is not sent (PATCH semantics), for the
// orders module's records.

let admin = '';

beforeAll(async () => {
  admin = await adminLogin(WINE_ADMIN, WINE_HOST);
});

const call = <T = unknown>(method: string, path: string, payload?: unknown) =>
  adminCall<T>(method, path, admin, payload, WINE_HOST);

describe('PUT /admin/discount/{id} changes only the fields it is sent', () => {
  it('deactivates a code and keeps its amount, dates, minimum and limits', async () => {
    const code = `AUTOMNE${uniqueNumber(1000)}`;
    const created = await call<DiscountDetail>('POST', '/admin/discount', {
      code,
      label: 'Automne',
      type: 'EURO',
      amount: 7.5,
      detailType: 'SHIPPING_FEES',
      startsAt: '2026-09-01T00:00:00.000Z',
      endsAt: '2099-11-30T23:59:59.000Z',
      minSubtotal: 40,
      maxUses: 100,
      maxUsesPerMember: 1,
    });
    expect(created.status).toBe(201);
    const saved = await call('PUT', `/admin/discount/${created.body.data.id}`, { isActive: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const list = await call<DiscountDetail[]>('GET', '/admin/discount');
    expect(list.body.data.find((discount) => discount.id === created.body.data.id)).toMatchObject({
      code,
      label: 'Automne',
      type: 'EURO',
      amount: 7.5,
      detailType: 'SHIPPING_FEES',
      startsAt: '2026-09-01T00:00:00.000Z',
      endsAt: '2099-11-30T23:59:59.000Z',
      minSubtotal: 40,
      maxUses: 100,
      maxUsesPerMember: 1,
      isActive: false,
    });
  });
});
