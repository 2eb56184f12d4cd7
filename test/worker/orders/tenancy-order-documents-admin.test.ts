import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '../../../src/schema/orders/order';
import { WINE_ADMIN, adminLogin } from '../support/accounts';
import { insertSite, WINE_SITE_ID } from '../support/factories';
import {
  call,
  createMember,
  deliveryOrder,
  insertCarriers,
  insertWine,
  postOrder,
  relaxBottleRules,
} from '../support/orders';

// Tenancy of the order documents: the admin of another shop asks for this shop's
// order ids on their own host and gets 404, as if the orders did not exist.

describe('order documents across shops', () => {
  let host: string;
  let otherAdmin: { token: string };
  let orderId: number;

  beforeAll(async () => {
    await relaxBottleRules();
    const carriers = await insertCarriers();
    const buyer = await createMember();
    const wine = await insertWine(WINE_SITE_ID, { stock: 20 });
    const placed = await postOrder<OrderCreated>(
      buyer.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 1 }]),
    );
    orderId = placed.body.data.order.id;
    const adminToken = await adminLogin(WINE_ADMIN, 'vins.localhost');
    await call('PUT', `/admin/order/${orderId}/status`, adminToken, { status: 'PAID' });
    host = `cave-${crypto.randomUUID().slice(0, 8)}.localhost`;
    const otherShop = await insertSite({ hosts: [host], locales: ['fr_FR'] });
    await env.DB.prepare('UPDATE sites SET is_ecommerce = 1 WHERE id = ?').bind(otherShop).run();
    otherAdmin = await createMember(otherShop, 'ADMIN');
  });

  it("answers 404 to another shop's admin for this shop's order documents", async () => {
    for (const document of ['packing-slip', 'invoice']) {
      const answer = await call(
        'GET',
        `/admin/order/${orderId}/${document}`,
        otherAdmin.token,
        undefined,
        host,
      );
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe("Cette commande n'existe pas.");
    }
    // Their own list is empty of this shop's orders: the id exists only on the wine site.
    const list = await call<{ orders: { id: number }[] }>(
      'GET',
      '/admin/order',
      otherAdmin.token,
      undefined,
      host,
    );
    expect(list.body.data.orders.map((order) => order.id)).not.toContain(orderId);
  });
});
