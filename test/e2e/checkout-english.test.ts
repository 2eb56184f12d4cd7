import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminOrder } from '../../src/schema/orders/order.ts';
import { adminApi, adminRequest, adminToken, WINE_OWNER } from './support/api.ts';
import { islandsReady, launchBrowser, MOBILE, seriousAxeViolations, withPage } from './support/browser.ts';
import { expectNoHydrationWarning, setWineParameters, wineUrl } from './support/islands.ts';
import { pdfText, sentMessage } from './support/sent-mail.ts';

// Done when: a checkout in English on the bilingual wine demo at 375 px. A shopper
// goes /en/shop → a product → add to basket → /en/cart → /en/checkout (signing in on the way)
// → pays by bank transfer → the English confirmation page; the order's confirmation e-mail (the
// sent-mail API) and its invoice (pdftotext) are in English, the order remembering its language.

const WINE_HOST = 'vins.localhost';
const MEMBER = { email: 'client@domaine-coteaux.example', password: 'Client-Vins-Local-2026' };

let browser: Browser;
let ownerToken: string;
let order: { id: number; reference: string } | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  // The sample member's orders of every checkout file on this server stay unpaid (offline
  // payment), the pick-ups on the first slot: no limit on unpaid orders nor on a slot here.
  await setWineParameters({
    PAYMENT_METHOD: 'BANK_TRANSFER,CHEQUE,PAY_AT_PICKUP',
    MAX_UNPAID_ORDERS_PER_MEMBER: '0',
    CLICK_AND_COLLECT_SLOT_CAPACITY: '0',
  });
  ownerToken = await adminToken(WINE_OWNER);
});
afterAll(async () => {
  await browser?.close();
});

const outboxMessage = (subject: string) => sentMessage(subject, { token: ownerToken, site: WINE_HOST });

const FRENCH_UI = /Continuer|Commander|Livraison à domicile|Code postal|Récapitulatif|Virement bancaire/;

describe('a checkout in English (wine demo, 375 px)', () => {
  test('from /en/shop to the English confirmation page', async () => {
    await withPage(browser, { viewport: MOBILE }, async ({ page, problems }) => {
      await page.goto(`${wineUrl}/en/shop`);
      await islandsReady(page);
      await page.getByRole('button', { name: 'Accept all' }).click();
      // The first wine card of the English shop, then its product page.
      await Promise.all([
        page.waitForURL(/\/en\/shop\/\d+-/),
        page.locator('.product-card__link').first().click(),
      ]);
      await islandsReady(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
      // Six bottles: a home delivery ships at least six.
      const quantity = page.getByLabel('Quantity');
      await quantity.fill('6');
      await quantity.blur();
      await page.getByRole('button', { name: 'Add to basket' }).click();

      await page.goto(`${wineUrl}/en/cart`);
      await islandsReady(page);
      await Promise.all([
        page.waitForURL(/\/en\/sign-in\?redirect=/),
        page.getByRole('button', { name: 'Checkout' }).click(),
      ]);
      await page.locator('#login-email').fill(MEMBER.email);
      await page.locator('#login-password').fill(MEMBER.password);
      await Promise.all([
        page.waitForURL(/\/en\/checkout$/),
        page.locator('form:has(#login-email) button[type="submit"]').click(),
      ]);
      await islandsReady(page);

      const next = () => page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Delivery method' }).waitFor();
      await page.getByLabel('Home delivery or pick-up point').check();
      await next();
      await page.getByLabel('Delivery postcode *').fill('49400');
      await page
        .locator('#checkout-city option', { hasText: 'Saumur' })
        .first()
        .waitFor({ state: 'attached' });
      await page.locator('#checkout-city').selectOption({ label: '49400 Saumur' });
      // A home carrier (a relay carrier would ask for a relay point too).
      const carrier = page.locator('.checkout__choice', { hasText: /à domicile/ }).first();
      await carrier.waitFor();
      await carrier.locator('input').check();
      await next();
      const refusal = page.locator('.checkout__problems');
      await Promise.race([
        page.getByRole('heading', { name: 'Contact details' }).waitFor(),
        refusal.waitFor().then(async () => {
          throw new Error(`the delivery step refused: ${await refusal.innerText()}`);
        }),
      ]);
      await expect.poll(() => page.locator('#checkout-shipping-firstname').inputValue()).not.toBe('');
      await page.locator('#checkout-shipping-address').fill('12 rue Beaurepaire');
      await next();
      await page.getByRole('heading', { name: 'Summary' }).waitFor();
      const summary = await page.locator('.checkout').innerText();
      expect(summary).toContain('Total incl. VAT');
      expect(summary).toMatch(/€\d/);
      expect(summary).not.toMatch(FRENCH_UI);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.getByLabel(/I have read and accept the/).check();
      await Promise.all([
        page.waitForURL(/\/en\/checkout\/(payment|paiement)\/\d+$/),
        page.getByRole('button', { name: 'Place order' }).click(),
      ]);
      await islandsReady(page);
      const id = Number(/\/(\d+)$/.exec(page.url())?.[1]);
      await page.getByLabel('Bank transfer').check();
      await page.getByRole('button', { name: 'Confirm payment' }).click();
      await page.getByRole('heading', { name: 'Order received' }).waitFor();
      await Promise.all([
        page.waitForURL(/\/en\/checkout\/confirmation\/\d+$/),
        page.getByRole('link', { name: 'View my order' }).click(),
      ]);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Thank you for your order');
      const reference = await page.locator('.confirmation__status strong').innerText();
      expect(await page.locator('main').innerText()).not.toMatch(/Merci pour votre commande|Sous-total/);
      order = { id, reference };

      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expectNoHydrationWarning(problems);
    });
  });

  test('the order’s confirmation e-mail is in English; its invoice is French with the English beside', async () => {
    if (!order) throw new Error('the English checkout did not place an order');
    const placed = await outboxMessage(`Your order ${order.reference} has been received`);
    expect(placed.text).toContain('Total incl. VAT');
    expect(placed.text).toContain('/en/my-account/orders');
    expect(placed.text).not.toMatch(/Bonjour|Total TTC/);

    const paid = await adminApi<AdminOrder>(`/admin/order/${order.id}/status`, {
      method: 'PUT',
      token: ownerToken,
      site: WINE_HOST,
      body: { status: 'PAID', internalNote: 'Transfer received' },
    });
    expect(paid.status, paid.message).toBe(200);
    const invoice = await adminRequest(`/admin/order/${order.id}/invoice`, {
      token: ownerToken,
      site: WINE_HOST,
    });
    expect(invoice.status).toBe(200);
    const text = pdfText(invoice.bytes);
    // French law wants the invoice in French: the English customer reads each label beside it.
    expect(text).toMatch(/Facture n° FA-\d+ \/ Invoice no\. FA-\d+/);
    expect(text).toContain('Total HT / Total excl. VAT');
    expect(text).toContain('Total TTC / Total incl. VAT');
  });
});
