import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART_STORAGE_KEY } from '../../client/cart-store.ts';
import { emptyCartState } from '../../src/domain/catalogue/cart.ts';
import type { AdminOrder } from '../../src/schema/orders/order.ts';
import type { Product } from '../../src/schema/catalogue/product.ts';
import type { StoredCart } from '../../src/schema/catalogue/cart.ts';
import { adminApi, adminRequest, adminToken, WINE_OWNER } from './support/api.ts';
import { islandsReady, launchBrowser, MOBILE, withPage } from './support/browser.ts';
import { expectNoHydrationWarning, setWineParameters, wineUrl } from './support/islands.ts';
import { pdfText, sentMessage } from './support/sent-mail.ts';

// Done when: a member orders 3 bottles of Saumur rouge Tuffeau for pick-up at a named
// place and slot through the browser (a pick-up is no expedition: no 6-bottle minimum), then
// finds the place and slot on the confirmation page, in the admin order, in the order e-mails
// (the sent-mail API) and, once paid, in the invoice text (pdftotext).

const WINE_HOST = 'vins.localhost';
const MEMBER = { email: 'client@domaine-coteaux.example', password: 'Client-Vins-Local-2026' };
const PLACE = 'Domaine et caveau';
// « Domaine et caveau, lundi 30 novembre, 10:00–12:30 »
const LABEL =
  /Domaine et caveau, (lundi|mardi|mercredi|jeudi|vendredi|samedi) \d{1,2} [a-zéû]+, \d\d:\d\d–\d\d:\d\d/;

let browser: Browser;
let ownerToken: string;
let order: { id: number; reference: string; label: string };

beforeAll(async () => {
  browser = await launchBrowser();
  // The sample member's orders of every checkout file on this server stay unpaid (offline
  // payment), the pick-ups on the first slot: no limit on unpaid orders nor on a slot here.
  await setWineParameters({
    PAYMENT_METHOD: 'BANK_TRANSFER,CHEQUE,PAY_AT_PICKUP',
    MAX_UNPAID_ORDERS_PER_MEMBER: '0',
    CLICK_AND_COLLECT_SLOT_CAPACITY: '0',
  });
  ownerToken = await adminToken(WINE_OWNER); // an admin-host session of the wine site's owner
});
afterAll(async () => {
  await browser?.close();
});

/** Three bottles of Saumur rouge Tuffeau in the stored cart, as the product page stores them. */
async function storeThreeTuffeau(page: Page): Promise<void> {
  const products = await page.evaluate(async () => {
    const response = await fetch('/api/product?nbItem=100');
    const answer: { data: unknown } = await response.json();
    return answer.data;
  });
  const list = (
    Array.isArray(products) ? products : (products as { products: Product[] }).products
  ) as Product[];
  const wine = list.find((product) => product.name === 'Saumur rouge Tuffeau');
  if (!wine) throw new Error('no Saumur rouge Tuffeau in the demo catalogue');
  const cart: StoredCart = {
    ...emptyCartState(),
    lines: [{ id: 0, product: wine, declinationId: wine.declination[0]?.id ?? null, quantity: 3 }],
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    CART_STORAGE_KEY,
    JSON.stringify(cart),
  ] as const);
}

const next = (page: Page) => page.getByRole('button', { name: 'Continuer' }).click();

const outboxMessage = (subject: string) => sentMessage(subject, { token: ownerToken, site: WINE_HOST });

