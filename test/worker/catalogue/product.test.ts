import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  Award,
  MealIcon,
  ProductList,
  RecommendedProducts,
  ShopProduct,
  SiteVariation,
} from '../../../src/schema/catalogue/product';
import { SHOP_NOT_FOUND } from '../../../worker/provider/shared/shop-guard';
import { loadSellables } from '../../../worker/provider/catalogue/sellable.repository';
import { priceWithDiscount } from '../../../src/domain/catalogue/pricing';
import { insertShopSite, insertWine } from '../support/catalogue';
import { api, MASSAGE_HOST, WINE_HOST } from '../support/http';

// The public catalogue endpoints on the wine site's demo catalogue (worker/seed/shop-catalogue.ts).

const wine = <T>(path: string) => api<T>(path, { host: WINE_HOST });
const names = (list: ProductList) => list.products.map((product) => product.name);

describe('GET /product', () => {
  it('lists the published products in data.products with the total, cheapest first by default', async () => {
    const { status, body } = await wine<ProductList>('/product');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.total).toBe(16);
    expect(body.data.products).toHaveLength(16);
    const prices = body.data.products.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The half bottle of crémant is the cheapest declination of all.
    expect(body.data.products[0]).toMatchObject({ name: 'Crémant de Loire Cuvée Claire', price: 7.5 });
    // The rosé at 8,90 € less 1 € comes before the Cabernet d'Anjou at 8,50 €: the order uses
    // the price with discount.
    const order = names(body.data);
    expect(body.data.products.find((product) => product.id === 10)?.price).toBe(7.9);
    expect(order.indexOf('Rosé de Loire Fleur de Tuffeau')).toBeLessThan(
      order.indexOf("Cabernet d'Anjou Douce Rosée"),
    );
  });

  it('answers every field the shop needs: declinations, images, grapes, tags, meal icons', async () => {
    const { body } = await wine<ProductList>('/product?name=lk:perrieres');
    const perrieres = body.data.products[0] as ShopProduct;
    expect(perrieres).toMatchObject({
      id: 1,
      slug: 'saumur-champigny-les-perrieres',
      type: { type: 'WINE' },
      kind: 'RED',
      appellation: 'Saumur-Champigny',
      isVintage: true,
      grapeVarieties: [{ name: 'Cabernet franc', percent: 100 }],
      tags: ['bio', 'vin de garde'],
      images: [{ src: '/assets/sample/wines/saumur-champigny-les-perrieres.svg', width: 240, height: 480 }],
      box: null,
      price: 8.9,
    });
    expect(perrieres.mealIcons.map((icon) => icon.label)).toEqual([
      'Viandes rouges',
      'Volailles',
      'Fromages',
    ]);
    expect(perrieres.declination).toHaveLength(5);
    expect(perrieres.declination.find((d) => d.capacity === 150)).toMatchObject({
      year: 2022,
      capacityUnit: 'cl',
      price: 33,
      discount: null,
      priceWithDiscount: 33,
      label: 'Saumur-Champigny Les Perrières 2022 – 150 cl',
    });
  });

  it('filters by kind, one value or a list', async () => {
    const sweet = await wine<ProductList>('/product?kind=SWEET');
    expect(names(sweet.body.data)).toEqual(['Coteaux du Layon Saint-Aubin']);
    const bubbly = await wine<ProductList>('/product?kind=SPARKLING,ROSE&orderBy=name');
    expect(names(bubbly.body.data)).toEqual([
      "Cabernet d'Anjou Douce Rosée",
      'Crémant de Loire Cuvée Claire',
      'Crémant de Loire rosé',
      'Rosé de Loire Fleur de Tuffeau',
      'Saumur brut Méthode traditionnelle',
    ]);
    expect(bubbly.body.data.total).toBe(5);
    const lowerCase = await wine<ProductList>('/product?kind=rose');
    expect(names(lowerCase.body.data).sort()).toEqual([
      "Cabernet d'Anjou Douce Rosée",
      'Rosé de Loire Fleur de Tuffeau',
    ]);
  });

  it('searches name, appellation, grapes and tags without accents or case', async () => {
    const cremant = await wine<ProductList>('/product?search=lk:CREMANT&orderBy=name');
    expect(names(cremant.body.data)).toEqual(['Crémant de Loire Cuvée Claire', 'Crémant de Loire rosé']);
    const grolleau = await wine<ProductList>('/product?search=lk:grolleau&orderBy=name');
    expect(names(grolleau.body.data)).toEqual([
      'Anjou rouge Le Clos Bernard',
      'Rosé de Loire Fleur de Tuffeau',
    ]);
    const byName = await wine<ProductList>(`/product?name=lk:${encodeURIComponent('élevé')}`);
    expect(names(byName.body.data)).toEqual(['Saumur blanc Élevé en fût']);
  });

  it('reads name and search without operator as like filters (spec), eq: as equality', async () => {
    const saumur = await wine<ProductList>('/product?name=Saumur&orderBy=name');
    expect(saumur.body.data.total).toBeGreaterThan(1);
    expect(names(saumur.body.data).every((name) => name.toLowerCase().includes('saumur'))).toBe(true);
    const chenin = await wine<ProductList>('/product?search=chenin');
    expect(chenin.body.data.total).toBeGreaterThan(0);
    expect((await wine<ProductList>('/product?name=eq:Saumur')).body.data.total).toBe(0);
  });

  it('filters by tags, one or a list (any of them)', async () => {
    const bio = await wine<ProductList>('/product?tags=bio&orderBy=name');
    expect(names(bio.body.data)).toEqual(['Saumur blanc Les Pentes', 'Saumur-Champigny Les Perrières']);
    const two = await wine<ProductList>(`/product?tags=bio,${encodeURIComponent('vin de soif')}`);
    expect(two.body.data.total).toBe(6);
  });

  it('orders by name or by price descending, and pages with nbItem and page', async () => {
    const byName = await wine<ProductList>('/product?orderBy=name&nbItem=3&page=1');
    expect(names(byName.body.data)).toEqual([
      'Anjou blanc Chenin des Coteaux',
      'Anjou rouge Le Clos Bernard',
      "Cabernet d'Anjou Douce Rosée",
    ]);
    expect(byName.body.data.total).toBe(16);
    const page6 = await wine<ProductList>('/product?orderBy=name&nbItem=3&page=6');
    expect(names(page6.body.data)).toEqual(['Saumur-Champigny Vieilles Vignes']);
    const dearest = await wine<ProductList>('/product?orderBy=-price&nbItem=1');
    expect(names(dearest.body.data)).toEqual(['Coffret découverte 6 bouteilles']);
  });

  it('caps nbItem at 100 and falls back on an unknown order', async () => {
    const { status, body } = await wine<ProductList>('/product?nbItem=500&orderBy=stock');
    expect(status).toBe(200);
    expect(body.data.products).toHaveLength(16);
  });

  it('hides drafts', async () => {
    await env.DB.prepare(
      "UPDATE products SET is_published = 0 WHERE site_id = 2 AND slug = 'anjou-blanc-chenin-des-coteaux'",
    ).run();
    try {
      const { body } = await wine<ProductList>('/product?search=lk:chenin des');
      expect(body.data.total).toBe(0);
      expect((await wine('/product/8')).status).toBe(404);
    } finally {
      await env.DB.prepare('UPDATE products SET is_published = 1 WHERE site_id = 2 AND id = 8').run();
    }
  });

  it('answers 404 on a site that is not a shop', async () => {
    const { status, body } = await api('/product', { host: MASSAGE_HOST });
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, message: SHOP_NOT_FOUND });
  });
});

