import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, withPage } from './support/browser.ts';
import { screenDrawn, sidewaysScroll, signInToPanel } from './support/admin-panel.ts';

// The owner's « Rendez-vous » screens in a real browser at 375 and 1280 px: the diary (list and
// week views, an appointment opened), the hours and the calendar feed; nothing scrolls sideways.
// Screenshots go to E2E_SHOTS when it is set (for a person to look at).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const shot = (name: string) => (process.env.E2E_SHOTS ? `${process.env.E2E_SHOTS}/${name}.png` : undefined);

describe.each([
  ['1280', DESKTOP],
  ['375', MOBILE],
] as const)('the booking admin at %s px', (label, viewport) => {
  test('shows the diary, opens an appointment, and shows the week, the hours and the feed', async () => {
    await withPage(browser, { viewport }, async ({ page }) => {
      await signInToPanel(page, { screen: 'booking-appointments' });
      await screenDrawn(page);
      // The sample practice has appointments in the coming days.
      const first = page.getByRole('button', { name: /^Ouvrir le rendez-vous de / }).first();
      await first.waitFor();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shot(`diary-list-${label}`), fullPage: false });
      await first.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Historique').waitFor();
      await page.screenshot({ path: shot(`diary-appointment-${label}`) });
      await dialog.getByRole('button', { name: 'Fermer' }).click();

      await page.getByRole('button', { name: 'Semaine' }).click();
      await page.getByRole('button', { name: 'Période suivante' }).waitFor();
      await screenDrawn(page);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shot(`diary-week-${label}`), fullPage: true });

      await page.goto(page.url().replace(/#\/.*$/, '#/booking-hours'));
      await page.getByRole('heading', { name: 'Horaires de la semaine' }).waitFor();
      await screenDrawn(page);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shot(`hours-${label}`), fullPage: true });

      await page.goto(page.url().replace(/#\/.*$/, '#/booking-feed'));
      await page.getByRole('button', { name: /Créer l’adresse|Nouvelle adresse/ }).click();
      const address = page.getByLabel('Adresse du calendrier');
      await expect.poll(() => address.inputValue()).toMatch(/\/api\/booking\/feed\/[A-Za-z0-9_-]+\.ics$/);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shot(`feed-${label}`) });
    });
  });
});
