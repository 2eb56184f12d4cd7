import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated, OrderDetail, OrderList } from '../../../src/schema/orders/order';
import { loadOrderSettings } from '../../../worker/provider/orders/order-settings';
import { priceOrder } from '../../../worker/provider/orders/order-checkout';
import { createOrderStatements } from '../../../worker/provider/orders/order.repository';
import { orderInputSchema } from '../../../src/schema/orders/order';
import { MASSAGE_SITE_ID, unique, WINE_SITE_ID } from '../support/factories';
import { valueOf } from '../support/result';
import { api } from '../support/http';
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
  stockOf,
  type Carriers,
  type Member,
} from '../support/orders';

// POST /order and the member's order reads: the server recomputes everything,
// takes stock in the same transaction, and a member sees only their own orders.

let carriers: Carriers;
let buyer: Member;

beforeAll(async () => {
  await relaxBottleRules();
  carriers = await insertCarriers();
  buyer = await createMember();
});

async function outboxTo(address: string): Promise<{ subject: string; text_body: string }[]> {
  const { results } = await env.DB.prepare(
    'SELECT subject, text_body FROM email_outbox WHERE site_id = ? AND to_address = ? ORDER BY id',
  )
    .bind(WINE_SITE_ID, address)
    .all<{ subject: string; text_body: string }>();
  return results;
}

describe('POST /order: who may order', () => {
  it('refuses a visitor with a French 401 and writes nothing', async () => {
    const wine = await insertWine();
    const before = await countRows('orders');
    const { status, body } = await postOrder(null, deliveryOrder(carriers, [{ id: wine, quantity: 1 }]));
    expect(status).toBe(401);
    expect(body.success).toBe(false);
    expect(body.message).toBe('Connectez-vous pour passer commande ou consulter vos commandes.');
    expect(await countRows('orders')).toBe(before);
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(100);
  });

  it('answers 404 on a site without a shop', async () => {
    const member = await createMember(MASSAGE_SITE_ID);
    const { status, body } = await postOrder(
      member.token,
      deliveryOrder(carriers, [{ id: 1, quantity: 1 }]),
      {
        host: 'localhost',
      },
    );
    expect(status).toBe(404);
    expect(body.message).toBe("Cette boutique n'existe pas sur ce site.");
  });

  it("refuses another site's member (their token is no session here)", async () => {
    const stranger = await createMember(MASSAGE_SITE_ID);
    const wine = await insertWine();
    const { status } = await postOrder(stranger.token, deliveryOrder(carriers, [{ id: wine, quantity: 1 }]));
    expect(status).toBe(401);
  });
});

