import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { offeredDays, type WeeklySlot } from '../../../src/domain/delivery/collect-slots';
import type { AdminOrder, OrderCreated, OrderDetail, OrderList } from '../../../src/schema/orders/order';
import { ADMIN, adminCall, adminLogin, WINE_ADMIN } from '../support/accounts';
import { MASSAGE_SITE_ID, WINE_SITE_ID } from '../support/factories';
import { api, MASSAGE_HOST, WINE_HOST } from '../support/http';
import { call, createMember, insertCarriers, postOrder, deliveryOrder, type Member } from '../support/orders';

// Click and collect: a pick-up is not a shipment (no bottles-per-expedition rules),
// the chosen place and slot are kept on the order and shown the same way everywhere, and a
// status change separates the message to the customer from the merchant's internal note.
// The wine site keeps its sample rules here: at least 6 bottles, by 6, per expedition.

const LABEL =
  /^Domaine et caveau, (lundi|mardi|mercredi|jeudi|vendredi|samedi) \d{1,2} [a-zéû]+, \d\d:\d\d–\d\d:\d\d$/;

interface Place {
  id: number;
  slots: WeeklySlot[];
}

async function place(siteId: number, name: string): Promise<Place> {
  const address = await env.DB.prepare('SELECT id FROM company_addresses WHERE site_id = ? AND name = ?')
    .bind(siteId, name)
    .first<{ id: number }>();
  if (!address) throw new Error(`no address ${name}`);
  const { results } = await env.DB.prepare(
    'SELECT id, weekday, opens, closes FROM address_opening_hours WHERE site_id = ? AND address_id = ?',
  )
    .bind(siteId, address.id)
    .all<WeeklySlot>();
  return { id: address.id, slots: results };
}

/** The first slot the place offers (48 h lead on the demo site; 72 h is safely after it). */
function firstSlot(point: Place): { date: string; idSchedule: number; opens: string; closes: string } {
  const [day] = offeredDays(point.slots, { now: new Date(), leadHours: 72 });
  const slot = day?.slots[0];
  const weekly = point.slots.find((candidate) => candidate.id === slot?.idSchedule);
  if (!day || !slot || !weekly) throw new Error('no pick-up slot offered');
  return { date: day.date, idSchedule: slot.idSchedule, opens: weekly.opens, closes: weekly.closes };
}

