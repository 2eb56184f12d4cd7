import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '../../../src/schema/orders/order';
import worker from '../../../worker/index';
import { WINE_ADMIN, adminLogin } from '../support/accounts';
import { WINE_SITE_ID } from '../support/factories';
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

// The Cron Trigger (the Worker's `scheduled` handler, called here as Cloudflare would): unpaid
// orders past their delay are cancelled with their stock released, and review requests go out
// ORDER_REVIEW_REQUEST_DELAY days after delivery or collection, once.

const HOUR = 3600;
const DAY = 86_400;

let carriers: Carriers;
let buyer: Member;
let adminToken: string;

beforeAll(async () => {
  await relaxBottleRules();
  await setParameter(WINE_SITE_ID, 'UNPAID_ORDER_DELAY_HOURS', '48');
  await setParameter(WINE_SITE_ID, 'ORDER_REVIEW_REQUEST_DELAY', '10');
  carriers = await insertCarriers();
  buyer = await createMember();
  adminToken = await adminLogin(WINE_ADMIN, 'vins.localhost');
});

async function runCron(atSeconds: number): Promise<void> {
  const controller = createScheduledController({
    scheduledTime: new Date(atSeconds * 1000),
    cron: '*/15 * * * *',
  });
  await worker.scheduled(controller, env);
}

async function newOrder(stock: number, quantity: number) {
  const wine = await insertWine(WINE_SITE_ID, { stock });
  const { body } = await postOrder<OrderCreated>(
    buyer.token,
    deliveryOrder(carriers, [{ id: wine, quantity }]),
  );
  const row = await env.DB.prepare('SELECT created_at FROM orders WHERE id = ?')
    .bind(body.data.order.id)
    .first<{ created_at: number }>();
  return {
    id: body.data.order.id,
    reference: body.data.order.reference,
    wine,
    createdAt: row?.created_at ?? 0,
  };
}

const statusOf = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM orders WHERE id = ?').bind(id).first<{ status: string }>())
    ?.status;

describe('cron: unpaid orders release their stock', () => {
  it('leaves an order alone before its delay, cancels it after, and gives the stock back once', async () => {
    const order = await newOrder(10, 4);
    expect(await stockOf(WINE_SITE_ID, order.wine)).toBe(6);
    await runCron(order.createdAt + 47 * HOUR);
    expect(await statusOf(order.id)).toBe('AWAITING_PAYMENT');
    expect(await stockOf(WINE_SITE_ID, order.wine)).toBe(6);

    await runCron(order.createdAt + 49 * HOUR);
    expect(await statusOf(order.id)).toBe('CANCELLED');
    expect(await stockOf(WINE_SITE_ID, order.wine)).toBe(10);
    const cancelMail = await env.DB.prepare(
      'SELECT text_body FROM email_outbox WHERE to_address = ? AND subject = ?',
    )
      .bind(buyer.email, `Commande ${order.reference} : annulée`)
      .first<{ text_body: string }>();
    expect(cancelMail?.text_body).toContain("Le paiement n'a pas été reçu dans le délai prévu");

    await runCron(order.createdAt + 60 * HOUR);
    expect(await stockOf(WINE_SITE_ID, order.wine)).toBe(10);
    expect(await countRows('order_status_history', "order_id = ? AND actor = 'CRON'", order.id)).toBe(1);
  });

  it('never cancels a paid order', async () => {
    const order = await newOrder(10, 2);
    await call('PUT', `/admin/order/${order.id}/status`, adminToken, { status: 'PAID' });
    await runCron(order.createdAt + 30 * DAY);
    expect(await statusOf(order.id)).toBe('PAID');
    expect(await stockOf(WINE_SITE_ID, order.wine)).toBe(8);
  });
});

describe('cron: review requests', () => {
  it('asks for a review ORDER_REVIEW_REQUEST_DELAY days after delivery, once', async () => {
    const order = await newOrder(10, 1);
    for (const status of ['PAID', 'PREPARING', 'SHIPPED', 'DELIVERED']) {
      const moved = await call('PUT', `/admin/order/${order.id}/status`, adminToken, { status });
      expect(moved.status).toBe(200);
    }
    const fulfilled = await env.DB.prepare('SELECT fulfilled_at FROM orders WHERE id = ?')
      .bind(order.id)
      .first<{ fulfilled_at: number }>();
    const deliveredAt = fulfilled?.fulfilled_at ?? 0;
    const subject = `Votre avis sur votre commande ${order.reference}`;
    await runCron(deliveredAt + 9 * DAY);
    expect(await countRows('email_outbox', 'subject = ?', subject)).toBe(0);
    await runCron(deliveredAt + 10 * DAY + HOUR);
    expect(await countRows('email_outbox', 'subject = ?', subject)).toBe(1);
    const mail = await env.DB.prepare('SELECT to_address, text_body FROM email_outbox WHERE subject = ?')
      .bind(subject)
      .first<{ to_address: string; text_body: string }>();
    expect(mail?.to_address).toBe(buyer.email);
    expect(mail?.text_body).toContain('https://g.page/r/domaine-coteaux-loire/review');
    await runCron(deliveredAt + 11 * DAY);
    expect(await countRows('email_outbox', 'subject = ?', subject)).toBe(1);
  });
});
