import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { e2eServer } from './support/server';
import {
  DESKTOP,
  islandsReady,
  launchBrowser,
  originFailures,
  seriousAxeViolations,
  withPage,
} from './support/browser.ts';

// Search: a visitor types in the header's search box on the massage site, submits,
// reads the highlighted results and opens one.

const baseUrl = e2eServer().baseUrl;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('header search', () => {
  test('type in the header box, submit, open a result', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      const response = await page.goto(`${baseUrl}/`);
      expect(response?.status()).toBe(200);
      await islandsReady(page);

      await page.getByRole('searchbox', { name: 'Rechercher sur le site' }).fill('réflexologie');
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/recherche'),
        page.getByRole('searchbox', { name: 'Rechercher sur le site' }).press('Enter'),
      ]);
      expect(new URL(page.url()).searchParams.get('q')).toBe('réflexologie');
      expect(await page.locator('h1').innerText()).toBe('Recherche');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await page.locator('.search-result').count()).toBeGreaterThan(0);
      expect((await page.locator('.search-result mark').first().innerText()).toLowerCase()).toBe(
        'réflexologie',
      );
      expect(await seriousAxeViolations(page)).toEqual([]);

      const link = page
        .locator('.search-result', { has: page.locator('.search-result__kind', { hasText: 'Prestation' }) })
        .getByRole('link', { name: 'Réflexologie plantaire', exact: true });
      await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/prestations/')), link.click()]);
      expect(new URL(page.url()).pathname).toMatch(/^\/prestations\/\d+-reflexologie-plantaire$/);
      expect(await page.locator('h1').innerText()).toBe('Réflexologie plantaire');

      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(originFailures(problems, baseUrl)).toEqual([]);
    });
  });
});
