import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, withPage } from './support/browser.ts';
import { adminData, adminToken, OPERATOR, siteIdOf, WINE_OWNER } from './support/api.ts';
import { signInToPanel } from './support/admin-panel.ts';

// A product's « Traductions » panel: an English address the server refuses is named, under
// its own field and in the notice, and the machine translator gives an address back as an
// address (lower case and hyphens), which saves.

const WINE = 'vins.localhost';

interface Detail {
  values: Record<string, Record<string, string>>;
}

let browser: Browser;
let token = '';
let productId = 0;
let before: Record<string, string> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  const wineId = await siteIdOf(WINE);
  await adminData(`/admin/platform/site/${wineId}`, {
    method: 'PUT',
    token: await adminToken(OPERATOR),
    site: WINE,
    body: { locales: ['fr_FR', 'en_GB'] },
  });
  token = await adminToken(WINE_OWNER);
  const { products } = await adminData<{ products: { id: number }[] }>('/admin/product?nbItem=1', {
    token,
    site: WINE,
  });
  productId = products[0]!.id;
  const detail = await adminData<Detail>(`/admin/translation/product/${productId}`, { token, site: WINE });
  before = detail.values.en_GB ?? {};
});
afterAll(async () => {
  // The English slug goes back to what it was (an empty text removes it).
  await adminData(`/admin/translation/product/${productId}/en_GB`, {
    method: 'PUT',
    token,
    site: WINE,
    body: { values: { slug: before.slug ?? '' } },
  });
  await browser?.close();
});

describe('a product’s English address in the « Traductions » panel at 1280 px', () => {
  test('is refused by name when it is not an address, and machine-translated into one', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await signInToPanel(page, { account: WINE_OWNER, site: WINE, screen: `products/${productId}` });
      const panel = page.getByRole('region', { name: 'Traductions' });
      const slug = panel.getByLabel('Adresse (slug) (anglais)');
      await slug.waitFor();
      await slug.fill('Our Wine !');
      await panel.getByRole('button', { name: 'Enregistrer la traduction anglaise' }).click();
      await page
        .getByText(/Certaines traductions ne peuvent pas être enregistrées\. \(Adresse \(slug\)\)/)
        .waitFor();
      await panel
        .getByText('Une adresse ne contient que des minuscules sans accent, des chiffres et des tirets.')
        .waitFor();

      await panel.getByRole('button', { name: 'Traduire : Adresse (slug)' }).click();
      await expect.poll(() => slug.inputValue()).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const translated = await slug.inputValue();
      await panel.getByRole('button', { name: 'Enregistrer la traduction anglaise' }).click();
      await expect
        .poll(async () => {
          const detail = await adminData<Detail>(`/admin/translation/product/${productId}`, {
            token,
            site: WINE,
          });
          return detail.values.en_GB?.slug;
        })
        .toBe(translated);
      await panel
        .getByText('Une adresse ne contient que des minuscules sans accent, des chiffres et des tirets.')
        .waitFor({ state: 'detached' });
    });
  });
});
