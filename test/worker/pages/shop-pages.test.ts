import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALCOHOL_WARNING } from '../../../src/ui/layout/Banners';
import { adminCall, WINE_ADMIN, adminLogin } from '../support/accounts';
import { decode, linkHref, textOf, titleOf } from '../support/html';
import { MASSAGE_HOST, request, WINE_HOST } from '../support/http';
import { nodesOfType } from '../support/rich-results';

// The shop's pages on the demo wine site: list filters, sort and pages as plain links
// and a GET form, prices and stock labels by the parameters, the product page with its
// declination links and Product JSON-LD, 404 off e-commerce sites.

const PERRIERES = '/boutique/1-saumur-champigny-les-perrieres';

async function page(
  path: string,
  host = WINE_HOST,
): Promise<{ status: number; html: string; response: Response }> {
  const response = await request(path, { host });
  return { status: response.status, html: await response.text(), response };
}

/** Names of the product cards, in page order. */
function cardNames(html: string): string[] {
  return [...html.matchAll(/<h2 class="product-card__title">([^<]*)<\/h2>/g)].map((match) =>
    decode(match[1] ?? ''),
  );
}

/** The « à partir de » prices of the cards, in euros. */
function cardPrices(html: string): number[] {
  return [...html.matchAll(/<strong class="price__final">([^<]*)<\/strong>/g)].map((match) =>
    Number((match[1] ?? '').replace(/[^\d,]/g, '').replace(',', '.')),
  );
}