describe('GET /product/{id}', () => {
  it('answers a box with its single declination and what it holds', async () => {
    const { status, body } = await wine<ShopProduct>('/product/15');
    expect(status).toBe(200);
    expect(body.data.type.type).toBe('BOX');
    expect(body.data.declination).toHaveLength(1);
    const declination = body.data.declination[0];
    expect(body.data.box).toMatchObject({
      idProduct: 15,
      declinationId: declination?.id,
      reference: 'COF-DECOUVERTE-6',
      price: 79,
      sellByMultipleOf: 6,
    });
    expect(body.data.box?.products).toHaveLength(6);
    expect(body.data.box?.products[0]).toMatchObject({
      idProduct: 1,
      label: 'Saumur-Champigny Les Perrières 2023 – 75 cl',
      quantity: 1,
    });
  });

  it('gives the discount and the price with discount of each declination', async () => {
    const { body } = await wine<ShopProduct>('/product/2');
    const discounted = body.data.declination.find((d) => d.year === 2020 && d.capacity === 75);
    expect(discounted).toMatchObject({
      price: 23,
      discount: { type: 'PERCENT', amount: 10 },
      priceWithDiscount: 20.7,
      variations: ['Vieilles vignes', 'Fût de chêne'],
    });
    expect(body.data.variations).toEqual([
      { label: 'Vieilles vignes', displayLabel: 'Vignes de plus de cinquante ans' },
      { label: 'Fût de chêne', displayLabel: 'Élevé douze mois en fût de chêne' },
    ]);
  });

  it('answers 404 with a French message for unknown or malformed ids', async () => {
    for (const id of ['9999', 'abc', '0', '1.5']) {
      const { status, body } = await wine(`/product/${id}`);
      expect(status).toBe(404);
      expect(body.message).toBe("Ce produit n'existe pas.");
    }
  });
});

