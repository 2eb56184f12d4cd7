import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, seriousAxeViolations, withPage } from './support/browser.ts';
import { adminApi, adminData, adminToken, MASSAGE_OWNER, WINE_OWNER } from './support/api.ts';
import { panelUrl, screenDrawn, sidewaysScroll, signInToPanel } from './support/admin-panel.ts';

// « Owners in /admin », in Chromium at 375 and 1280 px: the side menu in merchant
// groups (no shop groups on the massage site), folding on a phone and usable with the keyboard;
// the wine orders, settings, page and news editors no wider than the screen; a page title
// edited on a phone is saved by its own button, never hidden under the content's; news written
// in the rich-text editor with a notice naming it; settings in human words, without the shop's
// settings on a site without shop; an empty list that offers to create the first item.

let browser: Browser;
let massageToken = '';
let wineToken = '';
beforeAll(async () => {
  browser = await launchBrowser();
  massageToken = await adminToken(MASSAGE_OWNER);
  wineToken = await adminToken(WINE_OWNER);
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [
  ['375', MOBILE],
  ['1280', DESKTOP],
] as const;

const POLL = { timeout: 15_000 };
const MERCHANT_GROUPS = [
  'Commandes',
  'Catalogue',
  'Rendez-vous',
  'Cartes cadeaux',
  'Clients et lettres',
  'Contenu',
  'Site',
  'Statistiques',
  'Journal',
];

interface AdminPage {
  id: number;
  title: string;
  path: string;
}

/** The panel's screen once drawn. */
async function open(page: Page, siteId: number, screen: string): Promise<void> {
  await page.goto(panelUrl(siteId, screen));
  await screenDrawn(page);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu de l’administration' });

/** On a phone the menu is a drawer: open it (it is always there at 1280 px). */
async function showMenu(page: Page, small: boolean): Promise<void> {
  if (small) await page.getByRole('button', { name: /menu/i }).first().click();
  await menu(page).waitFor();
}

const notice = (page: Page, text: string | RegExp) =>
  page.locator('.RaNotification-success, .MuiSnackbar-root').getByText(text);

/** axe's serious and critical findings outside react-admin's own app bar (see admin-site). */
async function ownViolations(page: Page) {
  const violations = await seriousAxeViolations(page);
  const ours = [];
  for (const violation of violations) {
    const targets = [];
    for (const target of violation.targets) {
      const inAppBar = await page.evaluate(
        (selector) => document.querySelector(selector)?.closest('.MuiAppBar-root') != null,
        (JSON.parse(target) as string[])[0] ?? '',
      );
      if (!inAppBar) targets.push(target);
    }
    if (targets.length > 0) ours.push({ ...violation, targets });
  }
  return ours;
}

for (const [label, viewport] of WIDTHS) {
  const small = label === '375';
  describe(`the owner in /admin at ${label} px`, () => {
    test('the menu is grouped as a merchant thinks, folds on a phone and works with the keyboard', async () => {
      await withPage(browser, { viewport }, async ({ page, problems }) => {
        const siteId = await signInToPanel(page, { account: WINE_OWNER, site: 'vins.localhost' });
        await open(page, siteId, 'orders');
        await showMenu(page, small);
        const groupButtons = menu(page).getByRole('button');
        const names = (await groupButtons.allTextContents()).map((name) => name.trim());
        expect(names).toEqual(MERCHANT_GROUPS);
        // On a phone only the current screen's group is open; at 1280 every group is.
        const content = menu(page).getByRole('button', { name: 'Contenu' });
        expect(await content.getAttribute('aria-expanded')).toBe(small ? 'false' : 'true');
        expect(
          await menu(page).getByRole('button', { name: 'Commandes' }).getAttribute('aria-expanded'),
        ).toBe('true');
        if (small) {
          await content.focus();
          await page.keyboard.press('Enter');
          expect(await content.getAttribute('aria-expanded')).toBe('true');
        } else {
          await content.focus();
          await page.keyboard.press('Enter');
          expect(await content.getAttribute('aria-expanded')).toBe('false');
          await page.keyboard.press('Space');
        }
        const news = menu(page).getByRole('menuitem', { name: 'Actualités' });
        await news.waitFor();
        await news.focus();
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.hash.startsWith('#/news'));
        expect(problems.pageErrors).toEqual([]);
      });
      // The massage site has no shop: no shop group.
      await withPage(browser, { viewport }, async ({ page }) => {
        const siteId = await signInToPanel(page, { account: MASSAGE_OWNER });
        await open(page, siteId, 'news');
        await showMenu(page, small);
        const names = (await menu(page).getByRole('button').allTextContents()).map((name) => name.trim());
        expect(names).toEqual(MERCHANT_GROUPS.filter((name) => name !== 'Commandes' && name !== 'Catalogue'));
      });
    });

    test('the wine orders, the settings, a page and a news item fit the screen', async () => {
      const pages = (
        await adminData<{ pages: AdminPage[] }>('/admin/page', { token: wineToken, site: 'vins.localhost' })
      ).pages;
      await withPage(browser, { viewport }, async ({ page, problems }) => {
        const siteId = await signInToPanel(page, { account: WINE_OWNER, site: 'vins.localhost' });
        for (const screen of ['orders', 'settings', `pages/${pages[0]!.id}`, 'news/create']) {
          await open(page, siteId, screen);
          expect(await sidewaysScroll(page), `sideways scroll on #/${screen}`).toBe(0);
          const main = await page.locator('#main-content').boundingBox();
          expect(main!.x + main!.width, `#/${screen}`).toBeLessThanOrEqual(viewport.width + 0.5);
        }
        expect(problems.pageErrors).toEqual([]);
      });
    });

    test('a page title edited here is saved by the page’s own button, never hidden by the content’s', async () => {
      const pages = (await adminData<{ pages: AdminPage[] }>('/admin/page', { token: massageToken })).pages;
      const target = pages.find((entry) => entry.path !== '/') ?? pages[0]!;
      const title = `${target.title} ${label}`;
      const titleOf = async () =>
        (await adminData<{ pages: AdminPage[] }>('/admin/page', { token: massageToken })).pages.find(
          (entry) => entry.id === target.id,
        )?.title;
      await withPage(browser, { viewport }, async ({ page, problems }) => {
        const siteId = await signInToPanel(page, { account: MASSAGE_OWNER });
        try {
          await open(page, siteId, `pages/${target.id}`);
          const pageSave = page.getByRole('button', { name: 'Enregistrer la page' });
          const contentSave = page.getByRole('button', { name: 'Enregistrer le contenu' });
          await page
            .getByRole('textbox', { name: /^Titre/ })
            .first()
            .fill(title);
          // The two buttons never sit on each other.
          const a = (await pageSave.boundingBox())!;
          const b = (await contentSave.boundingBox())!;
          const overlap =
            a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
          expect(overlap).toBe(false);
          // A real click (not dispatched): it fails when something else is on top of the button.
          await pageSave.click({ timeout: 5_000 });
          await notice(page, `Page « ${title} » enregistrée.`).waitFor();
          // On a phone the notice shows at the top, clear of the fixed « Enregistrer » bar.
          if (small) {
            const box = (await page.locator('.MuiSnackbar-root').first().boundingBox())!;
            expect(box.y).toBeLessThan(viewport.height / 2);
          }
          await expect.poll(titleOf, POLL).toBe(title);
          expect(problems.pageErrors).toEqual([]);
        } finally {
          await open(page, siteId, `pages/${target.id}`);
          await page
            .getByRole('textbox', { name: /^Titre/ })
            .first()
            .fill(target.title);
          await page.getByRole('button', { name: 'Enregistrer la page' }).click();
          await expect.poll(titleOf, POLL).toBe(target.title);
        }
      });
    });

    test('news is written in the rich-text editor and the notice names it', async () => {
      const title = `Nouvelle cabine ${label} ${Date.now()}`;
      await withPage(browser, { viewport }, async ({ page, problems }) => {
        const siteId = await signInToPanel(page, { account: MASSAGE_OWNER });
        await open(page, siteId, 'news/create');
        await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
        const editor = page.getByRole('textbox', { name: 'Texte', exact: true });
        expect(await editor.getAttribute('contenteditable')).toBe('true');
        expect(await page.locator('textarea[name="content"]').count()).toBe(0);
        await editor.click();
        await page.keyboard.type('Une cabine ');
        await page.getByRole('button', { name: 'Gras' }).click();
        await page.keyboard.type('toute neuve');
        expect(await ownViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Enregistrer' }).click();
        await notice(page, `Actualité « ${title} » publiée.`).waitFor();
        // Created, the form becomes the item's own (#/news/{id}): its stored text is rich.
        await page.waitForURL((url) => /^#\/news\/\d+$/.test(url.hash));
        const id = /\d+$/.exec(new URL(page.url()).hash)![0];
        const stored = await adminData<{ content: string }>(`/admin/news/${id}`, { token: massageToken });
        expect(stored.content).toContain('<strong>toute neuve</strong>');
        await adminApi(`/admin/news/${id}`, { method: 'DELETE', token: massageToken });
        expect(problems.pageErrors).toEqual([]);
      });
    });

    test('settings speak the owner’s words and leave out the shop on a site without one', async () => {
      await withPage(browser, { viewport }, async ({ page, problems }) => {
        const siteId = await signInToPanel(page, { account: MASSAGE_OWNER });
        await open(page, siteId, 'settings');
        const main = page.locator('#main-content');
        await main.getByText('Position du logo').first().waitFor();
        const text = (await main.textContent()) ?? '';
        expect(text).not.toMatch(/UNDERLINE|BACKGROUND ou BOLD|left ou center|OUTLINED/);
        expect(text).toMatch(/Logo à gauche|Logo centré/);
        expect(text).not.toContain('Page des produits');
        await page.getByRole('tab', { name: 'Fonctionnalités' }).click();
        await main.getByText('Modules').first().waitFor();
        expect(await main.getByText('Masquer les prix').count()).toBe(0);
        expect(await ownViolations(page)).toEqual([]);
        expect(problems.pageErrors).toEqual([]);
      });
      await withPage(browser, { viewport }, async ({ page }) => {
        const siteId = await signInToPanel(page, { account: WINE_OWNER, site: 'vins.localhost' });
        await open(page, siteId, 'settings');
        await page.locator('#main-content').getByText('Page des produits').first().waitFor();
        await page.getByRole('tab', { name: 'Fonctionnalités' }).click();
        await page.locator('#main-content').getByText('Masquer les prix').first().waitFor();
      });
    });

    test('an empty list says so and offers to create the first item', async () => {
      await withPage(browser, { viewport }, async ({ page }) => {
        const siteId = await signInToPanel(page, { account: WINE_OWNER, site: 'vins.localhost' });
        await open(page, siteId, 'services');
        await page.getByText('Aucune prestation pour l’instant.').waitFor();
        await page.getByRole('link', { name: 'Créer la première prestation' }).click();
        await page.waitForURL((url) => url.hash === '#/services/create');
      });
    });
  });
}
