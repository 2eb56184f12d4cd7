import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { e2eServer } from './support/server';
import {
  DESKTOP,
  MOBILE,
  islandsReady,
  launchBrowser,
  originFailures,
  seriousAxeViolations,
  tabTo,
  withPage,
} from './support/browser.ts';
import type { PageProblems } from './support/browser.ts';

// The public site in headless Chromium: the sample massage site on localhost, on a
// phone-sized and a desktop-sized viewport.

const baseUrl = e2eServer().baseUrl;
const SITE_NAME = 'Sophie Morel – Massages & Bien-être';
const VIEWPORTS = [
  ['375 px', MOBILE],
  ['1280 px', DESKTOP],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status(), `GET ${path}`).toBe(status);
  await islandsReady(page);
}

function expectCleanPage(problems: PageProblems): void {
  expect(problems.pageErrors, 'page errors').toEqual([]);
  expect(problems.consoleErrors, 'console errors').toEqual([]);
  expect(problems.hydrationWarnings, 'hydration warnings').toEqual([]);
  expect(originFailures(problems, baseUrl), 'failed requests to the site').toEqual([]);
}

const isOpen = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((details) => (details as HTMLDetailsElement).open);

describe('home page', () => {
  test.each(VIEWPORTS)(
    'answers on a %s viewport with its title and h1, without errors',
    async (_, viewport) => {
      await withPage(browser, { viewport }, async ({ page, problems }) => {
        await open(page, '/');
        expect(await page.title()).toBe(SITE_NAME);
        expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
        expect(await page.locator('h1').allTextContents()).toEqual(['Accueil']);
        expect(await page.locator('main#contenu .block-gallery').count()).toBe(1);
        // Every image of the page exists (lazy ones are not requested until scrolled to). A
        // small SVG LCP image comes inside the page as a data: URI, which the CSP's
        // connect-src rightly refuses to fetch: it must have been decoded instead.
        const imageStatuses = await page.evaluate(() =>
          Promise.all(
            Array.from(document.images, async (image) => {
              const source = image.currentSrc || image.src;
              if (source.startsWith('data:')) {
                await image.decode().catch(() => undefined);
                return `${image.naturalWidth > 0 ? 200 : 'undecoded'} ${source.slice(0, 40)}`;
              }
              const response = await fetch(source);
              return `${response.status} ${source}`;
            }),
          ),
        );
        expect(imageStatuses.length).toBeGreaterThan(0);
        expect(imageStatuses.filter((status) => !status.startsWith('200 '))).toEqual([]);
        await page.waitForLoadState('networkidle');
        expectCleanPage(problems);
      });
    },
  );

  test('shows the mobile bar under 960 px and the header bar from 960 px', async () => {
    await withPage(browser, { viewport: MOBILE }, async ({ page }) => {
      await open(page, '/');
      expect(await page.locator('.mobile-bar').isVisible()).toBe(true);
      expect(await page.locator('.header-bar').isVisible()).toBe(false);
      await page.setViewportSize(DESKTOP);
      expect(await page.locator('.header-bar #menu-principal').isVisible()).toBe(true);
      expect(await page.locator('.mobile-bar').isVisible()).toBe(false);
    });
  });
});

describe('mobile menu (375 px)', () => {
  const toggle = '.mobile-bar summary.mobile-bar__toggle';
  const menuLinks = '#menu-mobile > .menu__list > .menu__item > a.menu__link';

  async function expectMenuShown(page: Page): Promise<void> {
    expect(await isOpen(page, '.mobile-bar__drawer')).toBe(true);
    const links = page.locator(menuLinks);
    await links.first().waitFor({ state: 'visible' });
    const labels = await links.allTextContents();
    expect(labels).toEqual(expect.arrayContaining(['Accueil', 'Les massages', 'Qui suis-je ?', 'Contact']));
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
  }

  test('opens with a click and shows the menu links', async () => {
    await withPage(browser, { viewport: MOBILE }, async ({ page, problems }) => {
      await open(page, '/');
      expect(await page.locator(toggle).innerText()).toContain('Menu');
      expect(await page.locator(menuLinks).first().isVisible()).toBe(false);
      await page.locator(toggle).click();
      await expectMenuShown(page);
      await page.locator(toggle).click();
      expect(await isOpen(page, '.mobile-bar__drawer')).toBe(false);
      expect(await page.locator(menuLinks).first().isVisible()).toBe(false);
      expectCleanPage(problems);
    });
  });

  test('opens from the keyboard (Tab to « Menu », Enter) and Tab enters the menu', async () => {
    await withPage(browser, { viewport: MOBILE }, async ({ page }) => {
      await open(page, '/');
      expect(await tabTo(page, toggle)).toBe(true);
      await page.keyboard.press('Enter');
      await expectMenuShown(page);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('#menu-mobile') !== null)).toBe(true);
      // Space toggles it as well.
      await page.locator(toggle).focus();
      await page.keyboard.press('Space');
      expect(await isOpen(page, '.mobile-bar__drawer')).toBe(false);
    });
  });
});

