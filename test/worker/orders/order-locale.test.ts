import { env } from 'cloudflare:workers';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '../../../src/schema/orders/order';
import { OPERATOR, WINE_ADMIN, adminCall, adminLogin, adminRequest } from '../support/accounts';
import { WINE_SITE_ID } from '../support/factories';
import {
  call,
  createMember,
  deliveryOrder,
  insertCarriers,
  insertWine,
  postOrder,
  relaxBottleRules,
  type Carriers,
} from '../support/orders';

// An order remembers the language it was placed in (migration 0029, from the
// request's locale: the checkout island sends the page's as userLang). Its buyer's e-mails and
// its PDFs are in that language, whenever they are made (the invoice: French, the legal
// language, with the English labels beside); the merchant's notification stays in
// the site's default language; a French order is unchanged.

let carriers: Carriers;
let adminToken: string;

beforeAll(async () => {
  const operator = await adminLogin(OPERATOR);
  const saved = await adminCall('PUT', `/admin/platform/site/${WINE_SITE_ID}`, operator, {
    locales: ['fr_FR', 'en_GB'],
  });
  expect(saved.status).toBe(200);
  await relaxBottleRules();
  carriers = await insertCarriers();
  adminToken = await adminLogin(WINE_ADMIN, 'vins.localhost');
});

async function outboxTo(
  address: string,
): Promise<{ subject: string; text_body: string; html_body: string }[]> {
  const { results } = await env.DB.prepare(
    'SELECT subject, text_body, html_body FROM email_outbox WHERE site_id = ? AND to_address = ? ORDER BY id',
  )
    .bind(WINE_SITE_ID, address)
    .all<{ subject: string; text_body: string; html_body: string }>();
  return results;
}

async function order(locale?: string) {
  const member = await createMember();
  const wine = await insertWine(WINE_SITE_ID, { stock: 20 });
  const { status, body } = await postOrder<OrderCreated>(
    member.token,
    deliveryOrder(carriers, [{ id: wine, quantity: 2 }]),
    { locale },
  );
  expect(status).toBe(201);
  const row = await env.DB.prepare('SELECT locale FROM orders WHERE site_id = ? AND id = ?')
    .bind(WINE_SITE_ID, body.data.order.id)
    .first<{ locale: string }>();
  return { member, id: body.data.order.id, reference: body.data.order.reference, locale: row?.locale };
}

async function invoiceOf(
  id: number,
): Promise<{ filename: string | null; title: string | undefined; lang: string | undefined }> {
  const paid = await call('PUT', `/admin/order/${id}/status`, adminToken, { status: 'PAID' });
  expect(paid.status).toBe(200);
  const response = await adminRequest(`/api/admin/order/${id}/invoice`, {
    host: 'vins.localhost',
    headers: { authorization: adminToken },
  });
  expect(response.status).toBe(200);
  const document = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()), {
    updateMetadata: false,
  });
  return {
    filename: response.headers.get('content-disposition'),
    title: document.getTitle(),
    lang: document.catalog.lookupMaybe(PDFName.of('Lang'), PDFString)?.decodeText(),
  };
}

describe('an order refused by the cart rules', () => {
  it("is refused in the shopper's language", async () => {
    const member = await createMember();
    const wine = await insertWine(WINE_SITE_ID, { stock: 200 });
    // The wine site ships 120 bottles at most.
    const { status, body } = await postOrder<OrderCreated>(
      member.token,
      deliveryOrder(carriers, [{ id: wine, quantity: 121 }]),
      { locale: 'en_GB' },
    );
    expect(status).toBe(400);
    expect(body.message).toBe('A shipment holds at most 120 bottles: your basket holds 121, remove 1.');
  });
});

describe('an order placed in English', () => {
  it('keeps en_GB: its confirmation and status e-mail are in English, its invoice French with English labels', async () => {
    const { member, id, reference, locale } = await order('en_GB');
    expect(locale).toBe('en_GB');
    const [confirmation] = await outboxTo(member.email);
    expect(confirmation?.subject).toBe(`Your order ${reference} has been received`);
    expect(confirmation?.text_body).toContain('Total incl. VAT: €');
    expect(confirmation?.text_body).toContain('Home delivery');
    expect(confirmation?.text_body).toContain('http://vins.localhost/en/my-account/orders');
    expect(confirmation?.html_body).toContain('<html lang="en">');
    expect(confirmation?.text_body).not.toMatch(/Bonjour|Total TTC|Livraison/);
    // The merchant reads French, whatever the buyer's language.
    const merchant = (await outboxTo('commandes@domaine-coteaux.example')).filter((mail) =>
      mail.subject.includes(reference),
    );
    expect(merchant[0]?.subject).toMatch(/^Nouvelle commande /);
    expect(merchant[0]?.text_body).toContain('Livraison à domicile');

    const invoice = await invoiceOf(id);
    // The merchant's legal language, French, with the English labels beside it.
    expect(invoice.filename).toMatch(/^attachment; filename="facture-FA-\d{6}\.pdf"$/);
    expect(invoice.title).toMatch(/^Facture FA-\d{6} \/ Invoice FA-\d{6}$/);
    expect(invoice.lang).toBe('fr-FR');
    const paidMail = (await outboxTo(member.email)).at(-1);
    expect(paidMail?.subject).toBe(`Order ${reference}: paid`);
    expect(paidMail?.text_body).toContain('We have received your payment.');
  });

  it('an order without a language (or a French page) stays French', async () => {
    const { member, id, reference, locale } = await order();
    expect(locale).toBe('fr_FR');
    const [confirmation] = await outboxTo(member.email);
    expect(confirmation?.subject).toBe(`Votre commande ${reference} est enregistrée`);
    expect(confirmation?.text_body).toContain('http://vins.localhost/mon-compte/commandes');
    const invoice = await invoiceOf(id);
    expect(invoice.title).toMatch(/^Facture FA-\d{6}$/);
    expect(invoice.lang).toBe('fr-FR');
  });

  it('a language the site does not have falls back to its default', async () => {
    const { locale } = await order('de_DE');
    expect(locale).toBe('fr_FR');
  });
});
