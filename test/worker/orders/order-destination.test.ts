import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ShippingPrice } from '../../../src/schema/delivery/delivery';
import type { OrderCreated } from '../../../src/schema/orders/order';
import { app } from '../../../worker/index';
import { DELIVERY_CARRIERS } from '../../../worker/seed/delivery';
import { post } from '../support/delivery';
import { WINE_SITE_ID } from '../support/factories';
import { WINE_HOST } from '../support/http';
import {
  countRows,
  createMember,
  insertWine,
  liftOrderLimits,
  postOrder,
  type Member,
} from '../support/orders';

// Shipping is priced from where the parcel goes and nothing else — the delivery
// address's own postal code and country, or the relay point as the server knows it. The
// payload's deliveryPostalCode / deliveryIdCountry are ignored, a relay point is looked up by
// its id and the order keeps the server's copy. The wine site's seeded carriers and rules:
// 6 bottles cost 12,90 € home in mainland France, 19,90 € in Corsica, 7,90 € at a relay point.

const FRANCE = 250;
const SWITZERLAND = 756;
const SEEDED_POINT = {
  id: 'RP-49400-01',
  name: 'Maison de la Presse du Dôme',
  addLine1: '12 rue Franklin Roosevelt',
  zipCode: '49400',
  city: 'Saumur',
  country: 'FR',
};

let buyer: Member;
let wine: number;

beforeAll(async () => {
  await liftOrderLimits();
  buyer = await createMember();
  wine = await insertWine(WINE_SITE_ID, { stock: 1000 });
});

afterEach(() => vi.restoreAllMocks());

function homeAddress(postalCode: string, city: string, countryId: number) {
  return {
    firstname: 'Camille',
    lastname: 'Durand',
    address: '3 rue du Rhône',
    addressPart2: '',
    postalCode,
    city,
    country: { id: countryId },
  };
}

/** Six bottles (the seed's expedition minimum) to the address, with whatever else is patched in. */
function order(delivery: ReturnType<typeof homeAddress>, patch: Record<string, unknown> = {}) {
  return {
    products: [{ id: wine, quantity: 6 }],
    user: { phone: '06 12 34 56 78' },
    address: { delivery, billing: homeAddress('49400', 'Saumur', FRANCE) },
    delivery: { type: 'DELIVERY', idCarrier: DELIVERY_CARRIERS.home },
    ...patch,
  };
}

const relay = (accessPoint: unknown) => ({
  delivery: { type: 'PICKUP', idCarrier: DELIVERY_CARRIERS.relay, accessPoint },
});

async function productOf(declinationId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT product_id FROM product_declinations WHERE site_id = ? AND id = ?')
    .bind(WINE_SITE_ID, declinationId)
    .first<{ product_id: number }>();
  if (!row) throw new Error('no declination');
  return row.product_id;
}

/** What POST /calculate/shipping-fees (the checkout's quote) says the home carrier costs there. */
async function quotedHome(postalCode: string): Promise<number | undefined> {
  const { body } = await post<ShippingPrice[]>('/calculate/shipping-fees', {
    products: [{ idProduct: await productOf(wine), idDeclination: wine, quantity: 6 }],
    postalCode,
    country: FRANCE,
  });
  return body.data.find((option) => option.id === DELIVERY_CARRIERS.home)?.price;
}

describe('home delivery: priced from the delivery address only', () => {
  it('refuses a Geneva address sent with a Saumur postal code and France: we do not deliver there', async () => {
    const before = await countRows('orders');
    const { status, body } = await postOrder(
      buyer.token,
      order(homeAddress('1204', 'Genève', SWITZERLAND), {
        deliveryPostalCode: '49400',
        deliveryIdCountry: FRANCE,
      }),
    );
    expect(status).toBe(400);
    expect(body.message).toBe('Nous ne livrons pas dans ce pays.');
    expect(await countRows('orders')).toBe(before);
  });

  it('prices a Corsican address at the Corsica rate whatever postal code is sent beside it', async () => {
    const { status, body } = await postOrder<OrderCreated>(
      buyer.token,
      order(homeAddress('20000', 'Ajaccio', FRANCE), {
        deliveryPostalCode: '49400',
        deliveryIdCountry: FRANCE,
      }),
    );
    expect(status).toBe(201);
    expect(body.data.order.shipping).toBe(19.9);
    expect(await quotedHome('20000')).toBe(19.9); // the checkout's quote for that address agrees
    const stored = await env.DB.prepare(
      'SELECT delivery_postal_code AS postalCode, delivery_country_id AS countryId FROM orders WHERE id = ?',
    )
      .bind(body.data.order.id)
      .first();
    expect(stored).toEqual({ postalCode: '20000', countryId: FRANCE });
  });

  it('still prices an honest mainland address as before, with or without the extra fields', async () => {
    const honest = await postOrder<OrderCreated>(buyer.token, order(homeAddress('49400', 'Saumur', FRANCE)));
    expect(honest.status).toBe(201);
    expect(honest.body.data.order.shipping).toBe(12.9);
    const withFields = await postOrder<OrderCreated>(
      buyer.token,
      order(homeAddress('49400', 'Saumur', FRANCE), {
        deliveryPostalCode: '49400',
        deliveryIdCountry: FRANCE,
      }),
    );
    expect(withFields.body.data.order.shipping).toBe(12.9);
    expect(await quotedHome('49400')).toBe(12.9);
  });
});

