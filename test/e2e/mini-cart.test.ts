import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, seriousAxeViolations, tabTo, withPage } from './support/browser.ts';
import { expectNoHydrationWarning, open, wineUrl } from './support/islands.ts';

// SEE_CART_ON_HOVER on the wine site (on in its seed): hovering or focusing the
// header's cart badge opens the mini-cart (lines, subtotal, link to the cart), which closes on
// mouse leave, focus out and Escape. The shop chunk it lives in loads on that first hover or
// focus, never with the home page itself. On a phone a tap on the badge opens the cart page.

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

const PRODUCT = '/boutique/1-saumur-champigny-les-perrieres';
const badge = '.header-bar .cart-badge';
const panel = '.header-bar .mini-cart__panel';

const loadedScripts = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));

async function refuseCookies(page: Page): Promise<void> {
  const refuse = page.getByRole('button', { name: 'Tout refuser' });
  if (await refuse.isVisible()) await refuse.click();
}

/** One bottle of the product's default declination, added with the purchase island. */
async function addOneBottle(page: Page): Promise<void> {
  await open(page, `${wineUrl}${PRODUCT}`);
  await refuseCookies(page);
  await page.click('.purchase__add');
  // The badge follows the stored cart (the toast may be gone already on a busy machine).
  await page.locator(`${badge} .cart-badge__count`, { hasText: '1' }).waitFor();
}

describe('the mini-cart (SEE_CART_ON_HOVER)', () => {
  test('hovering the badge loads the shop chunk then, and lists the cart; leaving closes it', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      await addOneBottle(page);
      await open(page, `${wineUrl}/`);
      expect(await loadedScripts(page)).not.toContain(manifest.shop);
      expect(await page.locator(`${badge} .cart-badge__count`).innerText()).toBe('1');

      await page.hover(badge);
      await page.locator(panel).waitFor({ state: 'visible' });
      expect(await loadedScripts(page)).toContain(manifest.shop);
      expect(await page.locator(`${panel} .mini-cart__line`).count()).toBe(1);
      expect(await page.locator(`${panel} .mini-cart__name`).innerText()).toContain(
        'Saumur-Champigny Les Perrières',
      );
      expect(await page.locator(`${panel} .mini-cart__quantity`).innerText()).toMatch(/× 1 · 14,50\s€/);
      expect(await page.locator(`${panel} .mini-cart__total`).innerText()).toMatch(/Sous-total 14,50\s€/);
      expect(await page.locator(`${panel} .mini-cart__link`).getAttribute('href')).toBe('/panier');
      // The badge is the same link, with the same count, and the page did not move.
      expect(await page.locator(`${badge} .cart-badge__count`).innerText()).toBe('1');
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.mouse.move(10, 600);
      await page.locator(panel).waitFor({ state: 'hidden' });
      await page.hover(badge);
      await page.locator(panel).waitFor({ state: 'visible' });

      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });

  test('keyboard focus opens it, its link is reachable, Escape closes it and keeps the focus', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      await addOneBottle(page);
      await open(page, `${wineUrl}/`);
      await page.mouse.move(10, 600); // nowhere near the header
      expect(await loadedScripts(page)).not.toContain(manifest.shop);

      expect(await tabTo(page, badge)).toBe(true);
      await page.locator(panel).waitFor({ state: 'visible' });
      // The mini-cart replaced the badge under the focus: the focus stayed on the badge.
      expect(await page.evaluate((css) => document.activeElement?.matches(css), badge)).toBe(true);
      expect(await page.locator(`${panel} .mini-cart__line`).count()).toBe(1);

      // Tab moves into the summary (its link), which stays open.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('mini-cart__link');
      expect(await page.locator(panel).isVisible()).toBe(true);

      await page.keyboard.press('Escape');
      await page.locator(panel).waitFor({ state: 'hidden' });
      expect(await page.evaluate((css) => document.activeElement?.matches(css), badge)).toBe(true);

      // Focus leaving the mini-cart closes it too.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await page.locator(panel).waitFor({ state: 'visible' });
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.locator(panel).waitFor({ state: 'hidden' });

      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  });

  test('a click on the badge still opens the cart page when the chunk arrives mid-click', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      // A slow network: the shop chunk is held until the button is down on the badge.
      let pressed = (): void => undefined;
      const down = new Promise<void>((resolve) => (pressed = resolve));
      await page.route(`**${manifest.shop}`, async (route) => {
        await down;
        await route.continue();
      });
      await open(page, `${wineUrl}/`);
      await refuseCookies(page);
      const box = await page.locator(badge).boundingBox();
      if (!box) throw new Error('no header badge');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      pressed();
      // The chunk has run once it took the badge over (it removes the badge's hook attribute;
      // the mini-cart itself waits for the button to come up).
      await page.waitForFunction(
        (css) => document.querySelector(css)?.closest('[data-mini-cart]') === null,
        badge,
      );
      await Promise.all([page.waitForURL(/\/panier$/), page.mouse.up()]);
      expect(problems.pageErrors).toEqual([]);
    });
  });

  test('on a phone (375 px) a tap on the badge opens the cart page', async () => {
    await withPage(
      browser,
      { viewport: MOBILE, hasTouch: true, isMobile: true },
      async ({ page, problems }) => {
        await open(page, `${wineUrl}/`);
        await refuseCookies(page);
        const mobileBadge = page.locator('.mobile-bar .cart-badge');
        expect(await mobileBadge.isVisible()).toBe(true);
        await Promise.all([page.waitForURL(/\/panier$/), mobileBadge.tap()]);
        expect(problems.pageErrors).toEqual([]);
      },
    );
  });
});