describe('POST /order: bad input gets a French 400 and writes nothing', () => {
  it.each([
    ['an empty cart', { products: [] }, 'Le panier est vide.'],
    ['a bad phone', { user: { phone: 'pas un numéro' } }, "Le numéro de téléphone n'est pas valide."],
    ['a zero quantity', { products: [{ id: 1, quantity: 0 }] }, 'La quantité doit être au moins 1.'],
    [
      'an unknown delivery type',
      { delivery: { type: 'TELEPORT' } },
      "Le mode de livraison n'est pas valide.",
    ],
    [
      'a billing address without city',
      { address: { billing: { ...address(1), city: '' } } },
      'La ville est obligatoire.',
    ],
  ])('%s', async (_name, patch, message) => {
    const wine = await insertWine();
    const before = await countRows('orders');
    const { status, body } = await postOrder(buyer.token, {
      ...deliveryOrder(carriers, [{ id: wine, quantity: 1 }]),
      ...patch,
    });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(await countRows('orders')).toBe(before);
  });

  it('refuses a body that is not JSON with a French 415', async () => {
    const response = await api('/order', {
      host: 'vins.localhost',
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: buyer.token },
      body: 'products=1',
    });
    expect(response.status).toBe(415);
    expect(response.body.message).toBe(
      'Envoyez les données en JSON (en-tête « Content-Type: application/json »).',
    );
  });

  it("refuses an unknown declination and another site's declination", async () => {
    const massageWine = await insertWine(MASSAGE_SITE_ID);
    for (const id of [999_999, massageWine]) {
      const { status, body } = await postOrder(buyer.token, deliveryOrder(carriers, [{ id, quantity: 1 }]));
      expect(status).toBe(400);
      expect(body.message).toBe("Un produit de votre panier n'est plus disponible.");
    }
    expect(await stockOf(MASSAGE_SITE_ID, massageWine)).toBe(100);
  });

  it("refuses another site's carrier and a country the site does not sell to", async () => {
    const wine = await insertWine();
    const massageCarriers = await insertCarriers(MASSAGE_SITE_ID);
    const foreign = await postOrder(
      buyer.token,
      deliveryOrder({ ...carriers, home: massageCarriers.home }, [{ id: wine, quantity: 1 }]),
    );
    expect(foreign.status).toBe(400);
    const germany = await env.DB.prepare("SELECT id FROM countries WHERE site_id = ? AND alpha_two = 'DE'")
      .bind(WINE_SITE_ID)
      .first<{ id: number }>();
    if (!germany) throw new Error('the wine site has no Germany');
    const abroad = await postOrder(
      buyer.token,
      // The country is the delivery address's own (deliveryIdCountry is not read).
      deliveryOrder(carriers, [{ id: wine, quantity: 1 }], {
        address: { delivery: address(germany.id), billing: address(carriers.countryId) },
      }),
    );
    expect(abroad.status).toBe(400);
    expect(abroad.body.message).toBe('Nous ne livrons pas dans ce pays.');
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(100);
  });

  it('asks for a relay point, and for a pick-up slot', async () => {
    const wine = await insertWine();
    const relay = await postOrder(
      buyer.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 1 }], {
        delivery: { type: 'PICKUP', idCarrier: carriers.relay },
      }),
    );
    expect(relay.status).toBe(400);
    expect(relay.body.message).toBe('Choisissez un point relais.');
    const collect = await postOrder(
      buyer.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 1 }], { delivery: { type: 'CLICK_AND_COLLECT' } }),
    );
    expect(collect.status).toBe(400);
    expect(collect.body.message).toBe('Choisissez le lieu, la date et le créneau de retrait.');
  });

  it('refuses NO_DELIVERY for wines that are shipped', async () => {
    const wine = await insertWine();
    const { status, body } = await postOrder(
      buyer.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 1 }], { delivery: { type: 'NO_DELIVERY' } }),
    );
    expect(status).toBe(400);
    expect(body.message).toBe(
      'Votre commande doit être livrée ou retirée : choisissez un mode de livraison.',
    );
  });
});

