import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CART_STORAGE_KEY } from '../../client/cart-store.ts';
import { emptyCartState } from '../../src/domain/catalogue/cart.ts';
import type { StoredCart } from '../../src/schema/catalogue/cart.ts';
import type { Product } from '../../src/schema/catalogue/product.ts';
import { adminApi, adminToken, hostRequest, MASSAGE_OWNER, WINE_OWNER, type Account } from './support/api.ts';
import { panelUrl, screenDrawn, sidewaysScroll, signInToPanel } from './support/admin-panel.ts';
import { DESKTOP, islandsReady, launchBrowser, MOBILE, withPage } from './support/browser.ts';
import { baseUrl, expectNoHydrationWarning, setWineParameters, wineUrl } from './support/islands.ts';
import type { OutboxEntry, OutboxMessage } from '../../src/schema/site/email-outbox.ts';
import { lastEmailTo } from './support/outbox.ts';
import { pdfText } from './support/sent-mail.ts';

// A gift card's whole life in a real browser, at 375 px and at 1280 px: a visitor buys one on
// each sample site, paid by bank transfer; the owner marks it paid in the admin, which sends it
// at once (its day is today) with its PDF; on the wine site a shopper pays an order with it at
// checkout, and the owner spends what is left at the counter from a phone-width admin.
// Screenshots and the PDF's first page as PNG go to E2E_SHOTS when it is set.

const MEMBER = { email: 'client@domaine-coteaux.example', password: 'Client-Vins-Local-2026' };
const shot = (name: string) => (process.env.E2E_SHOTS ? `${process.env.E2E_SHOTS}/${name}.png` : undefined);

interface Shop {
  label: string;
  url: string;
  host: string;
  owner: Account;
}
const MASSAGE: Shop = { label: 'massage', url: baseUrl, host: 'localhost', owner: MASSAGE_OWNER };
const WINE: Shop = { label: 'wine', url: wineUrl, host: 'vins.localhost', owner: WINE_OWNER };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // Offline payment on both sites (the card needs Stripe keys the tests do not have); the
  // sample member may leave several orders unpaid on this server.
  await setWineParameters({
    PAYMENT_METHOD: 'BANK_TRANSFER,CHEQUE',
    MAX_UNPAID_ORDERS_PER_MEMBER: '0',
    CLICK_AND_COLLECT_SLOT_CAPACITY: '0',
  });
  // The practice takes transfers too here, to the account its instructions name.
  const token = await adminToken(MASSAGE_OWNER);
  const massage = {
    PAYMENT_METHOD: 'BANK_TRANSFER,CHEQUE',
    BANK_IBAN: 'FR76 1027 8360 6000 0204 5670 123',
    BANK_BIC: 'CMCIFR2A',
  };
  for (const [type, value] of Object.entries(massage)) {
    const answer = await adminApi(`/admin/parameter/${type}`, {
      method: 'PUT',
      body: { value },
      token,
      site: 'localhost',
    });
    expect(answer.status, `${type}: ${answer.message}`).toBe(200);
  }
});
afterAll(async () => {
  await browser?.close();
});

/** Refuses the cookies when the banner is up, so that screenshots show the page under it. */
async function dismissCookies(page: Page): Promise<void> {
  const refuse = page.getByRole('button', { name: 'Tout refuser' });
  if (await refuse.isVisible()) await refuse.click();
}

