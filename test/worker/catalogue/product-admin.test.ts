import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Award,
  MealIcon,
  ProductList,
  ShopProduct,
  SiteVariation,
} from '../../../src/schema/catalogue/product';
import type { StockHistory } from '../../../src/schema/catalogue/product-admin';
import { ADMIN, adminCall, login, WINE_ADMIN, adminLogin } from '../support/accounts';
import { contentVersion, countRows } from '../support/catalogue';
import { unique, WINE_SITE_ID } from '../support/factories';
import { api, MASSAGE_HOST, WINE_HOST } from '../support/http';

// The catalogue's admin endpoints on the wine site: who may call them, what they validate,
// what they write, and that every write is visible on the next public request.

const WINE_MEMBER = { email: 'membre-catalogue@domaine-coteaux.example', password: WINE_ADMIN.password };

let admin = '';

beforeAll(async () => {
  // A MEMBER of the wine site with the owner's password (copied hash), to be refused.
  await env.DB.prepare(
    `INSERT INTO users (site_id, email, password_hash, role)
     SELECT site_id, ?, password_hash, 'MEMBER' FROM users WHERE site_id = 2 AND email = ?`,
  )
    .bind(WINE_MEMBER.email, WINE_ADMIN.email)
    .run();
  admin = await adminLogin(WINE_ADMIN, WINE_HOST);
});

const call = <T = unknown>(method: string, path: string, payload?: unknown, token: string | null = admin) =>
  adminCall<T>(method, path, token, payload, WINE_HOST);

const publicProduct = (id: number) => api<ShopProduct>(`/product/${id}`, { host: WINE_HOST });

function wineInput(overrides: Record<string, unknown> = {}) {
  return {
    type: 'WINE',
    name: unique('Saumur-Champigny Clos des Tuffes'),
    kind: 'RED',
    appellation: 'Saumur-Champigny',
    region: 'Val de Loire',
    description: '<p>Un rouge <strong>frais</strong>.</p><script>alert(1)</script>',
    tastingNotes: 'Cerise, violette.',
    grapeVarieties: [{ name: 'Cabernet franc', percent: 100 }],
    tags: ['Bio', 'garde'],
    images: [
      { src: '/assets/sample/wines/saumur-rouge-tuffeau.svg', alt: 'Bouteille', width: 240, height: 480 },
    ],
    mealIconIds: [1, 4],
    recommendedProductIds: [2],
    declinations: [
      { year: 2023, capacity: 75, capacityUnit: 'cl', price: 12.5, quantity: 60 },
      { year: 2022, capacity: 150, capacityUnit: 'cl', price: 29, quantity: 0, sellByMultipleOf: 2 },
    ],
    ...overrides,
  };
}

describe('admin refusals', () => {
  it('answers 401 anonymous, 403 to a member, 401 to another site’s admin, 404 off the shop', async () => {
    const member = await login(WINE_MEMBER, WINE_HOST);
    const massageAdmin = await adminLogin(ADMIN, MASSAGE_HOST);
    const before = await countRows('products', WINE_SITE_ID);
    for (const [method, path, payload] of [
      ['GET', '/admin/product', undefined],
      ['POST', '/admin/product', wineInput()],
      ['PUT', '/admin/product/1', wineInput()],
      ['DELETE', '/admin/product/1', undefined],
      ['POST', '/admin/product/1/declination', { price: 10 }],
      ['PUT', '/admin/product/declination/1', { price: 10 }],
      ['DELETE', '/admin/product/declination/1', undefined],
      ['POST', '/admin/product/declination/1/stock', { delta: 5, reason: 'Livraison' }],
      ['GET', '/admin/product/declination/1/stock', undefined],
      ['POST', '/admin/product/variation', { label: 'X' }],
      ['POST', '/admin/product/award', { productId: 1, competition: 'C', distinction: 'D' }],
      ['POST', '/admin/product/meal-icon', { label: 'X', icon: '/x.svg' }],
    ] as const) {
      expect((await call(method, path, payload, null)).status, `${method} ${path} anonymous`).toBe(401);
      const refused = await call(method, path, payload, member);
      expect(refused.status, `${method} ${path} member`).toBe(401);
      expect(refused.body.message).toBe('Veuillez vous connecter.'); // a member has no admin session
      expect((await call(method, path, payload, massageAdmin)).status, `${method} ${path} other site`).toBe(
        403,
      );
      const offShop = await adminCall(method, path, massageAdmin, payload, MASSAGE_HOST);
      expect(offShop.status, `${method} ${path} massage site`).toBe(404);
    }
    expect(await countRows('products', WINE_SITE_ID)).toBe(before);
    expect((await publicProduct(1)).body.data.name).toBe('Saumur-Champigny Les Perrières');
  });
});

