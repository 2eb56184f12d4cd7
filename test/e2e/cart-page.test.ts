import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { e2eServer } from './support/server';
import { CART_STORAGE_KEY } from '../../client/cart-store.ts';
import { emptyCartState } from '../../src/domain/catalogue/cart.ts';
import { parseStoredCart } from '../../src/domain/catalogue/stored-cart.ts';
import type { StoredCart } from '../../src/schema/catalogue/cart.ts';
import { islandsReady, launchBrowser, MOBILE, withPage } from './support/browser.ts';
import { expectNoHydrationWarning, open, wineUrl } from './support/islands.ts';
import { queryLocalD1 } from './support/local-d1.ts';

// The cart page on the wine shop at 375 px: two declinations of the demo
// catalogue's Saumur-Champigny Les Perrières (declination 1: 2023, 180 in stock;
// declination 2: 2022, 96 in stock), quantities changed with the steppers, the expedition
// rules (cases of 6 bottles), a stock lowered on the server corrected on the next visit, the
// cart kept across reloads, and the server's validation before the checkout page.

const stateDir = e2eServer().stateDir;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await setStock(2, 96);
  await browser?.close();
});

async function setStock(declinationId: number, quantity: number): Promise<void> {
  await queryLocalD1(
    stateDir,
    `UPDATE product_declinations SET quantity = ${quantity} WHERE site_id = 2 AND id = ${declinationId}`,
  );
}

const perrieres = {
  id: 1,
  name: 'Saumur-Champigny Les Perrières',
  slug: 'saumur-champigny-les-perrieres',
  type: { type: 'WINE' as const },
  isVintage: true,
  hasShippingFees: true,
  image: '/assets/sample/wines/saumur-champigny-les-perrieres.svg',
  box: null,
  declination: [
    {
      id: 1,
      year: 2023,
      price: 14.5,
      discount: null,
      quantity: 180,
      sellByMultipleOf: 1,
      capacity: 75,
      capacityUnit: 'cl',
    },
    {
      id: 2,
      year: 2022,
      price: 15.2,
      discount: null,
      quantity: 96,
      sellByMultipleOf: 1,
      capacity: 75,
      capacityUnit: 'cl',
    },
  ],
};

const storedCart: StoredCart = {
  ...emptyCartState(),
  lines: [
    { id: 0, product: perrieres, declinationId: 1, quantity: 3 },
    { id: 1, product: perrieres, declinationId: 2, quantity: 3 },
  ],
};

const lines = (page: Page) => page.locator('.cart-line');
const quantityOf = (page: Page, index: number) =>
  lines(page).nth(index).locator('.cart-stepper__input').inputValue();
const storedQuantities = async (page: Page) =>
  parseStoredCart(await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY))?.lines.map(
    (line) => line.quantity,
  );

