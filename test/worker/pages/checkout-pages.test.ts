import { beforeAll, describe, expect, it } from 'vitest';
import { ETHYLOTEST_NOTICE, MINORS_SALE_WARNING } from '../../../src/ui/layout/BannerTexts';
import { adminCall, login, MEMBER, WINE_ADMIN, adminLogin } from '../support/accounts';
import { placeCollectOrder, setOrderStatus } from '../support/checkout-orders';
import { call, liftOrderLimits } from '../support/orders';
import { decode, textOf } from '../support/html';
import { MASSAGE_HOST, request, WINE_HOST } from '../support/http';

// The checkout pages: who may see them, what they carry, how they are cached.

export const WINE_MEMBER = { email: 'client@domaine-coteaux.example', password: 'Client-Vins-Local-2026' };

// The sample member's pick-up orders of this file stay unpaid, on the estate's first slot.
beforeAll(() => liftOrderLimits());

function signedIn(path: string, token: string, host = WINE_HOST) {
  return request(path, { host, headers: { cookie: `token=${token}` } });
}

/** The JSON props of the island with this name, as the browser will read them. */
export function islandProps(html: string, name: string): Record<string, unknown> {
  const match = new RegExp(`data-island="${name}"[^>]*data-props="([^"]*)"`).exec(html);
  if (!match?.[1]) throw new Error(`no ${name} island`);
  return JSON.parse(decode(match[1])) as Record<string, unknown>;
}

describe('who may open the checkout pages', () => {
  const PAGES = ['/commande', '/commande/paiement/1', '/commande/confirmation/1', '/mon-compte/commandes'];

  it.each(PAGES)('%s is the 404 page on a site that does not sell', async (path) => {
    const token = await login(MEMBER);
    const response = await signedIn(path, token, MASSAGE_HOST);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });

  it.each(PAGES)('%s sends a visitor to log in and brings them back', async (path) => {
    const response = await request(path, { host: WINE_HOST });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', 'http://vins.localhost');
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('redirect')).toBe(path);
  });

  it('keeps the query in the way back (a page of the order history)', async () => {
    const response = await request('/mon-compte/commandes?page=2', { host: WINE_HOST });
    const location = new URL(response.headers.get('location') ?? '', 'http://vins.localhost');
    expect(location.searchParams.get('redirect')).toBe('/mon-compte/commandes?page=2');
  });

  it('treats an expired or forged session cookie as signed out', async () => {
    const response = await signedIn('/commande', 'not-a-session-token');
    expect(response.status).toBe(302);
  });

  it('answers 404 for an order id that is not a number', async () => {
    const token = await login(WINE_MEMBER, WINE_HOST);
    expect((await signedIn('/commande/paiement/abc', token)).status).toBe(404);
    expect((await signedIn('/commande/confirmation/0', token)).status).toBe(404);
  });
});

describe('the checkout page', () => {
  it('renders the checkout island in the shop chunk for the signed-in member, never cached', async () => {
    const token = await login(WINE_MEMBER, WINE_HOST);
    const response = await signedIn('/commande', token);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('BYPASS');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toMatch(
      /data-island="Checkout"[^>]*data-chunk="shop"|data-chunk="shop"[^>]*data-island="Checkout"/,
    );
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(textOf(html)).toContain('Chargement de votre panier');
  });

  it('offers only France when the shop sells only in France, and the click-and-collect addresses', async () => {
    const token = await login(WINE_MEMBER, WINE_HOST);
    const html = await (await signedIn('/commande', token)).text();
    const props = islandProps(html, 'Checkout');
    expect(props.countries).toEqual([expect.objectContaining({ alphaTwo: 'FR', name: 'France' })]);
    const pickups = props.pickupAddresses as { name: string; openingHours: unknown[] }[];
    expect(pickups.map((address) => address.name)).toEqual(['Domaine et caveau', 'Boutique de Saumur']);
    expect(pickups[0]?.openingHours.length).toBeGreaterThan(0);
    expect(props).toMatchObject({
      // The French address of the sale terms, on a French page.
      saleTermsHref: '/conditions-generales-de-vente',
      cartHref: '/panier',
      paymentHref: '/commande/paiement/',
      // The wine site's layout shows the Loi Evin banner: the summary does not repeat it.
      healthMention: false,
    });
  });

  it('offers the European Union when the shop neither sells worldwide nor only in France', async () => {
    const admin = await adminLogin(WINE_ADMIN, WINE_HOST);
    const origin = { value: 'false' };
    expect(
      (await adminCall('PUT', '/admin/parameter/ONLY_SELL_IN_FRANCE', admin, origin, WINE_HOST)).status,
    ).toBe(200);
    try {
      const token = await login(WINE_MEMBER, WINE_HOST);
      const props = islandProps(await (await signedIn('/commande', token)).text(), 'Checkout');
      const codes = (props.countries as { alphaTwo: string }[]).map((country) => country.alphaTwo);
      expect(codes).toContain('FR');
      expect(codes.every((code) => code !== 'CH' && code !== 'US')).toBe(true);
    } finally {
      await adminCall('PUT', '/admin/parameter/ONLY_SELL_IN_FRANCE', admin, { value: 'true' }, WINE_HOST);
    }
  });

  it('does not allow Stripe.js: only the payment page may', async () => {
    const token = await login(WINE_MEMBER, WINE_HOST);
    const response = await signedIn('/commande', token);
    expect(response.headers.get('content-security-policy')).not.toContain('stripe.com');
  });
});

