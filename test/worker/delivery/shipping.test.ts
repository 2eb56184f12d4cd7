import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ShippingPrice } from '../../../src/schema/delivery/delivery';
import { declinationOf, post } from '../support/delivery';
import { WINE_SITE_ID } from '../support/factories';
import { api, MASSAGE_HOST, request, WINE_HOST } from '../support/http';

// POST /calculate/shipping-fees on the demo wine estate: zones by country and postal code,
// rate tables by bottle count, free shipping from 24 bottles or 250 €, products without
// shipping fees left out, the sales area, and bad input.

const SAUMUR_RED_2023 = { idProduct: 1, year: 2023, capacity: 75 };

async function line(productId: number, year: number | null, capacity: number | null, quantity: number) {
  return { idProduct: productId, idDeclination: await declinationOf(productId, year, capacity), quantity };
}

async function quote(products: unknown[], postalCode = '49400', country: unknown = 'FR', host = WINE_HOST) {
  return post<ShippingPrice[]>('/calculate/shipping-fees', { products, postalCode, country }, host);
}

const priceOf = (prices: ShippingPrice[], serviceCode: string) =>
  prices.find((p) => p.serviceCode === serviceCode)?.price;

describe('shipping fees by zone and bottle count', () => {
  it('lists both carriers for mainland France, cheapest first, shaped like the cart state carrier', async () => {
    const { status, body } = await quote([await line(1, 2023, 75, 6)]);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toEqual([
      {
        id: 2,
        name: 'Point relais',
        serviceCode: 'POINT_RELAIS',
        price: 7.9,
        fdp: 7.9,
        deliveryType: 'PICKUP',
        siteType: 'RELAY',
        free: false,
      },
      {
        id: 1,
        name: 'Colissimo à domicile',
        serviceCode: 'COLISSIMO_DOMICILE',
        price: 12.9,
        fdp: 12.9,
        deliveryType: 'DELIVERY',
        siteType: 'HOME',
        free: false,
      },
    ]);
  });

  it('moves to the next range past 6 bottles and counts 37.5 cl bottles as halves', async () => {
    const seven = await quote([await line(1, 2023, 75, 7)]);
    expect(priceOf(seven.body.data, 'COLISSIMO_DOMICILE')).toBe(18.9);
    // 6 × 75 cl + 2 × 37.5 cl = 7 bottles.
    const mixed = await quote([await line(1, 2023, 75, 6), await line(1, 2022, 37.5, 2)]);
    expect(priceOf(mixed.body.data, 'COLISSIMO_DOMICILE')).toBe(18.9);
    // 12 × 37.5 cl = 6 bottles.
    const halves = await quote([await line(1, 2022, 37.5, 12)]);
    expect(priceOf(halves.body.data, 'COLISSIMO_DOMICILE')).toBe(12.9);
  });

  it('counts a box as the bottles it holds', async () => {
    const box = await declinationOf(15, null, null); // six bottles
    const { body } = await quote([{ idProduct: 15, idDeclination: box, quantity: 2 }]);
    expect(priceOf(body.data, 'COLISSIMO_DOMICILE')).toBe(18.9);
    // Without idDeclination the product's single declination stands for it.
    const implicit = await quote([{ idProduct: 15, quantity: 2 }]);
    expect(implicit.body.data).toEqual(body.data);
  });

  it('prices Corsica by its postal-code prefix and drops the relay carrier above its 18-bottle limit', async () => {
    const corsica = await quote([await line(1, 2023, 75, 6)], '20000');
    expect(corsica.body.data.map((p) => [p.serviceCode, p.price])).toEqual([
      ['POINT_RELAIS', 12.9],
      ['COLISSIMO_DOMICILE', 19.9],
    ]);
    // 20 × 8.50 € stays under the 250 € free-shipping amount.
    const twenty = await quote([await line(9, 2023, 75, 20)]);
    expect(twenty.body.data.map((p) => p.serviceCode)).toEqual(['COLISSIMO_DOMICILE']);
    expect(priceOf(twenty.body.data, 'COLISSIMO_DOMICILE')).toBe(29.9);
  });

  it('refuses an address no carrier serves, in French', async () => {
    const { status, body } = await quote([await line(1, 2023, 75, 6)], '97110');
    expect(status).toBe(400);
    expect(body.message).toBe('Aucun transporteur ne livre cette commande à cette adresse.');
  });
});

