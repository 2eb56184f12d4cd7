import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { CONSENT_COOKIE, CONSENT_STORAGE_KEY } from '../../src/domain/site/consent.ts';

import { DESKTOP, islandsReady, launchBrowser, newPage } from './support/browser.ts';
import type { TestPage } from './support/browser.ts';
import {
  ANALYTICS_HOSTS,
  ANALYTICS_PARAMETERS,
  expectNoHydrationWarning,
  open,
  setWineParameters,
  wineUrl,
} from './support/islands.ts';

// The consent banner and consent-gated analytics on the wine shop.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('consent banner and analytics (wine site with every service configured)', () => {
  // The owner's custom end-of-body HTML may track too: it must wait for consent as well.
  const CUSTOM_HTML = { CUSTOM_HTML_END_OF_BODY: '<script>window.__customHtmlRan = true;</script>' };
  beforeAll(async () => {
    await setWineParameters({ ...ANALYTICS_PARAMETERS, ...CUSTOM_HTML });
  });
  afterAll(async () => {
    const settings = { ...ANALYTICS_PARAMETERS, ...CUSTOM_HTML };
    await setWineParameters(Object.fromEntries(Object.keys(settings).map((type) => [type, ''])));
  });

  interface ConsentPage extends TestPage {
    /** Every request that left the site, in order; they are all aborted. */
    thirdParty: string[];
    analyticsHosts: () => string[];
  }

  async function consentPage(): Promise<ConsentPage> {
    const testPage = await newPage(browser, { viewport: DESKTOP });
    const thirdParty: string[] = [];
    await testPage.context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin === wineUrl) return route.continue();
      thirdParty.push(url.href);
      return route.abort('blockedbyclient');
    });
    const analyticsHosts = () =>
      [...new Set(thirdParty.map((url) => new URL(url).host))]
        .filter((host) => ANALYTICS_HOSTS.includes(host))
        .sort();
    return { ...testPage, thirdParty, analyticsHosts };
  }

  async function withConsentPage(test: (consent: ConsentPage) => Promise<void>): Promise<void> {
    const consent = await consentPage();
    try {
      await test(consent);
    } finally {
      await consent.context.close();
    }
  }

  const banner = (page: Page) => page.locator('section.consent-banner');

  async function storedChoice(page: Page, context: BrowserContext) {
    const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
    const cookie = (await context.cookies(wineUrl)).find((candidate) => candidate.name === CONSENT_COOKIE);
    return {
      storage: (JSON.parse(stored ?? 'null') as { choice?: string } | null)?.choice ?? null,
      cookie: cookie?.value.split('.')[0] ?? null,
    };
  }

  async function quiet(page: Page): Promise<void> {
    await islandsReady(page);
    await page.waitForLoadState('networkidle');
  }

  test('nothing is requested from an analytics service before the choice; accepting loads each one and persists', async () => {
    await withConsentPage(async ({ page, context, problems, thirdParty, analyticsHosts }) => {
      await open(page, `${wineUrl}/`);
      await quiet(page);
      expect(await banner(page).isVisible()).toBe(true);
      expect(await banner(page).getByRole('link').getAttribute('href')).toBe('/politique-cookies');
      expect(await banner(page).getByRole('button').allInnerTexts()).toEqual([
        'Tout accepter',
        'Tout refuser',
      ]);
      expect(analyticsHosts(), `requests before the choice: ${thirdParty.join(', ')}`).toEqual([]);
      expect(await page.locator('script[data-analytics]').count()).toBe(0);

      await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
      await banner(page).waitFor({ state: 'detached' });
      await expect.poll(analyticsHosts, { timeout: 10_000 }).toEqual(ANALYTICS_HOSTS);
      expect(await storedChoice(page, context)).toEqual({ storage: 'accepted', cookie: 'accepted' });

      thirdParty.length = 0;
      await open(page, `${wineUrl}/`);
      await quiet(page);
      expect(await banner(page).count()).toBe(0);
      await expect.poll(analyticsHosts, { timeout: 10_000 }).toEqual(ANALYTICS_HOSTS);
      expectNoHydrationWarning(problems);
    });
  });

  test('denying loads nothing, and the choice persists across a reload', async () => {
    await withConsentPage(async ({ page, context, problems, thirdParty, analyticsHosts }) => {
      await open(page, `${wineUrl}/`);
      await quiet(page);
      await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
      await banner(page).waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      expect(await storedChoice(page, context)).toEqual({ storage: 'denied', cookie: 'denied' });

      await page.reload();
      await quiet(page);
      expect(await banner(page).count()).toBe(0);
      expect(analyticsHosts(), `third-party requests: ${thirdParty.join(', ')}`).toEqual([]);
      expect(await page.locator('script[data-analytics]').count()).toBe(0);
      expect(problems.pageErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });

  test('the banner comes back once the choice is more than 13 months old', async () => {
    await withConsentPage(async ({ page, context, thirdParty, analyticsHosts }) => {
      await open(page, `${wineUrl}/`);
      const storeChoiceMadeMonthsAgo = async (months: number) => {
        const date = new Date();
        date.setMonth(date.getMonth() - months);
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
          CONSENT_STORAGE_KEY,
          JSON.stringify({ choice: 'accepted', date: date.toISOString() }),
        ] as const);
        await context.addCookies([
          { name: CONSENT_COOKIE, value: `accepted.${date.getTime()}`, url: wineUrl },
        ]);
      };

      await storeChoiceMadeMonthsAgo(12); // still valid: no banner, services load
      await page.reload();
      await quiet(page);
      expect(await banner(page).count()).toBe(0);
      await expect.poll(analyticsHosts, { timeout: 10_000 }).toEqual(ANALYTICS_HOSTS);

      await storeChoiceMadeMonthsAgo(14);
      thirdParty.length = 0;
      const response = await page.reload();
      expect(await response?.text()).toContain('consent-banner'); // the worker already asks again
      await quiet(page);
      expect(await banner(page).isVisible()).toBe(true);
      expect(analyticsHosts(), `requests with an expired choice: ${thirdParty.join(', ')}`).toEqual([]);
    });
  });

  test('the owner’s custom end-of-body HTML runs only after acceptance', async () => {
    await withConsentPage(async ({ page }) => {
      await open(page, `${wineUrl}/`);
      await quiet(page);
      expect(
        await page.evaluate(() => (window as { __customHtmlRan?: boolean }).__customHtmlRan ?? false),
      ).toBe(false);
      await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
      await expect
        .poll(() => page.evaluate(() => (window as { __customHtmlRan?: boolean }).__customHtmlRan ?? false))
        .toBe(true);
    });
  });
});
