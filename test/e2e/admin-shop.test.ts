import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminOrder, OrderCreated } from '../../src/schema/orders/order.ts';
import type { ShopProduct } from '../../src/schema/catalogue/product.ts';
import type { StockHistory } from '../../src/schema/catalogue/product-admin.ts';
import { DESKTOP, downloadedBytes, launchBrowser, MOBILE, withPage } from './support/browser.ts';
import { adminApi, adminToken, adminUrl, WINE_OWNER } from './support/api.ts';
import { signInToPanel } from './support/admin-panel.ts';
import { wineUrl } from './support/islands.ts';

// The shop's admin screens on the wine demo, at 375 and 1280 px: the owner logs in
// on the admin host's /login and chooses the wine site, adjusts a declination's stock and the public API shows the new stock; moves a
// paid order to shipped (PAID → PREPARING → SHIPPED) and sees the new status; downloads the
// packing slip. axe runs on the product and order screens. The stock is put back as it was.

const OWNER = WINE_OWNER;
const port = Number(new URL(wineUrl).port);

interface Answer<T> {
  status: number;
  body: { success: boolean; data: T; message: string };
}

/** A provider API call on the wine host (Node cannot resolve vins.localhost itself). */
function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<Answer<T>> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: 'localhost',
        port,
        path: `/api${path}`,
        method,
        timeout: 15_000,
        headers: {
          host: `vins.localhost:${port}`,
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Answer<T>['body'] });
          } catch {
            reject(new Error(`${method} ${path}: ${res.statusCode ?? 0} ${text.slice(0, 300)}`));
          }
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: timeout`)));
    req.on('error', reject);
    req.end(payload);
  });
}

let browser: Browser;
let token: string; // the owner as a member of the wine site (the storefront's order)
let adminTok: string; // the owner on the admin host
let siteId = 0;

/** An admin call on the admin host for the wine site, answered in the shape of api(). */
async function adminCall<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const answer = await adminApi<T>(path, { method, body, token: adminTok, site: 'vins.localhost' });
  return {
    status: answer.status,
    body: { success: answer.status < 300, data: answer.data, message: answer.message },
  };
}
let wine: ShopProduct;
let declinationId: number;
let initialStock: number;

async function publicStock(): Promise<number> {
  const answer = await api<ShopProduct>('GET', `/product/${wine.id}`);
  expect(answer.status).toBe(200);
  const declination = answer.body.data.declination.find((item) => item.id === declinationId);
  if (!declination) throw new Error('declination gone');
  return declination.quantity;
}

async function adjustStock(delta: number, reason: string): Promise<StockHistory> {
  const answer = await adminCall<StockHistory>('POST', `/admin/product/declination/${declinationId}/stock`, {
    delta,
    reason,
  });
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const login = await api<{ token: string }>('POST', '/login', OWNER);
  expect(login.status, login.body.message).toBe(200);
  token = login.body.data.token;
  adminTok = await adminToken(OWNER);
  const list = await api<{ products: ShopProduct[] }>('GET', '/product?nbItem=50');
  const found = list.body.data.products.find(
    (product) => product.type.type === 'WINE' && product.declination.some((item) => item.quantity >= 24),
  );
  if (!found) throw new Error('the demo catalogue has no wine with 24 bottles in stock');
  wine = found;
  const declination = found.declination.find((item) => item.quantity >= 24);
  declinationId = declination?.id ?? 0;
  initialStock = await publicStock();
});

afterAll(async () => {
  // Whatever happened above, the declination's stock is what it was (other files read it).
  try {
    const now = await publicStock();
    if (now !== initialStock) await adjustStock(initialStock - now, 'Tests e2e : remise du stock initial');
  } finally {
    await browser?.close();
  }
});

/** Logs in through the admin host's real form; the owner of one site goes straight to it. */
async function logIn(page: Page): Promise<void> {
  siteId = await signInToPanel(page, { account: OWNER, site: 'vins.localhost' });
}

async function openAdmin(page: Page, route: string): Promise<void> {
  await page.goto(`${adminUrl}/sites/${siteId}/#${route}`);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's serious and critical violations on the shop's screen. Excluded: react-admin's default
 * app bar (white on #2196f3 is 3.1:1, and its user button's name is not its text), which
 * client/admin/AdminApp.tsx's theme owns, not this section (reported to the lead); and the
 * notification, measured while it fades in (its colours blend with the page for a moment).
 */
const expectAxeClean = async (page: Page, screen: string) => {
  // RA's own loading spinner (no accessible name) shows while a query runs: let it finish.
  await page.waitForFunction(() => document.querySelector('.MuiCircularProgress-root') === null);
  // A dialog fades in: measured mid-fade, its text blends with the page behind it.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container')].every(
      (element) => getComputedStyle(element).opacity === '1',
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> };
    };
    const results = await axe.run(
      { exclude: [['header.MuiAppBar-root'], ['.MuiSnackbar-root']] },
      { resultTypes: ['violations'] },
    );
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        help: violation.help,
        targets: violation.nodes.map((node) => JSON.stringify(node.target)),
      }));
  });
  expect(violations, `${screen}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
};

const notification = (page: Page, text: string | RegExp) =>
  page.locator('.MuiSnackbarContent-message, [role="alert"]').filter({ hasText: text }).first();

/** A paid home-delivery order of six bottles, placed and paid through the API by the owner. */
async function paidOrder(): Promise<{ id: number; reference: string }> {
  const countries = await api<{ countries: { id: number; alphaTwo: string }[] }>(
    'GET',
    '/countries?alphaTwo=FR',
  );
  const france = countries.body.data.countries.find((country) => country.alphaTwo === 'FR');
  if (!france) throw new Error('no France on the wine site');
  const quotes = await api<{ id: number; deliveryType: string }[]>('POST', '/calculate/shipping-fees', {
    products: [{ idProduct: wine.id, idDeclination: declinationId, quantity: 6 }],
    postalCode: '49400',
    country: 'FR',
  });
  expect(quotes.status, quotes.body.message).toBe(200);
  const carrier = quotes.body.data.find((quote) => quote.deliveryType === 'DELIVERY');
  if (!carrier) throw new Error('no home delivery carrier for 49400');
  const address = {
    firstname: 'Camille',
    lastname: 'Essai',
    address: '12 rue des Vignes',
    addressPart2: '',
    postalCode: '49400',
    city: 'Saumur',
    country: { id: france.id, alphaTwo: 'FR', alphaThree: 'FRA' },
  };
  const placed = await api<OrderCreated>(
    'POST',
    '/order',
    {
      products: [{ id: declinationId, quantity: 6 }],
      user: { phone: '06 12 34 56 78' },
      address: { delivery: address, billing: address },
      message: 'Commande des tests de l’administration.',
      delivery: { type: 'DELIVERY', idCarrier: carrier.id },
      deliveryPostalCode: '49400',
      deliveryIdCountry: france.id,
    },
    token,
  );
  expect(placed.status, placed.body.message).toBe(201);
  const { id, reference } = placed.body.data.order;
  const paid = await adminCall<AdminOrder>('PUT', `/admin/order/${id}/status`, { status: 'PAID' });
  expect(paid.status, paid.body.message).toBe(200);
  return { id, reference };
}

describe.each([
  ['1280', DESKTOP, 5],
  ['375', MOBILE, 3],
] as const)('the shop admin at %s px', (_label, viewport, delta) => {
  test('adjusts a declination’s stock, and the public API shows it', async () => {
    await withPage(browser, { viewport }, async ({ page }) => {
      const before = await publicStock();
      await logIn(page);
      await openAdmin(page, `/products/${wine.id}`);
      const card = page.getByTestId(`declination-${declinationId}`);
      await expect.poll(() => card.getByTestId('declination-stock').textContent()).toBe(String(before));
      await expectAxeClean(page, 'product form');

      await card.getByRole('button', { name: 'Ajuster le stock' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Variation (+ entrée, − sortie)').fill(String(delta));
      await dialog.getByLabel('Raison').fill('Tests e2e : réception de cartons');
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await notification(page, `Stock ajusté : ${before + delta} en stock.`).waitFor();
      await expect
        .poll(() => card.getByTestId('declination-stock').textContent())
        .toBe(String(before + delta));
      expect(await publicStock()).toBe(before + delta);

      // The history keeps who and why: it opens with the last adjustment first.
      await card.getByRole('button', { name: 'Ajuster le stock' }).click();
      const history = page.getByRole('list', { name: 'Historique des ajustements de stock' });
      await expect
        .poll(() => history.locator('li').first().textContent())
        .toContain(`+${delta} → ${before + delta} : Tests e2e : réception de cartons`);
      await expectAxeClean(page, 'stock dialog');

      // Back to the stock it had, through the same dialog (a breakage of the same count).
      await page.getByRole('dialog').getByLabel('Variation (+ entrée, − sortie)').fill(String(-delta));
      await page.getByRole('dialog').getByLabel('Raison').fill('Tests e2e : remise du stock');
      await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
      await notification(page, `Stock ajusté : ${before} en stock.`).waitFor();
      expect(await publicStock()).toBe(before);
    });
  });

  test('moves a paid order to shipped and downloads its packing slip', async () => {
    const order = await paidOrder();
    try {
      await withPage(browser, { viewport, acceptDownloads: true }, async ({ page }) => {
        await logIn(page);
        await openAdmin(page, '/orders');
        await page.getByRole('tab', { name: 'Payée' }).click();
        await page.getByText(order.reference).first().click();
        await page.getByRole('heading', { name: `Commande ${order.reference}` }).waitFor();
        await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Payée');
        await expectAxeClean(page, 'order detail');

        await page.getByRole('button', { name: 'Passer à « En préparation »' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
        await notification(page, 'le client est prévenu par e-mail').waitFor();
        await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('En préparation');

        await page.getByRole('button', { name: 'Passer à « Expédiée »' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(/Message au client/).fill('Colis n° 6A000000E2E');
        await dialog.getByRole('button', { name: 'Confirmer' }).click();
        await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Expédiée');
        await page.getByRole('button', { name: 'Passer à « Livrée »' }).waitFor();

        const saved = await adminCall<AdminOrder>('GET', `/admin/order/${order.id}`);
        expect(saved.body.data.status).toBe('SHIPPED');
        // The parcel number is a message to the customer (e-mailed), not an internal note.
        expect(saved.body.data.history.at(-1)).toMatchObject({
          to: 'SHIPPED',
          customerMessage: 'Colis n° 6A000000E2E',
          note: null,
        });

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Télécharger le bon de livraison' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`bon-de-livraison-${order.reference}.pdf`);
        expect(new TextDecoder().decode((await downloadedBytes(download)).subarray(0, 5))).toBe('%PDF-');
        await notification(page, `bon-de-livraison-${order.reference}.pdf`).waitFor();
        await expectAxeClean(page, 'order detail after shipping');
      });
    } finally {
      // The shipped order took six bottles: they go back, so other files see the same stock.
      await adjustStock(6, 'Tests e2e : remise en stock après la commande expédiée');
    }
  });
});