describe('product support data', () => {
  it('GET /variation lists the variations with their display labels', async () => {
    const { status, body } = await wine<SiteVariation[]>('/variation');
    expect(status).toBe(200);
    expect(body.data.map((variation) => variation.label)).toEqual([
      'Fût de chêne',
      'Vieilles vignes',
      'Brut',
      'Demi-sec',
    ]);
    expect(body.data[3]).toMatchObject({ displayLabel: null });
  });

  it('GET /award?product= lists the awards of a product; 404 for an unknown product', async () => {
    const { body } = await wine<Award[]>('/award?product=14');
    expect(body.data).toEqual([
      expect.objectContaining({
        competition: 'Guide Hachette des Vins',
        distinction: 'Deux étoiles',
        year: 2020,
      }),
      expect.objectContaining({ distinction: "Médaille d'argent", year: 2022 }),
    ]);
    expect((await wine<Award[]>('/award')).body.data).toHaveLength(5);
    expect((await wine('/award?product=9999')).status).toBe(404);
  });

  it('GET /v2/product/recommended/{id}: the chosen products, in order', async () => {
    const { body } = await wine<RecommendedProducts>('/v2/product/recommended/1');
    expect(body.data.products.map((product) => product.id)).toEqual([2, 16, 11]);
  });

  it('GET /v2/product/recommended/{id}: without a choice, same kind first, then same appellation', async () => {
    const { body } = await wine<RecommendedProducts>('/v2/product/recommended/14');
    // The only other sweet wine: none; Coteaux du Layon shares no appellation either.
    expect(body.data.products).toEqual([]);
    const white = await wine<RecommendedProducts>('/v2/product/recommended/5');
    const similar = white.body.data.products.map((product) => [product.kind, product.appellation]);
    expect(similar).toEqual([
      ['WHITE', 'Saumur'],
      ['WHITE', 'Muscadet Sèvre et Maine'],
      ['WHITE', 'Anjou'],
      ['RED', 'Saumur'],
    ]);
    expect(white.body.data.products.map((product) => product.id)).not.toContain(5);
    expect((await wine('/v2/product/recommended/9999')).status).toBe(404);
  });

  it('GET /parameter/product/meal-icon lists the meal icons', async () => {
    const { body } = await wine<MealIcon[]>('/parameter/product/meal-icon');
    expect(body.data).toHaveLength(8);
    expect(body.data[0]).toEqual({
      id: 1,
      label: 'Viandes rouges',
      icon: '/assets/sample/wines/meal-viandes-rouges.svg',
    });
  });

  it('every support endpoint answers 404 on a site that is not a shop', async () => {
    for (const path of [
      '/variation',
      '/award?product=1',
      '/v2/product/recommended/1',
      '/parameter/product/meal-icon',
      '/product/1',
    ]) {
      expect((await api(path, { host: MASSAGE_HOST })).status).toBe(404);
    }
  });
});

describe('loadSellables', () => {
  it('reads price, discount, stock and label of the declinations of the site', async () => {
    const sellables = await loadSellables(env.DB, 2, [1, 7, 9999]);
    expect([...sellables.keys()].sort()).toEqual([1, 7]);
    expect(sellables.get(1)).toMatchObject({
      declinationId: 1,
      productId: 1,
      productName: 'Saumur-Champigny Les Perrières',
      productSlug: 'saumur-champigny-les-perrieres',
      type: 'WINE',
      isVintage: true,
      hasShippingFees: true,
      year: 2023,
      capacity: 75,
      capacityUnit: 'cl',
      priceCents: 1450,
      discount: null,
      unitPriceCents: 1450,
      stock: 180,
      sellByMultipleOf: 1,
      quantityStep: 1,
      label: 'Saumur-Champigny Les Perrières 2023 – 75 cl',
    });
    expect(sellables.get(7)).toMatchObject({
      priceCents: 2300,
      unitPriceCents: 2070,
      discount: { type: 'PERCENT', amount: 10 },
    });
  });

  it('has nothing for another site, and nothing for an empty list', async () => {
    expect((await loadSellables(env.DB, 1, [1, 2, 3])).size).toBe(0);
    expect((await loadSellables(env.DB, 2, [])).size).toBe(0);
  });
});

describe('the price order agrees with the displayed price', () => {
  it('sorts by the same price with discount that src/domain/catalogue/pricing.ts computes, for odd cents and discounts', async () => {
    const host = 'prix.localhost';
    const siteId = await insertShopSite(host);
    const samples = fc.sample(
      fc.record({
        cents: fc.integer({ min: 1, max: 50_000 }),
        discount: fc.option(
          fc.oneof(
            fc.record({ type: fc.constant('PERCENT'), amount: fc.integer({ min: 1, max: 100 }) }),
            fc.record({
              type: fc.constant('EURO'),
              amount: fc.integer({ min: 1, max: 600 }).map((c) => c / 100),
            }),
          ),
        ),
      }),
      { numRuns: 40, seed: 20261123 },
    );
    for (const sample of samples) {
      const { declinationId } = await insertWine(siteId);
      await env.DB.prepare(
        'UPDATE product_declinations SET price_cents = ?, discount_type = ?, discount_amount = ? WHERE id = ?',
      )
        .bind(sample.cents, sample.discount?.type ?? null, sample.discount?.amount ?? null, declinationId)
        .run();
    }
    const { body } = await api<ProductList>('/product', { host });
    expect(body.data.total).toBe(samples.length);
    const shown = body.data.products.map((product) => product.price);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    for (const product of body.data.products) {
      const declination = product.declination[0];
      expect(product.price).toBe(priceWithDiscount(declination?.price ?? 0, declination?.discount));
    }
  });
});
