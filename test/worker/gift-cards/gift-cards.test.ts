import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type {
  GiftCardBalance,
  GiftCardCreated,
  GiftCardDetail,
} from '../../../src/schema/gift-cards/gift-card';
import { formatEuros } from '../../../src/domain/orders/order-amounts';
import { adminApi, adminCall, adminRequest } from '../support/accounts';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { balanceOf, cardId, issuedCard, ownerToken, purchase } from '../support/gift-cards';
import { MASSAGE_HOST, postJson, uniqueIp, WINE_HOST } from '../support/http';

// Gift cards: sold for an amount or a named service, issued when the owner receives the
// payment, their balance the sum of a ledger, spent at the counter, cancelled.

const CODE = /^[34679ACDEFGHJKMNPQRTUVWXY]{4}(-[34679ACDEFGHJKMNPQRTUVWXY]{4}){3}$/;

async function massageOption(price: number, vatRateBp = 2000): Promise<number> {
  const service = await env.DB.prepare(
    "INSERT INTO services (site_id, title) VALUES (?, 'Massage bien-être 60 min') RETURNING id",
  )
    .bind(MASSAGE_SITE_ID)
    .first<{ id: number }>();
  await env.DB.prepare(
    `INSERT INTO gift_card_options (site_id, kind, service_id, label, price_cents, vat_rate_bp)
     VALUES (?, 'SERVICE', ?, 'Massage bien-être 60 min', ?, ?)`,
  )
    .bind(MASSAGE_SITE_ID, service?.id ?? 0, price, vatRateBp)
    .run();
  return service?.id ?? 0;
}

describe('buying a card', () => {
  it('records a card for an amount awaiting its offline payment, without a code', async () => {
    const { status, body } = await postJson('/gift-card', purchase({ amount: 80 }));
    expect(status).toBe(201);
    const created = body.data as GiftCardCreated;
    expect(created).toMatchObject({ status: 'PENDING_PAYMENT', kind: 'AMOUNT', amount: 80, currency: 'EUR' });
    expect(created.reference).toMatch(/^BON-[2-9A-Z]{8}$/);
    expect(created.instructions).toContain(created.reference);
    expect(JSON.stringify(body)).not.toMatch(/"code"/);
    const row = await env.DB.prepare(
      'SELECT code_hash, vat_cents, vat_rate_bp FROM gift_cards WHERE reference = ?',
    )
      .bind(created.reference)
      .first();
    expect(row).toEqual({ code_hash: null, vat_cents: 0, vat_rate_bp: 0 });
  });

  it('carries no VAT for an amount and the service’s VAT for a named service', async () => {
    const idService = await massageOption(9000);
    const { status, body } = await postJson('/gift-card', purchase({ amount: undefined, idService }));
    expect(status).toBe(201);
    const created = body.data as GiftCardCreated;
    expect(created).toMatchObject({ kind: 'SERVICE', label: 'Massage bien-être 60 min', amount: 90 });
    const row = await env.DB.prepare('SELECT vat_cents, vat_rate_bp FROM gift_cards WHERE reference = ?')
      .bind(created.reference)
      .first();
    expect(row).toEqual({ vat_cents: 1500, vat_rate_bp: 2000 });
  });

  it('refuses an amount outside the owner’s rules, a past or far sending day, an unknown method', async () => {
    const low = await postJson('/gift-card', purchase({ amount: 5 }));
    expect(low.status).toBe(400);
    expect(low.body.message).toBe('Le montant doit être compris entre 20 € et 500 €.');
    const past = await postJson('/gift-card', purchase({ sendOn: '2020-01-01' }));
    expect(past.body.message).toBe('La date d’envoi ne peut pas être passée.');
    const far = await postJson('/gift-card', purchase({ sendOn: '2099-01-01' }));
    expect(far.body.message).toBe('La date d’envoi doit être dans l’année qui vient.');
    const card = await postJson('/gift-card', purchase({ paymentMethod: 'PAY_AT_PICKUP' }));
    expect(card.status).toBe(400);
    expect(card.body.message).toBe("Ce moyen de paiement n'est pas proposé pour les cartes cadeaux.");
    const both = await postJson('/gift-card', purchase({ idService: 1 }));
    expect(both.body.message).toBe('Choisissez un montant ou une prestation.');
    const unknown = await postJson('/gift-card', purchase({ amount: undefined, idService: 999_999 }));
    expect(unknown.body.message).toBe("Cette prestation ne s'offre pas en carte cadeau.");
  });

  it('answers 404 on a site that does not sell gift cards', async () => {
    await env.DB.prepare(
      "UPDATE parameters SET value = 'false' WHERE site_id = ? AND type = 'GIFT_CARDS_ENABLED'",
    )
      .bind(WINE_SITE_ID)
      .run();
    try {
      const { status, body } = await postJson('/gift-card', purchase(), WINE_HOST);
      expect(status).toBe(404);
      expect(body.message).toBe('Les cartes cadeaux ne sont pas proposées sur ce site.');
    } finally {
      await env.DB.prepare(
        "UPDATE parameters SET value = 'true' WHERE site_id = ? AND type = 'GIFT_CARDS_ENABLED'",
      )
        .bind(WINE_SITE_ID)
        .run();
    }
  });
});

