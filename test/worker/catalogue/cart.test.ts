import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeclinationQuantity, ValidatedCartAnswer } from '../../../src/schema/catalogue/cart-api';
import { UNAVAILABLE_PRODUCT } from '../../../worker/provider/catalogue/cart-validation';
import { SHOP_NOT_FOUND } from '../../../worker/provider/shared/shop-guard';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { api, MASSAGE_HOST, WINE_HOST } from '../support/http';

// The cart's provider calls on the wine site's demo catalogue (worker/seed/shop-catalogue.ts,
// declination ids 1–29) with its shop parameters: bottles by 6, 6 to 120 per expedition,
// stock handled.

const call = <T>(method: 'PUT' | 'POST', path: string, payload: unknown, host = WINE_HOST) =>
  api<T>(path, {
    host,
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });

const quantities = (ids: number[], host = WINE_HOST) =>
  call<DeclinationQuantity[]>('PUT', '/product/quantities', { products: ids.map((id) => ({ id })) }, host);

const validate = (products: { id: number; quantity: number }[], host = WINE_HOST) =>
  call<ValidatedCartAnswer>('POST', '/order/validate', { products }, host);

async function setParameter(type: string, value: string): Promise<void> {
  await env.DB.prepare('UPDATE parameters SET value = ? WHERE site_id = ? AND type = ?')
    .bind(value, WINE_SITE_ID, type)
    .run();
}

async function setStock(declinationId: number, quantity: number): Promise<void> {
  await env.DB.prepare('UPDATE product_declinations SET quantity = ? WHERE site_id = ? AND id = ?')
    .bind(quantity, WINE_SITE_ID, declinationId)
    .run();
}

/** A published wine with one declination on another site; returns the declination id. */
async function otherSiteDeclination(siteId = MASSAGE_SITE_ID): Promise<number> {
  const slug = unique('vin-d-ailleurs');
  const product = await env.DB.prepare(
    "INSERT INTO products (site_id, type, name, slug) VALUES (?, 'WINE', 'Vin d''ailleurs', ?) RETURNING id",
  )
    .bind(siteId, slug)
    .first<{ id: number }>();
  const declination = await env.DB.prepare(
    'INSERT INTO product_declinations (site_id, product_id, year, capacity, capacity_unit, price_cents, quantity) VALUES (?, ?, 2022, 75, ?, 1000, 50) RETURNING id',
  )
    .bind(siteId, product?.id, 'cl')
    .first<{ id: number }>();
  return declination?.id ?? 0;
}

afterEach(async () => {
  // The seed's values, whatever a test changed.
  await setParameter('HANDLE_STOCK', 'true');
  await setParameter('BOTTLE_MULTIPLE', '6');
  await setParameter('MIN_BOTTLES_PER_EXPEDITION', '6');
  await setParameter('MAX_BOTTLES_PER_EXPEDITION', '120');
  await setStock(15, 3);
  await env.DB.prepare('UPDATE products SET is_published = 1 WHERE site_id = ?').bind(WINE_SITE_ID).run();
});

