import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kvKeys } from '../../../worker/cache/kv-keys';
import { clearIsolateMemos } from '../../../worker/isolate-memo';
import { MASSAGE_SITE_ID } from '../support/factories';
import { issuedCard } from '../support/gift-cards';
import { MASSAGE_HOST, request, uniqueIp, WINE_HOST } from '../support/http';
import { intentsCreated, stubStripe } from '../support/stripe';

// The gift card pages without JavaScript: the purchase form posted to itself (the confirmation
// and how to pay), the balance page throttled like the API, in French and in English on the
// wine site; a card of one site is unknown on the other; a site without gift cards answers 404.

function postForm(path: string, fields: Record<string, string>, host = MASSAGE_HOST, ip = uniqueIp()) {
  return request(path, {
    host,
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: `http://${host}`,
      'cf-connecting-ip': ip,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The setting changed behind the admin's back, and the caches forgotten, so pages see it now. */
async function setGiftCards(value: 'true' | 'false') {
  await env.DB.batch([
    env.DB.prepare("UPDATE parameters SET value = ? WHERE site_id = ? AND type = 'GIFT_CARDS_ENABLED'").bind(
      value,
      MASSAGE_SITE_ID,
    ),
    env.DB.prepare('UPDATE sites SET content_version = content_version + 1 WHERE id = ?').bind(
      MASSAGE_SITE_ID,
    ),
  ]);
  await env.CACHE.delete(kvKeys.contentVersion(MASSAGE_SITE_ID));
  clearIsolateMemos();
}

afterEach(() => {
  vi.restoreAllMocks();
});

const buyer = {
  'buyer.firstname': 'Claire',
  'buyer.lastname': 'Martin',
  'buyer.email': 'claire.martin@exemple.fr',
  'recipient.name': 'Julie Martin',
  'recipient.email': 'julie.martin@exemple.fr',
  message: 'Joyeux anniversaire !',
};

describe('the gift card purchase page', () => {
  it('offers the amounts, the named service, a free amount and the offline methods', async () => {
    const page = await request('/bons-cadeaux');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr');
    expect(html).toContain('<h1 class="page-title">Offrir une carte cadeau</h1>');
    expect(html).toContain('<title>Offrir une carte cadeau');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/bons-cadeaux"/);
    expect(html).toContain('name="description"');
    expect(html).toContain('action="/bons-cadeaux" method="post"');
    expect(html).toContain('value="amount:80"');
    expect(html).toContain('value="free"');
    expect(html).toContain('value="BANK_TRANSFER"');
    expect(html).toContain('name="sendOn"');
    // The footer links the page on a site that sells cards.
    expect(html).toContain('href="/bons-cadeaux">Offrir une carte cadeau</a>');
  });

  it('buys a card with the form and shows how to pay, the card awaiting payment', async () => {
    const answer = await postForm('/bons-cadeaux', {
      choice: 'amount:80',
      ...buyer,
      paymentMethod: 'BANK_TRANSFER',
    });
    expect(answer.status).toBe(201);
    const html = await answer.text();
    expect(html).toContain('Votre carte cadeau est commandée');
    expect(html).toContain('En attente de votre paiement');
    const reference = /BON-[2-9A-Z]{8}/.exec(html)?.[0] ?? '';
    expect(html).toContain(`avec la référence ${reference}`);
    const row = await env.DB.prepare(
      'SELECT status, amount_cents, code_hash FROM gift_cards WHERE site_id = ? AND reference = ?',
    )
      .bind(MASSAGE_SITE_ID, reference)
      .first();
    expect(row).toEqual({ status: 'PENDING_PAYMENT', amount_cents: 8000, code_hash: null });
  });

  it('buys a free amount', async () => {
    const answer = await postForm('/bons-cadeaux', {
      choice: 'free',
      freeAmount: '65',
      ...buyer,
      paymentMethod: 'CHEQUE',
    });
    expect(answer.status).toBe(201);
    expect(await answer.text()).toContain('65');
  });

  it('shows the form again with the French messages beside the fields', async () => {
    const refused = await postForm('/bons-cadeaux', {
      choice: 'free',
      freeAmount: '5000',
      ...buyer,
      'buyer.email': 'pas-un-email',
      paymentMethod: 'BANK_TRANSFER',
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('block-form__field--error');
    expect(html).toContain('value="Claire"');
    expect(html).toContain('action="/bons-cadeaux" method="post"');
  });

  it('is in English under /en on the bilingual wine site', async () => {
    const page = await request('/en/gift-cards', { host: WINE_HOST });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1 class="page-title">Give a gift card</h1>');
    expect(html).toContain('action="/en/gift-cards" method="post"');
    expect(html).toContain('Coffret découverte 6 bouteilles');
    // The wine site has Stripe keys: the card is offered beside the offline methods.
    expect(html).toContain('value="BANK_TRANSFER"');
    expect(html).toContain('value="STRIPE"');
    expect(html).toContain('>Card</label>');
    const bought = await postForm(
      '/en/gift-cards',
      { choice: 'amount:50', ...buyer, paymentMethod: 'BANK_TRANSFER' },
      WINE_HOST,
    );
    expect(bought.status).toBe(201);
    expect(await bought.text()).toContain('Your gift card is ordered');
  });

  it('answers a card purchase with Stripe’s card form, the only page allowed js.stripe.com', async () => {
    const calls = stubStripe({ passThrough: true });
    const form = await request('/bons-cadeaux', { host: WINE_HOST });
    expect(form.headers.get('content-security-policy')).not.toContain('https://js.stripe.com');
    const html = await form.text();
    expect(html).toContain('value="STRIPE"');
    expect(html).toContain('>Carte bancaire</label>');
    const answer = await postForm(
      '/bons-cadeaux',
      { choice: 'amount:50', ...buyer, paymentMethod: 'STRIPE' },
      WINE_HOST,
    );
    expect(answer.status).toBe(201);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    const page = await answer.text();
    const intents = intentsCreated(calls);
    expect(intents).toHaveLength(1);
    expect(page).toContain('data-island="GiftCardPayment"');
    expect(page).toContain('data-chunk="shop"');
    // The island's props: the PaymentIntent's secret and where Stripe comes back to.
    const props = page.replace(/&quot;/g, '"');
    expect(props).toContain(`"clientSecret":"${intents[0]}_secret_test"`);
    expect(props).toContain('"returnHref":"/bons-cadeaux/paiement"');
    expect(props).toMatch(/"publishableKey":"pk_test_/);
    // Without JavaScript the page says the card needs it and names the other methods.
    expect(page).toContain('Le paiement par carte demande JavaScript');
    expect(page).toMatch(/<noscript>[^]*Virement bancaire[^]*<\/noscript>/);
  });

  it('says the card is being confirmed when Stripe comes back, in both languages', async () => {
    const fr = await request('/bons-cadeaux/paiement?redirect_status=succeeded', { host: WINE_HOST });
    expect(fr.status).toBe(200);
    expect(fr.headers.get('content-security-policy')).not.toContain('https://js.stripe.com');
    const html = await fr.text();
    expect(html).toContain('Votre paiement est en cours de confirmation');
    expect(html).toContain('la reçoit par e-mail');
    const en = await request('/en/gift-cards/payment?redirect_status=succeeded', { host: WINE_HOST });
    expect(await en.text()).toContain('Your payment is being confirmed');
    const failed = await request('/bons-cadeaux/paiement?redirect_status=failed', { host: WINE_HOST });
    expect(await failed.text()).toContain('votre carte n’a pas été débitée');
  });

  it('answers 404 on a site that does not sell gift cards', async () => {
    await setGiftCards('false');
    try {
      expect((await request('/bons-cadeaux')).status).toBe(404);
      expect((await request('/bons-cadeaux/solde')).status).toBe(404);
      const html = await (await request('/')).text();
      expect(html).not.toContain('href="/bons-cadeaux"');
    } finally {
      await setGiftCards('true');
    }
  });
});

describe('the gift card balance page', () => {
  it('shows the balance and validity of an issued card from its code', async () => {
    const card = await issuedCard(MASSAGE_HOST, { amount: 120 });
    const page = await request('/bons-cadeaux/solde');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('action="/bons-cadeaux/solde" method="post"');
    const answer = await postForm('/bons-cadeaux/solde', { code: card.code.toLowerCase() });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/120\s€/);
    expect(html).toContain('Valable jusqu’au');
  });

  it('answers a card of another site like a wrong code', async () => {
    const card = await issuedCard(MASSAGE_HOST);
    const ip = uniqueIp();
    const elsewhere = await postForm('/en/gift-cards/balance', { code: card.code }, WINE_HOST, ip);
    const wrong = await postForm('/en/gift-cards/balance', { code: 'AAAA-AAAA-AAAA-AAAA' }, WINE_HOST, ip);
    expect(elsewhere.status).toBe(404);
    expect(wrong.status).toBe(404);
    const text = (html: string) => /block-form__error"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(text(await elsewhere.text())).toBe(text(await wrong.text()));
  });

  it('answers 429 after 10 wrong codes from one client', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await postForm('/bons-cadeaux/solde', { code: 'AAAA-AAAA-AAAA-AAAA' }, MASSAGE_HOST, ip);
      expect(wrong.status).toBe(404);
    }
    const blocked = await postForm('/bons-cadeaux/solde', { code: 'AAAA-AAAA-AAAA-AAAA' }, MASSAGE_HOST, ip);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain('Trop de codes de carte cadeau erronés');
  });
});