describe('POST /order: the server computes every amount', () => {
  it('ignores the prices a client sends and takes the stock', async () => {
    const wine = await insertWine(WINE_SITE_ID, { priceCents: 1450, stock: 30 });
    const member = await createMember();
    // Tampered: a line price of 0,01 € and a shipping price of 0,01 €.
    const { status, body } = await postOrder<OrderCreated>(
      member.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 3, price: 0.01 }]),
    );
    expect(status).toBe(201);
    const { order } = body.data;
    expect(order.status).toBe('AWAITING_PAYMENT');
    expect(order.reference).toMatch(/^CMD-[0-9A-Z]{8}$/);
    expect(order.lines).toEqual([
      expect.objectContaining({
        declinationId: wine,
        quantity: 3,
        unitPrice: 14.5,
        lineTotal: 43.5,
        vatRate: 20,
      }),
    ]);
    expect(order.subtotal).toBe(43.5);
    expect(order.shipping).toBe(9.9);
    expect(order.total).toBe(53.4);
    expect(order.vat).toBe(8.9); // 53,40 € TTC includes 8,90 € of VAT at 20 %
    expect(order.carrier?.id).toBe(carriers.home);
    expect(order.carrier?.name).toBe('Colissimo domicile');
    expect(order.address.delivery?.city).toBe('Saumur');
    expect(body.data.paymentMethods).toEqual(expect.arrayContaining(['BANK_TRANSFER', 'CHEQUE']));
    expect(body.data.paymentMethods).not.toContain('PAY_AT_PICKUP'); // only for click and collect
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(27);
    expect(await countRows('order_status_history', 'order_id = ?', order.id)).toBe(1);
  });

  it('writes the buyer confirmation and the merchant notification to the outbox', async () => {
    const wine = await insertWine();
    const member = await createMember();
    const { body } = await postOrder<OrderCreated>(
      member.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 2 }]),
    );
    const reference = body.data.order.reference;
    const toBuyer = await outboxTo(member.email);
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]?.subject).toBe(`Votre commande ${reference} est enregistrée`);
    expect(toBuyer[0]?.text_body).toContain('Total TTC : 34,90');
    const toMerchant = (await outboxTo('commandes@domaine-coteaux.example')).filter((mail) =>
      mail.subject.includes(reference),
    );
    expect(toMerchant).toHaveLength(1);
    expect(toMerchant[0]?.text_body).toContain(member.email);
  });

  it('applies a discount code from D1 and records its use', async () => {
    const wine = await insertWine(WINE_SITE_ID, { priceCents: 2000 });
    const code = unique('BIENVENUE').toUpperCase();
    await env.DB.prepare(
      "INSERT INTO discounts (site_id, code, type, amount, is_active) VALUES (?, ?, 'PERCENT', 10, 1)",
    )
      .bind(WINE_SITE_ID, code)
      .run();
    const member = await createMember();
    const { status, body } = await postOrder<OrderCreated>(
      member.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 5 }], { discountCode: code }),
    );
    expect(status).toBe(201);
    expect(body.data.order.discount).toBe(10); // 10 % of 100 €
    expect(body.data.order.total).toBe(99.9); // 100 − 10 + 9,90
    expect(body.data.order.discountCode).toBe(code);
    expect(await countRows('discount_uses', 'order_id = ?', body.data.order.id)).toBe(1);
  });

  it('refuses an unknown discount code without writing', async () => {
    const wine = await insertWine();
    const before = await countRows('orders');
    const { status } = await postOrder(
      buyer.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 1 }], { discountCode: 'CODE-INCONNU' }),
    );
    expect(status).toBe(404);
    expect(await countRows('orders')).toBe(before);
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(100);
  });

  it('takes a relay-point order with the point on the order', async () => {
    const wine = await insertWine();
    const point = {
      id: 'MR-49400-01',
      name: 'Tabac du Château',
      addLine1: '2 place Bilange',
      zipCode: '49400',
      city: 'Saumur',
      country: 'FR',
    };
    // The server looks the point up: it must be one of the site's relay points.
    await env.DB.prepare(
      `INSERT INTO relay_points (site_id, code, name, add_line1, zip_code, city, country, latitude, longitude)
       VALUES (?, ?, ?, ?, ?, ?, ?, 47.26, -0.07)`,
    )
      .bind(WINE_SITE_ID, point.id, point.name, point.addLine1, point.zipCode, point.city, point.country)
      .run();
    const { status, body } = await postOrder<OrderCreated>(
      buyer.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 2 }], {
        delivery: { type: 'PICKUP', idCarrier: carriers.relay, accessPoint: point },
      }),
    );
    expect(status).toBe(201);
    expect(body.data.order.deliveryType).toBe('PICKUP');
    expect(body.data.order.shipping).toBe(5.9);
    expect(body.data.order.accessPoint).toEqual(point);
  });
});