/** The visitor's purchase on the site's /bons-cadeaux page; the card's reference. */
async function buyCard(
  page: Page,
  shop: Shop,
  who: { buyer: string; recipient: string; recipientEmail: string },
  width: string,
): Promise<string> {
  const response = await page.goto(`${shop.url}/bons-cadeaux`);
  expect(response?.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: 'Offrir une carte cadeau' }).waitFor();
  expect(await sidewaysScroll(page), 'the purchase page fits the screen').toBeLessThanOrEqual(0);
  await dismissCookies(page);
  await page.getByLabel(/^Carte cadeau de 120\s€$/).check();
  await page.getByLabel('Prénom').fill(who.buyer);
  await page.getByLabel('Nom', { exact: true }).fill('Lefèvre');
  await page.getByLabel('E-mail', { exact: true }).fill(`${who.buyer.toLowerCase()}.lefevre@exemple.fr`);
  await page.getByLabel('Son nom').fill(who.recipient);
  await page.getByLabel('Son e-mail').fill(who.recipientEmail);
  await page.getByLabel('Votre message (facultatif)').fill('Bon anniversaire, profite bien !');
  await page.getByLabel('Virement bancaire').check();
  await page.screenshot({ path: shot(`gift-card-purchase-${shop.label}-${width}`), fullPage: true });
  await Promise.all([
    page.waitForURL(/\/bons-cadeaux/),
    page.getByRole('button', { name: 'Commander la carte cadeau' }).click(),
  ]);
  await page.getByRole('heading', { level: 1, name: 'Votre carte cadeau est commandée' }).waitFor();
  const main = await page.locator('main').innerText();
  expect(main).toMatch(/Virez 120\s€ .*sur le compte IBAN FR76/);
  await page.screenshot({ path: shot(`gift-card-confirmation-${shop.label}-${width}`), fullPage: true });
  const reference = /BON-[0-9A-Z]{8}/.exec(main)?.[0];
  if (!reference) throw new Error(`no card reference on the confirmation page: ${main}`);
  return reference;
}

/** The owner marks the card paid from its screen in the admin; the code shown this once. */
async function markPaid(page: Page, shop: Shop, reference: string, width: string): Promise<string> {
  const siteId = await signInToPanel(page, { account: shop.owner, site: shop.host, screen: 'gift-cards' });
  await screenDrawn(page);
  await page.getByText(reference).first().click();
  await page.waitForURL((url) => url.hash.startsWith('#/gift-cards/'));
  await page.getByRole('button', { name: 'Marquer payé' }).click();
  const dialog = page.getByRole('dialog', { name: 'Carte émise' });
  // Marking it paid renders its PDF and queues its e-mails before answering.
  await dialog.waitFor({ timeout: 30_000 });
  const text = await dialog.innerText();
  expect(text).toContain('vient de partir par e-mail au destinataire');
  await page.screenshot({ path: shot(`gift-card-issued-${shop.label}-${width}`) });
  const code = /[0-9A-Z]{4}(?:-[0-9A-Z]{4}){3}/.exec(text)?.[0];
  if (!code) throw new Error(`no code in the dialog: ${text}`);
  await dialog.getByRole('button', { name: 'J’ai noté le code' }).click();
  await page.goto(panelUrl(siteId, 'gift-cards'));
  return code;
}

/** The e-mails sent to `to`, as the owner's sent-mail view lists them, with their attachments. */
async function mailsTo(shop: Shop, to: string): Promise<OutboxMessage[]> {
  const owner = { token: await adminToken(shop.owner), site: shop.host };
  const list = await adminApi<{ emails: OutboxEntry[] }>('/admin/email?nbItem=100', owner);
  expect(list.status, list.message).toBe(200);
  const messages: OutboxMessage[] = [];
  for (const entry of list.data.emails.filter((email) => email.to === to)) {
    const message = await adminApi<OutboxMessage>(`/admin/email/${entry.id}`, owner);
    expect(message.status, message.message).toBe(200);
    messages.push(message.data);
  }
  return messages;
}

/**
 * The recipient's e-mail, sent once: its PDF listed in the owner's sent-mail view, its link
 * opening the PDF with the code, the amount and the validity; the first page kept as a PNG.
 */
