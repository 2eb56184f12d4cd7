import type { Browser, Page } from 'playwright-core';
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

// Blog: a visitor walks the blog's breadcrumb in Chromium — home → blog (menu) →
// folder → article → back to the folder through the breadcrumb.

const baseUrl = e2eServer().baseUrl;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Follows a link by clicking it and waits for the page it leads to. */
async function follow(page: Page, selector: string, name: string | RegExp): Promise<void> {
  const link = page.locator(selector).getByRole('link', { name, exact: typeof name === 'string' });
  const before = page.url();
  await Promise.all([page.waitForURL((url) => url.href !== before), link.first().click()]);
  await islandsReady(page);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('blog breadcrumb', () => {
  test('home → blog → folder → article → back to the folder through the breadcrumb', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      const response = await page.goto(`${baseUrl}/`);
      expect(response?.status()).toBe(200);
      await islandsReady(page);

      // On the one-row desktop menu, Blog is folded into « Plus ».
      await page.locator('#menu-principal .menu__more-toggle').click();
      await follow(page, '#menu-principal', 'Blog');
      expect(pathOf(page)).toBe('/blog');
      expect(await page.locator('h1').innerText()).toBe('Le blog');

      await follow(page, '.blog-folders', 'Bien-être au travail');
      expect(pathOf(page)).toBe('/blog/2-bien-etre-au-travail');
      expect(await page.locator('h1').innerText()).toBe('Bien-être au travail');
      expect(await page.locator('.breadcrumb [aria-current="page"]').innerText()).toBe(
        'Bien-être au travail',
      );

      await follow(page, '.blog-list', 'Cinq gestes pour dénouer la nuque au bureau');
      expect(pathOf(page)).toBe('/blog/article/4-cinq-gestes-pour-denouer-la-nuque-au-bureau');
      expect(await page.locator('h1').innerText()).toBe('Cinq gestes pour dénouer la nuque au bureau');
      const crumbs = await page.locator('.breadcrumb li').allInnerTexts();
      expect(crumbs).toEqual([
        'Accueil',
        'Le blog',
        'Bien-être au travail',
        'Cinq gestes pour dénouer la nuque au bureau',
      ]);
      // The article's structured data names the same trail.
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      ) as {
        '@graph': { '@type': string; itemListElement?: { name: string }[] }[];
      };
      expect(jsonLd['@graph'][0]?.itemListElement?.map((item) => item.name)).toEqual(crumbs);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await follow(page, '.breadcrumb', 'Bien-être au travail');
      expect(pathOf(page)).toBe('/blog/2-bien-etre-au-travail');
      await follow(page, '.breadcrumb', 'Le blog');
      expect(pathOf(page)).toBe('/blog');

      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(originFailures(problems, baseUrl)).toEqual([]);
    });
  });
});
