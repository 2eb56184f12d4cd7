import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { offeredDays, type WeeklySlot } from '../../../src/domain/delivery/collect-slots';
import type { CollectSlots } from '../../../src/schema/delivery/delivery';
import type { OrderCreated } from '../../../src/schema/orders/order';
import type { PaymentStarted } from '../../../src/schema/orders/payment';
import worker from '../../../worker/index';
import { WINE_SITE_ID } from '../support/factories';
import { api, WINE_HOST } from '../support/http';
import {
  address,
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

// How much and how long unpaid orders hold a shop's stock: at most MAX_UNPAID_ORDERS_PER_MEMBER
// unpaid orders per member, at most CLICK_AND_COLLECT_SLOT_CAPACITY orders per pick-up slot
// (both guarded in the order's creation batch, so parallel orders cannot overshoot), and a
// card payment keeps the stock CARD_PAYMENT_HOLD_MINUTES before the cron gives it back.

const MINUTE = 60;
const HOUR = 3600;
const FULL = 'Ce créneau de retrait est complet : choisissez-en un autre.';
const LIMIT =
  "Vous avez déjà 3 commandes en attente de paiement : réglez-en une (Mes commandes), ou demandez à la boutique d'en annuler une, avant de passer une nouvelle commande.";

let carriers: Carriers;
let estate: { id: number; slots: WeeklySlot[] };

beforeAll(async () => {
  await relaxBottleRules();
  await setParameter(WINE_SITE_ID, 'UNPAID_ORDER_DELAY_HOURS', '72');
  carriers = await insertCarriers();
  const place = await env.DB.prepare(
    "SELECT id FROM company_addresses WHERE site_id = ? AND name = 'Domaine et caveau'",
  )
    .bind(WINE_SITE_ID)
    .first<{ id: number }>();
  if (!place) throw new Error('no estate address');
  const { results } = await env.DB.prepare(
    'SELECT id, weekday, opens, closes FROM address_opening_hours WHERE site_id = ? AND address_id = ?',
  )
    .bind(WINE_SITE_ID, place.id)
    .all<WeeklySlot>();
  estate = { id: place.id, slots: results };
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The n-th pick-up slot the estate offers (72 h is safely after the demo's lead hours). */
function slotAt(index: number): { date: string; idSchedule: number } {
  const offered = offeredDays(estate.slots, { now: new Date(), leadHours: 72 }).flatMap((day) =>
    day.slots.map((slot) => ({ date: day.date, idSchedule: slot.idSchedule })),
  );
  const slot = offered[index];
  if (!slot) throw new Error(`no pick-up slot ${index}`);
  return slot;
}

function collectOrder(wine: number, slot: { date: string; idSchedule: number }) {
  return {
    products: [{ id: wine, quantity: 2 }],
    user: { phone: '06 12 34 56 78' },
    address: { delivery: null, billing: address(carriers.countryId) },
    message: '',
    delivery: { type: 'CLICK_AND_COLLECT' },
    idAddress: estate.id,
    idSchedule: slot.idSchedule,
    dateSchedule: slot.date,
  };
}

const homeOrder = (member: Member, wine: number) =>
  postOrder<OrderCreated>(member.token, deliveryOrder(carriers, [{ id: wine, quantity: 1 }]));

async function listedSlot(slot: { date: string; idSchedule: number }) {
  const { body } = await api<CollectSlots>(`/click-and-collect/slots?idAddress=${estate.id}`, {
    host: WINE_HOST,
  });
  return body.data.days
    .find((day) => day.date === slot.date)
    ?.slots.find((candidate) => candidate.idSchedule === slot.idSchedule);
}

async function runCron(atSeconds: number): Promise<void> {
  const controller = createScheduledController({
    scheduledTime: new Date(atSeconds * 1000),
    cron: '*/15 * * * *',
  });
  await worker.scheduled(controller, env);
}

const orderRow = (id: number) =>
  env.DB.prepare('SELECT status, created_at, payment_due_at FROM orders WHERE id = ?')
    .bind(id)
    .first<{ status: string; created_at: number; payment_due_at: number }>();

describe('a click-and-collect slot takes CLICK_AND_COLLECT_SLOT_CAPACITY orders', () => {
  it('20 parallel pick-up orders for one slot of capacity 3: exactly 3 accepted, 17 French 409', async () => {
    await setParameter(WINE_SITE_ID, 'CLICK_AND_COLLECT_SLOT_CAPACITY', '3');
    const slot = slotAt(0);
    const wine = await insertWine(WINE_SITE_ID, { stock: 100 });
    const members = await Promise.all(Array.from({ length: 20 }, () => createMember()));
    const answers = await Promise.all(
      members.map((member, index) =>
        postOrder(member.token, collectOrder(wine, slot), { key: `creneau-${index}-${wine}` }),
      ),
    );
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const answer of refused) expect(answer.body.message).toBe(FULL);
    // Nothing of a refused order was written: 3 orders on the slot, their bottles only.
    expect(
      await countRows(
        'orders',
        'site_id = ? AND collect_address_id = ? AND collect_date = ? AND collect_schedule_id = ?',
        WINE_SITE_ID,
        estate.id,
        slot.date,
        slot.idSchedule,
      ),
    ).toBe(3);
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(94);
    expect(await countRows('order_lines', 'order_id NOT IN (SELECT id FROM orders)')).toBe(0);
  });

  it('lists a full slot as full, others as open; a cancelled order frees its place', async () => {
    await setParameter(WINE_SITE_ID, 'CLICK_AND_COLLECT_SLOT_CAPACITY', '1');
    const slot = slotAt(1);
    const wine = await insertWine(WINE_SITE_ID, { stock: 100 });
    expect(await listedSlot(slot)).toMatchObject({ full: false });
    const first = await postOrder<OrderCreated>((await createMember()).token, collectOrder(wine, slot));
    expect(first.status).toBe(201);
    expect(await listedSlot(slot)).toMatchObject({ full: true });
    expect(await listedSlot(slotAt(2))).toMatchObject({ full: false });
    const second = await postOrder((await createMember()).token, collectOrder(wine, slot));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(FULL);
    await env.DB.prepare("UPDATE orders SET status = 'CANCELLED' WHERE id = ?")
      .bind(first.body.data.order.id)
      .run();
    expect(await listedSlot(slot)).toMatchObject({ full: false });
    expect((await postOrder((await createMember()).token, collectOrder(wine, slot))).status).toBe(201);
  });
});

describe('a member holds at most MAX_UNPAID_ORDERS_PER_MEMBER unpaid orders', () => {
  it('refuses the 4th unpaid order with a French 409, and takes it once one is paid', async () => {
    const member = await createMember();
    const wine = await insertWine(WINE_SITE_ID, { stock: 50 });
    const placed: number[] = [];
    for (let index = 0; index < 3; index++) {
      const answer = await homeOrder(member, wine);
      expect(answer.status).toBe(201);
      placed.push(answer.body.data.order.id);
    }
    const fourth = await homeOrder(member, wine);
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(LIMIT);
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(47);
    // Another member is not held back by this one's orders.
    expect((await homeOrder(await createMember(), wine)).status).toBe(201);
    await env.DB.prepare("UPDATE orders SET status = 'PAID' WHERE id = ?").bind(placed[0]).run();
    expect((await homeOrder(member, wine)).status).toBe(201);
  });

  it('10 parallel orders of one member: exactly 3 accepted', async () => {
    const member = await createMember();
    const wine = await insertWine(WINE_SITE_ID, { stock: 50 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postOrder(member.token, deliveryOrder(carriers, [{ id: wine, quantity: 1 }]), {
          key: `impaye-${index}-${wine}`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(7);
    for (const answer of refused) expect(answer.body.message).toBe(LIMIT);
    expect(await countRows('orders', 'user_id = ?', member.id)).toBe(3);
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(47);
  });
});

/** Stubs the Stripe API: every PaymentIntent creation answers like Stripe. */
function mockStripe(): void {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith('https://api.stripe.com/'))
      throw new Error(`unexpected fetch ${request.url}`);
    const body = new URLSearchParams(await request.text());
    const id = `pi_${(request.headers.get('idempotency-key') ?? '').replace(/\W/g, '')}`;
    return Response.json({
      id,
      object: 'payment_intent',
      amount: Number(body.get('amount')),
      currency: body.get('currency'),
      client_secret: `${id}_secret_test`,
      metadata: {},
    });
  });
}

const pay = (member: Member, orderId: number, method: string) =>
  call<PaymentStarted>('POST', `/order/${orderId}/payment`, member.token, { method });

describe('a card payment holds the stock CARD_PAYMENT_HOLD_MINUTES', () => {
  it('the cron releases an unpaid card order after the card minutes; a bank transfer keeps the owner’s delay', async () => {
    await setParameter(WINE_SITE_ID, 'CARD_PAYMENT_HOLD_MINUTES', '30');
    mockStripe();
    const wine = await insertWine(WINE_SITE_ID, { stock: 10 });
    const [cardBuyer, transferBuyer] = [await createMember(), await createMember()];
    const card = (await homeOrder(cardBuyer, wine)).body.data.order;
    const transfer = (await homeOrder(transferBuyer, wine)).body.data.order;
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(8);
    const startedAt = Math.floor(Date.now() / 1000);
    expect((await pay(cardBuyer, card.id, 'STRIPE')).status).toBe(200);
    expect((await pay(transferBuyer, transfer.id, 'BANK_TRANSFER')).status).toBe(200);
    const cardRow = await orderRow(card.id);
    const transferRow = await orderRow(transfer.id);
    if (!cardRow || !transferRow) throw new Error('orders not found');
    expect(cardRow.payment_due_at).toBeGreaterThanOrEqual(startedAt + 30 * MINUTE);
    expect(cardRow.payment_due_at).toBeLessThan(startedAt + 31 * MINUTE);
    expect(transferRow.payment_due_at).toBe(transferRow.created_at + 72 * HOUR);

    await runCron(cardRow.payment_due_at + 15 * MINUTE);
    expect((await orderRow(card.id))?.status).toBe('CANCELLED');
    expect((await orderRow(transfer.id))?.status).toBe('AWAITING_PAYMENT');
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(9);
  });

  it('choosing a bank transfer after the card gives the order the owner’s delay back', async () => {
    mockStripe();
    const wine = await insertWine(WINE_SITE_ID, { stock: 10 });
    const member = await createMember();
    const order = (await homeOrder(member, wine)).body.data.order;
    expect((await pay(member, order.id, 'STRIPE')).status).toBe(200);
    expect((await pay(member, order.id, 'BANK_TRANSFER')).status).toBe(200);
    const row = await orderRow(order.id);
    expect(row?.payment_due_at).toBe((row?.created_at ?? 0) + 72 * HOUR);
  });
});
