import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { decode } from '../support/html';
import { insertPage, MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { MASSAGE_HOST, request, WINE_HOST } from '../support/http';

// PRODUCT and PRODUCTS page blocks: a CMS page shows shop products as the shop's cards (photo
// with its alt, name, price, link to the product page), one chosen product or those of a tag.

const PERRIERES = 'Saumur-Champigny Les Perrières';
const PERRIERES_PATH = '/boutique/1-saumur-champigny-les-perrieres';

async function pageWithBlocks(siteId: number, blocks: { kind: string; data: unknown }[]): Promise<string> {
  const id = await insertPage(siteId);
  for (const [index, block] of blocks.entries()) {
    await env.DB.prepare(
      'INSERT INTO page_blocks (site_id, page_id, position, kind, data) VALUES (?, ?, ?, ?, ?)',
    )
      .bind(siteId, id, index + 1, block.kind, JSON.stringify(block.data))
      .run();
  }
  const row = await env.DB.prepare('SELECT path FROM pages WHERE site_id = ? AND id = ?')
    .bind(siteId, id)
    .first<{ path: string }>();
  return row!.path;
}

// Every page is written before the first request: the menu tree is cached under the content
// version, which these direct inserts do not bump.
const paths = { chosen: '', missing: '', noShop: '', tagged: '' };
beforeAll(async () => {
  paths.chosen = await pageWithBlocks(WINE_SITE_ID, [
    { kind: 'PRODUCT', data: { productId: 1, title: 'Notre coup de cœur' } },
  ]);
  paths.missing = await pageWithBlocks(WINE_SITE_ID, [{ kind: 'PRODUCT', data: { productId: 999999 } }]);
  paths.noShop = await pageWithBlocks(MASSAGE_SITE_ID, [{ kind: 'PRODUCT', data: { productId: 1 } }]);
  paths.tagged = await pageWithBlocks(WINE_SITE_ID, [
    { kind: 'PRODUCTS', data: { title: 'Pour les fêtes', tag: 'fêtes', limit: 2 } },
  ]);
});

/** The HTML of the page's section of one block kind. */
function sectionOf(html: string, kind: 'product' | 'products'): string {
  const start = html.indexOf(`<section class="block block-${kind}"`);
  expect(start, `a block-${kind} section`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
}

/** The card of one product on the shop's list (of one tag): the price a visitor sees there. */
async function shopPriceOf(name: string, tag?: string): Promise<string> {
  const query = tag === undefined ? '' : `?etiquette=${encodeURIComponent(tag)}`;
  const html = await (await request(`/boutique${query}`, { host: WINE_HOST })).text();
  const card = html.split('<li class="product-card">').find((part) => decode(part).includes(name));
  const price = /<strong class="price__final">([^<]*)<\/strong>/.exec(card ?? '')?.[1];
  expect(price, `${name}'s price on the shop`).toBeDefined();
  return price!;
}

describe('a PRODUCT block', () => {
  it('shows the chosen product: its photo with alt text, name, price and a link to its page', async () => {
    const response = await request(paths.chosen, { host: WINE_HOST });
    expect(response.status).toBe(200);
    const section = sectionOf(await response.text(), 'product');
    expect(decode(section)).toContain('Notre coup de cœur');
    expect(decode(section)).toContain(PERRIERES);
    expect(section).toContain(`href="${PERRIERES_PATH}"`);
    expect(section).toMatch(/<img [^>]*alt="[^"]+"/);
    expect(section).toContain(`<strong class="price__final">${await shopPriceOf(PERRIERES)}</strong>`);
  });

  it('shows nothing, and the page still, when the product does not exist', async () => {
    const response = await request(paths.missing, { host: WINE_HOST });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('block-product');
  });

  it('shows nothing on a site without a shop', async () => {
    const response = await request(paths.noShop, { host: MASSAGE_HOST });
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('block-product');
  });
});

describe('a PRODUCTS block', () => {
  it('lists the published products of its tag, with their names and prices, at most its limit', async () => {
    const section = sectionOf(await (await request(paths.tagged, { host: WINE_HOST })).text(), 'products');
    const names = [...section.matchAll(/<h3 class="product-card__title">([^<]*)<\/h3>/g)].map((match) =>
      decode(match[1] ?? ''),
    );
    expect(names).toHaveLength(2);
    expect(decode(section)).toContain('Pour les fêtes');
    for (const name of names) {
      expect(section).toContain(`<strong class="price__final">${await shopPriceOf(name, 'fêtes')}</strong>`);
    }
  });
});

describe('the wine sample site’s home page', () => {
  it('shows products of the shop, with their names and prices', async () => {
    const response = await request('/', { host: WINE_HOST });
    expect(response.status).toBe(200);
    const section = sectionOf(await response.text(), 'products');
    const names = [...section.matchAll(/<h3 class="product-card__title">([^<]*)<\/h3>/g)].map((match) =>
      decode(match[1] ?? ''),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      expect(section).toContain(`<strong class="price__final">${await shopPriceOf(name, 'fêtes')}</strong>`);
    }
  });
});
