import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminApi, adminLogin, WINE_ADMIN } from '../support/accounts';
import { MASSAGE_HOST, request, WINE_HOST } from '../support/http';

// Five appearance settings were read nowhere (SERVICES_PAGE_STYLE=LIST was accepted
// and /prestations did not change). Each now changes its page; the provider takes only the
// values each one lists.

let massageOwner: string;
let wineOwner: string;

beforeAll(async () => {
  [massageOwner, wineOwner] = await Promise.all([adminLogin(ADMIN), adminLogin(WINE_ADMIN, WINE_HOST)]);
});

function setParameter(type: string, value: string, host = MASSAGE_HOST) {
  return adminApi(`/admin/parameter/${type}`, {
    method: 'PUT',
    host,
    headers: {
      'content-type': 'application/json',
      authorization: host === WINE_HOST ? wineOwner : massageOwner,
    },
    body: JSON.stringify({ value }),
  });
}

async function page(path: string, host = MASSAGE_HOST): Promise<string> {
  const response = await request(path, { host });
  expect(response.status).toBe(200);
  return response.text();
}

describe('SERVICES_PAGE_STYLE', () => {
  it('shows /prestations as a grid by default and as a list with LIST', async () => {
    expect(await page('/prestations')).toContain('<ul class="content-cards">');
    expect((await setParameter('SERVICES_PAGE_STYLE', 'LIST')).status).toBe(200);
    const listed = await page('/prestations');
    expect(listed).toContain('<ul class="content-cards content-cards--list">');
    expect(listed).toContain('.content-cards--list,');
    expect((await setParameter('SERVICES_PAGE_STYLE', 'GRID')).status).toBe(200);
    expect(await page('/prestations')).toContain('<ul class="content-cards">');
  });
});

describe('PRODUCTS_PAGE_STYLE', () => {
  it('shows /boutique as a list with LIST', async () => {
    expect(await page('/boutique', WINE_HOST)).toContain('<ul class="product-grid">');
    expect((await setParameter('PRODUCTS_PAGE_STYLE', 'LIST', WINE_HOST)).status).toBe(200);
    expect(await page('/boutique', WINE_HOST)).toContain('<ul class="product-grid product-grid--list">');
  });
});

describe('PRODUCT_DETAIL_PAGE_STYLE', () => {
  it('shows a product page with its wide photo with WIDE', async () => {
    const path = '/boutique/1-saumur-champigny-les-perrieres';
    expect(await page(path, WINE_HOST)).toContain('<article class="product">');
    expect((await setParameter('PRODUCT_DETAIL_PAGE_STYLE', 'WIDE', WINE_HOST)).status).toBe(200);
    const wide = await page(path, WINE_HOST);
    expect(wide).toContain('<article class="product product--wide">');
    expect(wide).toContain('.product--wide .product__main');
  });
});

describe('ICON_BASE_STYLE', () => {
  it('fills the header icons with FILLED, and leaves them outlined with OUTLINED', async () => {
    expect((await setParameter('ICON_BASE_STYLE', 'OUTLINED')).status).toBe(200);
    expect(await page('/')).not.toContain('.header-icons svg :is(circle,path){fill:currentColor');
    expect((await setParameter('ICON_BASE_STYLE', 'FILLED')).status).toBe(200);
    expect(await page('/')).toContain('.header-icons svg :is(circle,path){fill:currentColor');
  });
});

describe('REPEAT_ANIMATION', () => {
  it('replays the blocks’ entrance on every view with true, and adds no animation with false', async () => {
    expect(await page('/qui-suis-je')).not.toContain('animation-timeline:view()');
    expect((await setParameter('REPEAT_ANIMATION', 'true')).status).toBe(200);
    expect(await page('/qui-suis-je')).toContain('animation-timeline:view()');
    expect((await setParameter('REPEAT_ANIMATION', 'false')).status).toBe(200);
  });
});

describe('allowed values', () => {
  it.each([
    ['SERVICES_PAGE_STYLE', 'MOSAIC', 'GRID, LIST'],
    ['PRODUCTS_PAGE_STYLE', 'grid', 'GRID, LIST'],
    ['PRODUCT_DETAIL_PAGE_STYLE', 'FANCY', 'CLASSIC, WIDE'],
    ['ICON_BASE_STYLE', 'ROUND', 'OUTLINED, FILLED'],
    ['REPEAT_ANIMATION', 'souvent', null],
  ])('refuses %s=%s in French', async (type, value, choices) => {
    const refused = await setParameter(type, value);
    expect(refused.status).toBe(400);
    if (choices) expect(refused.body.message).toBe(`La valeur de ${type} doit être l'une de : ${choices}.`);
  });
});