async function checkRecipientMail(
  shop: Shop,
  card: { reference: string; code: string; recipientEmail: string },
  width: string,
): Promise<void> {
  const mails = await mailsTo(shop, card.recipientEmail);
  expect(mails, 'the recipient got one e-mail').toHaveLength(1);
  expect(mails[0]?.subject).toContain('vous offre une carte cadeau');
  expect(mails[0]?.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
    { filename: `carte-cadeau-${card.reference}.pdf`, contentType: 'application/pdf' },
  ]);
  expect(mails[0]?.attachments[0]?.size).toBeGreaterThan(2_000);
  const text = await lastEmailTo(card.recipientEmail);
  const link = new URL(/https?:\/\/\S+\/api\/gift-card\/\S+/.exec(text)?.[0] ?? `${shop.url}/none`);
  expect(link.pathname).toBe(`/api/gift-card/${card.reference}/pdf`);
  const pdf = await hostRequest(shop.host, 'GET', `${link.pathname}${link.search}`);
  expect(pdf.status).toBe(200);
  expect(String(pdf.headers['content-type'])).toBe('application/pdf');
  const words = pdfText(pdf.bytes);
  expect(words).toContain(card.code);
  expect(words).toMatch(/120,00\s?€/);
  expect(words).toMatch(/\d{1,2} \S+ 20\d\d/); // the last valid day, written out
  const dir = mkdtempSync(join(tmpdir(), 'e2e-gift-card-'));
  writeFileSync(join(dir, 'card.pdf'), pdf.bytes);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-singlefile',
    join(dir, 'card.pdf'),
    join(dir, 'page'),
  ]);
  const png = readFileSync(join(dir, 'page.png'));
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  const target = shot(`gift-card-pdf-${shop.label}-${width}`);
  if (target) writeFileSync(target, png);
}

/** A cart of the first wine the shop lists, enough bottles for about 75 € (under the card's 120 €). */
async function storeCart(page: Page): Promise<void> {
  const products = await page.evaluate(async () => {
    const response = await fetch('/api/product?nbItem=20');
    const answer: { data: unknown } = await response.json();
    return answer.data;
  });
  const list = (
    Array.isArray(products) ? products : (products as { products: Product[] }).products
  ) as Product[];
  const wine = list.find((product) => product.type.type === 'WINE' && product.declination.length > 0);
  if (!wine) throw new Error('the demo catalogue has no wine');
  const declination = wine.declination[0];
  const price = Number(declination?.price ?? wine.price);
  const quantity = Math.max(1, Math.min(6, Math.floor(75 / price)));
  const cart: StoredCart = {
    ...emptyCartState(),
    lines: [{ id: 0, product: wine, declinationId: declination?.id ?? null, quantity }],
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    CART_STORAGE_KEY,
    JSON.stringify(cart),
  ] as const);
}

