import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '../../../src/schema/orders/order';
import type { StockHistory } from '../../../src/schema/catalogue/product-admin';
import worker from '../../../worker/index';
import { WINE_ADMIN, adminLogin } from '../support/accounts';
import { insertSite, WINE_SITE_ID } from '../support/factories';
import {
  call,
  countRows,
  createMember,
  deliveryOrder,
  insertCarriers,
  insertWine,
  postOrder,
  relaxBottleRules,
  setParameter,
  stockOf,
  type Carriers,
  type Member,
} from '../support/orders';

// Every stock change is in the declination's history, not only the owner's
// adjustments: an order's sale (the shop itself, with the order), its cancellation by the
// owner (with the owner) or by the cron (the shop itself), each with its sign and the stock
// after it; the history stays the site's own, and the last-bottle guard still holds.

const HOUR = 3600;

let carriers: Carriers;
let buyer: Member;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  await relaxBottleRules();
  await setParameter(WINE_SITE_ID, 'UNPAID_ORDER_DELAY_HOURS', '48');
  carriers = await insertCarriers();
  buyer = await createMember();
  adminToken = await adminLogin(WINE_ADMIN, 'vins.localhost');
  const admin = await env.DB.prepare('SELECT id FROM users WHERE site_id = ? AND email = ?')
    .bind(WINE_SITE_ID, WINE_ADMIN.email)
    .first<{ id: number }>();
  adminId = admin?.id ?? 0;
});

async function newOrder(stock: number, quantity: number) {
  const wine = await insertWine(WINE_SITE_ID, { stock });
  const { status, body } = await postOrder<OrderCreated>(
    buyer.token,
    deliveryOrder(carriers, [{ id: wine, quantity }]),
  );
  if (status !== 201) throw new Error(`order not created: ${status} ${body.message}`);
  return { id: body.data.order.id, reference: body.data.order.reference, wine };
}

const history = (declinationId: number, token = adminToken, host = 'vins.localhost') =>
  call<StockHistory>('GET', `/admin/product/declination/${declinationId}/stock`, token, undefined, host);

const movements = async (declinationId: number) => (await history(declinationId)).body.data.adjustments;

describe('an order’s sale is in the stock history', () => {
  it('records the sale with the order, the shop as author, a negative delta and the stock after', async () => {
    const order = await newOrder(10, 4);
    const { status, body } = await history(order.wine);
    expect(status).toBe(200);
    expect(body.data.quantity).toBe(6);
    expect(body.data.total).toBe(1);
    expect(body.data.adjustments).toEqual([
      expect.objectContaining({
        declinationId: order.wine,
        kind: 'SALE',
        kindLabel: 'Vente',
        delta: -4,
        quantityAfter: 6,
        reason: 'Commande passée en ligne',
        user: null,
        order: { id: order.id, reference: order.reference },
      }),
    ]);
  });

  it('writes no sale when the order is refused for want of stock', async () => {
    const wine = await insertWine(WINE_SITE_ID, { stock: 2 });
    const refused = await postOrder(buyer.token, deliveryOrder(carriers, [{ id: wine, quantity: 3 }]));
    expect(refused.status).toBe(409);
    expect((await history(wine)).body.data).toMatchObject({ quantity: 2, total: 0, adjustments: [] });
  });

  it('writes no sale when the shop does not handle stock', async () => {
    await setParameter(WINE_SITE_ID, 'HANDLE_STOCK', 'false');
    try {
      const order = await newOrder(10, 3);
      expect(await stockOf(WINE_SITE_ID, order.wine)).toBe(10);
      expect((await history(order.wine)).body.data.total).toBe(0);
    } finally {
      await setParameter(WINE_SITE_ID, 'HANDLE_STOCK', 'true');
    }
  });
});