describe('the owner marks a card paid', () => {
  it('issues its code once, stored only as a hash, a sealed copy and its last four signs', async () => {
    const token = await ownerToken();
    const { body } = await postJson('/gift-card', purchase({ amount: 50 }));
    const id = await cardId(MASSAGE_HOST, (body.data as GiftCardCreated).reference);
    const paid = await adminCall<{
      code: string;
      status: string;
      codeEnd: string;
      validUntil: string;
      balance: number;
    }>('PUT', `/admin/gift-card/${id}/status`, token, { status: 'PAID' });
    expect(paid.status).toBe(200);
    expect(paid.body.data.code).toMatch(CODE);
    expect(paid.body.data).toMatchObject({
      status: 'ACTIVE',
      balance: 50,
      codeEnd: paid.body.data.code.slice(-4),
    });
    const year = new Date();
    year.setUTCFullYear(year.getUTCFullYear() + 1);
    expect(paid.body.data.validUntil).toBe(year.toISOString().slice(0, 10));

    const row = await env.DB.prepare('SELECT code_hash, code_sealed FROM gift_cards WHERE id = ?')
      .bind(id)
      .first<{
        code_hash: string;
        code_sealed: string;
      }>();
    const plain = paid.body.data.code.replaceAll('-', '');
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(plain);

    const again = await adminCall('PUT', `/admin/gift-card/${id}/status`, token, { status: 'PAID' });
    expect(again.status).toBe(409);
    const detail = await adminCall<GiftCardDetail>('GET', `/admin/gift-card/${id}`, token);
    expect(JSON.stringify(detail.body)).not.toContain(plain);
    expect(detail.body.data.ledger).toMatchObject([{ kind: 'ISSUE', amount: 50 }]);
  });
});

describe('the balance of a card', () => {
  it('answers the balance and validity from the code, however it is typed', async () => {
    const { code } = await issuedCard();
    const { status, body } = await balanceOf(` ${code.toLowerCase().replaceAll('-', ' ')} `);
    expect(status).toBe(200);
    expect(body.data as GiftCardBalance).toMatchObject({
      balance: 80,
      currency: 'EUR',
      kind: 'AMOUNT',
      expired: false,
    });
  });

  it('answers a wrong code and another site’s code the same', async () => {
    const wine = await issuedCard(WINE_HOST);
    const other = await balanceOf(wine.code, MASSAGE_HOST);
    const wrong = await balanceOf('AAAA-AAAA-AAAA-AAAA', MASSAGE_HOST);
    expect(other.status).toBe(404);
    expect(wrong.status).toBe(404);
    expect(other.body).toEqual(wrong.body);
    expect(wrong.body.message).toBe("Ce code de carte cadeau n'est pas valable.");
  });

  it('throttles a client after 10 wrong codes in 15 minutes, in French; right codes do not count', async () => {
    const { code } = await issuedCard();
    const ip = uniqueIp();
    for (let index = 0; index < 5; index += 1)
      expect((await balanceOf(code, MASSAGE_HOST, ip)).status).toBe(200);
    for (let index = 0; index < 10; index += 1) {
      expect((await balanceOf('AAAA-AAAA-AAAA-AAAA', MASSAGE_HOST, ip)).status).toBe(404);
    }
    const blocked = await balanceOf(code, MASSAGE_HOST, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^Trop de codes de carte cadeau erronés depuis votre connexion\. Réessayez dans/,
    );
    expect(blocked.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await balanceOf(code, MASSAGE_HOST, uniqueIp())).status).toBe(200);
  });
});

