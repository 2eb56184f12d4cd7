import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { DESKTOP, MOBILE, launchBrowser, withPage } from './support/browser.ts';

import { baseUrl, expectNoHydrationWarning, open } from './support/islands.ts';

// The fullscreen media slider on the massage site's home page gallery.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('fullscreen media slider (home page gallery)', () => {
  const dialog = '[role="dialog"].media-slider';
  const counter = `${dialog} .media-slider__counter`;
  const item = (index: number) => `.block-gallery [data-media-index="${index}"]`;

  async function galleryAlts(page: Page): Promise<string[]> {
    const raw = await page.locator('.block-gallery[data-media-slider]').getAttribute('data-media-slider');
    const items = JSON.parse(raw ?? '[]') as { alt: string }[];
    expect(items.length).toBeGreaterThan(2);
    return items.map((media) => media.alt);
  }

  async function expectSlide(page: Page, index: number, alts: string[]): Promise<void> {
    await expect
      .poll(() => page.locator(counter).innerText(), { timeout: 5_000 })
      .toBe(`${index + 1} / ${alts.length}`);
    expect(await page.locator(`${dialog} .media-slider__image`).getAttribute('alt')).toBe(alts[index]);
  }

  // Focus goes back in the slider's effect cleanup, a frame after the dialog leaves the DOM.
  const focusedItem = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('data-media-index') ?? null);

  const focusedLabel = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

  /** The dialog is shown, and its effect ran: focus on « Fermer », keys listened to. */
  async function opened(page: Page): Promise<void> {
    await page.locator(dialog).waitFor({ state: 'visible' });
    await expect.poll(() => focusedLabel(page), { timeout: 2_000 }).toBe('Fermer');
  }

  test('opens on a click with the counter, arrows navigate and wrap, Escape closes and restores focus', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      await open(page, `${baseUrl}/`);
      const alts = await galleryAlts(page);
      const last = alts.length - 1;
      expect(await page.locator(dialog).count()).toBe(0);

      await page.locator(item(0)).click();
      await opened(page);
      expect(page.url()).toBe(`${baseUrl}/`); // the slider opened instead of following the link
      expect(await page.locator(dialog).getAttribute('aria-modal')).toBe('true');
      await expectSlide(page, 0, alts);

      await page.keyboard.press('ArrowRight');
      await expectSlide(page, 1, alts);
      await page.keyboard.press('ArrowLeft');
      await expectSlide(page, 0, alts);
      await page.keyboard.press('ArrowLeft'); // before the first: the last
      await expectSlide(page, last, alts);
      await page.keyboard.press('ArrowRight'); // after the last: the first
      await expectSlide(page, 0, alts);
      await page.locator(`${dialog} [aria-label="Image suivante"]`).click();
      await expectSlide(page, 1, alts);
      await page.locator(`${dialog} [aria-label="Image précédente"]`).click();
      await expectSlide(page, 0, alts);

      await page.keyboard.press('Escape');
      await page.locator(dialog).waitFor({ state: 'detached' });
      await expect.poll(() => focusedItem(page), { timeout: 2_000 }).toBe('0');
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });

  test('opens from the keyboard at the chosen item and traps focus while open', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await open(page, `${baseUrl}/`);
      const alts = await galleryAlts(page);
      await page.locator(item(2)).focus();
      await page.keyboard.press('Enter');
      await opened(page);
      await expectSlide(page, 2, alts);

      // Close, previous, next, then back to close: Tab never leaves the dialog.
      const forward: (string | null)[] = [];
      for (let presses = 0; presses < 4; presses += 1) {
        await page.keyboard.press('Tab');
        forward.push(await focusedLabel(page));
      }
      expect(forward).toEqual(['Image précédente', 'Image suivante', 'Fermer', 'Image précédente']);
      await page.keyboard.press('Shift+Tab');
      expect(await focusedLabel(page)).toBe('Fermer');
      await page.keyboard.press('Shift+Tab');
      expect(await focusedLabel(page)).toBe('Image suivante');
      expect(await page.evaluate(() => document.activeElement?.closest('.media-slider') !== null)).toBe(true);

      await page.keyboard.press('Escape');
      await page.locator(dialog).waitFor({ state: 'detached' });
      await expect.poll(() => focusedItem(page), { timeout: 2_000 }).toBe('2');
    });
  });

  test('on a touch screen, swipe left shows the next image, swipe right the previous, a tap advances', async () => {
    await withPage(
      browser,
      { viewport: MOBILE, hasTouch: true, isMobile: true },
      async ({ page, context }) => {
        await open(page, `${baseUrl}/`);
        const alts = await galleryAlts(page);
        await page.locator(item(0)).tap();
        await opened(page);
        await expectSlide(page, 0, alts);
        // Small screens have no arrows.
        expect(await page.locator(`${dialog} [aria-label="Image suivante"]`).isVisible()).toBe(false);

        const cdp = await context.newCDPSession(page);
        // A finger that moves over 180 ms, then rests before lifting: a swipe, not a fling
        // (after a fling Chromium swallows the next tap). Timestamps make it independent of timers.
        const swipe = async (fromX: number, toX: number) => {
          const y = 370;
          const start = Date.now() / 1000;
          const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number | null, after: number) =>
            cdp.send('Input.dispatchTouchEvent', {
              type,
              touchPoints: x === null ? [] : [{ x, y }],
              timestamp: start + after,
            });
          await touch('touchStart', fromX, 0);
          for (let step = 1; step <= 6; step += 1) {
            await touch('touchMove', fromX + ((toX - fromX) * step) / 6, step * 0.03);
          }
          await touch('touchMove', toX, 0.4);
          await touch('touchEnd', null, 0.42);
        };

        await swipe(300, 80); // finger to the left: next
        await expectSlide(page, 1, alts);
        await swipe(80, 300); // finger to the right: previous
        await expectSlide(page, 0, alts);
        await swipe(80, 300); // before the first: the last
        await expectSlide(page, alts.length - 1, alts);
        await swipe(300, 80); // after the last: the first
        await expectSlide(page, 0, alts);

        await page.locator(`${dialog} .media-slider__image`).tap();
        await expectSlide(page, 1, alts);
        await cdp.detach();
      },
    );
  });
});
