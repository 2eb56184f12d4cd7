import { describe, expect, it } from 'vitest';
import { decode, linkHref, metaContent, titleOf } from '../support/html';
import { MASSAGE_HOST, request, WINE_HOST } from '../support/http';

// The cart page: the same shell for every visitor (the cart is in the browser), the CartPage
// island in the shop chunk with the site's shop parameters, a polite word without JavaScript.

function islandProps(html: string, name: string): Record<string, unknown> {
  const match = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html);
  if (!match?.[1]) throw new Error(`no ${name} island`);
  return JSON.parse(decode(match[1])) as Record<string, unknown>;
}

describe('GET /panier', () => {
  it('renders the shell with the cart island in the shop chunk', async () => {
    const response = await request('/panier', { host: WINE_HOST });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr/);
    expect(titleOf(html)).toContain('Votre panier');
    expect(metaContent(html, 'description')).toContain('panier');
    expect(linkHref(html, 'canonical')).toBe('http://vins.localhost/panier');
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toMatch(/<h1[^>]*>Votre panier<\/h1>/);
    expect(html).toMatch(/data-island="CartPage"[^>]*data-chunk="shop"/);
    expect(html).toContain('Chargement de votre panier');
    expect(html).toContain('/assets/cart.css');
  });

  it('gives the island the shop parameters it checks and displays', async () => {
    const html = await (await request('/panier', { host: WINE_HOST })).text();
    expect(islandProps(html, 'CartPage')).toEqual({
      rules: {
        BOTTLE_MULTIPLE: '6',
        MIN_BOTTLES_PER_EXPEDITION: '6',
        MAX_BOTTLES_PER_EXPEDITION: '120',
        HANDLE_STOCK: 'true',
      },
      prices: { hidePrices: false, hidePercentageDiscount: false },
      freeShipping: { bottles: 24, price: 250 },
      pickupOffered: true, // the estate has pick-up places: the cart offers « Retrait au domaine »
      checkoutHref: '/commande',
      shopHref: '/boutique',
    });
  });

  it('explains politely that the cart needs JavaScript', async () => {
    const html = await (await request('/panier', { host: WINE_HOST })).text();
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(decode(noscript)).toContain("merci d'activer JavaScript");
  });

  it('holds nothing personal: two visitors get the same markup', async () => {
    const first = await (await request('/panier', { host: WINE_HOST })).text();
    const second = await (
      await request('/panier', { host: WINE_HOST, headers: { cookie: 'cart=1; other=2' } })
    ).text();
    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, '');
    expect(strip(second)).toBe(strip(first));
  });

  it('does not exist on a site without a shop', async () => {
    const response = await request('/panier', { host: MASSAGE_HOST });
    expect(response.status).toBe(404);
  });
});
