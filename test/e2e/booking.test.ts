import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { e2eServer } from './support/server';
import { DESKTOP, launchBrowser, MOBILE, originFailures, withPage } from './support/browser.ts';

// Online booking without JavaScript, on a phone and on a desktop: a visitor chooses a massage,
// a free time, gives their details, lands on the confirmation (the manage page) and cancels.

const baseUrl = e2eServer().baseUrl;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('booking then cancelling without JavaScript', () => {
  test.each([
    ['375 px', MOBILE],
    ['1280 px', DESKTOP],
  ])('at %s', async (_name, viewport) => {
    await withPage(browser, { viewport, javaScriptEnabled: false }, async ({ page, problems }) => {
      expect((await page.goto(`${baseUrl}/rendez-vous`))?.status()).toBe(200);
      expect(await page.locator('h1').innerText()).toBe('Prendre rendez-vous');
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get('service') === '1'),
        page.getByRole('link', { name: 'Massage relaxant aux huiles · 1 h', exact: true }).click(),
      ]);
      // The first free time of the next week (the minimum notice is already applied).
      await Promise.all([
        page.waitForURL((url) => url.searchParams.has('jour')),
        page.getByRole('link', { name: /Jours suivants/ }).click(),
      ]);
      await Promise.all([
        page.waitForURL((url) => url.searchParams.has('start')),
        page.locator('a.booking__slot').first().click(),
      ]);
      const form = page.locator('form.booking__form');
      await form.getByLabel('Prénom').fill('Claire');
      await form.getByLabel('Nom', { exact: true }).fill('Dubreuil');
      await form.getByLabel('E-mail').fill('claire.dubreuil@exemple.fr');
      await form.getByLabel('Téléphone').fill('06 58 21 47 30');
      await form.getByLabel('J’ai lu les conditions d’annulation et je les accepte.').check();
      await Promise.all([
        page.waitForURL((url) => url.pathname.startsWith('/rendez-vous/gerer/')),
        form.getByRole('button', { name: 'Confirmer le rendez-vous' }).click(),
      ]);
      expect(await page.locator('.block-form__notice').innerText()).toContain(
        'Votre rendez-vous est confirmé.',
      );
      expect(await page.locator('h1').innerText()).toBe('Votre rendez-vous');
      await page.screenshot({ path: `test-results/booking-confirmed-${viewport.width}.png`, fullPage: true });

      await Promise.all([
        page.waitForURL((url) => url.searchParams.get('fait') === 'annule'),
        page.getByRole('button', { name: 'Annuler le rendez-vous' }).click(),
      ]);
      expect(await page.locator('.block-form__notice').innerText()).toContain(
        'Votre rendez-vous est annulé.',
      );
      expect(await page.getByText('Ce rendez-vous est annulé.').count()).toBe(1);
      expect(problems.pageErrors).toEqual([]);
      expect(originFailures(problems, baseUrl)).toEqual([]);
    });
  });
});
