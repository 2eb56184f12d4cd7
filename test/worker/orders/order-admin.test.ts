import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, OrderCreated } from '../../../src/schema/orders/order';
import { ADMIN, WINE_ADMIN, adminLogin } from '../support/accounts';
import { insertSite, WINE_SITE_ID } from '../support/factories';
import { request } from '../support/http';
import {
  call,
  countRows,
  createMember,
  deliveryOrder,
  insertCarriers,
  insertWine,
  liftOrderLimits,
  postOrder,
  relaxBottleRules,
  stockOf,
  type Carriers,
  type Member,
} from '../support/orders';

// The merchant's order endpoints: list by status, detail with history, status changes along
// the allowed transitions only, with the buyer's e-mail; a cancellation gives the stock back.

let carriers: Carriers;
let buyer: Member;
let adminToken: string;

beforeAll(async () => {
  await liftOrderLimits();
  await relaxBottleRules();
  carriers = await insertCarriers();
  buyer = await createMember();
  adminToken = await adminLogin(WINE_ADMIN, 'vins.localhost');
});

async function newOrder(quantity = 2, stock = 50): Promise<{ id: number; wine: number; reference: string }> {
  const wine = await insertWine(WINE_SITE_ID, { stock });
  const { status, body } = await postOrder<OrderCreated>(
    buyer.token,
    deliveryOrder(carriers, [{ id: wine, quantity }]),
  );
  if (status !== 201) throw new Error(`order not created: ${status} ${body.message}`);
  return { id: body.data.order.id, wine, reference: body.data.order.reference };
}

// The parcel number is written for the buyer: the customer message (the old `note` is internal).
const setStatus = (id: number, status: string, token: string | null = adminToken, customerMessage?: string) =>
  call<AdminOrder>('PUT', `/admin/order/${id}/status`, token, {
    status,
    ...(customerMessage ? { customerMessage } : {}),
  });

describe('admin order endpoints: who may call them', () => {
  it('401 for a visitor, 403 for a member, 403 for the admin of another site', async () => {
    const { id } = await newOrder();
    const massageAdmin = await adminLogin(ADMIN, 'localhost');
    for (const path of ['/admin/order', `/admin/order/${id}`]) {
      expect((await call('GET', path, null)).status).toBe(401);
      expect((await call('GET', path, buyer.token)).status).toBe(401);
      // The massage admin's token is no session on the wine site.
      expect((await call('GET', path, massageAdmin)).status).toBe(403);
    }
    expect((await setStatus(id, 'PAID', null)).status).toBe(401);
    expect((await setStatus(id, 'PAID', buyer.token)).status).toBe(401);
    // On its own site the massage admin has no shop at all.
    expect((await call('GET', `/admin/order/${id}`, massageAdmin, undefined, 'localhost')).status).toBe(404);
  });

  it("answers 404 for another shop's order ids, to its admin and its members", async () => {
    const host = `boutique-${crypto.randomUUID().slice(0, 8)}.localhost`;
    const otherShop = await insertSite({ hosts: [host], locales: ['fr_FR'] });
    await env.DB.prepare('UPDATE sites SET is_ecommerce = 1 WHERE id = ?').bind(otherShop).run();
    const otherAdmin = await createMember(otherShop, 'ADMIN');
    const { id } = await newOrder();
    expect((await call('GET', '/admin/order', otherAdmin.token, undefined, host)).status).toBe(200);
    expect((await call('GET', `/admin/order/${id}`, otherAdmin.token, undefined, host)).status).toBe(404);
    const moved = await call('PUT', `/admin/order/${id}/status`, otherAdmin.token, { status: 'PAID' }, host);
    expect(moved.status).toBe(404);
    expect((await call('GET', `/user/orders/${id}`, otherAdmin.token, undefined, host)).status).toBe(404);
    const paying = await call('POST', `/order/${id}/payment`, otherAdmin.token, { method: 'CHEQUE' }, host);
    expect(paying.status).toBe(404);
    const detail = await call<AdminOrder>('GET', `/admin/order/${id}`, adminToken);
    expect(detail.body.data.status).toBe('AWAITING_PAYMENT');
  });
});

describe('GET /admin/order', () => {
  it('lists the orders by status, newest first, with the buyer e-mail', async () => {
    const a = await newOrder();
    const b = await newOrder();
    await setStatus(b.id, 'PAID');
    const paid = await call<{ orders: { id: number; status: string; email: string }[]; total: number }>(
      'GET',
      '/admin/order?status=PAID',
      adminToken,
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data.orders.every((order) => order.status === 'PAID')).toBe(true);
    expect(paid.body.data.orders.map((order) => order.id)).toContain(b.id);
    expect(paid.body.data.orders.map((order) => order.id)).not.toContain(a.id);
    expect(paid.body.data.orders.find((order) => order.id === b.id)?.email).toBe(buyer.email);
    const all = await call<{ orders: { id: number }[] }>('GET', '/admin/order?nbItem=2', adminToken);
    expect(all.body.data.orders.map((order) => order.id)).toEqual([b.id, a.id]);
  });

  it('reads one order with its history and the next statuses', async () => {
    const { id } = await newOrder();
    const detail = await call<AdminOrder>('GET', `/admin/order/${id}`, adminToken);
    expect(detail.status).toBe(200);
    expect(detail.body.data.email).toBe(buyer.email);
    expect(detail.body.data.history).toEqual([
      expect.objectContaining({ from: null, to: 'AWAITING_PAYMENT', actor: 'BUYER' }),
    ]);
    expect(detail.body.data.allowedNextStatuses).toEqual(['PAID', 'CANCELLED']);
    expect((await call('GET', '/admin/order/999999', adminToken)).status).toBe(404);
  });
});