/** The sample member orders the cart for pick-up at the estate and pays it with the card. */
async function payOrderWithCard(page: Page, code: string, width: string): Promise<number> {
  await page.goto(`${wineUrl}/`);
  await storeCart(page);
  await page.goto(`${wineUrl}/commande`);
  await page.waitForURL(/\/auth\?redirect=/);
  await page.locator('#login-email').fill(MEMBER.email);
  await page.locator('#login-password').fill(MEMBER.password);
  await Promise.all([
    page.waitForURL(/\/commande$/),
    page.locator('form:has(#login-email) button[type="submit"]').click(),
  ]);
  await islandsReady(page);
  const next = () => page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Retrait au domaine (click and collect)').check();
  await next();
  await page.getByLabel(/Domaine et caveau/).check();
  await page.locator('#checkout-collect-date option:nth-child(2)').waitFor({ state: 'attached' });
  await page.locator('#checkout-collect-date').selectOption({ index: 1 });
  await next();
  await expect.poll(() => page.locator('#checkout-billing-firstname').inputValue()).toBe('Thomas');
  await page.locator('#checkout-billing-address').fill('12 rue Beaurepaire');
  await page.locator('#checkout-billing-postalCode').fill('49400');
  await page.locator('#checkout-billing-city').fill('Saumur');
  await page.locator('#checkout-billing-country').selectOption({ label: 'France' });
  await next();
  await page.locator('#checkout-step-title', { hasText: 'Récapitulatif' }).waitFor();
  await dismissCookies(page);
  await page.getByLabel('Carte cadeau', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Utiliser' }).click();
  await page.getByText(/Carte cadeau de 120,00\s€ \(…\w{4}\)\s?: solde 120,00\s€\./).waitFor();
  const grandTotal = await page
    .locator('.checkout__step .checkout__amounts dd.checkout__total')
    .first()
    .innerText();
  const total = Number(grandTotal.replace(/[^\d,]/g, '').replace(',', '.'));
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(120);
  const amounts = await page.locator('.checkout__step .checkout__amounts').innerText();
  expect(amounts).toMatch(/Carte cadeau \(Carte cadeau de 120,00\s€\)/);
  expect(amounts).toMatch(/Reste à payer\s*0,00\s?€/);
  await page.screenshot({ path: shot(`gift-card-checkout-${width}`), fullPage: true });
  await page.getByLabel(/J'ai lu et j'accepte les/).check();
  // The card pays it all: the order is paid at once and its payment page leads to its confirmation.
  await Promise.all([
    page.waitForURL(/\/commande\/confirmation\/\d+$/),
    page.getByRole('button', { name: 'Commander' }).click(),
  ]);
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Merci pour votre commande');
  expect(await page.locator('main').innerText()).toContain('Carte cadeau');
  return total;
}

/** The owner, on a phone, finds the card by its code and spends what is left of it. */
async function spendRestAtCounter(page: Page, code: string, left: number): Promise<void> {
  await signInToPanel(page, { account: WINE_OWNER, site: 'vins.localhost', screen: 'gift-card-counter' });
  await screenDrawn(page);
  await page.getByLabel('Code de la carte').fill(code);
  await page.getByRole('button', { name: 'Trouver la carte' }).click();
  const found = page.locator('.MuiCard-root', { hasText: /Carte cadeau de 120,00\s€/ });
  await found.waitFor();
  const figures = (await found.innerText()).replace(/\s/g, ' ');
  expect(figures).toContain(`${left.toFixed(2).replace('.', ',')} €`);
  await page.getByLabel('Montant à encaisser (€)').fill(left.toFixed(2).replace('.', ','));
  await page.getByRole('button', { name: 'Encaisser', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'encaissés sur la carte' }).waitFor();
  const done = await page.getByRole('status').filter({ hasText: 'encaissés sur la carte' }).innerText();
  expect(done.replace(/\s/g, ' ')).toMatch(/Il reste 0,00 €\.$/);
  expect(await sidewaysScroll(page), 'the counter fits a phone').toBeLessThanOrEqual(0);
  await page.screenshot({ path: shot('gift-card-counter-375'), fullPage: true });
}

describe.each([
  ['375', MOBILE],
  ['1280', DESKTOP],
] as const)('a gift card at %s px', (width, viewport) => {
  // A new address per attempt: a retried test must not find the e-mail of the attempt before.
  const recipientOf = (shop: Shop) => `destinataire.${shop.label}.${width}.${Date.now()}@exemple.fr`;
  let wineCode = '';

  test.each([MASSAGE, WINE])(
    'a visitor buys a card on the $label site by bank transfer, the owner marks it paid, the recipient gets its PDF',
    async (shop) => {
      await withPage(browser, { viewport }, async ({ page, problems }) => {
        const recipientEmail = recipientOf(shop);
        const reference = await buyCard(
          page,
          shop,
          { buyer: 'Ariane', recipient: 'Margot Lefèvre', recipientEmail },
          width,
        );
        expect(await mailsTo(shop, recipientEmail), 'nothing is sent before the payment').toEqual([]);
        expect(problems.pageErrors).toEqual([]);
        expectNoHydrationWarning(problems);
        const code = await markPaid(page, shop, reference, width);
        await checkRecipientMail(shop, { reference, code, recipientEmail }, width);
        const copy = await mailsTo(shop, 'ariane.lefevre@exemple.fr');
        expect(copy.some((mail) => mail.attachments[0]?.filename === `carte-cadeau-${reference}.pdf`)).toBe(
          true,
        );
        if (shop === WINE) wineCode = code;
      });
    },
  );

  test('a shopper pays a wine order with the card, the owner spends the rest at the counter from a phone', async () => {
    expect(wineCode, 'the wine card was issued by the test before').not.toBe('');
    const spent = await withPage(browser, { viewport }, ({ page }) =>
      payOrderWithCard(page, wineCode, width),
    );
    await withPage(browser, { viewport: MOBILE }, ({ page }) =>
      spendRestAtCounter(page, wineCode, Math.round((120 - spent) * 100) / 100),
    );
  });
});