describe('POST /admin/product', () => {
  it('creates a wine with its declinations, sanitised description, slug from the name and opening stock', async () => {
    const version = await contentVersion(WINE_SITE_ID);
    const input = wineInput({ name: 'Saumur-Champigny Clos des Tuffes' });
    const { status, body } = await call<ShopProduct>('POST', '/admin/product', input);
    expect(status).toBe(200);
    expect(body.message).toBe('Produit créé.');
    expect(body.data).toMatchObject({
      name: 'Saumur-Champigny Clos des Tuffes',
      slug: 'saumur-champigny-clos-des-tuffes',
      type: { type: 'WINE' },
      isVintage: true,
      isPublished: true,
      tags: ['bio', 'garde'],
      grapeVarieties: [{ name: 'Cabernet franc', percent: 100 }],
      description: '<p>Un rouge <strong>frais</strong>.</p>',
      price: 12.5,
    });
    expect(body.data.mealIcons.map((icon) => icon.id)).toEqual([1, 4]);
    expect(
      body.data.declination.map((d) => [d.year, d.capacity, d.price, d.quantity, d.sellByMultipleOf]),
    ).toEqual([
      [2023, 75, 12.5, 60, 1],
      [2022, 150, 29, 0, 2],
    ]);
    expect(await contentVersion(WINE_SITE_ID)).toBe(version + 1);
    // Visible at once through the public API, found by the search.
    expect((await publicProduct(body.data.id)).status).toBe(200);
    const found = await api<ProductList>('/product?search=lk:clos des tuffes', { host: WINE_HOST });
    expect(found.body.data.products.map((product) => product.id)).toEqual([body.data.id]);
    // The opening stock is the first adjustment, by this admin.
    const first = body.data.declination[0];
    const history = await call<StockHistory>('GET', `/admin/product/declination/${first?.id}/stock`);
    expect(history.body.data).toMatchObject({
      quantity: 60,
      total: 1,
      adjustments: [
        { delta: 60, quantityAfter: 60, reason: 'Stock initial', user: { email: WINE_ADMIN.email } },
      ],
    });
    // A second product of the same name gets a numbered slug.
    const twin = await call<ShopProduct>('POST', '/admin/product', input);
    expect(twin.body.data.slug).toBe('saumur-champigny-clos-des-tuffes-2');
  });

  it('creates a box holding wines of the site', async () => {
    const { status, body } = await call<ShopProduct>('POST', '/admin/product', {
      type: 'BOX',
      name: unique('Coffret apéritif'),
      declinations: [{ price: 39, quantity: 5, sellByMultipleOf: 3 }],
      box: {
        reference: 'COF-APERO',
        items: [
          { declinationId: 1, quantity: 2 },
          { declinationId: 9, quantity: 1 },
        ],
      },
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ type: { type: 'BOX' }, isVintage: false, kind: null });
    expect(body.data.box).toMatchObject({
      reference: 'COF-APERO',
      price: 39,
      quantity: 5,
      sellByMultipleOf: 3,
    });
    expect(body.data.box?.products.map((item) => [item.declinationId, item.quantity])).toEqual([
      [1, 2],
      [9, 1],
    ]);
    // Without sellByMultipleOf, a box counts the bottles it holds.
    const counted = await call<ShopProduct>('POST', '/admin/product', {
      type: 'BOX',
      name: unique('Coffret duo'),
      declinations: [{ price: 25 }],
      box: {
        reference: 'DUO',
        items: [
          { declinationId: 1, quantity: 2 },
          { declinationId: 9, quantity: 1 },
        ],
      },
    });
    expect(counted.body.data.box?.sellByMultipleOf).toBe(3);
  });

  it.each([
    [{ name: '' }, 'name', 'Le nom du produit est obligatoire.'],
    [{ declinations: [] }, 'declinations', 'Un produit a au moins une déclinaison (prix et stock).'],
    [{ declinations: [{ price: -1 }] }, 'declinations.0.price', 'Le prix ne peut pas être négatif.'],
    [{ declinations: [{ price: 10.123 }] }, 'declinations.0.price', 'Le prix a deux décimales au plus.'],
    [
      { declinations: [{ price: 10, discount: { type: 'PERCENT', amount: 120 } }] },
      'declinations.0.discount.amount',
      'Une remise en pourcentage ne dépasse pas 100 %.',
    ],
    [
      { declinations: [{ price: 10, discount: { type: 'EURO', amount: 12 } }] },
      'declinations.0.discount.amount',
      'Une remise en euros ne dépasse pas le prix.',
    ],
    [
      { declinations: [{ price: 10, capacity: 75 }] },
      'declinations.0.capacityUnit',
      'La contenance et son unité vont ensemble : donnez les deux, ou aucune.',
    ],
    [{ kind: 'BLUE' }, 'kind', undefined],
    [
      { slug: 'Pas Un Lien' },
      'slug',
      'Le lien ne contient que des minuscules sans accents, des chiffres et des tirets.',
    ],
    [{ type: 'BOX' }, 'box', 'Un coffret a une référence et un contenu (box).'],
    [
      { box: { items: [{ declinationId: 1, quantity: 1 }] } },
      'box',
      'Seul un coffret a un contenu (box) : retirez-le pour un vin.',
    ],
    [
      {
        grapeVarieties: [
          { name: 'Chenin', percent: 70 },
          { name: 'Chardonnay', percent: 40 },
        ],
      },
      'grapeVarieties',
      'Les parts des cépages dépassent 100 %.',
    ],
    [
      { images: [{ src: 'javascript:alert(1)', alt: '', width: 1, height: 1 }] },
      'images.0.src',
      "L'adresse de l'image doit être un chemin du site (/…) ou une adresse http(s).",
    ],
  ])('refuses %j with a French message on %s', async (overrides, field, message) => {
    const before = await countRows('products', WINE_SITE_ID);
    const { status, body } = await call<{ errors: Record<string, string> }>(
      'POST',
      '/admin/product',
      wineInput(overrides),
    );
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(Object.keys(body.data.errors)).toContain(field);
    if (message) expect(body.data.errors[field]).toBe(message);
    expect(await countRows('products', WINE_SITE_ID)).toBe(before);
  });

  it('refuses a box with two declinations, or with a vintage', async () => {
    const box = { type: 'BOX', name: unique('Coffret'), box: { items: [{ declinationId: 1, quantity: 1 }] } };
    const two = await call('POST', '/admin/product', { ...box, declinations: [{ price: 1 }, { price: 2 }] });
    expect(two.status).toBe(400);
    expect(two.body.message).toBe('Un coffret a exactement une déclinaison (son prix et son stock).');
    const vintage = await call('POST', '/admin/product', {
      ...box,
      declinations: [{ price: 1, year: 2022 }],
    });
    expect(vintage.body.message).toBe("La déclinaison d'un coffret n'a ni millésime ni contenance.");
  });

  it('refuses references that are not the site’s: meal icons, recommended products, variations, box wines', async () => {
    const before = await countRows('products', WINE_SITE_ID);
    const icon = await call('POST', '/admin/product', wineInput({ mealIconIds: [999] }));
    expect([icon.status, icon.body.message]).toEqual([400, "L'icône de mets 999 n'existe pas."]);
    const recommended = await call('POST', '/admin/product', wineInput({ recommendedProductIds: [999] }));
    expect([recommended.status, recommended.body.message]).toEqual([
      400,
      "Le produit recommandé 999 n'existe pas.",
    ]);
    const variation = await call(
      'POST',
      '/admin/product',
      wineInput({ declinations: [{ price: 10, variations: ['Inconnue'] }] }),
    );
    expect([variation.status, variation.body.message]).toEqual([
      400,
      "La variation « Inconnue » n'existe pas : créez-la d'abord.",
    ]);
    // Declination 29 is the gift box's own declination, not a wine's.
    const boxInBox = await call('POST', '/admin/product', {
      type: 'BOX',
      name: unique('Coffret'),
      declinations: [{ price: 10 }],
      box: { items: [{ declinationId: 29, quantity: 1 }] },
    });
    expect([boxInBox.status, boxInBox.body.message]).toEqual([
      400,
      "La déclinaison 29 n'est pas un vin de ce site.",
    ]);
    expect(await countRows('products', WINE_SITE_ID)).toBe(before);
  });

  it('refuses a slug already used with a 409', async () => {
    const { status, body } = await call(
      'POST',
      '/admin/product',
      wineInput({ slug: 'saumur-rouge-tuffeau' }),
    );
    expect(status).toBe(409);
    expect(body.message).toBe('Ce lien est déjà utilisé par un autre produit du site.');
  });
});

