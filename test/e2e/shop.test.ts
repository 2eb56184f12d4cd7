import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART_STORAGE_KEY } from '../../client/cart-store.ts';
import { parseStoredCart } from '../../src/domain/catalogue/stored-cart.ts';
import { launchBrowser, MOBILE, withPage } from './support/browser.ts';
import { expectNoHydrationWarning, open, wineUrl } from './support/islands.ts';

// A shopper on a phone (375 px) on the wine shop: filter the list, open a product,
// switch declinations without a reload, add two declinations to the cart, reload and keep it.
// The shop islands come from the shop chunk, which the other pages never load.

const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../public/assets/manifest.json'), 'utf8'),
) as { shop: string };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The header's badge is hidden on a phone; the mobile bar shows its own.
const badge = '.cart-badge__count >> visible=true';

const loadedScripts = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));

async function storedLines(page: Page) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY);
  return parseStoredCart(raw)?.lines.map((line) => [line.product.name, line.declinationId, line.quantity]);
}

describe('the wine shop on a phone', () => {
  test('filter, open a product, change declination, add two declinations, reload and keep the cart', async () => {
    await withPage(browser, { viewport: MOBILE }, async ({ page, problems }) => {
      await open(page, `${wineUrl}/`);
      expect(await loadedScripts(page)).not.toContain(manifest.shop);

      // The list, filtered with its GET form (no script involved).
      await open(page, `${wineUrl}/boutique`);
      expect(await loadedScripts(page)).not.toContain(manifest.shop);
      // One set of filters on a phone (the form; its links are the wide screen's) and two wines
      // a row: the first bottles show on the first screen.
      expect(await page.locator('.shop-links').first().isVisible()).toBe(false);
      const tops = await page
        .locator('.product-card')
        .evaluateAll((cards) =>
          cards.slice(0, 2).map((card) => Math.round(card.getBoundingClientRect().top)),
        );
      expect(tops[0]).toBe(tops[1]);
      expect(tops[0]).toBeLessThan(MOBILE.height);
      await page.selectOption('#shop-kind', 'rouge');
      await Promise.all([page.waitForURL(/couleur=rouge/), page.click('.shop-form__submit')]);
      expect(new URL(page.url()).search).toBe('?couleur=rouge');
      expect(await page.locator('.shop-bar__count').innerText()).toBe('4 produits en rouge');
      expect(await page.locator('.product-card').count()).toBe(4);

      // The product page: the purchase island comes from the shop chunk.
      await Promise.all([
        page.waitForURL(/\/boutique\/1-saumur-champigny-les-perrieres$/),
        page.click('text=Saumur-Champigny Les Perrières'),
      ]);
      await open(page, page.url());
      expect(await loadedScripts(page)).toContain(manifest.shop);
      const price = page.locator('.purchase__price .price__final');
      expect(await price.innerText()).toMatch(/14,50\s€/);

      // Declinations switch in place: no navigation, the address follows.
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      await page.click('.purchase__option >> text=150 cl');
      await page.waitForURL(/declinaison=4$/);
      // The address changes in the click handler, the render follows: wait for it.
      await page.locator('.purchase__price .price__final', { hasText: /33,00\s€/ }).waitFor();
      expect(await page.locator('.purchase .stock').innerText()).toBe('Plus que 12 en stock');
      expect(await page.locator('.purchase__option[aria-current="true"]').allInnerTexts()).toEqual([
        '2022',
        '150 cl',
      ]);
      expect(await page.locator('.purchase__file a').getAttribute('href')).toBe(
        '/api/product/generate/file/1/4',
      );
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

      // Two magnums, then one bottle of 2022 in 75 cl.
      await page.click('.stepper__button[aria-label="Ajouter 1"]');
      await page.waitForFunction(
        () => document.querySelector<HTMLInputElement>('.stepper__input')?.value === '2',
      );
      await page.click('.purchase__add');
      await page.locator('.toast', { hasText: '(2022 – 150 cl) × 2 ajouté au panier.' }).waitFor();
      await page.locator(badge, { hasText: '2' }).waitFor();
      await page.click('.purchase__option >> text=75 cl');
      await page.waitForURL(/declinaison=2$/);
      await page.locator('.purchase__price .price__final', { hasText: /15,20\s€/ }).waitFor();
      expect(await page.inputValue('.stepper__input')).toBe('1');
      await page.click('.purchase__add');
      await page.locator(badge, { hasText: '3' }).waitFor();
      expect(await storedLines(page)).toEqual([
        ['Saumur-Champigny Les Perrières', 4, 2],
        ['Saumur-Champigny Les Perrières', 2, 1],
      ]);

      // A reload shows the chosen declination (from the address) and keeps the cart.
      await page.reload();
      await open(page, page.url());
      expect(await price.innerText()).toMatch(/15,20\s€/);
      await page.locator(badge, { hasText: '3' }).waitFor();
      expect(await storedLines(page)).toHaveLength(2);

      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });
});
