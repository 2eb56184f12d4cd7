import { describe, expect, it } from 'vitest';
import type { CarrierDetail, ShippingPrice, ZoneDetail } from '../../../src/schema/delivery/delivery';
import { adminCall, WINE_ADMIN, adminLogin } from '../support/accounts';
import { contentVersionOf, declinationOf, post } from '../support/delivery';
import { WINE_SITE_ID } from '../support/factories';
import { MASSAGE_HOST, WINE_HOST } from '../support/http';

// The admin API for carriers, their rate tables and shipping zones: ADMIN of the wine site
// only, validated, every write bumping the content version, and quotes follow at once.

const quote = async (postalCode: string) =>
  post<ShippingPrice[]>('/calculate/shipping-fees', {
    products: [{ idProduct: 1, idDeclination: await declinationOf(1, 2023, 75), quantity: 6 }],
    postalCode,
    country: 'FR',
  });

describe('admin: carriers and zones', () => {
  it('refuses visitors (401) and answers 404 off the shop', async () => {
    expect((await adminCall('GET', '/admin/carrier', null, undefined, WINE_HOST)).status).toBe(401);
    expect((await adminCall('GET', '/admin/shipping-zone', null, undefined, WINE_HOST)).status).toBe(401);
    expect((await adminCall('GET', '/admin/carrier', null, undefined, MASSAGE_HOST)).status).toBe(404);
  });

  it('lists the demo carriers with their rate tables in euros', async () => {
    const token = await adminLogin(WINE_ADMIN, WINE_HOST);
    const { body } = await adminCall<CarrierDetail[]>('GET', '/admin/carrier', token, undefined, WINE_HOST);
    const home = body.data.find((carrier) => carrier.serviceCode === 'COLISSIMO_DOMICILE');
    expect(home?.rates).toContainEqual(
      expect.objectContaining({ zoneId: 1, minBottles: 0.5, maxBottles: 6, price: 12.9 }),
    );
  });

  it('creates a zone and a carrier priced in it; the quote offers it at once; update and delete follow', async () => {
    const token = await adminLogin(WINE_ADMIN, WINE_HOST);
    const version = await contentVersionOf(WINE_SITE_ID);
    // Paris and its inner suburbs get a zone of their own (longest prefix wins over mainland France).
    const zone = await adminCall<ZoneDetail>(
      'POST',
      '/admin/shipping-zone',
      token,
      { name: 'Paris', areas: [{ countryId: 250, postalCodePrefix: '75' }] },
      WINE_HOST,
    );
    expect(zone.status).toBe(201);
    expect(await contentVersionOf(WINE_SITE_ID)).toBeGreaterThan(version);
    const courier = {
      name: 'Coursier à vélo',
      serviceCode: 'velo_paris',
      deliveryType: 'DELIVERY',
      rates: [{ zoneId: zone.body.data.id, minBottles: 0.5, maxBottles: 12, price: 9.5 }],
    };
    const created = await adminCall<CarrierDetail>('POST', '/admin/carrier', token, courier, WINE_HOST);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ serviceCode: 'VELO_PARIS', isActive: true });
    const paris = await quote('75011');
    expect(paris.body.data.map((p) => [p.serviceCode, p.price])).toEqual([['VELO_PARIS', 9.5]]);
    const saumur = await quote('49400');
    expect(saumur.body.data.map((p) => p.serviceCode)).not.toContain('VELO_PARIS');

    const dearer = { ...courier, rates: [{ ...courier.rates[0], price: 11 }] };
    const updated = await adminCall<CarrierDetail>(
      'PUT',
      `/admin/carrier/${created.body.data.id}`,
      token,
      dearer,
      WINE_HOST,
    );
    expect(updated.body.data.rates.map((rate) => rate.price)).toEqual([11]);
    expect((await quote('75011')).body.data[0]?.price).toBe(11);

    expect(
      (await adminCall('DELETE', `/admin/carrier/${created.body.data.id}`, token, undefined, WINE_HOST))
        .status,
    ).toBe(200);
    expect((await quote('75011')).status).toBe(400); // Paris has a zone but no carrier left
    expect(
      (await adminCall('DELETE', `/admin/shipping-zone/${zone.body.data.id}`, token, undefined, WINE_HOST))
        .status,
    ).toBe(200);
    expect((await quote('75011')).body.data.map((p) => p.serviceCode)).toContain('COLISSIMO_DOMICILE');
  });

  it('refuses bad rate tables, unknown zones and countries, taken codes and areas, in French', async () => {
    const token = await adminLogin(WINE_ADMIN, WINE_HOST);
    const base = { name: 'Test', serviceCode: 'TEST_X', deliveryType: 'DELIVERY' };
    const inverted = await adminCall(
      'POST',
      '/admin/carrier',
      token,
      { ...base, rates: [{ zoneId: 1, minBottles: 6, maxBottles: 1, price: 5 }] },
      WINE_HOST,
    );
    expect(inverted.body.message).toBe('Le maximum de bouteilles doit être supérieur ou égal au minimum.');
    const third = await adminCall(
      'POST',
      '/admin/carrier',
      token,
      { ...base, rates: [{ zoneId: 1, minBottles: 1.3, price: 5 }] },
      WINE_HOST,
    );
    expect(third.body.message).toBe('Le minimum se compte par demi-bouteille.');
    const unknownZone = await adminCall(
      'POST',
      '/admin/carrier',
      token,
      { ...base, rates: [{ zoneId: 9999, minBottles: 1, price: 5 }] },
      WINE_HOST,
    );
    expect(unknownZone.status).toBe(400);
    const taken = await adminCall(
      'POST',
      '/admin/carrier',
      token,
      { ...base, serviceCode: 'POINT_RELAIS' },
      WINE_HOST,
    );
    expect(taken.status).toBe(409);
    const type = await adminCall(
      'POST',
      '/admin/carrier',
      token,
      { ...base, deliveryType: 'DRONE' },
      WINE_HOST,
    );
    expect(type.body.message).toBe('Le type de livraison est DELIVERY ou PICKUP.');
    const country = await adminCall(
      'POST',
      '/admin/shipping-zone',
      token,
      { name: 'Nulle part', areas: [{ countryId: 4 }] },
      WINE_HOST,
    );
    expect(country.status).toBe(400);
    const area = await adminCall(
      'POST',
      '/admin/shipping-zone',
      token,
      { name: 'Corse bis', areas: [{ countryId: 250, postalCodePrefix: '20' }] },
      WINE_HOST,
    );
    expect(area.status).toBe(409);
    expect(area.body.message).toBe('Ce pays (ou ce début de code postal) appartient déjà à une autre zone.');
    expect((await adminCall('PUT', '/admin/carrier/abc', token, base, WINE_HOST)).status).toBe(404);
  });
});