describe('PUT /product/quantities', () => {
  it('answers the stock of each known declination', async () => {
    const { status, body } = await quantities([1, 15, 25]);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toEqual([
      { id: 1, quantity: 180, setQuantity: expect.any(Number) as number },
      { id: 15, quantity: 3, setQuantity: expect.any(Number) as number },
      { id: 25, quantity: 0, setQuantity: expect.any(Number) as number },
    ]);
  });

  it('follows the stock in D1', async () => {
    await setStock(15, 1);
    expect((await quantities([15])).body.data[0]?.quantity).toBe(1);
  });

  it('leaves out unknown ids, other sites’ declinations and unpublished products', async () => {
    const foreign = await otherSiteDeclination();
    await env.DB.prepare('UPDATE products SET is_published = 0 WHERE site_id = ? AND id = 2')
      .bind(WINE_SITE_ID)
      .run();
    const { status, body } = await quantities([1, 999_999, foreign, 6]);
    expect(status).toBe(200);
    expect(body.data.map((row) => row.id)).toEqual([1]);
  });

  it('answers an empty list for an empty cart', async () => {
    expect((await quantities([])).body.data).toEqual([]);
  });

  it('refuses ids that are not positive whole numbers, in French', async () => {
    const { status, body } = await call('PUT', '/product/quantities', { products: [{ id: 'un' }] });
    expect(status).toBe(400);
    expect(body.message).toBe("L'identifiant d'un produit doit être un nombre.");
  });

  it('does not exist on a site without a shop', async () => {
    const { status, body } = await quantities([1], MASSAGE_HOST);
    expect(status).toBe(404);
    expect(body.message).toBe(SHOP_NOT_FOUND);
  });
});