async function tuffeau(): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT d.id FROM product_declinations d JOIN products p ON p.site_id = d.site_id AND p.id = d.product_id
      WHERE p.site_id = ? AND p.name = 'Saumur rouge Tuffeau' ORDER BY d.id LIMIT 1`,
  )
    .bind(WINE_SITE_ID)
    .first<{ id: number }>();
  if (!row) throw new Error('no Saumur rouge Tuffeau');
  return row.id;
}

const billing = {
  firstname: 'Thomas',
  lastname: 'Lefèvre',
  address: '12 rue Beaurepaire',
  addressPart2: '',
  postalCode: '49400',
  city: 'Saumur',
  country: { id: 250, alphaTwo: 'FR', alphaThree: 'FRA' },
};

function collectOrder(declination: number, quantity: number, choice: Record<string, unknown>) {
  return {
    products: [{ id: declination, quantity }],
    user: { phone: '06 12 34 56 78' },
    address: { delivery: null, billing },
    message: '',
    delivery: { type: 'CLICK_AND_COLLECT' },
    ...choice,
  };
}

const validate = (products: { id: number; quantity: number }[], deliveryType?: string) =>
  api<{ bottleCount: number }>('/order/validate', {
    host: WINE_HOST,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ products, ...(deliveryType ? { deliveryType } : {}) }),
  });

async function outboxTo(address: string): Promise<{ subject: string; text_body: string }[]> {
  const { results } = await env.DB.prepare(
    'SELECT subject, text_body FROM email_outbox WHERE site_id = ? AND to_address = ? ORDER BY id',
  )
    .bind(WINE_SITE_ID, address)
    .all<{ subject: string; text_body: string }>();
  return results;
}

let wine: number;
let estate: Place;
let buyer: Member;

beforeAll(async () => {
  wine = await tuffeau();
  estate = await place(WINE_SITE_ID, 'Domaine et caveau');
  buyer = await createMember();
});

describe('a pick-up is not a shipment', () => {
  it('POST /order/validate: 3 bottles pass for a pick-up, not for a delivery (nor when the way is not said)', async () => {
    const lines = [{ id: wine, quantity: 3 }];
    const pickup = await validate(lines, 'CLICK_AND_COLLECT');
    expect(pickup.status).toBe(200);
    expect(pickup.body.data.bottleCount).toBe(3);
    const shipped = 'Une expédition compte au moins 6 bouteilles : votre panier en compte 3, ajoutez-en 3.';
    expect((await validate(lines, 'DELIVERY')).body.message).toBe(shipped);
    expect((await validate(lines, 'PICKUP')).body.message).toBe(shipped);
    expect((await validate(lines)).body.message).toBe(shipped);
    // The line rules still apply to a pick-up: a stock or a sale multiple is no expedition rule.
    expect((await validate([{ id: wine, quantity: 0 }], 'CLICK_AND_COLLECT')).status).toBe(400);
  });

  it('POST /order: 3 bottles collected at the estate are ordered; delivered, they are refused', async () => {
    const slot = firstSlot(estate);
    const choice = { idAddress: estate.id, idSchedule: slot.idSchedule, dateSchedule: slot.date };
    const placed = await postOrder<OrderCreated>(buyer.token, collectOrder(wine, 3, choice));
    expect(placed.status).toBe(201);
    const carriers = await insertCarriers();
    const delivered = await postOrder(buyer.token, deliveryOrder(carriers, [{ id: wine, quantity: 3 }]));
    expect(delivered.status).toBe(400);
    expect(delivered.body.message).toBe(
      'Une expédition compte au moins 6 bouteilles : votre panier en compte 3, ajoutez-en 3.',
    );
  });
});

describe('the place and slot chosen are kept and shown', () => {
  let order: OrderDetail;
  let slot: ReturnType<typeof firstSlot>;

  beforeAll(async () => {
    slot = firstSlot(estate);
    const { status, body } = await postOrder<OrderCreated>(
      buyer.token,
      collectOrder(wine, 3, { idAddress: estate.id, idSchedule: slot.idSchedule, dateSchedule: slot.date }),
    );
    if (status !== 201) throw new Error(`order not created: ${status} ${body.message}`);
    order = body.data.order;
  });

  it('on the order: the place id, its name and address as chosen, the date and the slot hours', () => {
    expect(order.collect).toMatchObject({
      idAddress: estate.id,
      idSchedule: slot.idSchedule,
      date: slot.date,
      placeName: 'Domaine et caveau',
      opens: slot.opens,
      closes: slot.closes,
    });
    expect(order.collect?.placeAddress).toMatch(/\d{5} /);
    expect(order.collect?.label).toMatch(LABEL);
    expect(order.collect?.label).toContain(`${slot.opens}–${slot.closes}`);
  });

  it('a place renamed later does not change the placed order', async () => {
    await env.DB.prepare("UPDATE company_addresses SET name = 'Caveau rénové' WHERE site_id = ? AND id = ?")
      .bind(WINE_SITE_ID, estate.id)
      .run();
    try {
      const { body } = await call<OrderDetail>('GET', `/user/orders/${order.id}`, buyer.token);
      expect(body.data.collect?.placeName).toBe('Domaine et caveau');
    } finally {
      await env.DB.prepare(
        "UPDATE company_addresses SET name = 'Domaine et caveau' WHERE site_id = ? AND id = ?",
      )
        .bind(WINE_SITE_ID, estate.id)
        .run();
    }
  });

  it('in the member’s orders (list and detail) and in the admin order', async () => {
    const list = await call<OrderList>('GET', '/user/orders', buyer.token);
    const summary = list.body.data.orders.find((candidate) => candidate.id === order.id);
    expect(summary?.collectLabel).toBe(order.collect?.label);
    const token = await adminLogin(WINE_ADMIN, WINE_HOST);
    const admin = await adminCall<AdminOrder>('GET', `/admin/order/${order.id}`, token, undefined, WINE_HOST);
    expect(admin.body.data.collect?.label).toBe(order.collect?.label);
    const adminList = await adminCall<{ orders: { id: number; collectLabel: string | null }[] }>(
      'GET',
      '/admin/order?nbItem=100',
      token,
      undefined,
      WINE_HOST,
    );
    expect(adminList.body.data.orders.find((row) => row.id === order.id)?.collectLabel).toBe(
      order.collect?.label,
    );
  });

  it('in the order e-mail, which links to the site’s primary URL as the account e-mails do', async () => {
    const [mail] = (await outboxTo(buyer.email)).filter((email) => email.subject.includes(order.reference));
    expect(mail?.text_body).toContain(`Retrait : ${order.collect?.label ?? '?'}.`);
    expect(mail?.text_body).not.toContain('à partir du');
    // The stored site URL is http://vins.localhost:8787; the request reached http://vins.localhost.
    expect(mail?.text_body).toContain('http://vins.localhost/mon-compte/commandes');
    expect(mail?.text_body).not.toContain(':8787');
  });

  it('another site sees neither the order nor its place', async () => {
    const massageAdmin = await adminLogin(ADMIN, MASSAGE_HOST);
    const foreign = await adminCall('GET', `/admin/order/${order.id}`, massageAdmin, undefined, MASSAGE_HOST);
    expect(foreign.status).toBe(404);
  });
});

describe('the place and slot are checked by the server', () => {
  it('refuses an unknown place, another site’s address and a slot the place does not offer (400, French)', async () => {
    const slot = firstSlot(estate);
    const refusal = async (choice: Record<string, unknown>) => {
      const { status, body } = await postOrder(buyer.token, collectOrder(wine, 3, choice));
      return { status, message: body.message };
    };
    expect(
      await refusal({ idAddress: 999_999, idSchedule: slot.idSchedule, dateSchedule: slot.date }),
    ).toEqual({
      status: 400,
      message: "Ce point de retrait n'existe pas.",
    });
    const practice = await place(MASSAGE_SITE_ID, 'Cabinet de Vertou');
    expect(
      (await refusal({ idAddress: practice.id, idSchedule: slot.idSchedule, dateSchedule: slot.date }))
        .status,
    ).toBe(400);
    // A slot of another place of the estate.
    const other = await env.DB.prepare(
      `SELECT h.id FROM address_opening_hours h WHERE h.site_id = ? AND h.address_id <> ? ORDER BY h.id LIMIT 1`,
    )
      .bind(WINE_SITE_ID, estate.id)
      .first<{ id: number }>();
    const wrongSlot = await refusal({
      idAddress: estate.id,
      idSchedule: other?.id ?? 999_999,
      dateSchedule: slot.date,
    });
    expect(wrongSlot.status).toBe(400);
    expect(wrongSlot.message).toMatch(/créneau/);
  });
});

describe('a status change: a message to the customer, an internal note', () => {
  let order: OrderDetail;
  let token: string;

  beforeAll(async () => {
    const slot = firstSlot(estate);
    const { body } = await postOrder<OrderCreated>(
      buyer.token,
      collectOrder(wine, 3, { idAddress: estate.id, idSchedule: slot.idSchedule, dateSchedule: slot.date }),
    );
    order = body.data.order;
    token = await adminLogin(WINE_ADMIN, WINE_HOST);
  });

  it('e-mails the customer message, never the internal note; both stay in the admin history', async () => {
    const { status, body } = await adminCall<AdminOrder>(
      'PUT',
      `/admin/order/${order.id}/status`,
      token,
      {
        status: 'PAID',
        customerMessage: 'Merci, votre règlement est bien arrivé.',
        internalNote: 'Virement reçu',
      },
      WINE_HOST,
    );
    expect(status).toBe(200);
    expect(body.data.history.at(-1)).toMatchObject({
      to: 'PAID',
      note: 'Virement reçu',
      customerMessage: 'Merci, votre règlement est bien arrivé.',
    });
    const mail = (await outboxTo(buyer.email)).find(
      (email) => email.subject === `Commande ${order.reference} : payée`,
    );
    expect(mail?.text_body).toContain('Merci, votre règlement est bien arrivé.');
    expect(mail?.text_body).not.toContain('Virement reçu');
  });

  it('the old `note` field is an internal note: kept, never mailed', async () => {
    const { status } = await adminCall(
      'PUT',
      `/admin/order/${order.id}/status`,
      token,
      { status: 'PREPARING', note: 'Carton 12 au chai' },
      WINE_HOST,
    );
    expect(status).toBe(200);
    const mails = await outboxTo(buyer.email);
    expect(mails.some((email) => email.text_body.includes('Carton 12 au chai'))).toBe(false);
  });

  it('the member reads the customer messages in their order, not the internal notes', async () => {
    const { body } = await call<OrderDetail>('GET', `/user/orders/${order.id}`, buyer.token);
    expect(body.data.customerMessages).toEqual([
      expect.objectContaining({ status: 'PAID', message: 'Merci, votre règlement est bien arrivé.' }),
    ]);
    expect(JSON.stringify(body.data)).not.toContain('Virement reçu');
    expect(JSON.stringify(body.data)).not.toContain('Carton 12');
  });
});

describe('the payment instructions e-mail (one source with the payment page)', () => {
  let order: OrderDetail;

  const pay = (method: string) =>
    call<{ kind: string; instructions?: string }>('POST', `/order/${order.id}/payment`, buyer.token, {
      method,
    });
  const instructionMails = async () =>
    (await outboxTo(buyer.email)).filter(
      (email) => email.subject === `Commande ${order.reference} : comment la régler`,
    );

  beforeAll(async () => {
    const slot = firstSlot(estate);
    const { body } = await postOrder<OrderCreated>(
      buyer.token,
      collectOrder(wine, 3, { idAddress: estate.id, idSchedule: slot.idSchedule, dateSchedule: slot.date }),
    );
    order = body.data.order;
  });

  it('the order-placed e-mail of a pick-up order does not promise preparation on payment only', async () => {
    const placed = (await outboxTo(buyer.email)).find(
      (email) => email.subject === `Votre commande ${order.reference} est enregistrée`,
    );
    expect(placed?.text_body).toContain(
      'Si vous la réglez au retrait, elle sera prête pour le créneau choisi',
    );
  });

  it('paying at pick-up: what to bring, the place and slot, the same text as the page; sent once', async () => {
    const first = await pay('PAY_AT_PICKUP');
    expect(first.status).toBe(200);
    const page = first.body.data.instructions ?? '';
    expect(page).toContain(order.collect?.label ?? '?');
    expect(page).toContain('Apportez votre moyen de paiement');
    await pay('PAY_AT_PICKUP'); // the page reloaded: no second e-mail
    const mails = await instructionMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(page);
    expect(mails[0]?.text_body).toContain(
      'Elle sera prête pour le créneau choisi : vous la réglerez sur place.',
    );
    expect(mails[0]?.text_body).not.toContain('dès réception de votre paiement');
  });

  it('a transfer chosen next: the IBAN and the reference, prepared on receipt', async () => {
    const transfer = await pay('BANK_TRANSFER');
    expect(transfer.status).toBe(200);
    const mails = await instructionMails();
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text_body).toContain('IBAN : FR76 1470 6000 1400 0123 4567 890');
    expect(mails[1]?.text_body).toContain(`Indiquez la référence ${order.reference}`);
    expect(mails[1]?.text_body).toContain(order.collect?.label ?? '?');
  });
});