describe('PUT /admin/order/{id}/status', () => {
  it('walks a delivery order to DELIVERED, numbering the invoice when paid, with an e-mail each step', async () => {
    const { id, reference } = await newOrder();
    const mailsBefore = await countRows('email_outbox', 'to_address = ?', buyer.email);
    const paid = await setStatus(id, 'PAID');
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe('PAID');
    expect(paid.body.data.invoiceNumber).toMatch(/^FA-\d{6}$/);
    expect(paid.body.data.paidAt).not.toBeNull();
    for (const status of ['PREPARING', 'SHIPPED', 'DELIVERED']) {
      const moved = await setStatus(
        id,
        status,
        adminToken,
        status === 'SHIPPED' ? 'Colis n° 6A123456789' : undefined,
      );
      expect(moved.status, status).toBe(200);
    }
    const detail = await call<AdminOrder>('GET', `/admin/order/${id}`, adminToken);
    expect(detail.body.data.history.map((entry) => entry.to)).toEqual([
      'AWAITING_PAYMENT',
      'PAID',
      'PREPARING',
      'SHIPPED',
      'DELIVERED',
    ]);
    expect(detail.body.data.allowedNextStatuses).toEqual([]);
    expect(await countRows('email_outbox', 'to_address = ?', buyer.email)).toBe(mailsBefore + 4);
    const shipped = await env.DB.prepare(
      'SELECT text_body FROM email_outbox WHERE to_address = ? AND subject = ?',
    )
      .bind(buyer.email, `Commande ${reference} : expédiée`)
      .first<{ text_body: string }>();
    expect(shipped?.text_body).toContain('Colis n° 6A123456789');
  });

  it('lets the buyer download the invoice PDF once paid, and nobody else', async () => {
    const { id } = await newOrder();
    await setStatus(id, 'PAID');
    const response = await request(`/api/user/orders/${id}/invoice`, {
      host: 'vins.localhost',
      headers: { authorization: buyer.token },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="facture-FA-\d{6}\.pdf"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const stranger = await createMember();
    expect((await call('GET', `/user/orders/${id}/invoice`, stranger.token)).status).toBe(404);
    const list = await call<{ orders: { id: number; invoiceAvailable: boolean }[] }>(
      'GET',
      '/user/orders',
      buyer.token,
    );
    expect(list.body.data.orders.find((order) => order.id === id)?.invoiceAvailable).toBe(true);
  });

  it('gives invoice numbers in one unbroken sequence per site', async () => {
    const one = await newOrder();
    const two = await newOrder();
    const first = await setStatus(one.id, 'PAID');
    const second = await setStatus(two.id, 'PAID');
    const number = (label: string | null | undefined) => Number(label?.slice(3));
    expect(number(second.body.data.invoiceNumber)).toBe(number(first.body.data.invoiceNumber) + 1);
  });

  it('refuses a transition that is not allowed with a 409 and changes nothing', async () => {
    const { id } = await newOrder();
    const skipped = await setStatus(id, 'SHIPPED');
    expect(skipped.status).toBe(409);
    expect(skipped.body.message).toBe(
      'Une commande « En attente de paiement » ne peut pas passer à « Expédiée ».',
    );
    const pickup = await setStatus(id, 'READY_FOR_PICKUP');
    expect(pickup.status).toBe(409);
    const detail = await call<AdminOrder>('GET', `/admin/order/${id}`, adminToken);
    expect(detail.body.data.status).toBe('AWAITING_PAYMENT');
    expect(detail.body.data.history).toHaveLength(1);
  });

  it('refuses an unknown status with a French 400', async () => {
    const { id } = await newOrder();
    const answer = await setStatus(id, 'LOST');
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
  });

  it('cancelling gives the stock back once, and a cancelled order stays cancelled', async () => {
    const { id, wine } = await newOrder(4, 10);
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(6);
    await setStatus(id, 'PAID');
    const cancelled = await setStatus(id, 'CANCELLED', adminToken, 'Rupture chez le transporteur.');
    expect(cancelled.status).toBe(200);
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(10);
    const again = await setStatus(id, 'CANCELLED');
    expect(again.status).toBe(409);
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(10);
  });

  it('two concurrent cancellations restore the stock only once', async () => {
    const { id, wine } = await newOrder(3, 10);
    const answers = await Promise.all([setStatus(id, 'CANCELLED'), setStatus(id, 'CANCELLED')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(10);
    expect(await countRows('order_status_history', "order_id = ? AND to_status = 'CANCELLED'", id)).toBe(1);
  });
});
