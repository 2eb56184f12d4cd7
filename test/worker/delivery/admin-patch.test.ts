import { beforeAll, describe, expect, it } from 'vitest';
import type { CarrierDetail, RelayPoint, ZoneDetail } from '../../../src/schema/delivery/delivery';
import { adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { WINE_HOST } from '../support/http';

// An admin update keeps the fields it is not sent (PATCH semantics), for carriers,
// shipping zones and relay points.

let admin = '';

beforeAll(async () => {
  admin = await adminLogin(WINE_ADMIN, WINE_HOST);
});

const call = <T = unknown>(method: string, path: string, payload?: unknown) =>
  adminCall<T>(method, path, admin, payload, WINE_HOST);

async function putThenList<T extends { id: number }>(
  path: string,
  listPath: string,
  id: number,
  body: unknown,
) {
  const saved = await call('PUT', `${path}/${id}`, body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return (await call<T[]>('GET', listPath)).body.data.find((item) => item.id === id);
}

describe('delivery updates change only the fields they are sent', () => {
  it('PUT /admin/shipping-zone/{id} and /admin/carrier/{id} keep the areas, rates and position', async () => {
    const zone = await call<ZoneDetail>('POST', '/admin/shipping-zone', {
      name: 'Nice',
      position: 6,
      areas: [{ countryId: 250, postalCodePrefix: '06' }],
    });
    expect(zone.status).toBe(201);
    const zoneId = zone.body.data.id;
    expect(
      await putThenList<ZoneDetail>('/admin/shipping-zone', '/admin/shipping-zone', zoneId, {
        name: 'Nice et environs',
      }),
    ).toMatchObject({
      name: 'Nice et environs',
      position: 6,
      areas: [{ countryId: 250, postalCodePrefix: '06' }],
    });

    const carrier = await call<CarrierDetail>('POST', '/admin/carrier', {
      name: 'Coursier niçois',
      serviceCode: 'COURSIER_NICE',
      deliveryType: 'DELIVERY',
      position: 4,
      rates: [{ zoneId, minBottles: 1, maxBottles: 12, price: 9.5 }],
    });
    expect(carrier.status).toBe(201);
    expect(
      await putThenList<CarrierDetail>('/admin/carrier', '/admin/carrier', carrier.body.data.id, {
        isActive: false,
      }),
    ).toMatchObject({
      name: 'Coursier niçois',
      serviceCode: 'COURSIER_NICE',
      isActive: false,
      position: 4,
      rates: [{ zoneId, minBottles: 1, maxBottles: 12, price: 9.5 }],
    });
  });

  it('PUT /admin/relay/point/{id} keeps the address, coordinates and icon', async () => {
    const point = await call<RelayPoint>('POST', '/admin/relay/point', {
      code: 'RP-PATCH-1',
      name: 'Tabac de la Place',
      addLine1: '4 place de la République',
      zipCode: '49400',
      city: 'Saumur',
      latitude: 47.26,
      longitude: -0.07,
      icon: '/media/tabac.svg',
    });
    expect(point.status).toBe(201);
    expect(
      await putThenList<RelayPoint>('/admin/relay/point', '/admin/relay/point', point.body.data.id, {
        name: 'Tabac-presse de la Place',
      }),
    ).toMatchObject({
      code: 'RP-PATCH-1',
      name: 'Tabac-presse de la Place',
      addLine1: '4 place de la République',
      zipCode: '49400',
      city: 'Saumur',
      latitude: 47.26,
      longitude: -0.07,
      icon: '/media/tabac.svg',
    });
  });
});
