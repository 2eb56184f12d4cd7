import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, withPage } from './support/browser.ts';
import { adminData, adminToken, WINE_OWNER } from './support/api.ts';
import { signInToPanel } from './support/admin-panel.ts';

// A page's « Produit de la boutique » block is chosen by the product's name, never by a
// number the owner would have to look up: the editor shows the chosen wine's name and finds
// another one as the owner types.

const SITE = 'vins.localhost';

interface Block {
  kind: string;
  data: Record<string, unknown>;
}

let browser: Browser;
let token = '';
const api = <T>(method: string, path: string, body?: unknown): Promise<T> =>
  adminData<T>(path, { method, body, token, site: SITE });

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken(WINE_OWNER);
});
afterAll(async () => {
  await browser?.close();
});

describe('the owner picks a product for a page block at 1280 px', () => {
  test('sees the chosen wine by name and chooses another by typing', async () => {
    const pages = (await api<{ pages: { id: number; path: string }[] }>('GET', '/admin/page')).pages;
    const target = pages.find((entry) => entry.path !== '/') ?? pages[0]!;
    const { products } = await api<{ products: { id: number; name: string }[] }>(
      'GET',
      '/admin/product?nbItem=50',
    );
    const [first, second] = products;
    expect(second, 'the wine site sells at least two products').toBeDefined();
    const original = (await api<{ blocks: Block[] }>('GET', `/admin/page/${target.id}`)).blocks;
    const restore = original.map(({ kind, data }) => ({ kind, data }));
    const productBlock = { kind: 'PRODUCT', data: { title: 'Notre coup de cœur', productId: first!.id } };
    await api('PUT', `/admin/page/${target.id}/blocks`, { blocks: [productBlock] });
    try {
      await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
        await signInToPanel(page, { account: WINE_OWNER, site: SITE, screen: `pages/${target.id}` });
        await page.getByRole('heading', { name: 'Contenu de la page' }).waitFor();
        const content = page.getByRole('region', { name: 'Contenu de la page' });
        const picker = content.getByRole('combobox', { name: 'Produit', exact: true });
        await expect.poll(() => picker.inputValue()).toBe(first!.name);

        await picker.fill(second!.name.slice(0, 6));
        await page.getByRole('option', { name: second!.name, exact: true }).click();
        await content.getByRole('button', { name: 'Enregistrer le contenu' }).click();
        await page.getByText('Contenu enregistré.').waitFor();
      });
      const saved = (await api<{ blocks: Block[] }>('GET', `/admin/page/${target.id}`)).blocks;
      expect(saved.map(({ kind, data }) => ({ kind, data }))).toEqual([
        { kind: 'PRODUCT', data: { title: 'Notre coup de cœur', productId: second!.id } },
      ]);
    } finally {
      await api('PUT', `/admin/page/${target.id}/blocks`, { blocks: restore });
    }
  });
});
