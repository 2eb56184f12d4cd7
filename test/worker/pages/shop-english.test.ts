import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR, adminCall, adminLogin } from '../support/accounts';
import { WINE_SITE_ID } from '../support/factories';
import { request, WINE_HOST } from '../support/http';
import { insertTranslation } from '../support/translations';

// The shop in English on the wine site once English is added: the list and the
// product page speak English (labels, prices, stock, JSON-LD), only translated products exist
// under /en (an untranslated one is 404 there, never the French text), and the French shop is
// unchanged.

const PERRIERES = '/boutique/1-saumur-champigny-les-perrieres';
const ENGLISH_DESCRIPTION = 'A Saumur-Champigny from old vines on the Perrières plot.';

let untranslatedPath: string;

beforeAll(async () => {
  const operator = await adminLogin(OPERATOR);
  const saved = await adminCall('PUT', `/admin/platform/site/${WINE_SITE_ID}`, operator, {
    locales: ['fr_FR', 'en_GB'],
  });
  expect(saved.status).toBe(200);
  // The sample data translates the whole catalogue (i18n-sample): this file starts from a shop
  // where only product 1 is in English, so the seed's other product translations go.
  await env.DB.prepare("DELETE FROM translations WHERE site_id = ? AND entity = 'product' AND entity_id <> 1")
    .bind(WINE_SITE_ID)
    .run();
  await insertTranslation(
    WINE_SITE_ID,
    'product',
    1,
    'en_GB',
    'description',
    `<p>${ENGLISH_DESCRIPTION}</p>`,
  );
  const other = await env.DB.prepare(
    'SELECT id, slug FROM products WHERE site_id = ? AND id <> 1 AND is_published = 1 ORDER BY id LIMIT 1',
  )
    .bind(WINE_SITE_ID)
    .first<{ id: number; slug: string }>();
  untranslatedPath = `/shop/${other?.id}-${other?.slug}`;
});

const page = (path: string) => request(path, { host: WINE_HOST });

describe('the shop under /en', () => {
  it('lists the translated products with English filters, count and prices', async () => {
    const response = await page('/en/shop');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Search for a wine');
    expect(html).toContain('Filter by colour');
    expect(html).toMatch(/1 product(?!s)/);
    expect(html).toContain('href="/en/shop/1-saumur-champigny-les-perrieres"');
    expect(html).toMatch(/€\d+\.\d{2}/);
    expect(html).not.toMatch(/Rechercher un vin|Trier par|Aucun vin/);
  });

  it('shows the product page in English, with English JSON-LD', async () => {
    const response = await page(`/en${PERRIERES.replace('/boutique', '/shop')}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(ENGLISH_DESCRIPTION);
    expect(html).toContain('Back to the shop');
    expect(html).toContain('Wine details');
    // Product has no inLanguage: the page's <html lang> says it.
    expect(html).not.toContain('"inLanguage"');
    expect(html).toContain('"name":"Shop","item":"http://vins.localhost/en/shop"');
    expect(html).toContain('"category":"Red wine"');
    expect(html).toMatch(/Shipped in cases of \d+ bottles/);
    expect(html).not.toContain('Retour à la boutique');
  });

  it('answers 404 for a product without an English translation, and 301 for the French words', async () => {
    expect((await page(`/en${untranslatedPath}`)).status).toBe(404);
    const french = await page(`/en${PERRIERES}`);
    expect(french.status).toBe(301);
    expect(french.headers.get('location')).toBe('/en/shop/1-saumur-champigny-les-perrieres');
  });

  it('keeps the French shop as it was', async () => {
    const html = await (await page(PERRIERES)).text();
    expect(html).toContain('Retour à la boutique');
    expect(html).not.toContain('"inLanguage"');
    expect(html).toContain('"category":"Vin rouge"');
    // The case rule, stated on the product page, not only once the cart refuses.
    expect(html).toMatch(/Expédition par cartons de \d+ bouteilles/);
    expect(html).not.toContain(ENGLISH_DESCRIPTION);
  });
});