describe('cart page (wine site, 375 px)', () => {
  test('changes quantities, follows the rules, corrects a lowered stock and keeps the cart', async () => {
    expect(parseStoredCart(JSON.stringify(storedCart)), 'the fixture is a valid stored cart').not.toBeNull();
    await withPage(browser, { viewport: MOBILE }, async ({ page, problems }) => {
      await open(page, `${wineUrl}/panier`);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        CART_STORAGE_KEY,
        JSON.stringify(storedCart),
      ] as const);
      await page.reload();
      await islandsReady(page);

      // Two lines, their vintages, prices and the total: 3 × 14,50 + 3 × 15,20 = 89,10 €.
      await lines(page).nth(1).waitFor();
      expect(await lines(page).count()).toBe(2);
      expect(await lines(page).nth(0).innerText()).toContain('2023 – 75 cl');
      expect(await lines(page).nth(1).innerText()).toContain('2022 – 75 cl');
      expect(await page.locator('.cart-summary__total dd').innerText()).toMatch(/89,10\s€/);
      expect(await page.locator('.cart-shipping__message').innerText()).toContain('Plus que 18 bouteilles');

      // One more of the first: 7 bottles is off the case of 6, said at once.
      await page
        .getByRole('button', { name: 'Ajouter 1 : Saumur-Champigny Les Perrières 2023 – 75 cl' })
        .click();
      expect(await quantityOf(page, 0)).toBe('4');
      await page.locator('.cart-page__error', { hasText: "s'expédient par 6" }).waitFor();
      // One less of the second: 6 bottles again, the message goes.
      await page
        .getByRole('button', { name: 'Retirer 1 : Saumur-Champigny Les Perrières 2022 – 75 cl' })
        .click();
      expect(await quantityOf(page, 1)).toBe('2');
      await page.locator('.cart-page__error p').waitFor({ state: 'detached' });
      expect(await page.locator('.cart-summary__total dd').innerText()).toMatch(/88,40\s€/);
      expect(await storedQuantities(page)).toEqual([4, 2]);

      // The estate sells the 2022 down to one bottle: the next visit lowers the line.
      await setStock(2, 1);
      await page.reload();
      await islandsReady(page);
      await page.locator('.cart-page__notice', { hasText: 'Il ne reste que 1' }).waitFor();
      expect(await page.locator('.cart-page__notice').innerText()).toBe(
        'Il ne reste que 1 « Saumur-Champigny Les Perrières 2022 – 75 cl » : la quantité a été ramenée à 1.',
      );
      expect(await quantityOf(page, 1)).toBe('1');

      // Reloading keeps the corrected cart.
      await page.reload();
      await islandsReady(page);
      await lines(page).nth(1).waitFor();
      expect(await quantityOf(page, 0)).toBe('4');
      expect(await quantityOf(page, 1)).toBe('1');
      expect(await storedQuantities(page)).toEqual([4, 1]);

      // 5 bottles: the checkout button says why it cannot go on…
      await page.getByRole('button', { name: 'Passer la commande' }).click();
      await page.locator('.cart-page__error', { hasText: 'au moins 6 bouteilles' }).waitFor();
      expect(page.url()).toBe(`${wineUrl}/panier`);

      // …and with 6 the server validates the cart and the checkout opens: this visitor is not
      // signed in, so it is the login page first, which leads back to the checkout.
      await page
        .getByRole('button', { name: 'Ajouter 1 : Saumur-Champigny Les Perrières 2023 – 75 cl' })
        .click();
      await Promise.all([
        page.waitForURL(`${wineUrl}/auth?redirect=%2Fcommande`),
        page.getByRole('button', { name: 'Passer la commande' }).click(),
      ]);
      expect(problems.pageErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });

  test('shows the server’s refusal as the cart error', async () => {
    await setStock(2, 96);
    await withPage(browser, { viewport: MOBILE }, async ({ page, problems }) => {
      await open(page, `${wineUrl}/panier`);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        CART_STORAGE_KEY,
        JSON.stringify(storedCart),
      ] as const);
      await page.reload();
      await islandsReady(page);
      await lines(page).nth(1).waitFor();
      // Sold out after the page opened: only the server knows.
      await setStock(2, 0);
      await page.getByRole('button', { name: 'Passer la commande' }).click();
      await page.locator('.cart-page__error', { hasText: 'est épuisé' }).waitFor();
      expect(await page.locator('.cart-page__error').innerText()).toBe(
        '« Saumur-Champigny Les Perrières 2022 – 75 cl » est épuisé : retirez-le de votre panier.',
      );
      // The quantities were refreshed after the refusal: the sold-out line is gone.
      await page.locator('.cart-page__notice', { hasText: 'est épuisé' }).waitFor();
      expect(await lines(page).count()).toBe(1);
      const stored = parseStoredCart(
        await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY),
      );
      expect(stored?.errorCartMessage).toContain('est épuisé');
      expect(problems.pageErrors).toEqual([]);
    });
  });
});

const joined = (chunks: Uint8Array[]): Uint8Array => {
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
};

describe('technical file download', () => {
  /** GET on the local Worker for vins.localhost (Node cannot resolve it), as bytes. */
  const download = (path: string) =>
    new Promise<{ status: number; type: string; disposition: string; body: Uint8Array }>(
      (resolve, reject) => {
        const { port } = new URL(wineUrl);
        get({ hostname: 'localhost', port, path, headers: { host: `vins.localhost:${port}` } }, (res) => {
          const chunks: Uint8Array[] = [];
          res.on('data', (chunk: Uint8Array) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers['content-type']),
              disposition: String(res.headers['content-disposition']),
              body: joined(chunks),
            }),
          );
        }).on('error', reject);
      },
    );

  test('the running shop serves a PDF that poppler opens and that names the wine', async () => {
    const file = await download('/api/product/generate/file/1/2');
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(file.disposition).toContain('fiche-technique-saumur-champigny-les-perrieres-2022-75-cl.pdf');
    const folder = mkdtempSync(join(tmpdir(), 'technical-file-e2e-'));
    try {
      const pdf = join(folder, 'fiche.pdf');
      writeFileSync(pdf, file.body);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
      expect(text).toContain('Saumur-Champigny Les Perrières');
      expect(text).toContain('2022 – 75 cl');
      expect(text).toContain('Saumur-Champigny'); // the appellation
      expect(text).toContain("L'abus d'alcool est dangereux pour la santé");
      execFileSync('pdftoppm', ['-r', '40', '-png', '-f', '1', '-l', '1', pdf, join(folder, 'page')]);
      expect(execFileSync('ls', [folder], { encoding: 'utf8' })).toMatch(/page-1\.png/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
