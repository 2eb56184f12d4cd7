import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminUrl, hostRequest, MASSAGE_OWNER, OPERATOR, siteIdOf } from './support/api.ts';
import {
  fillAdminLogin,
  panelUrl,
  screenDrawn,
  sidewaysScroll,
  signInToPanel,
} from './support/admin-panel.ts';
import { DESKTOP, launchBrowser, MOBILE, seriousAxeViolations, withPage } from './support/browser.ts';
import { baseUrl } from './support/islands.ts';

// The admin host in Chromium at 375 and 1280 px: the French sign-in page and its
// errors, an owner of one site going straight to it, the operator's site chooser with the
// platform screens, the app bar (site name, « Changer de site », « Voir le site » on the
// storefront in a new tab), a signed-out visit coming back to its place after sign-in, and the
// main screens walked at both widths: no sideways scrolling, the menu reachable.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [
  ['375', MOBILE],
  ['1280', DESKTOP],
] as const;

/**
 * Opens the side menu on a phone (it is always shown at 1280 px); the names of its group
 * headings and of the entries shown (on a phone only the current screen's group is open).
 */
async function menuEntries(page: Page, small: boolean): Promise<string[]> {
  if (small) await page.getByRole('button', { name: /menu/i }).first().click();
  const nav = page.getByRole('navigation', { name: 'Menu de l’administration' });
  const entries = nav.getByRole('button').or(nav.getByRole('menuitem'));
  await entries.first().waitFor();
  const names = (await entries.allTextContents()).map((name) => name.trim());
  if (small) await page.keyboard.press('Escape');
  return names;
}

for (const [label, viewport] of WIDTHS) {
  describe(`the admin host at ${label} px`, () => {
    test('the sign-in page: French labels, the server’s refusal read out, no sideways scrolling', async () => {
      await withPage(browser, { viewport }, async ({ page, problems }) => {
        const response = await page.goto(`${adminUrl}/login`);
        expect(response?.status()).toBe(200);
        expect(await page.locator('html').getAttribute('lang')).toBe('fr');
        await page.getByRole('heading', { level: 1, name: 'Connexion à l’administration' }).waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await fillAdminLogin(page, { email: MASSAGE_OWNER.email, password: 'pas-le-bon-mot-de-passe' });
        const alert = page.getByRole('alert');
        await alert.waitFor();
        expect(await alert.textContent()).toMatch(/incorrect/i);
        expect(new URL(page.url()).pathname).toBe('/login');
        expect(await sidewaysScroll(page)).toBe(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(problems.pageErrors).toEqual([]);
      });
    });

    test('an owner of one site goes straight to it; the bar names it and opens the storefront', async () => {
      await withPage(browser, { viewport }, async ({ page }) => {
        await page.goto(`${adminUrl}/login`);
        await fillAdminLogin(page, MASSAGE_OWNER);
        const siteId = await siteIdOf('localhost');
        await page.waitForURL(panelUrl(siteId));
        await expect.poll(() => page.getByTestId('admin-site-name').textContent()).toMatch(/Massages/);
        if (label === '375') await page.getByRole('button', { name: 'Profil' }).click();
        const visit = page
          .getByRole('link', { name: 'Voir le site' })
          .or(page.getByRole('menuitem', { name: 'Voir le site' }));
        await visit.first().waitFor();
        expect(new URL((await visit.first().getAttribute('href')) ?? '').origin).toBe(
          new URL(baseUrl).origin,
        );
        expect(await visit.first().getAttribute('target')).toBe('_blank');
        expect(await visit.first().getAttribute('rel')).toContain('noopener');
        // One site: nothing to change to.
        expect(await page.getByText('Changer de site').count()).toBe(0);
        if (label === '375') await page.keyboard.press('Escape');

        // A site it does not manage is refused by the panel as by the API.
        await page.goto(panelUrl(await siteIdOf('vins.localhost')));
        await page.getByText('Vous ne gérez pas ce site.').waitFor();
      });
    });

    test('the operator chooses among every site, with the platform screens, and changes site', async () => {
      await withPage(browser, { viewport }, async ({ page, problems }) => {
        await page.goto(`${adminUrl}/login`);
        await fillAdminLogin(page, OPERATOR);
        await page.waitForURL(`${adminUrl}/`);
        await page.getByRole('heading', { level: 1, name: 'Choisir un site' }).waitFor();
        const choices = page.getByTestId('site-choice');
        await expect.poll(() => choices.count()).toBeGreaterThanOrEqual(2);
        await expect(choices.filter({ hasText: 'vins.localhost' }).count()).resolves.toBe(1);
        const platform = page.getByRole('navigation', { name: 'Plateforme' });
        for (const screen of ['Sites de la plateforme', 'Domaines', 'Comptes des sites', 'Opérateurs'])
          await platform.getByRole('link', { name: screen }).waitFor();
        expect(await sidewaysScroll(page)).toBe(0);
        expect(await seriousAxeViolations(page)).toEqual([]);

        const wineId = await siteIdOf('vins.localhost');
        await page.locator(`a[href="/sites/${wineId}/"]`).click();
        await page.waitForURL(panelUrl(wineId));
        await expect.poll(() => page.getByTestId('admin-site-name').textContent()).toMatch(/Domaine/);
        if (label === '375') await page.getByRole('button', { name: 'Profil' }).click();
        const change = page
          .getByRole('link', { name: 'Changer de site' })
          .or(page.getByRole('menuitem', { name: 'Changer de site' }));
        await change.first().click();
        await page.waitForURL(`${adminUrl}/`);
        expect(problems.pageErrors).toEqual([]);
      });
    });

    test('a signed-out visit signs in and comes back to the screen it asked for', async () => {
      await withPage(browser, { viewport }, async ({ page }) => {
        const siteId = await siteIdOf('localhost');
        await page.goto(panelUrl(siteId, 'messages'));
        await page.waitForURL((url) => url.pathname === '/login');
        expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/sites/${siteId}/#/messages`);
        await fillAdminLogin(page, MASSAGE_OWNER);
        await page.waitForURL(panelUrl(siteId, 'messages'));
        await page
          .getByRole('menuitem', { name: /Messages/ })
          .or(page.getByText('Messages').first())
          .first()
          .waitFor();
      });
    });

    test('the main screens fit the screen and the menu is reachable on each', async () => {
      await withPage(browser, { viewport }, async ({ page, problems }) => {
        const small = label === '375';
        await signInToPanel(page, { account: OPERATOR, site: 'vins.localhost' });
        const siteId = await siteIdOf('vins.localhost');
        const screens = [
          '',
          'settings',
          'pages',
          'news',
          'members',
          'messages',
          'products',
          'orders',
          'audit',
          'sites',
          'domains',
          'platform-users',
          'operators',
        ];
        for (const screen of screens) {
          await page.goto(panelUrl(siteId, screen));
          await screenDrawn(page);
          expect(await sidewaysScroll(page), `sideways scroll on #/${screen}`).toBe(0);
          const entries = await menuEntries(page, small);
          expect(entries.length, `menu on #/${screen}`).toBeGreaterThan(5);
        }
        // No owner content is ever framed or inlined in the panel.
        expect(await page.locator('iframe').count()).toBe(0);
        expect(problems.pageErrors).toEqual([]);
        // The storefront answers for itself: nothing of the panel is served there.
        expect((await hostRequest('vins.localhost', 'GET', '/api/admin/platform/operator')).status).toBe(403);
      });
    });
  });
}
