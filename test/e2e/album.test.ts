import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { DESKTOP, launchBrowser, MOBILE, seriousAxeViolations, withPage } from './support/browser.ts';
import { baseUrl, expectNoHydrationWarning, open } from './support/islands.ts';

// An album page's images open the fullscreen slider at the clicked item.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('album in the fullscreen slider', () => {
  const dialog = '[role="dialog"].media-slider';
  const counter = `${dialog} .media-slider__counter`;
  const item = (index: number) => `.album-page [data-media-index="${index}"]`;

  async function albumAlts(page: Page): Promise<string[]> {
    const raw = await page.locator('.album-page [data-media-slider]').getAttribute('data-media-slider');
    return (JSON.parse(raw ?? '[]') as { alt: string }[]).map((media) => media.alt);
  }

  async function expectSlide(page: Page, index: number, alts: string[]): Promise<void> {
    await expect
      .poll(() => page.locator(counter).innerText(), { timeout: 5_000 })
      .toBe(`${index + 1} / ${alts.length}`);
    expect(await page.locator(`${dialog} .media-slider__image`).getAttribute('alt')).toBe(alts[index]);
  }

  test('from the menu to an album: the 2nd image opens at 2/N, arrows navigate, Escape closes', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      await open(page, `${baseUrl}/`);
      // The one-row desktop menu folds what does not fit into « Plus »: Galerie is
      // in the row or in « Plus », which is opened first then.
      const menu = page.locator('#menu-principal');
      const gallery = menu.locator('a.menu__link[href="/galerie"]');
      expect(await gallery.count()).toBe(1);
      if ((await menu.locator('.menu__list--more a.menu__link[href="/galerie"]').count()) > 0) {
        expect(await gallery.isVisible()).toBe(false);
        await menu.locator('.menu__more-toggle').click();
      }
      await gallery.click();
      await page.waitForURL(`${baseUrl}/galerie`);
      await page.locator('a.content-card__link', { hasText: 'Le cabinet de Vertou' }).click();
      await page.waitForURL(`${baseUrl}/galerie/1-le-cabinet-de-vertou`);
      await open(page, page.url()); // once its islands are hydrated
      const alts = await albumAlts(page);
      expect(alts.length).toBeGreaterThan(2);
      expect(await page.locator(dialog).count()).toBe(0);

      await page.locator(item(1)).click();
      await page.locator(dialog).waitFor({ state: 'visible' });
      expect(page.url()).toBe(`${baseUrl}/galerie/1-le-cabinet-de-vertou`); // the slider, not the file
      await expectSlide(page, 1, alts);

      await page.keyboard.press('ArrowRight');
      await expectSlide(page, 2, alts);
      await page.locator(`${dialog} [aria-label="Image précédente"]`).click();
      await expectSlide(page, 1, alts);
      await page.locator(`${dialog} [aria-label="Image précédente"]`).click();
      await page.locator(`${dialog} [aria-label="Image précédente"]`).click(); // wraps to the last
      await expectSlide(page, alts.length - 1, alts);

      await page.keyboard.press('Escape');
      await page.locator(dialog).waitFor({ state: 'detached' });
      // The album's own stylesheet is in the head, once (carried inline, hoisted), and nothing failed.
      expect(await page.locator('head style[data-href="/assets/albums.css"]').count()).toBe(1);
      expect(problems.requests).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });

  test('without JavaScript, an item is a plain link to its file', async () => {
    await withPage(browser, { viewport: DESKTOP, javaScriptEnabled: false }, async ({ page }) => {
      const response = await page.goto(`${baseUrl}/galerie/1-le-cabinet-de-vertou`);
      expect(response?.status()).toBe(200);
      const href = await page.locator(item(1)).getAttribute('href');
      expect(href).toBe('/assets/sample/cabinet-accueil.svg');
      await page.locator(item(1)).click();
      await page.waitForURL(`${baseUrl}${href ?? ''}`);
    });
  });

  test.each([
    '/galerie',
    '/galerie/1-le-cabinet-de-vertou',
    '/prestations?tag=domicile',
    '/prestations/4-reflexologie-plantaire',
  ])('%s has no serious accessibility violation (axe) on a phone', async (path) => {
    await withPage(browser, { viewport: MOBILE }, async ({ page, problems }) => {
      await open(page, `${baseUrl}${path}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems.requests).toEqual([]);
    });
  });

  test('services: a tag filter is a plain link that works without JavaScript', async () => {
    await withPage(browser, { viewport: DESKTOP, javaScriptEnabled: false }, async ({ page }) => {
      await page.goto(`${baseUrl}/prestations`);
      await page.locator('.service-filter a', { hasText: 'enfants' }).click();
      await page.waitForURL(`${baseUrl}/prestations?tag=enfants`);
      const cards = await page.locator('.content-card__title').allInnerTexts();
      expect(cards).toEqual(['Massage pour enfants et adolescents']);
      await page.locator('.content-card__link').click();
      await page.waitForURL(`${baseUrl}/prestations/5-massage-pour-enfants-et-adolescents`);
      expect(await page.locator('h1').innerText()).toBe('Massage pour enfants et adolescents');
    });
  });
});