describe('relay delivery: the server looks the point up and keeps its own copy', () => {
  it('refuses a relay point the site does not know (« FAKE-1 ») and writes nothing', async () => {
    const before = await countRows('orders');
    const { status, body } = await postOrder(
      buyer.token,
      order(
        homeAddress('49400', 'Saumur', FRANCE),
        relay({ id: 'FAKE-1', name: 'Chez moi', addLine1: '1 rue X', zipCode: '49400', city: 'Saumur' }),
      ),
    );
    expect(status).toBe(400);
    expect(body.message).toBe("Ce point relais n'existe pas : choisissez-en un dans la liste.");
    expect(await countRows('orders')).toBe(before);
  });

  it("stores the server's name and address of a real point, not the ones the client sent", async () => {
    const { status, body } = await postOrder<OrderCreated>(
      buyer.token,
      order(
        homeAddress('49400', 'Saumur', FRANCE),
        relay({
          id: SEEDED_POINT.id,
          name: 'Mon salon',
          addLine1: '99 rue Inventée',
          zipCode: '20000',
          city: 'Ajaccio',
        }),
      ),
    );
    expect(status).toBe(201);
    expect(body.data.order.accessPoint).toEqual(SEEDED_POINT);
    expect(body.data.order.shipping).toBe(7.9);
    const row = await env.DB.prepare('SELECT access_point FROM orders WHERE id = ?')
      .bind(body.data.order.id)
      .first<{ access_point: string }>();
    expect(JSON.parse(row?.access_point ?? 'null')).toEqual(SEEDED_POINT);
  });

  it("prices the relay delivery from the point's own address, not the buyer's", async () => {
    // A Corsican buyer choosing a Saumur point pays the mainland relay rate (12,90 € in Corsica).
    const { status, body } = await postOrder<OrderCreated>(
      buyer.token,
      order(homeAddress('20000', 'Ajaccio', FRANCE), relay({ id: SEEDED_POINT.id })),
    );
    expect(status).toBe(201);
    expect(body.data.order.shipping).toBe(7.9);
  });

  it('an inactive point is unknown', async () => {
    await env.DB.prepare('UPDATE relay_points SET is_active = 0 WHERE site_id = ? AND code = ?')
      .bind(WINE_SITE_ID, 'RP-49400-02')
      .run();
    const { status } = await postOrder(
      buyer.token,
      order(homeAddress('49400', 'Saumur', FRANCE), relay({ id: 'RP-49400-02' })),
    );
    expect(status).toBe(400);
  });
});

describe('relay delivery through the carrier API', () => {
  const API_URL = 'https://relais.transporteur.example/v1/points';
  const apiPoint = {
    id: 'MR-0042',
    name: 'Relais du Château',
    address: '1 place du Château',
    postalCode: '49400',
    city: 'Saumur',
    countryCode: 'fr',
    latitude: 47.256,
    longitude: -0.072,
  };

  async function orderThroughApi(payload: unknown): Promise<Response> {
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request(`http://${WINE_HOST}/api/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: buyer.token },
        body: JSON.stringify(payload),
      }),
      { ...env, RELAY_API_URL: API_URL, RELAY_API_KEY: 'cle-de-test' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("keeps the carrier's copy of the point, and refuses an id the carrier does not list", async () => {
    await env.DB.prepare("UPDATE delivery_settings SET relay_source = 'CARRIER_API' WHERE site_id = ?")
      .bind(WINE_SITE_ID)
      .run();
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(Response.json({ points: [apiPoint] })),
    );
    try {
      const known = await orderThroughApi(
        order(homeAddress('49400', 'Saumur', FRANCE), relay({ id: 'MR-0042', name: 'Autre nom' })),
      );
      expect(known.status).toBe(201);
      const created = await known.json<{ data: OrderCreated }>();
      expect(created.data.order.accessPoint).toEqual({
        id: 'MR-0042',
        name: 'Relais du Château',
        addLine1: '1 place du Château',
        zipCode: '49400',
        city: 'Saumur',
        country: 'FR',
      });
      const unknown = await orderThroughApi(
        order(homeAddress('49400', 'Saumur', FRANCE), relay({ id: 'FAKE-1' })),
      );
      expect(unknown.status).toBe(400);
    } finally {
      await env.DB.prepare("UPDATE delivery_settings SET relay_source = 'STORED' WHERE site_id = ?")
        .bind(WINE_SITE_ID)
        .run();
    }
  });
});
