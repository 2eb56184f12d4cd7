import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART_STORAGE_KEY } from '../../client/cart-store.ts';
import { emptyCartState } from '../../src/domain/catalogue/cart.ts';

import { parseStoredCart } from '../../src/domain/catalogue/stored-cart.ts';
import type { StoredCart } from '../../src/schema/catalogue/cart.ts';

import { DESKTOP, islandsReady, launchBrowser, withPage } from './support/browser.ts';

import { expectNoHydrationWarning, open, wineUrl } from './support/islands.ts';

// The cart badge and the stored cart on the wine shop.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('cart badge (wine site)', () => {
  const product = (id: number, name: string) => ({
    id,
    name,
    type: { type: 'WINE' as const },
    isVintage: false,
    declination: [{ id: id * 10, year: 2022, price: 14.5, capacity: 75, capacityUnit: 'cl' }],
    box: null,
  });
  const storedCart: StoredCart = {
    ...emptyCartState(),
    lines: [
      { id: 0, product: product(1, 'Saumur-Champigny 2022'), declinationId: 10, quantity: 2 },
      { id: 1, product: product(2, 'Crémant de Loire brut'), declinationId: 20, quantity: 3 },
    ],
  };
  const headerCount = '.header-bar .cart-badge__count';

  test('shows the stored cart’s item count after a reload', async () => {
    expect(parseStoredCart(JSON.stringify(storedCart)), 'the fixture is a valid stored cart').not.toBeNull();
    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      await open(page, `${wineUrl}/`);
      expect(await page.locator(headerCount).innerText()).toBe('0');
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        CART_STORAGE_KEY,
        JSON.stringify(storedCart),
      ] as const);
      await page.reload();
      await islandsReady(page);
      await page.locator(headerCount, { hasText: '5' }).waitFor({ timeout: 5_000 });
      expect(await page.locator('.header-bar .cart-badge').getAttribute('aria-label')).toBe(
        'Panier, 5 articles',
      );
      const kept = await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY);
      expect(parseStoredCart(kept)?.lines.map((line) => line.quantity)).toEqual([2, 3]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });

  test.each([
    ['not JSON', '{"lines": [{"id": 0'],
    ['foreign data', JSON.stringify({ items: [{ sku: 'abc', qty: 2 }] })],
    [
      'a line with a negative quantity',
      JSON.stringify({ ...storedCart, lines: [{ ...storedCart.lines[0], quantity: -4 }] }),
    ],
  ])('discards %s in the stored cart without an error', async (_, corrupt) => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      await open(page, `${wineUrl}/`);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        CART_STORAGE_KEY,
        corrupt,
      ] as const);
      await page.reload();
      await islandsReady(page);
      expect(await page.locator(headerCount).innerText()).toBe('0');
      expect(await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)).toBeNull();
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });
});
