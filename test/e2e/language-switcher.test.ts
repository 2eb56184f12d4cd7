import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminApi, adminToken, OPERATOR, siteIdOf } from './support/api.ts';
import { DESKTOP, MOBILE, launchBrowser, seriousAxeViolations, withPage } from './support/browser.ts';
import { expectNoHydrationWarning, open, wineUrl } from './support/islands.ts';

// The language switcher on a bilingual site, in the header (1280 px) and in the
// mobile menu (375 px): a round trip between the shop in French and in English, each page in
// its own language, no serious accessibility violation. The operator makes sure the wine site
// offers English here and gives it back the languages it had after: files that run at the same
// time on the same server (booking in English) need them.

let browser: Browser;
let siteId: number;
let operatorToken: string;
let localesBefore: string[] | undefined;

async function setLocales(locales: string[]): Promise<void> {
  const answer = await adminApi(`/admin/platform/site/${siteId}`, {
    method: 'PUT',
    token: operatorToken,
    site: siteId,
    body: { locales },
  });
  expect(answer.status, answer.message).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  operatorToken = await adminToken(OPERATOR);
  siteId = await siteIdOf('vins.localhost');
  const site = await adminApi<{ locales: string[] }>(`/admin/platform/site/${siteId}`, {
    token: operatorToken,
    site: siteId,
  });
  expect(site.status, site.message).toBe(200);
  localesBefore = site.data.locales;
  if (!localesBefore.includes('en_GB')) await setLocales([...localesBefore, 'en_GB']);
});
afterAll(async () => {
  if (localesBefore && !localesBefore.includes('en_GB')) await setLocales(localesBefore);
  await browser?.close();
});

/** The switcher the visitor sees at this width: the header's, or the mobile menu's once opened. */
async function switcherLink(page: Page, mobile: boolean, name: string) {
  if (mobile) {
    const drawer = page.locator('.mobile-bar__drawer');
    if (!(await drawer.evaluate((element) => (element as HTMLDetailsElement).open))) {
      await page.locator('.mobile-bar__toggle').click();
    }
    return page.locator('#langues-mobile').getByRole('link', { name });
  }
  return page.locator('#langues-entete').getByRole('link', { name });
}

describe('language switcher', () => {
  for (const [label, viewport] of [
    ['375', MOBILE],
    ['1280', DESKTOP],
  ] as const) {
    test(`goes from the French shop to the English one and back, at ${label} px`, async () => {
      await withPage(browser, { viewport }, async ({ page, problems }) => {
        const mobile = viewport === MOBILE;
        await open(page, `${wineUrl}/boutique`);
        expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
        // The visitor answers the cookie banner first (on a phone it covers the menu's foot).
        await page.getByRole('button', { name: 'Tout refuser' }).click();
        const english = await switcherLink(page, mobile, 'English');
        await expect.poll(() => english.isVisible()).toBe(true);
        expect(await english.getAttribute('hreflang')).toBe('en-GB');
        expect(
          await page.locator(mobile ? '#langues-mobile' : '#langues-entete').getAttribute('aria-label'),
        ).toBe('Langue du site');
        expect(await seriousAxeViolations(page)).toEqual([]);

        await english.click();
        await page.waitForURL(`${wineUrl}/en/shop`);
        await page.waitForLoadState('load');
        expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
        expect(await page.locator('.skip-link').textContent()).toBe('Skip to content');
        expect(await seriousAxeViolations(page)).toEqual([]);

        const french = await switcherLink(page, mobile, 'Français');
        await french.click();
        await page.waitForURL(`${wineUrl}/boutique`);
        expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
        expectNoHydrationWarning(problems);
      });
    });
  }
});
