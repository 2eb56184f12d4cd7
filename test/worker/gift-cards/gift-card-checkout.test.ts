import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '../../../src/schema/orders/order';
import { adminLogin, WINE_ADMIN } from '../support/accounts';
import { setOrderStatus } from '../support/checkout-orders';
import { WINE_SITE_ID } from '../support/factories';
import { balanceOf, issuedCard, ownerToken } from '../support/gift-cards';
import { api, uniqueIp, WINE_HOST } from '../support/http';
import {
  createMember,
  deliveryOrder,
  insertCarriers,
  insertWine,
  relaxBottleRules,
  type Carriers,
} from '../support/orders';

// Gift cards paying a shop order: after the discount code, shipping included, never below
// zero, several cards at once; parallel orders never spend more than a card holds; a cancelled
// order gives back what it took.

let carriers: Carriers;
let wine: number;
let owner: string;

beforeAll(async () => {
  await relaxBottleRules();
  carriers = await insertCarriers();
  wine = await insertWine(WINE_SITE_ID, { stock: 1000, priceCents: 1250 });
  owner = await ownerToken(WINE_HOST);
});

/** One bottle at 12.50 € delivered at 9.90 €: 22.40 € to pay, from a fresh member and address. */
async function orderWith(giftCardCodes: string[], extra: Record<string, unknown> = {}) {
  const member = await createMember();
  return api<OrderCreated>('/order', {
    host: WINE_HOST,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: member.token,
      'cf-connecting-ip': uniqueIp(),
    },
    body: JSON.stringify(deliveryOrder(carriers, [{ id: wine, quantity: 1 }], { giftCardCodes, ...extra })),
  });
}

const ledgerSum = async (cardId: number) =>
  (
    await env.DB.prepare(
      'SELECT COALESCE(SUM(amount_cents), 0) AS balance FROM gift_card_ledger WHERE gift_card_id = ?',
    )
      .bind(cardId)
      .first<{ balance: number }>()
  )?.balance;

describe('a gift card at checkout', () => {
  it('pays part of an order, shipping included; the answer shows what it paid and what is left', async () => {
    const card = await issuedCard(WINE_HOST, { amount: 20 }, owner);
    const { status, body } = await orderWith([card.code.toLowerCase()]);
    expect(status).toBe(201);
    expect(body.data.order).toMatchObject({
      total: 2.4,
      status: 'AWAITING_PAYMENT',
      giftCards: [{ reference: card.reference, codeEnd: card.code.slice(-4), amount: 20 }],
    });
    expect(await ledgerSum(card.id)).toBe(0);
    const row = await env.DB.prepare('SELECT vat_cents, gift_card_cents FROM orders WHERE reference = ?')
      .bind(body.data.order.reference)
      .first();
    // The goods' VAT is untouched: a card for an amount is a means of payment.
    expect(row).toEqual({ vat_cents: 373, gift_card_cents: 2000 });
  });

  it('pays with several cards, never below zero, and an order they pay whole is paid at once', async () => {
    const first = await issuedCard(WINE_HOST, { amount: 20 }, owner);
    const second = await issuedCard(WINE_HOST, { amount: 50 }, owner);
    const { status, body } = await orderWith([first.code, second.code]);
    expect(status).toBe(201);
    expect(body.data.order).toMatchObject({
      total: 0,
      status: 'PAID',
      giftCards: [{ amount: 20 }, { amount: 2.4 }],
    });
    expect((await balanceOf(second.code, WINE_HOST)).body.data).toMatchObject({ balance: 47.6 });
  });

  it('applies after the discount code', async () => {
    const card = await issuedCard(WINE_HOST, { amount: 100 }, owner);
    // PORTOFFERT takes the shipping off from 60 € of goods: 5 bottles = 62.50 €.
    const member = await createMember();
    const { status, body } = await api<OrderCreated>('/order', {
      host: WINE_HOST,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: member.token,
        'cf-connecting-ip': uniqueIp(),
      },
      body: JSON.stringify(
        deliveryOrder(carriers, [{ id: wine, quantity: 5 }], {
          discountCode: 'PORTOFFERT',
          giftCardCodes: [card.code],
        }),
      ),
    });
    expect(status).toBe(201);
    expect(body.data.order).toMatchObject({ discount: 9.9, total: 0, giftCards: [{ amount: 62.5 }] });
  });

  it('refuses a wrong code and a card typed twice, writing nothing', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE site_id = ?')
      .bind(WINE_SITE_ID)
      .first<{ n: number }>();
    const wrong = await orderWith(['AAAA-AAAA-AAAA-AAAA']);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Ce code de carte cadeau n'est pas valable.");
    const card = await issuedCard(WINE_HOST, { amount: 20 }, owner);
    const twice = await orderWith([card.code, card.code]);
    expect(twice.body.message).toBe('Cette carte cadeau est déjà saisie.');
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE site_id = ?')
      .bind(WINE_SITE_ID)
      .first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    expect(await ledgerSum(card.id)).toBe(2000);
  });

  it('20 parallel orders on one card never spend more than its balance; the others get a French 409', async () => {
    const card = await issuedCard(WINE_HOST, { amount: 100 }, owner);
    const answers = await Promise.all(Array.from({ length: 20 }, () => orderWith([card.code])));
    const placed = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    // 4 × 22.40 € = 89.60 €; what is left (10.40 €) pays part of at most one order more.
    expect(placed.length).toBeGreaterThanOrEqual(4);
    expect(placed.length).toBeLessThanOrEqual(5);
    expect(placed.length + refused.length).toBe(20);
    for (const answer of refused) {
      expect(answer.body.message).toBe(
        'Le solde d’une carte cadeau a changé pendant votre commande : vérifiez-le et réessayez.',
      );
    }
    const paid = placed.reduce(
      (sum, answer) => sum + Math.round((answer.body.data.order.giftCards?.[0]?.amount ?? 0) * 100),
      0,
    );
    expect(paid).toBeLessThanOrEqual(10_000);
    expect(await ledgerSum(card.id)).toBe(10_000 - paid);
    // The refused orders wrote nothing: only the placed ones spent the card.
    const orders = await env.DB.prepare(
      "SELECT COUNT(DISTINCT order_id) AS n FROM gift_card_ledger WHERE gift_card_id = ? AND kind = 'SPEND'",
    )
      .bind(card.id)
      .first<{ n: number }>();
    expect(orders?.n).toBe(placed.length);
  });

  it('gives back what a cancelled order took, once', async () => {
    const card = await issuedCard(WINE_HOST, { amount: 20 }, owner);
    const { body } = await orderWith([card.code]);
    const admin = await adminLogin(WINE_ADMIN, WINE_HOST);
    expect(await setOrderStatus(admin, body.data.order.id, 'CANCELLED')).toBe(200);
    expect(await ledgerSum(card.id)).toBe(2000);
    expect(await setOrderStatus(admin, body.data.order.id, 'CANCELLED')).toBe(409);
    expect(await ledgerSum(card.id)).toBe(2000);
    const kinds = await env.DB.prepare('SELECT kind FROM gift_card_ledger WHERE gift_card_id = ? ORDER BY id')
      .bind(card.id)
      .all<{ kind: string }>();
    expect(kinds.results.map((row) => row.kind)).toEqual(['ISSUE', 'SPEND', 'REFUND']);
  });
});