/** The page's own content, without the header's banners. */
function mainOf(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

function countText(html: string): string {
  return textOf(/<p class="shop-bar__count" role="status">([^<]*)<\/p>/.exec(html)?.[0] ?? '');
}

/** The page's Product node (its JSON-LD graph also holds the breadcrumb). */
function jsonLd(html: string): Record<string, unknown> {
  const product = nodesOfType(html, 'Product')[0];
  if (!product) throw new Error('no Product in the JSON-LD');
  return product;
}

let adminToken: string;

async function setParameter(type: string, value: string): Promise<void> {
  const { status } = await adminCall('PUT', `/admin/parameter/${type}`, adminToken, { value }, WINE_HOST);
  expect(status).toBe(200);
}

beforeAll(async () => {
  adminToken = await adminLogin(WINE_ADMIN, WINE_HOST);
});

describe('the shop list /boutique', () => {
  it('lists the published products, 12 a page by price, with the count, from the menu', async () => {
    const { status, html } = await page('/boutique');
    expect(status).toBe(200);
    expect(titleOf(html)).toContain('Boutique');
    expect(html).toMatch(/<a[^>]*href="\/boutique"[^>]*>Boutique<\/a>/); // the menu entry
    expect(linkHref(html, 'canonical')).toBe('http://vins.localhost/boutique');
    expect(countText(html)).toBe('16 produits');
    const prices = cardPrices(html);
    expect(cardNames(html)).toHaveLength(12);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(html).toContain('<h1 class="page-title">Boutique</h1>');
  });

  it('has a GET form without JavaScript: search, colour, label and sort', async () => {
    const { html } = await page('/boutique');
    const form = /<form class="shop-form"[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of [
      'role="search"',
      'action="/boutique"',
      'method="get"',
      'aria-label="Rechercher un vin"',
    ])
      expect(form).toContain(attribute);
    for (const name of ['recherche', 'couleur', 'etiquette', 'tri']) expect(html).toContain(`name="${name}"`);
    expect(html).toContain('<option value="rouge">Rouge</option>');
    expect(html).toContain('<option value="bio">bio</option>');
  });

  it('sends what the form submits (empty fields, defaults) to the one short URL of that list', async () => {
    const response = await request('/boutique?recherche=&couleur=rouge&etiquette=&tri=prix', {
      host: WINE_HOST,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/boutique?couleur=rouge');
    const first = await request('/boutique?page=1', { host: WINE_HOST });
    expect(first.headers.get('location')).toBe('/boutique');
  });

  it('filters by colour with a plain link', async () => {
    const { html } = await page('/boutique');
    expect(html).toContain('<a class="shop-link" href="/boutique?couleur=rouge">Rouge</a>');
    const reds = await page('/boutique?couleur=rouge');
    expect(reds.status).toBe(200);
    expect(countText(reds.html)).toBe('4 produits en rouge');
    expect(cardNames(reds.html).sort()).toEqual([
      'Anjou rouge Le Clos Bernard',
      'Saumur rouge Tuffeau',
      'Saumur-Champigny Les Perrières',
      'Saumur-Champigny Vieilles Vignes',
    ]);
    expect(reds.html).toMatch(/href="\/boutique\?couleur=rouge" aria-current="page">Rouge</);
    expect(reds.html).toContain('<option value="rouge" selected="">Rouge</option>');
  });

  it('filters by label, and the label link of the chosen one takes it off', async () => {
    const organic = await page('/boutique?etiquette=bio');
    expect(countText(organic.html)).toBe('2 produits avec l’étiquette « bio »');
    expect(cardNames(organic.html).sort()).toEqual([
      'Saumur blanc Les Pentes',
      'Saumur-Champigny Les Perrières',
    ]);
    expect(organic.html).toMatch(/<a class="shop-link" href="\/boutique" aria-current="page">#bio<\/a>/);
    const combined = await page('/boutique?couleur=blanc&etiquette=bio');
    expect(cardNames(combined.html)).toEqual(['Saumur blanc Les Pentes']);
  });

  it('searches names, appellations and grapes, accents and case aside', async () => {
    const { status, html } = await page('/boutique?recherche=cremant');
    expect(status).toBe(200);
    expect(countText(html)).toBe('2 produits pour « cremant »');
    expect(cardNames(html).every((name) => name.startsWith('Crémant'))).toBe(true);
    const none = await page('/boutique?recherche=champagne');
    expect(countText(none.html)).toBe('0 produit pour « champagne »');
    expect(none.html).toContain('Aucun vin ne correspond à ces critères.');
  });

  it("answers a search longer than the LIKE limit with the API's 400 and short French message", async () => {
    const longest = await page(`/boutique?recherche=${'a'.repeat(48)}`);
    expect(longest.status).toBe(200);
    for (const length of [49, 60]) {
      const tooLong = await page(`/boutique?recherche=${'a'.repeat(length)}`);
      expect(tooLong.status).toBe(400);
      expect(textOf(mainOf(tooLong.html))).toContain(
        'Cette recherche est trop longue : 48 caractères au plus',
      );
    }
  });

  it('sorts by name or by price descending with plain links', async () => {
    const { html } = await page('/boutique');
    expect(html).toContain('<a class="shop-link" href="/boutique?tri=nom">Nom</a>');
    const byName = cardNames((await page('/boutique?couleur=blanc&tri=nom')).html);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'fr')));
    const descending = cardPrices((await page('/boutique?tri=prix-decroissant')).html);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('pages with plain links, the filter kept, and answers 404 past the last page', async () => {
    const first = await page('/boutique?tri=nom');
    expect(first.html).toMatch(/<a href="\/boutique\?tri=nom&amp;page=2" rel="next">Page suivante<\/a>/);
    const second = await page('/boutique?tri=nom&page=2');
    expect(second.status).toBe(200);
    expect(cardNames(second.html)).toHaveLength(4);
    expect(titleOf(second.html)).toContain('page 2');
    expect(new Set([...cardNames(first.html), ...cardNames(second.html)]).size).toBe(16);
    expect((await page('/boutique?page=3')).status).toBe(404);
  });

  it('answers 404 for a colour, label, sort or page that does not exist', async () => {
    for (const query of ['couleur=bleu', 'etiquette=inconnue', 'tri=hasard', 'page=0', 'page=abc']) {
      expect((await page(`/boutique?${query}`)).status, query).toBe(404);
    }
  });

  it('shows stock labels by the threshold and the site’s labels', async () => {
    const { html } = await page('/boutique?tri=nom&page=2');
    const all = `${(await page('/boutique?tri=nom')).html}${html}`;
    // Saumur blanc Élevé en fût: 3 bottles left, under the threshold of 24.
    expect(all).toMatch(
      /Saumur blanc Élevé en fût<\/h2>[\s\S]*?<p class="stock stock--low_stock">Plus que 3 en stock<\/p>/,
    );
    expect(all).toMatch(
      /Saumur brut Méthode traditionnelle<\/h2>[\s\S]*?<p class="stock stock--out_of_stock">Épuisé au domaine<\/p>/,
    );
    expect(all).toContain('<p class="stock stock--in_stock">Disponible</p>');
  });
});

describe('prices and stock follow the parameters (each change visible on the next view)', () => {
  afterEach(async () => {
    await setParameter('HIDE_PRICES', 'false');
    await setParameter('HIDE_PERCENTAGE_DISCOUNT', 'false');
    await setParameter('HANDLE_STOCK', 'true');
    await setParameter('USE_PRODUCT_STOCK', 'true');
  });

  it('hides every price with HIDE_PRICES, on the list, the product page and in the JSON-LD', async () => {
    expect(mainOf((await page('/boutique')).html)).toContain('€');
    await setParameter('HIDE_PRICES', 'true');
    const list = await page('/boutique');
    expect(textOf(mainOf(list.html))).not.toContain('€');
    expect(cardNames(list.html)).toHaveLength(12);
    const product = await page(PERRIERES);
    expect(textOf(mainOf(product.html))).not.toContain('€');
    expect(product.html).toContain('Ajouter au panier');
    expect(jsonLd(product.html).offers).toBeUndefined();
  });

  it('hides the percentage badge with HIDE_PERCENTAGE_DISCOUNT, keeping the struck price', async () => {
    const path = '/boutique/2-saumur-champigny-vieilles-vignes?declinaison=7'; // 2020, -10 %
    expect((await page(path)).html).toContain('-10 %');
    await setParameter('HIDE_PERCENTAGE_DISCOUNT', 'true');
    const { html } = await page(path);
    expect(html).not.toContain('-10 %');
    expect(html).toContain('<del class="price__before">');
  });

  it('shows no stock label without HANDLE_STOCK, and no count without USE_PRODUCT_STOCK', async () => {
    await setParameter('USE_PRODUCT_STOCK', 'false');
    const noCount = (await page('/boutique?tri=nom&page=2')).html + (await page('/boutique?tri=nom')).html;
    expect(noCount).not.toContain('Plus que');
    expect(noCount).toContain('Épuisé au domaine');
    await setParameter('HANDLE_STOCK', 'false');
    const untracked = (await page('/boutique?tri=nom&page=2')).html + (await page('/boutique?tri=nom')).html;
    expect(untracked).not.toContain('class="stock ');
  });
});

describe('the product page /boutique/{id}-{slug}', () => {
  it('shows the wine: picture with size, purchase box in the shop chunk, texts, grapes, pairings, awards, Loi Evin', async () => {
    const { status, html } = await page(PERRIERES);
    expect(status).toBe(200);
    expect(titleOf(html)).toContain('Saumur-Champigny Les Perrières');
    expect(linkHref(html, 'canonical')).toBe(`http://vins.localhost${PERRIERES}`);
    expect(html).toMatch(
      /<img class="product__img" src="[^"]+" alt="Bouteille de Saumur-Champigny[^"]*" width="240" height="480"/,
    );
    expect(html).toContain('data-island="ProductPurchase"');
    expect(html).toContain('data-chunk="shop"');
    expect(html).toContain('<h3>Cépages</h3>');
    expect(html).toContain('Cabernet franc (100 %)');
    expect(html).toContain('<span>Viandes rouges</span>');
    expect(textOf(html)).toContain("Médaille d'or – Concours Général Agricole");
    expect(html).toContain('<h2 id="product-recommended">Vous aimerez aussi</h2>');
    expect(html).toContain('href="/api/product/generate/file/1/1"');
    expect(textOf(html)).toContain(ALCOHOL_WARNING);
  });

  it('offers each vintage and capacity as a link that shows that declination without JavaScript', async () => {
    const { html } = await page(PERRIERES);
    expect(html).toContain(`<a class="purchase__option" href="${PERRIERES}?declinaison=2">2022</a>`);
    const chosen = await page(`${PERRIERES}?declinaison=4`);
    expect(chosen.status).toBe(200);
    expect(chosen.html).toMatch(/aria-current="true">150 cl</);
    expect(chosen.html).toMatch(/aria-current="true">2022</);
    expect(chosen.html).toContain('33,00');
    expect(chosen.html).toContain('Plus que 12 en stock');
    expect(chosen.html).toContain('href="/api/product/generate/file/1/4"');
    expect(linkHref(chosen.html, 'canonical')).toBe(`http://vins.localhost${PERRIERES}`);
  });

  it('steps by sellByMultipleOf for a vintage wine', async () => {
    const { html } = await page('/boutique/7-muscadet-sevre-et-maine-sur-lie');
    expect(html).toMatch(/<input[^>]*min="6"[^>]*step="6"/);
    expect(html).toContain('Vendu par 6 bouteilles.');
  });

  it('cannot be added when out of stock', async () => {
    const { html } = await page('/boutique/13-saumur-brut-methode-traditionnelle');
    expect(html).toContain('Épuisé au domaine');
    expect(html).toMatch(/<button type="button" class="button purchase__add" disabled="">/);
  });

  it('shows what a box holds, with links to the wines', async () => {
    const { status, html } = await page('/boutique/15-coffret-decouverte-6-bouteilles');
    expect(status).toBe(200);
    expect(html).toContain('<h2 id="product-box">Dans ce coffret</h2>');
    expect(html).toMatch(
      /1 × <a href="\/boutique\/1-saumur-champigny-les-perrieres">Saumur-Champigny Les Perrières 2023 – 75 cl<\/a>/,
    );
    expect(html).toContain('href="/api/product/generate/file/15"');
  });

  it('describes the product in JSON-LD with one offer per declination', async () => {
    const data = jsonLd((await page(PERRIERES)).html);
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe('Saumur-Champigny Les Perrières');
    const offers = data.offers as Record<string, unknown>[];
    expect(offers).toHaveLength(5);
    expect(offers[0]).toMatchObject({
      '@type': 'Offer',
      price: '14.50',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: `http://vins.localhost${PERRIERES}?declinaison=1`,
    });
    const brut = jsonLd((await page('/boutique/13-saumur-brut-methode-traditionnelle')).html);
    expect((brut.offers as Record<string, unknown>[])[0]?.availability).toBe('https://schema.org/OutOfStock');
    const discounted = jsonLd((await page('/boutique/10-rose-de-loire-fleur-de-tuffeau')).html);
    expect((discounted.offers as Record<string, unknown>[])[0]?.price).toBe('7.90');
  });

  it('redirects a wrong slug to the right one, keeping the declination', async () => {
    const response = await request('/boutique/1-vieux-nom?declinaison=2', { host: WINE_HOST });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${PERRIERES}?declinaison=2`);
  });

  it('answers 404 for an unknown product, an unknown declination or another product’s declination', async () => {
    for (const path of [
      '/boutique/9999-inconnu',
      '/boutique/abc',
      `${PERRIERES}?declinaison=9999`,
      `${PERRIERES}?declinaison=6`,
    ]) {
      expect((await page(path)).status, path).toBe(404);
    }
  });
});

describe('a catalogue change through the admin API', () => {
  it('shows on the list and the product page at the next view (the content version moved)', async () => {
    const path = `${PERRIERES}?declinaison=5`; // 2021, 75 cl, 15,90 €
    expect((await page(path)).html).toContain('15,90');
    const update = await adminCall(
      'PUT',
      '/admin/product/declination/5',
      adminToken,
      { price: 16.4 },
      WINE_HOST,
    );
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    try {
      const { html } = await page(path);
      expect(html).toContain('16,40');
      expect((jsonLd(html).offers as Record<string, unknown>[])[4]?.price).toBe('16.40');
    } finally {
      await adminCall('PUT', '/admin/product/declination/5', adminToken, { price: 15.9 }, WINE_HOST);
    }
  });
});

describe('the shop off e-commerce sites', () => {
  it('is the 404 page on the massage site, for the list and a wine site’s product', async () => {
    for (const path of ['/boutique', '/boutique?couleur=rouge', PERRIERES]) {
      const { status, html } = await page(path, MASSAGE_HOST);
      expect(status, path).toBe(404);
      expect(html).toContain('Page introuvable');
    }
    expect((await page('/sitemap.xml', MASSAGE_HOST)).html).not.toContain('/boutique');
  });
});

describe('the sitemap', () => {
  it('lists the shop and every product page of the wine site', async () => {
    const { html } = await page('/sitemap.xml');
    expect(html).toContain('<loc>http://vins.localhost/boutique</loc>');
    expect(html).toContain(`<loc>http://vins.localhost${PERRIERES}</loc>`);
    // Counted in <loc> only: the English pages' alternates name the French URLs too.
    expect(html.match(/<loc>[^<]*\/boutique\/\d+-/g)).toHaveLength(16);
  });
});