describe('click and collect, 3 bottles at a named place and slot (wine demo, 375 px)', () => {
  test('ordered through the browser: the cart allows it, the checkout keeps place and slot', async () => {
    await withPage(browser, { viewport: MOBILE }, async ({ page, problems }) => {
      await page.goto(`${wineUrl}/`);
      await storeThreeTuffeau(page);
      await page.goto(`${wineUrl}/panier`);
      await islandsReady(page);
      // Delivered, 3 bottles are under the expedition minimum; collected, they are not.
      await page.locator('.cart-page__error', { hasText: 'Une expédition compte au moins 6' }).waitFor();
      await page.getByLabel('Retrait au domaine').check();
      await page.locator('.cart-page__error p').waitFor({ state: 'detached' });
      await Promise.all([
        page.waitForURL(/\/auth\?redirect=/),
        page.getByRole('button', { name: 'Passer la commande' }).click(),
      ]);
      await page.locator('#login-email').fill(MEMBER.email);
      await page.locator('#login-password').fill(MEMBER.password);
      await Promise.all([
        page.waitForURL(/\/commande$/),
        page.locator('form:has(#login-email) button[type="submit"]').click(),
      ]);
      await islandsReady(page);

      await page.getByRole('heading', { name: 'Mode de livraison' }).waitFor();
      expect(await page.getByLabel('Retrait au domaine (click and collect)').isChecked()).toBe(true);
      await next(page);
      await page.getByLabel(new RegExp(PLACE)).check();
      await page.locator('#checkout-collect-date option:nth-child(2)').waitFor({ state: 'attached' });
      await page.locator('#checkout-collect-date').selectOption({ index: 1 });
      await next(page);

      // The billing country is prefilled for a pick-up order, as for a delivery.
      await expect
        .poll(() => page.locator('#checkout-billing-country option:checked').textContent())
        .toBe('France');
      await page.locator('#checkout-billing-address').fill('12 rue Beaurepaire');
      await page.locator('#checkout-billing-postalCode').fill('49400');
      await page.locator('#checkout-billing-city').fill('Saumur');
      await next(page);
      await page.getByRole('heading', { name: 'Récapitulatif' }).waitFor();
      await expect.poll(() => page.locator('.checkout__collect-summary').innerText()).toMatch(LABEL);
      const label = LABEL.exec(await page.locator('.checkout__collect-summary').innerText())?.[0] ?? '';

      await page.getByLabel(/J'ai lu et j'accepte les/).check();
      await Promise.all([
        page.waitForURL(/\/commande\/paiement\/\d+$/),
        page.getByRole('button', { name: 'Commander' }).click(),
      ]);
      await islandsReady(page);
      const id = Number(/\/commande\/paiement\/(\d+)$/.exec(page.url())?.[1]);
      await page.getByLabel('Virement bancaire').check();
      await page.getByRole('button', { name: 'Valider le paiement' }).click();
      await page.getByRole('heading', { name: 'Commande enregistrée' }).waitFor();
      await Promise.all([
        page.waitForURL(/\/commande\/confirmation\/\d+$/),
        page.getByRole('link', { name: 'Voir ma commande' }).click(),
      ]);
      const reference = await page.locator('.confirmation__status strong').innerText();
      // The confirmation page names the place and the slot chosen.
      expect(await page.locator('.order-details__collect').innerText()).toContain(label);
      order = { id, reference, label };

      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });

  test('the admin order and the order e-mails carry the place and slot', async () => {
    expect(order?.label).toMatch(LABEL);
    const admin = await adminApi<AdminOrder>(`/admin/order/${order.id}`, {
      token: ownerToken,
      site: WINE_HOST,
    });
    expect(admin.status, admin.message).toBe(200);
    expect(admin.data.reference).toBe(order.reference);
    expect(admin.data.collect).toMatchObject({ placeName: PLACE, label: order.label });

    const placed = await outboxMessage(`Votre commande ${order.reference} est enregistrée`);
    expect(placed.text).toContain(`Retrait : ${order.label}.`);
    expect(placed.html).toContain(order.label);
    const instructions = await outboxMessage(`Commande ${order.reference} : comment la régler`);
    expect(instructions.text).toContain('IBAN');
    expect(instructions.text).toContain(order.label);
  });

  test('the paid order’s invoice names the place and slot (pdftotext)', async () => {
    const paid = await adminApi<AdminOrder>(`/admin/order/${order.id}/status`, {
      method: 'PUT',
      token: ownerToken,
      site: WINE_HOST,
      body: { status: 'PAID', internalNote: 'Virement reçu' },
    });
    expect(paid.status, paid.message).toBe(200);
    const invoice = await adminRequest(`/admin/order/${order.id}/invoice`, {
      token: ownerToken,
      site: WINE_HOST,
    });
    expect(invoice.status).toBe(200);
    expect(pdfText(invoice.bytes)).toContain(order.label);
  });
});