describe('PUT and DELETE /admin/product/{id}', () => {
  it('updates the given fields, keeps the others, and shows the change on the next request', async () => {
    const created = await call<ShopProduct>('POST', '/admin/product', wineInput());
    const id = created.body.data.id;
    const version = await contentVersion(WINE_SITE_ID);
    const { status, body } = await call<ShopProduct>('PUT', `/admin/product/${id}`, {
      type: 'WINE',
      name: 'Saumur-Champigny Clos Rénové',
      tags: ['fêtes'],
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      name: 'Saumur-Champigny Clos Rénové',
      tags: ['fêtes'],
      appellation: 'Saumur-Champigny',
      grapeVarieties: [{ name: 'Cabernet franc', percent: 100 }],
      slug: created.body.data.slug,
    });
    expect(body.data.mealIcons.map((icon) => icon.id)).toEqual([1, 4]);
    expect(await contentVersion(WINE_SITE_ID)).toBe(version + 1);
    expect((await publicProduct(id)).body.data.name).toBe('Saumur-Champigny Clos Rénové');
    const byName = await api<ProductList>(`/product?name=lk:${encodeURIComponent('rénové')}`, {
      host: WINE_HOST,
    });
    expect(byName.body.data.products.map((product) => product.id)).toEqual([id]);
  });

  it('hides a draft from the shop but not from the admin', async () => {
    const created = await call<ShopProduct>('POST', '/admin/product', wineInput({ isPublished: false }));
    const id = created.body.data.id;
    expect((await publicProduct(id)).status).toBe(404);
    expect((await call<ShopProduct>('GET', `/admin/product/${id}`)).body.data.isPublished).toBe(false);
    const all = await call<ProductList>('GET', `/admin/product?id=${id}`);
    expect(all.body.data.total).toBe(1);
    await call('PUT', `/admin/product/${id}`, {
      type: 'WINE',
      name: created.body.data.name,
      isPublished: true,
    });
    expect((await publicProduct(id)).status).toBe(200);
  });

  it('refuses to change the type, to recommend itself, and answers 404 for unknown ids', async () => {
    const typed = await call('PUT', '/admin/product/3', { type: 'BOX', name: 'X', box: { items: [] } });
    expect(typed.status).toBe(400);
    const changed = await call('PUT', '/admin/product/3', {
      type: 'BOX',
      name: 'X',
      box: { items: [{ declinationId: 1, quantity: 1 }] },
    });
    expect(changed.body.message).toBe("Le type d'un produit ne change pas après sa création.");
    const self = await call('PUT', '/admin/product/3', {
      type: 'WINE',
      name: 'X',
      recommendedProductIds: [3],
    });
    expect(self.body.message).toBe('Un produit ne peut pas se recommander lui-même.');
    for (const path of ['/admin/product/99999', '/admin/product/abc']) {
      const missing = await call('PUT', path, { type: 'WINE', name: 'X' });
      expect([missing.status, missing.body.message]).toEqual([404, "Ce produit n'existe pas."]);
    }
    expect((await publicProduct(3)).body.data.name).toBe('Saumur rouge Tuffeau');
  });

  it('deletes a product and everything attached; refuses a wine a box holds', async () => {
    const created = await call<ShopProduct>('POST', '/admin/product', wineInput());
    const id = created.body.data.id;
    const held = await call('DELETE', '/admin/product/1');
    expect(held.status).toBe(409);
    expect(held.body.message).toMatch(/^Ce vin fait partie d'un coffret \(.*Coffret cadeau magnum/);
    expect(held.body.message).toContain('Coffret découverte 6 bouteilles');
    const version = await contentVersion(WINE_SITE_ID);
    const { status, body } = await call('DELETE', `/admin/product/${id}`);
    expect([status, body.message]).toEqual([200, 'Produit supprimé.']);
    expect(await contentVersion(WINE_SITE_ID)).toBe(version + 1);
    expect((await publicProduct(id)).status).toBe(404);
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM product_declinations WHERE product_id = ?')
      .bind(id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect((await call('DELETE', `/admin/product/${id}`)).status).toBe(404);
  });
});

describe('declinations', () => {
  it('adds, updates (not the stock) and deletes a declination of a wine', async () => {
    const created = await call<ShopProduct>('POST', '/admin/product', wineInput());
    const id = created.body.data.id;
    const added = await call<ShopProduct>('POST', `/admin/product/${id}/declination`, {
      year: 2021,
      capacity: 37.5,
      capacityUnit: 'cl',
      price: 7.5,
      quantity: 24,
      discount: { type: 'EURO', amount: 0.5 },
    });
    expect(added.status).toBe(200);
    const half = added.body.data.declination.find((d) => d.capacity === 37.5);
    expect(half).toMatchObject({ year: 2021, price: 7.5, priceWithDiscount: 7, quantity: 24 });
    const updated = await call<ShopProduct>('PUT', `/admin/product/declination/${half?.id}`, {
      year: 2021,
      capacity: 37.5,
      capacityUnit: 'cl',
      price: 8,
      discount: null, // sent as null: cleared (left out, it would be kept)
      quantity: 999, // not a field of an update: the stock changes through adjustments only
    });
    expect(updated.body.data.declination.find((d) => d.id === half?.id)).toMatchObject({
      price: 8,
      discount: null,
      quantity: 24,
    });
    expect((await publicProduct(id)).body.data.declination.find((d) => d.id === half?.id)?.price).toBe(8);
    const removed = await call<ShopProduct>('DELETE', `/admin/product/declination/${half?.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.declination).toHaveLength(2);
  });

  it('keeps at least one declination, one only on a box, and none a box holds', async () => {
    const created = await call<ShopProduct>(
      'POST',
      '/admin/product',
      wineInput({ declinations: [{ price: 9 }] }),
    );
    const only = created.body.data.declination[0];
    const last = await call('DELETE', `/admin/product/declination/${only?.id}`);
    expect([last.status, last.body.message]).toEqual([
      409,
      'Un produit garde au moins une déclinaison : supprimez le produit ou dépubliez-le.',
    ]);
    const box = await call('POST', '/admin/product/15/declination', { price: 10 });
    expect([box.status, box.body.message]).toEqual([
      400,
      "Un coffret a une seule déclinaison : modifiez-la plutôt que d'en ajouter une.",
    ]);
    const vintageOnBox = await call('PUT', '/admin/product/declination/29', { price: 80, year: 2020 });
    expect(vintageOnBox.body.message).toBe("La déclinaison d'un coffret n'a ni millésime ni contenance.");
    const held = await call('DELETE', '/admin/product/declination/4'); // the magnum in the gift box
    expect([held.status, held.body.message]).toEqual([
      409,
      "Cette déclinaison fait partie d'un coffret (Coffret cadeau magnum) : retirez-la du coffret d'abord.",
    ]);
    expect((await call('PUT', '/admin/product/declination/99999', { price: 1 })).status).toBe(404);
  });
});

describe('variations, awards and meal icons', () => {
  it('creates a variation, refuses a duplicate, renames it on the declinations, deletes it from them', async () => {
    const label = unique('Sans sulfites');
    const created = await call<SiteVariation>('POST', '/admin/product/variation', {
      label,
      displayLabel: 'Sans sulfites ajoutés',
    });
    expect(created.status).toBe(200);
    expect((await call('POST', '/admin/product/variation', { label })).status).toBe(409);
    const product = await call<ShopProduct>(
      'POST',
      '/admin/product',
      wineInput({ declinations: [{ price: 10, variations: [label] }] }),
    );
    const renamed = unique('Nature');
    await call('PUT', `/admin/product/variation/${created.body.data.id}`, { label: renamed });
    const after = await publicProduct(product.body.data.id);
    expect(after.body.data.declination[0]?.variations).toEqual([renamed]);
    expect(
      (await api<SiteVariation[]>('/variation', { host: WINE_HOST })).body.data.map((v) => v.label),
    ).toContain(renamed);
    await call('DELETE', `/admin/product/variation/${created.body.data.id}`);
    expect((await publicProduct(product.body.data.id)).body.data.declination[0]?.variations).toEqual([]);
    expect((await call('DELETE', `/admin/product/variation/${created.body.data.id}`)).status).toBe(404);
  });

  it('creates, updates and deletes an award; refuses an unknown product', async () => {
    const created = await call<Award>('POST', '/admin/product/award', {
      productId: 3,
      competition: 'Concours de Ligérie',
      distinction: 'Médaille de bronze',
      year: 2023,
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    await call('PUT', `/admin/product/award/${id}`, {
      productId: 3,
      competition: 'Concours de Ligérie',
      distinction: "Médaille d'argent",
      year: 2023,
    });
    const awards = await api<Award[]>('/award?product=3', { host: WINE_HOST });
    expect(awards.body.data.map((award) => award.distinction)).toEqual(["Médaille d'argent"]);
    const unknown = await call('POST', '/admin/product/award', {
      productId: 99999,
      competition: 'C',
      distinction: 'D',
    });
    expect([unknown.status, unknown.body.message]).toEqual([400, "Le produit 99999 n'existe pas."]);
    const empty = await call('POST', '/admin/product/award', {
      productId: 3,
      competition: ' ',
      distinction: 'D',
    });
    expect([empty.status, empty.body.message]).toEqual([400, 'Le concours est obligatoire.']);
    await call('DELETE', `/admin/product/award/${id}`);
    expect((await api<Award[]>('/award?product=3', { host: WINE_HOST })).body.data).toEqual([]);
  });

  it('creates, renames and deletes a meal icon; refuses a duplicate and an unsafe address', async () => {
    const label = unique('Gibier');
    const created = await call<MealIcon>('POST', '/admin/product/meal-icon', {
      label,
      icon: '/assets/gibier.svg',
    });
    expect(created.status).toBe(200);
    expect((await call('POST', '/admin/product/meal-icon', { label, icon: '/x.svg' })).status).toBe(409);
    const unsafe = await call('POST', '/admin/product/meal-icon', {
      label: unique('X'),
      icon: 'javascript:alert(1)',
    });
    expect(unsafe.status).toBe(400);
    const product = await call<ShopProduct>(
      'POST',
      '/admin/product',
      wineInput({ mealIconIds: [created.body.data.id] }),
    );
    const renamed = await call<MealIcon>('PUT', `/admin/product/meal-icon/${created.body.data.id}`, {
      label: `${label} à plumes`,
      icon: '/assets/gibier.svg',
    });
    expect(renamed.body.data.label).toBe(`${label} à plumes`);
    expect((await publicProduct(product.body.data.id)).body.data.mealIcons[0]?.label).toBe(
      `${label} à plumes`,
    );
    await call('DELETE', `/admin/product/meal-icon/${created.body.data.id}`);
    expect((await publicProduct(product.body.data.id)).body.data.mealIcons).toEqual([]);
  });
});
