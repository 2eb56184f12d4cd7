import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { TOAST_EVENT } from '../../src/ui/islands/island-events.ts';
import { DESKTOP, launchBrowser, withPage } from './support/browser.ts';

import { baseUrl, expectNoHydrationWarning, open } from './support/islands.ts';

// Toasts and the online status.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('page behaviour', () => {
  test('a toast shows top right below the header and goes away after about 3 s', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, problems }) => {
      await open(page, `${baseUrl}/`);
      const message = 'Votre message a bien été envoyé.';
      const started = Date.now();
      await page.evaluate(([type, detail]) => window.dispatchEvent(new CustomEvent(type, { detail })), [
        TOAST_EVENT,
        { message, kind: 'success' },
      ] as const);
      const toast = page.locator('.toasts .toast', { hasText: message });
      await toast.waitFor({ state: 'visible', timeout: 2_000 });
      expect(await toast.getAttribute('class')).toContain('toast--success');
      const box = await toast.boundingBox();
      const header = await page.locator('.header-bar').boundingBox();
      expect(box).not.toBeNull();
      expect(header).not.toBeNull();
      if (box && header) {
        // Top right, just below the header bar: the cart badge it holds stays visible.
        expect(box.y, 'below the header').toBeGreaterThanOrEqual(header.y + header.height);
        expect(box.y - (header.y + header.height), 'right under it').toBeLessThan(40);
        expect(DESKTOP.width - (box.x + box.width), 'against the right edge').toBeLessThan(40);
        expect(box.x, 'on the right half').toBeGreaterThan(DESKTOP.width / 2);
      }
      await toast.waitFor({ state: 'detached', timeout: 6_000 });
      const shownFor = Date.now() - started;
      expect(shownFor).toBeGreaterThanOrEqual(2_500);
      expect(shownFor).toBeLessThan(6_000);
      expect(problems.pageErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });

  test('going offline shows « Vous êtes hors ligne », coming back hides it', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page, context, problems }) => {
      await open(page, `${baseUrl}/`);
      const status = page.locator('.online-status');
      expect((await status.innerText()).trim()).toBe('');
      await context.setOffline(true);
      await page.locator('.online-status', { hasText: 'Vous êtes hors ligne' }).waitFor({ timeout: 5_000 });
      expect(await status.isVisible()).toBe(true);
      expect(await page.locator('html').getAttribute('data-online')).toBe('false');
      await context.setOffline(false);
      await page.waitForFunction(
        () => document.querySelector('.online-status')?.textContent === '',
        undefined,
        {
          timeout: 5_000,
        },
      );
      expect(await page.locator('html').getAttribute('data-online')).toBe('true');
      expect(problems.pageErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });
});
