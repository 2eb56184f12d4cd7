import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, withPage } from './support/browser.ts';
import { adminData, adminToken, WINE_OWNER } from './support/api.ts';
import { sidewaysScroll, signInToPanel } from './support/admin-panel.ts';

// « Comparer » in Chromium at 375 and 1280 px: a published version beside the current draft,
// the words it lost struck through and the words added since underlined, with the legend; and
// the pages' menu tree saying where each page's publication stands; a product's draft holds its
// name and its declinations' prices.

let browser: Browser;
let token = '';

const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  adminData<T>(path, { method, body, token });
const block = (html: string) => ({ kind: 'RICH_TEXT', data: { html } });

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
});
afterAll(async () => {
  await browser?.close();
});

describe('comparing a revision with the current version', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`shows the word differences, and the pages' states, at ${viewport.width} px`, async () => {
      const title = `Tarifs ${viewport.width} ${Date.now() % 100_000}`;
      const { page: created } = await api<{ page: { id: number } }>('POST', '/admin/page', {
        title,
        isValid: false,
      });
      const base = `/admin/page/${created.id}`;
      let state = await api<{ version: number }>('PUT', `${base}/draft`, {
        fields: { title, blocks: [block('<p>Le massage dure une heure au calme.</p>')] },
        version: 0,
      });
      state = await api<{ version: number }>('POST', `${base}/publish`, {});
      await api('PUT', `${base}/draft`, {
        fields: { title, blocks: [block('<p>Le massage dure quatre-vingt-dix minutes au calme.</p>')] },
        version: state.version,
      });
      const revisions = await api<{ revisions: { rev: number }[] }>('GET', `${base}/revisions`);
      const rev = revisions.revisions[0]!.rev;

      await withPage(browser, { viewport }, async ({ page }) => {
        await signInToPanel(page, { screen: `pages/${created.id}` });
        const compare = page.getByRole('button', {
          name: `Comparer la version ${rev} avec la version actuelle`,
        });
        await compare.waitFor({ timeout: 15_000 });
        await compare.click();
        const dialog = page.getByRole('dialog', {
          name: `Comparer la version ${rev} avec la version actuelle`,
        });
        await dialog.waitFor();
        const blocks = dialog.getByTestId('compare-blocks');
        await blocks.waitFor();
        await page.screenshot({ path: `test-results/publishing-compare-${viewport.width}.png` });
        await expect.poll(() => blocks.locator('del').count()).toBe(1);
        expect(await blocks.locator('del').textContent()).toBe('[retiré : une heure]');
        expect(await blocks.locator('ins').textContent()).toBe('[ajouté : quatre-vingt-dix minutes]');
        // Said in words too, not by colour alone: the legend (and the screen reader's words above).
        expect(await dialog.getByTestId('compare-legend').innerText()).toContain('Texte barré');
        expect(await dialog.getByText(/Identiques : Titre/).count()).toBe(1);
        expect(await sidewaysScroll(page)).toBe(0);
        await dialog.getByRole('button', { name: 'Fermer' }).click();

        await page.goto(page.url().replace(/#\/.*$/u, '#/pages'));
        const row = page.getByTestId(`menu-row-${created.id}`);
        await expect
          .poll(() => row.getByTestId('menu-state').innerText(), { timeout: 15_000 })
          .toBe('Modifications non publiées');
        expect(await sidewaysScroll(page)).toBe(0);
        await row.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/publishing-page-list-${viewport.width}.png` });
      });
      await api('DELETE', `/admin/page/${created.id}`);
    }, 120_000);
  }
});

describe('a product’s draft', () => {
  test('holds its name and each declination’s price, labelled, at 375 px', async () => {
    await withPage(browser, { viewport: MOBILE }, async ({ page }) => {
      await signInToPanel(page, { account: WINE_OWNER, site: 'vins.localhost', screen: 'products/1' });
      const panel = page.getByRole('region', { name: 'Brouillon et publication' });
      await panel.waitFor({ timeout: 15_000 });
      await expect
        .poll(() => panel.getByLabel('Nom').first().inputValue())
        .toBe('Saumur-Champigny Les Perrières');
      const price = panel.getByLabel(/^Prix \(€\) : 2023 – 75 cl/u);
      expect(await price.inputValue()).toBe('14.5');
      expect(await sidewaysScroll(page)).toBe(0);
      await price.scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'test-results/publishing-product-375.png' });
    });
  }, 60_000);
});