describe('POST /order/validate', () => {
  it('prices a valid cart from the catalogue, discounts included', async () => {
    // 2 × Vieilles Vignes 2020 at 23 € less 10 %, 4 × Rosé de Loire at 8,90 € less 1 €.
    const { status, body } = await validate([
      { id: 7, quantity: 2 },
      { id: 20, quantity: 4 },
    ]);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      products: [
        {
          id: 7,
          productId: 2,
          name: 'Saumur-Champigny Vieilles Vignes',
          label: 'Saumur-Champigny Vieilles Vignes 2020 – 75 cl',
          quantity: 2,
          unitPrice: 20.7,
          total: 41.4,
          stock: 42,
        },
        {
          id: 20,
          productId: 10,
          name: 'Rosé de Loire Fleur de Tuffeau',
          label: 'Rosé de Loire Fleur de Tuffeau 2023 – 75 cl',
          quantity: 4,
          unitPrice: 7.9,
          total: 31.6,
          stock: 110,
        },
      ],
      subtotal: 73,
      bottleCount: 6,
    });
  });

  it('never takes a price from the client', async () => {
    const { body } = await call<ValidatedCartAnswer>('POST', '/order/validate', {
      products: [{ id: 9, quantity: 6, price: 0.01, unitPrice: 0.01 }],
    });
    expect(body.data.subtotal).toBe(67.2);
  });

  it('counts half bottles as half and a box by the bottles it holds', async () => {
    // 12 half bottles = 6 bottles; the discovery box holds 6.
    expect((await validate([{ id: 3, quantity: 12 }])).body.data.bottleCount).toBe(6);
    const box = await validate([{ id: 28, quantity: 2 }]);
    expect(box.status).toBe(200);
    expect(box.body.data.bottleCount).toBe(12);
  });

  it('adds up two lines of one declination', async () => {
    const { status, body } = await validate([
      { id: 9, quantity: 3 },
      { id: 9, quantity: 3 },
    ]);
    expect(status).toBe(200);
    expect(body.data.products).toEqual([expect.objectContaining({ id: 9, quantity: 6 })]);
  });

  it('refuses too few bottles', async () => {
    const { status, body } = await validate([{ id: 9, quantity: 3 }]);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toBe(
      'Une expédition compte au moins 6 bouteilles : votre panier en compte 3, ajoutez-en 3.',
    );
  });

  it("words the refusal in the shopper's language (userLang)", async () => {
    const { status, body } = await api<ValidatedCartAnswer>('/order/validate', {
      host: WINE_HOST,
      method: 'POST',
      headers: { 'content-type': 'application/json', userLang: 'en_GB' },
      body: JSON.stringify({ products: [{ id: 9, quantity: 8 }] }),
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Bottles are shipped by 6: your basket holds 8, add 4 or remove 2.');
  });

  it('refuses too many bottles', async () => {
    const { status, body } = await validate([{ id: 28, quantity: 21 }]);
    expect(status).toBe(400);
    expect(body.message).toBe(
      'Une expédition compte au plus 120 bouteilles : votre panier en compte 126, retirez-en 6.',
    );
  });

  it('refuses a bottle count off the multiple', async () => {
    const { status, body } = await validate([{ id: 9, quantity: 8 }]);
    expect(status).toBe(400);
    expect(body.message).toBe(
      "Les bouteilles s'expédient par 6 : votre panier en compte 8, ajoutez-en 4 ou retirez-en 2.",
    );
  });

  it('refuses a vintage line off its sale multiple', async () => {
    // The Muscadet sells by 6; 4 of it and 2 others make 6 bottles, still refused.
    const { status, body } = await validate([
      { id: 16, quantity: 4 },
      { id: 9, quantity: 2 },
    ]);
    expect(status).toBe(400);
    expect(body.message).toBe(
      '« Muscadet Sèvre et Maine sur lie 2023 – 75 cl » se vend par 6 : choisissez 6, 12, 18… (vous en avez 4).',
    );
  });

  it('refuses more than the stock with 409, naming the product and what is left', async () => {
    const { status, body } = await validate([
      { id: 15, quantity: 4 },
      { id: 9, quantity: 2 },
    ]);
    expect(status).toBe(409);
    expect(body.message).toBe(
      'Il ne reste que 3 « Saumur blanc Élevé en fût 2021 – 75 cl » : réduisez la quantité à 3 au plus (vous en demandez 4).',
    );
  });

  it('says when a product is sold out', async () => {
    const { status, body } = await validate([{ id: 25, quantity: 6 }]);
    expect(status).toBe(409);
    expect(body.message).toBe(
      '« Saumur brut Méthode traditionnelle 75 cl » est épuisé : retirez-le de votre panier.',
    );
  });

  it('follows the site parameters: no stock check when stock is not handled, its own limits', async () => {
    await setParameter('HANDLE_STOCK', 'false');
    expect((await validate([{ id: 25, quantity: 6 }])).status).toBe(200);
    await setParameter('BOTTLE_MULTIPLE', '1');
    await setParameter('MIN_BOTTLES_PER_EXPEDITION', '1');
    expect((await validate([{ id: 9, quantity: 1 }])).status).toBe(200);
    await setParameter('MAX_BOTTLES_PER_EXPEDITION', '12');
    expect((await validate([{ id: 9, quantity: 13 }])).body.message).toBe(
      'Une expédition compte au plus 12 bouteilles : votre panier en compte 13, retirez-en 1.',
    );
  });

  it('refuses an unknown declination, another site’s and an unpublished product’s', async () => {
    const foreign = await otherSiteDeclination();
    for (const id of [999_999, foreign]) {
      const { status, body } = await validate([
        { id: 9, quantity: 6 },
        { id, quantity: 6 },
      ]);
      expect(status).toBe(400);
      expect(body.message).toBe(UNAVAILABLE_PRODUCT);
    }
    await env.DB.prepare('UPDATE products SET is_published = 0 WHERE site_id = ? AND id = 3')
      .bind(WINE_SITE_ID)
      .run();
    expect((await validate([{ id: 9, quantity: 6 }])).body.message).toBe(UNAVAILABLE_PRODUCT);
  });

  it('refuses an empty cart and bad quantities in French', async () => {
    expect((await validate([])).body.message).toBe('Votre panier est vide.');
    const zero = await validate([{ id: 9, quantity: 0 }]);
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe("La quantité d'un produit est d'au moins 1.");
    const fraction = await validate([{ id: 9, quantity: 1.5 }]);
    expect(fraction.body.message).toBe('La quantité doit être un nombre entier.');
  });

  it('does not exist on a site without a shop', async () => {
    const { status, body } = await validate([{ id: 9, quantity: 6 }], MASSAGE_HOST);
    expect(status).toBe(404);
    expect(body.message).toBe(SHOP_NOT_FOUND);
  });
});