describe('desktop sub-menu (1280 px)', () => {
  const subToggle = '#menu-principal summary.menu__toggle';
  const subLinks = '#menu-principal .menu__sub[open] .menu__list--sub a.menu__link';

  test('opens from the keyboard: Tab to its toggle, Enter, then Tab reaches its links', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      await open(page, '/');
      expect(await page.locator('#menu-principal .menu__list--sub a').first().isVisible()).toBe(false);
      expect(await tabTo(page, subToggle)).toBe(true);
      await page.keyboard.press('Enter');
      expect(await isOpen(page, '#menu-principal .menu__sub')).toBe(true);
      const links = page.locator(subLinks);
      await links.first().waitFor({ state: 'visible' });
      expect(await links.count()).toBeGreaterThan(0);
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () => document.activeElement?.closest('#menu-principal .menu__list--sub') !== null,
        ),
      ).toBe(true);
      expectCleanPage(problems);
    });
  });

  test('opens with a click and its links lead to their page', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await open(page, '/');
      await page.locator(subToggle).first().click();
      const link = page.locator(subLinks).first();
      await link.waitFor({ state: 'visible' });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\//);
      await Promise.all([page.waitForURL(`${baseUrl}${href ?? ''}`), link.click()]);
      expect(await page.locator('h1').count()).toBe(1);
    });
  });
});

describe('skip link', () => {
  test.each(VIEWPORTS)('is the first Tab stop on %s and moves focus to the content', async (_, viewport) => {
    await withPage(browser, { viewport }, async ({ page }) => {
      await open(page, '/');
      await page.keyboard.press('Tab');
      const skip = page.locator('a.skip-link');
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
      expect(await skip.innerText()).toBe('Aller au contenu');
      const box = await skip.boundingBox();
      expect(box && box.y >= 0 && box.x >= 0, 'the focused skip link is on screen').toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(/#contenu$/);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('contenu');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    });
  });
});

describe('404 page', () => {
  test('answers 404 with a clear message and a link home, in the layout', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      await open(page, '/cette-page-n-existe-pas', 404);
      expect(await page.locator('h1').innerText()).toBe('Page introuvable');
      expect(await page.locator('main').innerText()).toContain('Cette page est introuvable.');
      expect(await page.locator('main a[href="/"]').count()).toBe(1);
      expect(await page.locator('#menu-principal').count()).toBe(1);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.hydrationWarnings).toEqual([]);
      expect(originFailures(problems, baseUrl, false), 'failed sub-resources').toEqual([]);
    });
  });
});

describe('accessibility (axe-core: no serious or critical violation)', () => {
  const pages = [
    ['home', '/', 200],
    ['about', '/qui-suis-je', 200],
    ['contact', '/me-contacter', 200],
    ['legal notice', '/legal-notice', 200],
    ['news list', '/actualites', 200],
    ['news article', '/actualites/1-le-massage-assis-arrive-dans-vos-bureaux', 200], // first sample news
    ['404', '/page-inconnue-e2e', 404],
  ] as const;
  const cases = pages.flatMap(([name, path, status]) =>
    VIEWPORTS.map(([size, viewport]) => [name, size, path, status, viewport] as const),
  );

  test.each(cases)('%s page at %s', async (_, __, path, status, viewport) => {
    await withPage(browser, { viewport }, async ({ page, problems }) => {
      await open(page, path, status);
      // The cookie banner is part of what a first-time visitor gets.
      await page.locator('.consent-banner').waitFor({ state: 'visible' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems.hydrationWarnings).toEqual([]);
    });
  });
});