describe('POST /order: stock', () => {
  it('refuses more than the stock with a 409 naming the product, and writes nothing', async () => {
    const wine = await insertWine(WINE_SITE_ID, { stock: 2 });
    const before = await countRows('orders');
    const { status, body } = await postOrder(
      buyer.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 3 }]),
    );
    expect(status).toBe(409);
    expect(body.message).toContain('Saumur vin-');
    expect(await countRows('orders')).toBe(before);
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(2);
  });

  it('rolls the whole batch back when one line finds too little stock at write time', async () => {
    // Priced while both lines were in stock; then the second line's stock goes: the guard in
    // the batch (stock_checked = changes()) must fail it, the first line's stock included.
    const first = await insertWine(WINE_SITE_ID, { stock: 10 });
    const second = await insertWine(WINE_SITE_ID, { stock: 10 });
    const input = orderInputSchema.parse(
      deliveryOrder(carriers, [
        { id: first, quantity: 4 },
        { id: second, quantity: 4 },
      ]),
    );
    const settings = await loadOrderSettings(env.DB, WINE_SITE_ID);
    const checked = await priceOrder(
      env.DB,
      WINE_SITE_ID,
      { id: buyer.id, email: buyer.email },
      input,
      settings,
      new Date(),
    );
    const priced = valueOf(checked);
    await env.DB.prepare('UPDATE product_declinations SET quantity = 3 WHERE site_id = ? AND id = ?')
      .bind(WINE_SITE_ID, second)
      .run();
    const before = { orders: await countRows('orders'), lines: await countRows('order_lines') };
    await expect(
      env.DB.batch(createOrderStatements(env.DB, WINE_SITE_ID, priced.draft, null)),
    ).rejects.toThrow(/stock_checked/);
    expect(await stockOf(WINE_SITE_ID, first)).toBe(10);
    expect(await stockOf(WINE_SITE_ID, second)).toBe(3);
    expect(await countRows('orders')).toBe(before.orders);
    expect(await countRows('order_lines')).toBe(before.lines);
  });

  it('20 parallel orders for the last bottle: one order, 19 clear refusals, stock 0, no orphan rows', async () => {
    const wine = await insertWine(WINE_SITE_ID, { stock: 1 });
    const members = await Promise.all(Array.from({ length: 20 }, () => createMember()));
    const before = {
      orders: await countRows('orders'),
      lines: await countRows('order_lines'),
      history: await countRows('order_status_history'),
      outbox: await countRows('email_outbox'),
    };
    const answers = await Promise.all(
      members.map((member, index) =>
        postOrder(member.token, deliveryOrder(carriers, [{ id: wine, quantity: 1 }]), {
          key: `dernier-${index}-${wine}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const created = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    console.log(
      `concurrency: 20 parallel POST /order for 1 bottle → ${created.length} created, ${refused.length} refused (409), statuses ${JSON.stringify(
        statuses.reduce<Record<number, number>>(
          (count, status) => ({ ...count, [status]: (count[status] ?? 0) + 1 }),
          {},
        ),
      )}, stock left ${await stockOf(WINE_SITE_ID, wine)}`,
    );
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused)
      expect(answer.body.message).toMatch(/Saumur vin-.*(stock|reste|épuisé|disponible)/i);
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(0);
    expect(await countRows('orders')).toBe(before.orders + 1);
    expect(await countRows('order_lines')).toBe(before.lines + 1);
    expect(await countRows('order_status_history')).toBe(before.history + 1);
    expect(await countRows('email_outbox')).toBe(before.outbox + 2);
    expect(await countRows('order_idempotency_keys', 'order_id NOT IN (SELECT id FROM orders)')).toBe(0);
    expect(await countRows('order_lines', 'order_id NOT IN (SELECT id FROM orders)')).toBe(0);
  });
});

describe('POST /order: Idempotency-Key', () => {
  it('gives the same order for the same key and member, once', async () => {
    const wine = await insertWine(WINE_SITE_ID, { stock: 10 });
    const member = await createMember();
    const payload = deliveryOrder(carriers, [{ id: wine, quantity: 2 }]);
    const key = `essai-${crypto.randomUUID()}`;
    const first = await postOrder<OrderCreated>(member.token, payload, { key });
    const second = await postOrder<OrderCreated>(member.token, payload, { key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.data.order.id).toBe(first.body.data.order.id);
    expect(second.body.message).toBe('Cette commande est déjà enregistrée.');
    expect(await countRows('orders', 'user_id = ?', member.id)).toBe(1);
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(8);
  });

  it('gives one order for the same key sent twice at once', async () => {
    const wine = await insertWine(WINE_SITE_ID, { stock: 10 });
    const member = await createMember();
    const payload = deliveryOrder(carriers, [{ id: wine, quantity: 1 }]);
    const key = `double-${crypto.randomUUID()}`;
    const answers = await Promise.all(
      [1, 2, 3].map(() => postOrder<OrderCreated>(member.token, payload, { key })),
    );
    expect(new Set(answers.map((answer) => answer.body.data.order.id)).size).toBe(1);
    expect(await countRows('orders', 'user_id = ?', member.id)).toBe(1);
    expect(await stockOf(WINE_SITE_ID, wine)).toBe(9);
  });

  it('refuses the key reused for another cart, and a malformed key', async () => {
    const wine = await insertWine();
    const member = await createMember();
    const key = `autre-${crypto.randomUUID()}`;
    await postOrder(member.token, deliveryOrder(carriers, [{ id: wine, quantity: 1 }]), { key });
    const other = await postOrder(member.token, deliveryOrder(carriers, [{ id: wine, quantity: 2 }]), {
      key,
    });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('Cette clé Idempotency-Key a déjà servi pour une autre commande.');
    const bad = await postOrder(member.token, deliveryOrder(carriers, [{ id: wine, quantity: 1 }]), {
      key: 'é',
    });
    expect(bad.status).toBe(400);
  });

  it("does not share keys between members: another member's same key is a new order", async () => {
    const wine = await insertWine();
    const [one, two] = [await createMember(), await createMember()];
    const key = `partage-${crypto.randomUUID()}`;
    const payload = deliveryOrder(carriers, [{ id: wine, quantity: 1 }]);
    const a = await postOrder<OrderCreated>(one.token, payload, { key });
    const b = await postOrder<OrderCreated>(two.token, payload, { key });
    expect(b.status).toBe(201);
    expect(b.body.data.order.id).not.toBe(a.body.data.order.id);
  });
});

describe('GET /user/orders and /user/orders/{id}', () => {
  it("lists the member's own orders, newest first, and reads one", async () => {
    const wine = await insertWine();
    const member = await createMember();
    const first = await postOrder<OrderCreated>(
      member.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 1 }]),
    );
    const second = await postOrder<OrderCreated>(
      member.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 2 }]),
    );
    const list = await call<OrderList>('GET', '/user/orders', member.token);
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.orders.map((order) => order.id)).toEqual([
      second.body.data.order.id,
      first.body.data.order.id,
    ]);
    expect(list.body.data.orders[0]).toMatchObject({
      status: 'AWAITING_PAYMENT',
      statusLabel: 'En attente de paiement',
      invoiceAvailable: false,
    });
    const paged = await call<OrderList>('GET', '/user/orders?nbItem=1&page=2', member.token);
    expect(paged.body.data.orders.map((order) => order.id)).toEqual([first.body.data.order.id]);
    const detail = await call<OrderDetail>('GET', `/user/orders/${first.body.data.order.id}`, member.token);
    expect(detail.status).toBe(200);
    expect(detail.body.data.lines[0]?.quantity).toBe(1);
  });

  it("answers 404 for another member's order, another site's order and unknown ids; 401 for visitors", async () => {
    const wine = await insertWine();
    const owner = await createMember();
    const { body } = await postOrder<OrderCreated>(
      owner.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 1 }]),
    );
    const id = body.data.order.id;
    const other = await createMember();
    for (const path of [`/user/orders/${id}`, `/user/orders/${id}/invoice`]) {
      expect((await call('GET', path, other.token)).status).toBe(404);
    }
    expect((await call('GET', '/user/orders/999999', owner.token)).status).toBe(404);
    expect((await call('GET', '/user/orders/abc', owner.token)).status).toBe(404);
    const massageMember = await createMember(MASSAGE_SITE_ID);
    expect(
      (await call('GET', `/user/orders/${id}`, massageMember.token, undefined, 'localhost')).status,
    ).toBe(404);
    expect((await call('GET', '/user/orders', null)).status).toBe(401);
    const otherList = await call<OrderList>('GET', '/user/orders', other.token);
    expect(otherList.body.data.total).toBe(0);
  });

  it('has no invoice before the order is paid (409)', async () => {
    const wine = await insertWine();
    const { body } = await postOrder<OrderCreated>(
      buyer.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 1 }]),
    );
    const invoice = await call('GET', `/user/orders/${body.data.order.id}/invoice`, buyer.token);
    expect(invoice.status).toBe(409);
    expect(invoice.body.message).toBe(
      'La facture sera disponible dès que le paiement de la commande sera reçu.',
    );
  });

  it('keeps the order when the member account is deleted, without the link', async () => {
    const wine = await insertWine();
    const member = await createMember();
    const { body } = await postOrder<OrderCreated>(
      member.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 1 }]),
    );
    await env.DB.prepare('DELETE FROM users WHERE site_id = ? AND id = ?')
      .bind(WINE_SITE_ID, member.id)
      .run();
    const row = await env.DB.prepare('SELECT user_id, email FROM orders WHERE id = ?')
      .bind(body.data.order.id)
      .first<{ user_id: number | null; email: string }>();
    expect(row).toEqual({ user_id: null, email: member.email });
  });
});