describe('free shipping', () => {
  it('is free from FREE_SHIPPING_BOTTLE_COUNT (24) bottles', async () => {
    // 8.50 € bottles: 24 of them (204 €) stay under the 250 € free-shipping amount.
    const below = await quote([await line(9, 2023, 75, 23)]);
    expect(below.body.data.every((p) => !p.free && p.price > 0)).toBe(true);
    const at = await quote([await line(9, 2023, 75, 24)]);
    expect(at.body.data.map((p) => [p.price, p.fdp, p.free])).toEqual([[0, 0, true]]);
  });

  it('is free from FREE_SHIPPING_PRICE (250 €) of goods after line discounts, prices from the server', async () => {
    // 11 × 23 € − 10 % = 227.70 €: the discounted total is what counts.
    const discounted = await quote([
      { idProduct: 2, idDeclination: await declinationOf(2, 2020, 75), quantity: 11 },
    ]);
    expect(discounted.body.data.every((p) => !p.free)).toBe(true);
    // Saumur-Champigny Vieilles Vignes 2022 at 21.50 €: 12 bottles (258 €) reach 250 €, 11 do not.
    const expensive = await declinationOf(2, 2022, 75);
    const quantity = 12;
    const { body } = await quote([{ idProduct: 2, idDeclination: expensive, quantity }]);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((p) => p.free && p.price === 0)).toBe(true);
    // A price the client slips in is ignored: the server's prices decide.
    const cheaper = await quote([
      { idProduct: 2, idDeclination: expensive, quantity: quantity - 1, price: 1000 },
    ]);
    expect(cheaper.body.data.every((p) => !p.free)).toBe(true);
  });

  it('leaves out products without shipping fees', async () => {
    await env.DB.prepare('UPDATE products SET has_shipping_fees = 0 WHERE site_id = ? AND id = 16')
      .bind(WINE_SITE_ID)
      .run();
    const magnumBox = await declinationOf(16, null, null);
    const alone = await quote([{ idProduct: 16, idDeclination: magnumBox, quantity: 3 }]);
    expect(alone.body.data.map((p) => [p.price, p.free])).toEqual([
      [0, true],
      [0, true],
    ]);
    const withWine = await quote([
      { idProduct: 16, idDeclination: magnumBox, quantity: 3 },
      await line(1, 2023, 75, 1),
    ]);
    expect(priceOf(withWine.body.data, 'COLISSIMO_DOMICILE')).toBe(12.9);
  });
});

describe('sales area and countries', () => {
  it('takes the country as an id or an alpha-2 code', async () => {
    const byId = await quote([await line(1, 2023, 75, 6)], '49400', 250);
    const byCode = await quote([await line(1, 2023, 75, 6)], '49400', 'fr');
    expect(byId.body.data).toEqual(byCode.body.data);
  });

  it('refuses a country outside ONLY_SELL_IN_FRANCE and an unknown one', async () => {
    const belgium = await quote([await line(1, 2023, 75, 6)], '1000', 'BE');
    expect(belgium.status).toBe(400);
    expect(belgium.body.message).toBe('Nous ne livrons pas dans ce pays.');
    const unknown = await quote([await line(1, 2023, 75, 6)], '1000', 'ZZ');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Ce pays n'existe pas.");
  });

  it('sells to the EU zone once the site sells beyond France', async () => {
    await env.DB.prepare(
      "UPDATE parameters SET value = 'false' WHERE site_id = ? AND type = 'ONLY_SELL_IN_FRANCE'",
    )
      .bind(WINE_SITE_ID)
      .run();
    try {
      const belgium = await quote([await line(1, 2023, 75, 6)], '1000', 'BE');
      expect(belgium.body.data.map((p) => [p.serviceCode, p.price])).toEqual([['COLISSIMO_DOMICILE', 29]]);
      const usa = await quote([await line(1, 2023, 75, 6)], '10001', 'US');
      expect(usa.body.message).toBe('Nous ne livrons pas dans ce pays.');
    } finally {
      await env.DB.prepare(
        "UPDATE parameters SET value = 'true' WHERE site_id = ? AND type = 'ONLY_SELL_IN_FRANCE'",
      )
        .bind(WINE_SITE_ID)
        .run();
    }
  });
});

describe('bad input', () => {
  it('answers French 400s for an empty cart, a bad postal code, a bad quantity or country', async () => {
    const cases: [unknown, string][] = [
      [{ products: [], postalCode: '49400', country: 'FR' }, 'Votre panier est vide.'],
      [
        { products: [{ idProduct: 1, quantity: 1 }], postalCode: '<b>', country: 'FR' },
        "Le code postal n'est pas valide.",
      ],
      [
        { products: [{ idProduct: 1, quantity: 0 }], postalCode: '49400', country: 'FR' },
        'La quantité est un nombre entier de 1 à 1000.',
      ],
      [
        { products: [{ idProduct: 1, quantity: 1 }], postalCode: '49400', country: 'France' },
        'Le pays est un identifiant de pays ou un code ISO à deux lettres (FR).',
      ],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await post('/calculate/shipping-fees', payload);
      expect(status, message).toBe(400);
      expect(body.message).toBe(message);
    }
  });

  it('refuses an unknown declination or one of another product as unavailable', async () => {
    const unknown = await quote([{ idProduct: 1, idDeclination: 999_999, quantity: 1 }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe("Un produit de votre panier n'est plus disponible.");
    const mismatched = await quote([
      { idProduct: 2, idDeclination: await declinationOf(1, 2023, 75), quantity: 1 },
    ]);
    expect(mismatched.status).toBe(400);
  });

  it('refuses a body that is not JSON (415)', async () => {
    const response = await request('/api/calculate/shipping-fees', {
      host: WINE_HOST,
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(response.status).toBe(415);
  });
});

describe('off the shop', () => {
  it('answers 404 on the massage site, which is not e-commerce', async () => {
    const { status, body } = await quote([{ ...SAUMUR_RED_2023, quantity: 1 }], '49400', 'FR', MASSAGE_HOST);
    expect(status).toBe(404);
    expect(body.message).toBe("Cette boutique n'existe pas sur ce site.");
    const get = await api('/calculate/shipping-fees', { host: WINE_HOST });
    expect(get.status).toBe(405);
  });
});
