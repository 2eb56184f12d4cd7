import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, WINE_ADMIN, adminLogin } from '../support/accounts';
import { decode } from '../support/html';
import { MASSAGE_HOST, request, WINE_HOST } from '../support/http';

// SEE_CART_ON_HOVER: the header's cart badge carries the mini-cart hook (the
// MiniCart's props, read by client/mini-cart-trigger.ts) only when the parameter is on, the
// same markup for every visitor, so the page stays in the HTML cache.

let adminToken: string;

async function setParameter(type: string, value: string): Promise<void> {
  const { status } = await adminCall('PUT', `/admin/parameter/${type}`, adminToken, { value }, WINE_HOST);
  expect(status).toBe(200);
}

/** Every mini-cart hook of the page (the header's badge and the mobile bar's), parsed. */
function hooks(html: string): unknown[] {
  return [...html.matchAll(/data-mini-cart="([^"]*)"/g)].map((match): unknown =>
    JSON.parse(decode(match[1] ?? '')),
  );
}

const badges = (html: string) => html.match(/data-island="CartBadge"/g)?.length ?? 0;

beforeAll(async () => {
  adminToken = await adminLogin(WINE_ADMIN, WINE_HOST);
});
afterAll(async () => {
  await setParameter('SEE_CART_ON_HOVER', 'true'); // the wine seed's value
  await setParameter('HIDE_PRICES', 'false');
});

describe('the header cart badge and SEE_CART_ON_HOVER', () => {
  it('marks each cart badge with the mini-cart hook on the wine site (parameter on in its seed)', async () => {
    const response = await request('/', { host: WINE_HOST });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(badges(html)).toBeGreaterThan(0);
    expect(hooks(html)).toHaveLength(badges(html));
    for (const hook of hooks(html))
      expect(hook).toEqual({ href: '/panier', prices: { hidePrices: false, hidePercentageDiscount: false } });
    // The hook wraps the badge island, which the main bundle hydrates as before.
    expect(html).toMatch(
      /<div class="mini-cart-hook" data-mini-cart="[^"]*" data-i18n="[^"]*"><div data-island="CartBadge"/,
    );
    // The mini-cart has no island wrapper: its hook carries its words in the page's language.
    const words = JSON.parse(decode(/data-mini-cart="[^"]*" data-i18n="([^"]*)"/.exec(html)?.[1] ?? '')) as {
      locale: string;
      messages: Record<string, unknown>;
    };
    expect(words.locale).toBe('fr_FR');
    expect(words.messages['miniCart.view']).toEqual(['Voir le panier']);
    // No shop island on the home page: its wrappers would make the page load the shop chunk.
    expect(html).not.toContain('data-chunk="shop"');
  });

  it('gives the hook English words under /en', async () => {
    const response = await request('/en/shop', { host: WINE_HOST });
    expect(response.status).toBe(200);
    const html = await response.text();
    const words = JSON.parse(decode(/data-mini-cart="[^"]*" data-i18n="([^"]*)"/.exec(html)?.[1] ?? '')) as {
      locale: string;
      messages: Record<string, unknown>;
    };
    expect(words.locale).toBe('en_GB');
    expect(words.messages['miniCart.view']).toEqual(['View basket']);
    expect(words.messages['layout.cartBadge']).toBeTruthy();
  });

  it('follows the price parameters and leaves the page shared (cacheable, no per-user markup)', async () => {
    await setParameter('HIDE_PRICES', 'true');
    const first = await request('/', { host: WINE_HOST });
    const html = await first.text();
    expect(hooks(html)[0]).toEqual({
      href: '/panier',
      prices: { hidePrices: true, hidePercentageDiscount: false },
    });
    expect(first.headers.get('cache-control')).not.toContain('no-store');
    const again = await request('/', { host: WINE_HOST });
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(await again.text()).toBe(html);
    await setParameter('HIDE_PRICES', 'false');
  });

  it('leaves the plain badge when the parameter is off', async () => {
    await setParameter('SEE_CART_ON_HOVER', 'false');
    const html = await (await request('/', { host: WINE_HOST })).text();
    expect(badges(html)).toBeGreaterThan(0);
    expect(html).not.toContain('data-mini-cart');
    await setParameter('SEE_CART_ON_HOVER', 'true');
    expect(hooks(await (await request('/', { host: WINE_HOST })).text()).length).toBeGreaterThan(0);
  });

  it('has neither badge nor hook on a site that does not sell', async () => {
    const html = await (await request('/', { host: MASSAGE_HOST })).text();
    expect(badges(html)).toBe(0);
    expect(html).not.toContain('data-mini-cart');
  });
});
