import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { adminUrl, MASSAGE_OWNER, siteIdOf, type Account } from './api';
import { layoutStill } from './browser';

// The admin panel in the browser, on the admin host: sign in through its /login
// page, choose the site (straight in for an owner of one site, through the chooser otherwise),
// then open one of react-admin's screens (its routes follow the #).

/** The panel's address for the site `siteId`, at `screen` (react-admin's route, no leading #/). */
export const panelUrl = (siteId: number, screen = ''): string =>
  `${adminUrl}/sites/${siteId}/${screen === '' ? '' : `#/${screen}`}`;

/** Fills in and sends the admin host's sign-in form (the page must be on /login). */
export async function fillAdminLogin(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * Signs `account` in on the admin host's /login page, chooses the site served at `site` and
 * opens `screen`; the site's id. The panel's frame is up (the site's name in the app bar).
 */
export async function signInToPanel(
  page: Page,
  options: { account?: Account; site?: string; screen?: string } = {},
): Promise<number> {
  const { account = MASSAGE_OWNER, site = 'localhost', screen = '' } = options;
  const siteId = await siteIdOf(site);
  await page.goto(`${adminUrl}/login`);
  await fillAdminLogin(page, account);
  await page.waitForURL((url) => url.pathname === '/' || /^\/sites\/\d+\/$/.test(url.pathname));
  if (new URL(page.url()).pathname === '/') {
    await page.locator(`a[href="/sites/${siteId}/"]`).click();
  }
  await page.waitForURL((url) => url.pathname === `/sites/${siteId}/`);
  await expect.poll(() => page.getByTestId('admin-site-name').textContent()).not.toBe('');
  if (screen !== '') await page.goto(panelUrl(siteId, screen));
  return siteId;
}

/** How far the page scrolls sideways (0: it fits the screen). */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The panel's screen once drawn: its title in the app bar, no progress bar left (its data has
 * come) and its layout still (the menu's and the list's transitions ended).
 */
export async function screenDrawn(page: Page): Promise<void> {
  await page.locator('#main-content').waitFor();
  await page.waitForFunction(() => (document.querySelector('#react-admin-title')?.textContent ?? '') !== '');
  await page
    .locator('.MuiLinearProgress-root, .MuiCircularProgress-root')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await layoutStill(page);
}