describe('the minors-sale notice', () => {
  it("is on the wine shop's home page, with the arrêté's wording", async () => {
    const html = await (await request('/', { host: WINE_HOST })).text();
    expect(textOf(html)).toContain(MINORS_SALE_WARNING);
    expect(textOf(html)).toContain('arrêté du 17 octobre 2016');
  });

  it('is not on the wine shop’s other pages, nor on a site that sells no alcohol', async () => {
    expect(textOf(await (await request('/sale-terms', { host: WINE_HOST })).text())).not.toContain(
      MINORS_SALE_WARNING,
    );
    expect(textOf(await (await request('/', { host: MASSAGE_HOST })).text())).not.toContain(
      MINORS_SALE_WARNING,
    );
  });

  it('never shows the ethylotest notice outside the payment page', async () => {
    expect(textOf(await (await request('/', { host: WINE_HOST })).text())).not.toContain(ETHYLOTEST_NOTICE);
  });
});

describe('the payment page', () => {
  it('shows the order, the notices and the methods; only this page lets Stripe.js load', async () => {
    const token = await login(WINE_MEMBER, WINE_HOST);
    const order = await placeCollectOrder(token);
    const response = await signedIn(`/commande/paiement/${order.id}`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('BYPASS');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // The worker tests have Stripe keys (vitest.config.ts), so the card is offered.
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' https://js.stripe.com");
    expect(policy).toContain('https://hooks.stripe.com');
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain(order.reference);
    expect(text).toContain(MINORS_SALE_WARNING);
    expect(text).toContain(ETHYLOTEST_NOTICE);
    expect(text).toContain("L'abus d'alcool est dangereux pour la santé");
    // The amount and the payment choice first, the legal notices after them, and the
    // Loi Evin line once (the layout's health banner carries it on the wine site).
    expect(text.split("L'abus d'alcool est dangereux pour la santé").length - 1).toBe(1);
    const island = html.indexOf('data-island="CheckoutPayment"');
    expect(html.indexOf('class="payment__total"')).toBeLessThan(island);
    expect(html.indexOf('class="minors-banner')).toBeGreaterThan(island);
    const props = islandProps(html, 'CheckoutPayment');
    expect(props).toMatchObject({
      orderId: order.id,
      confirmationHref: `/commande/confirmation/${order.id}`,
    });
    // Payment at pick-up is offered for a click-and-collect order.
    expect((props.methods as { method: string }[]).map((option) => option.method)).toEqual([
      'BANK_TRANSFER',
      'CHEQUE',
      'PAY_AT_PICKUP',
      'STRIPE',
    ]);
    // The confirmation page, where Stripe comes back, loads no Stripe.js.
    const confirmation = await signedIn(`/commande/confirmation/${order.id}`, token);
    expect(confirmation.headers.get('content-security-policy')).not.toContain('stripe.com');
  });

  it('reopened after a bank transfer was chosen, shows its IBAN and reference, and lets the buyer change', async () => {
    const token = await login(WINE_MEMBER, WINE_HOST);
    const order = await placeCollectOrder(token);
    const before = islandProps(
      await (await signedIn(`/commande/paiement/${order.id}`, token)).text(),
      'CheckoutPayment',
    );
    expect(before.chosen).toBeNull();
    const chosen = await call<{ instructions: string }>('POST', `/order/${order.id}/payment`, token, {
      method: 'BANK_TRANSFER',
    });
    expect(chosen.status, chosen.body.message).toBe(200);
    const html = await (await signedIn(`/commande/paiement/${order.id}`, token)).text();
    const props = islandProps(html, 'CheckoutPayment');
    expect(props.chosen).toEqual({ method: 'BANK_TRANSFER', instructions: chosen.body.data.instructions });
    // Drawn on the server: without JavaScript too, the page opens on the instructions.
    const text = textOf(html);
    expect(text).toContain('FR76 1470 6000 1400 0123 4567 890');
    expect(text).toContain(order.reference);
    expect(text).toContain('Choisir un autre moyen de paiement');
    expect(text).not.toContain('Choisissez comment payer');
    // The buyer's own order answers them too; once settled, nothing is left to pay.
    const detail = await call<{ paymentInstructions: string | null }>(
      'GET',
      `/user/orders/${order.id}`,
      token,
    );
    expect(detail.body.data.paymentInstructions).toBe(chosen.body.data.instructions);
    expect(await setOrderStatus(await adminLogin(WINE_ADMIN, WINE_HOST), order.id, 'CANCELLED')).toBe(200);
    const settled = await call<{ paymentInstructions: string | null }>(
      'GET',
      `/user/orders/${order.id}`,
      token,
    );
    expect(settled.body.data.paymentInstructions).toBeNull();
  });

  it('hides the ethylotest notice when the site turns it off', async () => {
    const admin = await adminLogin(WINE_ADMIN, WINE_HOST);
    const token = await login(WINE_MEMBER, WINE_HOST);
    const order = await placeCollectOrder(token);
    expect(
      (await adminCall('PUT', '/admin/parameter/ETHYLOTEST_BANNER', admin, { value: 'false' }, WINE_HOST))
        .status,
    ).toBe(200);
    try {
      const text = textOf(await (await signedIn(`/commande/paiement/${order.id}`, token)).text());
      expect(text).not.toContain(ETHYLOTEST_NOTICE);
      expect(text).toContain(MINORS_SALE_WARNING);
    } finally {
      await adminCall('PUT', '/admin/parameter/ETHYLOTEST_BANNER', admin, { value: 'true' }, WINE_HOST);
    }
  });

  it("is the 404 page for another member's order", async () => {
    const order = await placeCollectOrder(await login(WINE_MEMBER, WINE_HOST));
    const other = await login(WINE_ADMIN, WINE_HOST); // a user of the same site, not the buyer
    expect((await signedIn(`/commande/paiement/${order.id}`, other)).status).toBe(404);
    expect((await signedIn(`/commande/confirmation/${order.id}`, other)).status).toBe(404);
    expect((await signedIn('/commande/confirmation/999999', other)).status).toBe(404);
  });

  it('sends a settled order to its confirmation page', async () => {
    const token = await login(WINE_MEMBER, WINE_HOST);
    const order = await placeCollectOrder(token);
    expect(await setOrderStatus(await adminLogin(WINE_ADMIN, WINE_HOST), order.id, 'CANCELLED')).toBe(200);
    const response = await signedIn(`/commande/paiement/${order.id}`, token);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/commande/confirmation/${order.id}`);
  });
});

describe('the confirmation page', () => {
  it("shows the member's order with its status, lines and total, and links the history", async () => {
    const token = await login(WINE_MEMBER, WINE_HOST);
    const order = await placeCollectOrder(token);
    const response = await signedIn(`/commande/confirmation/${order.id}`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain('Merci pour votre commande');
    expect(text).toContain(order.reference);
    expect(text).toContain('En attente de paiement');
    expect(text).toContain('Retrait au domaine');
    expect(text).toMatch(/Total TTC \d+,\d{2} €/);
    expect(html).toContain('href="/mon-compte/commandes"');
    expect(html).toContain(`href="/commande/paiement/${order.id}"`);
  });
});

describe('the order history', () => {
  it("lists the member's orders with status, lines, totals, the payment link and, once paid, the invoice", async () => {
    const token = await login(WINE_MEMBER, WINE_HOST);
    const unpaid = await placeCollectOrder(token);
    const paid = await placeCollectOrder(token);
    expect(await setOrderStatus(await adminLogin(WINE_ADMIN, WINE_HOST), paid.id, 'PAID')).toBe(200);
    const response = await signedIn('/mon-compte/commandes', token);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-cache')).toBe('BYPASS');
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain(`Commande ${unpaid.reference}`);
    expect(text).toContain(`Commande ${paid.reference}`);
    expect(text).toContain('Payée');
    expect(text).toContain('En attente de paiement');
    expect(html).toContain(`href="/commande/paiement/${unpaid.id}"`);
    expect(html).not.toContain(`href="/commande/paiement/${paid.id}"`);
    expect(html).toContain(`href="/api/user/orders/${paid.id}/invoice"`);
    expect(html).not.toContain(`href="/api/user/orders/${unpaid.id}/invoice"`);
    // Newest first.
    expect(text.indexOf(paid.reference)).toBeLessThan(text.indexOf(unpaid.reference));
  });

  it('shows only the signed-in member’s orders', async () => {
    const order = await placeCollectOrder(await login(WINE_MEMBER, WINE_HOST));
    const other = await login(WINE_ADMIN, WINE_HOST);
    const text = textOf(await (await signedIn('/mon-compte/commandes', other)).text());
    expect(text).not.toContain(order.reference);
    expect(text).toContain("Vous n'avez pas encore passé de commande");
  });

  it('answers 404 past the last page or for a page that is not a number', async () => {
    const token = await login(WINE_MEMBER, WINE_HOST);
    expect((await signedIn('/mon-compte/commandes?page=999', token)).status).toBe(404);
    expect((await signedIn('/mon-compte/commandes?page=deux', token)).status).toBe(404);
  });
});