describe('a cancellation gives the stock back, in the history', () => {
  it('by the owner: a release with the owner, the note as reason, listed with the sale and adjustments', async () => {
    const order = await newOrder(10, 4);
    const adjusted = await call('POST', `/admin/product/declination/${order.wine}/stock`, adminToken, {
      delta: 5,
      reason: 'Réception de cartons',
    });
    expect(adjusted.status).toBe(200);
    const cancelled = await call('PUT', `/admin/order/${order.id}/status`, adminToken, {
      status: 'CANCELLED',
      note: 'Le client a changé d’avis.',
    });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(WINE_SITE_ID, order.wine)).toBe(15);
    const { body } = await history(order.wine);
    expect(body.data.quantity).toBe(15);
    expect(body.data.total).toBe(3);
    // Newest first, each with its sign and the stock it left.
    expect(body.data.adjustments.map((a) => [a.kind, a.kindLabel, a.delta, a.quantityAfter])).toEqual([
      ['RELEASE', 'Annulation', 4, 15],
      ['ADJUSTMENT', 'Ajustement', 5, 11],
      ['SALE', 'Vente', -4, 6],
    ]);
    const [release, adjustment] = body.data.adjustments;
    expect(release).toMatchObject({
      reason: 'Le client a changé d’avis.',
      user: { id: adminId, email: WINE_ADMIN.email },
      order: { id: order.id, reference: order.reference },
    });
    expect(adjustment).toMatchObject({ reason: 'Réception de cartons', order: null, user: { id: adminId } });
  });

  it('without a note the release says the order was cancelled', async () => {
    const order = await newOrder(10, 2);
    await call('PUT', `/admin/order/${order.id}/status`, adminToken, { status: 'CANCELLED' });
    expect((await movements(order.wine))[0]).toMatchObject({
      kind: 'RELEASE',
      delta: 2,
      reason: 'Commande annulée : le stock revient',
    });
  });

  it('two concurrent cancellations write one release', async () => {
    const order = await newOrder(10, 3);
    const answers = await Promise.all([
      call('PUT', `/admin/order/${order.id}/status`, adminToken, { status: 'CANCELLED' }),
      call('PUT', `/admin/order/${order.id}/status`, adminToken, { status: 'CANCELLED' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stockOf(WINE_SITE_ID, order.wine)).toBe(10);
    expect((await movements(order.wine)).map((a) => [a.kind, a.delta])).toEqual([
      ['RELEASE', 3],
      ['SALE', -3],
    ]);
  });

  it('by the cron, for an unpaid order: a release by the shop itself, once', async () => {
    const order = await newOrder(10, 4);
    const row = await env.DB.prepare('SELECT payment_due_at FROM orders WHERE id = ?')
      .bind(order.id)
      .first<{ payment_due_at: number }>();
    const runCron = (at: number) =>
      worker.scheduled(
        createScheduledController({ scheduledTime: new Date(at * 1000), cron: '*/15 * * * *' }),
        env,
      );
    await runCron((row?.payment_due_at ?? 0) + HOUR);
    await runCron((row?.payment_due_at ?? 0) + 2 * HOUR);
    expect(await stockOf(WINE_SITE_ID, order.wine)).toBe(10);
    const [release, ...rest] = await movements(order.wine);
    expect(release).toMatchObject({
      kind: 'RELEASE',
      delta: 4,
      quantityAfter: 10,
      reason: "Le paiement n'a pas été reçu dans le délai prévu : la commande est annulée.",
      user: null,
      order: { id: order.id, reference: order.reference },
    });
    expect(rest.map((a) => a.kind)).toEqual(['SALE']);
  });
});

describe('the stock history is the site’s own', () => {
  it('another shop’s admin gets 404 for this site’s declination, and sees none of its rows', async () => {
    const order = await newOrder(10, 1);
    const host = `cave-${crypto.randomUUID().slice(0, 8)}.localhost`;
    const otherShop = await insertSite({ hosts: [host], locales: ['fr_FR'] });
    await env.DB.prepare('UPDATE sites SET is_ecommerce = 1 WHERE id = ?').bind(otherShop).run();
    const otherAdmin = await createMember(otherShop, 'ADMIN');
    const theirs = await history(order.wine, otherAdmin.token, host);
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain(order.reference);
    const ownWine = await insertWine(otherShop, { stock: 3 });
    const own = await history(ownWine, otherAdmin.token, host);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ quantity: 3, total: 0, adjustments: [] });
    expect(
      await countRows('stock_adjustments', 'site_id = ? AND declination_id = ?', otherShop, order.wine),
    ).toBe(0);
  });
});

describe('the last bottle, with its history', () => {
  it('10 parallel orders for the last bottle: one order, one sale row, stock 0', async () => {
    const wine = await insertWine(WINE_SITE_ID, { stock: 1 });
    const members = await Promise.all(Array.from({ length: 10 }, () => createMember()));
    const answers = await Promise.all(
      members.map((member, index) =>
        postOrder(member.token, deliveryOrder(carriers, [{ id: wine, quantity: 1 }]), {
          key: `derniere-${index}-${wine}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(9);
    for (const answer of refused) expect(answer.body.message).toMatch(/Saumur vin-/);
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(0);
    const { body } = await history(wine);
    expect(body.data.adjustments.map((a) => [a.kind, a.delta, a.quantityAfter])).toEqual([['SALE', -1, 0]]);
    expect(await countRows('stock_adjustments', 'declination_id = ?', wine)).toBe(1);
  });
});
