import { beforeAll, describe, expect, it } from 'vitest';
import type { RelayAccessPoint } from '../../../src/schema/delivery/delivery';
import type { OrderCreated } from '../../../src/schema/orders/order';
import { DELIVERY_CARRIERS } from '../../../worker/seed/delivery';
import { loadAllCommunes } from '../support/communes';
import { post } from '../support/delivery';
import { WINE_SITE_ID } from '../support/factories';
import { MASSAGE_HOST } from '../support/http';
import { createMember, insertWine, liftOrderLimits, postOrder } from '../support/orders';

// The local carrier stand-in (the stored source, the embedded default): for an address in a
// département where the site stores no relay point, it answers points in the commune of the
// postal code, as a carrier's API does, never the site's points near Saumur.

const points = (postalCode: string, extra: Record<string, unknown> = {}) =>
  post<RelayAccessPoint[]>('/relay/access-points', { postalCode, ...extra });

beforeAll(loadAllCommunes);

describe('relay points near an address far from every stored point', () => {
  it('answers points in Paris for a Paris address, nearest first, with distance and opening hours', async () => {
    const { status, body } = await points('75011', { city: 'Paris 11e', address: '18 rue de la Roquette' });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    for (const point of body.data) {
      expect(point).toMatchObject({ zipCode: '75011', city: 'Paris', country: 'FR', position: null });
      expect(point.openingHours.length).toBeGreaterThan(0);
    }
    const distances = body.data.map((point) => point.distanceKm ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(1);
  });

  it('answers points in the commune the address names among a postal code’s communes', async () => {
    const { body } = await points('51300', { city: 'Vitry-le-François', limit: 2 });
    expect(body.data).toHaveLength(2);
    expect(body.data.every((point) => point.city === 'Vitry-le-François')).toBe(true);
  });

  it('answers in Lyon, Saint-Denis de La Réunion and Ajaccio', async () => {
    for (const [postalCode, city] of [
      ['69003', 'Lyon'],
      ['97400', 'Saint-Denis'],
      ['20000', 'Ajaccio'],
    ] as const) {
      const { body } = await points(postalCode);
      expect(body.data[0]?.city).toBe(city);
    }
  });

  it('answers no point for a postal code no commune has', async () => {
    const { status, body } = await points('00000');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('answers 404 off the shop, as the stored points do', async () => {
    expect((await post('/relay/access-points', { postalCode: '75011' }, MASSAGE_HOST)).status).toBe(404);
  });
});

describe('an order to a stand-in relay point', () => {
  it('keeps the point as the stand-in answers it, whatever the client sent', async () => {
    await liftOrderLimits();
    const buyer = await createMember();
    const wine = await insertWine(WINE_SITE_ID, { stock: 100 });
    const [chosen] = (await points('75011', { city: 'Paris' })).body.data;
    if (!chosen) throw new Error('no stand-in point');
    const paris = {
      firstname: 'Camille',
      lastname: 'Durand',
      address: '18 rue de la Roquette',
      addressPart2: '',
      postalCode: '75011',
      city: 'Paris 11e',
      country: { id: 250 },
    };
    const { status, body } = await postOrder<OrderCreated>(buyer.token, {
      products: [{ id: wine, quantity: 6 }],
      user: { phone: '06 12 34 56 78' },
      address: { delivery: paris, billing: paris },
      delivery: {
        type: 'PICKUP',
        idCarrier: DELIVERY_CARRIERS.relay,
        accessPoint: { ...chosen, name: 'Autre nom', city: 'Ajaccio' },
      },
    });
    expect(status).toBe(201);
    expect(body.data.order.accessPoint).toEqual({
      id: chosen.id,
      name: chosen.name,
      addLine1: chosen.addLine1,
      zipCode: '75011',
      city: 'Paris',
      country: 'FR',
    });
  });
});