describe('spending at the counter', () => {
  it('spends part of a card for an amount, then refuses more than is left', async () => {
    const token = await ownerToken();
    const { code } = await issuedCard();
    const spent = await adminCall('POST', '/admin/gift-card/spend', token, { code, amount: 30 });
    expect(spent.status).toBe(200);
    expect(spent.body.data).toMatchObject({ spent: 30, balance: 50 });
    const tooMuch = await adminCall('POST', '/admin/gift-card/spend', token, { code, amount: 50.01 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe(`Il reste ${formatEuros(5000)} sur cette carte cadeau.`);
  });

  it('uses a named-service card whole', async () => {
    const token = await ownerToken();
    const idService = await massageOption(12_000);
    const { code } = await issuedCard(MASSAGE_HOST, { amount: undefined, idService }, token);
    const spent = await adminCall('POST', '/admin/gift-card/spend', token, { code });
    expect(spent.body.data).toMatchObject({ spent: 120, balance: 0, kind: 'SERVICE' });
    const again = await adminCall('POST', '/admin/gift-card/spend', token, { code });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cette carte cadeau est entièrement utilisée.');
  });

  it('never spends more than the balance under 20 parallel spends', async () => {
    const token = await ownerToken();
    const { id, code } = await issuedCard(MASSAGE_HOST, { amount: 100 }, token);
    const answers = await Promise.all(
      // 20 counters (20 client addresses, so the code throttle plays no part).
      Array.from({ length: 20 }, () =>
        adminApi('/admin/gift-card/spend', {
          method: 'POST',
          headers: {
            authorization: token,
            'content-type': 'application/json',
            'cf-connecting-ip': uniqueIp(),
          },
          body: JSON.stringify({ code, amount: 30 }),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(17);
    const sum = await env.DB.prepare(
      'SELECT SUM(amount_cents) AS balance FROM gift_card_ledger WHERE gift_card_id = ?',
    )
      .bind(id)
      .first<{ balance: number }>();
    expect(sum?.balance).toBe(1000);
  });

  it('refuses an expired card, whose balance the owner still sees', async () => {
    const token = await ownerToken();
    const { id, code } = await issuedCard();
    await env.DB.prepare("UPDATE gift_cards SET valid_until = '2020-01-31' WHERE id = ?").bind(id).run();
    const spent = await adminCall('POST', '/admin/gift-card/spend', token, { code, amount: 10 });
    expect(spent.status).toBe(409);
    expect(spent.body.message).toBe('Cette carte cadeau a expiré le 31/01/2020.');
    const detail = await adminCall<GiftCardDetail>('GET', `/admin/gift-card/${id}`, token);
    expect(detail.body.data).toMatchObject({ balance: 80, expired: true });
    expect((await balanceOf(code)).body.data).toMatchObject({ balance: 80, expired: true });
  });

  it('finds a card by its code for the counter screen', async () => {
    const token = await ownerToken();
    const { code, reference } = await issuedCard();
    const found = await adminCall('POST', '/admin/gift-card/find', token, { code });
    expect(found.body.data).toMatchObject({ reference, balance: 80 });
  });
});

describe('cancelling a card', () => {
  it('takes what was left out of the ledger and the card can no longer be spent', async () => {
    const token = await ownerToken();
    const { id, code } = await issuedCard();
    const cancelled = await adminCall('POST', `/admin/gift-card/${id}/cancel`, token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', balance: 0 });
    expect((await adminCall('POST', `/admin/gift-card/${id}/cancel`, token)).status).toBe(409);
    expect((await balanceOf(code)).status).toBe(404);
  });
});

describe('the owner’s list', () => {
  it('filters, totals what was sold, spent and is left, and exports CSV', async () => {
    const token = await ownerToken(WINE_HOST);
    const first = await issuedCard(
      WINE_HOST,
      { amount: 120, recipient: { name: 'Totaux', email: 'totaux@exemple.fr' } },
      token,
    );
    await issuedCard(
      WINE_HOST,
      { amount: 50, recipient: { name: 'Totaux', email: 'totaux@exemple.fr' } },
      token,
    );
    await adminCall('POST', '/admin/gift-card/spend', token, { code: first.code, amount: 20 }, WINE_HOST);
    const list = await adminCall<{ total: number; totals: Record<string, number> }>(
      'GET',
      '/admin/gift-card?recipientEmail=totaux@exemple.fr',
      token,
      undefined,
      WINE_HOST,
    );
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.totals).toEqual({ sold: 170, spent: 20, outstanding: 150 });
    const csv = await adminRequest('/api/admin/gift-card/export?recipientEmail=totaux@exemple.fr', {
      host: WINE_HOST,
      headers: { authorization: token },
    });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await csv.text();
    expect(text.split('\r\n').filter((line) => line !== '')).toHaveLength(3);
    expect(text).toContain(first.reference);
    expect(text).toContain('"100,00"');
  });

  it('shows the owner only the site’s own cards (another site’s id is 404)', async () => {
    const wine = await issuedCard(WINE_HOST);
    const token = await ownerToken(MASSAGE_HOST);
    expect((await adminCall('GET', `/admin/gift-card/${wine.id}`, token)).status).toBe(404);
    expect(
      (await adminCall('PUT', `/admin/gift-card/${wine.id}/status`, token, { status: 'PAID' })).status,
    ).toBe(404);
    expect((await adminCall('POST', `/admin/gift-card/${wine.id}/cancel`, token)).status).toBe(404);
    expect(
      (await adminCall('POST', '/admin/gift-card/spend', token, { code: wine.code, amount: 1 })).status,
    ).toBe(404);
  });
});

describe('the sample sites’ gift cards', () => {
  it('offer « Massage bien-être 60 min » on the practice and the discovery box on the estate', async () => {
    const massage = await postJson('/gift-card', purchase({ amount: undefined, idService: 1 }));
    expect(massage.body.data).toMatchObject({
      kind: 'SERVICE',
      label: 'Massage bien-être 60 min',
      amount: 60,
    });
    const box = await postJson('/gift-card', purchase({ amount: undefined, idProduct: 15 }), WINE_HOST);
    expect(box.body.data).toMatchObject({
      kind: 'PRODUCT',
      label: 'Coffret découverte 6 bouteilles',
      amount: 79,
    });
    const pending = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM gift_cards WHERE reference LIKE 'BON-MASSAGE%' AND status = 'PENDING_PAYMENT'",
    ).first<{ n: number }>();
    expect(pending?.n).toBe(2);
  });
});
