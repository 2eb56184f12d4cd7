import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '../../../src/schema/orders/order';
import { ADMIN, WINE_ADMIN, adminLogin, adminRequest } from '../support/accounts';
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
  type Member,
} from '../support/orders';

// The merchant's order documents: the invoice of a paid order and the packing
// slip, as PDF downloads for the shop's admins only. The slip's layout and its text are
// checked with pdftotext in test/unit/orders/packing-slip-pdf.test.ts; here the HTTP contract.

let carriers: Carriers;
let buyer: Member;
let adminToken: string;

beforeAll(async () => {
  await relaxBottleRules();
  carriers = await insertCarriers();
  buyer = await createMember();
  adminToken = await adminLogin(WINE_ADMIN, 'vins.localhost');
});

async function newOrder(): Promise<{ id: number; reference: string }> {
  const wine = await insertWine(WINE_SITE_ID, { stock: 50 });
  const { status, body } = await postOrder<OrderCreated>(
    buyer.token,
    deliveryOrder(carriers, [{ id: wine, quantity: 3 }]),
  );
  if (status !== 201) throw new Error(`order not created: ${status} ${body.message}`);
  return { id: body.data.order.id, reference: body.data.order.reference };
}

/** An admin document: on the admin host for the site served at `host`. */
const download = (path: string, token: string | null, host = 'vins.localhost') =>
  adminRequest(`/api${path}`, { host, headers: token ? { authorization: token } : {} });

async function pdfOf(response: Response): Promise<PDFDocument> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  return PDFDocument.load(bytes, { updateMetadata: false });
}

/** The fonts the document embeds (Type0 fonts' BaseFont), e.g. DejaVuSans-1234. */
function embeddedFonts(document: PDFDocument): string[] {
  return document.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict)
    .filter((dict) => dict.get(PDFName.of('Subtype')) === PDFName.of('Type0'))
    .map((dict) => dict.get(PDFName.of('BaseFont'))?.toString() ?? '')
    .sort();
}

describe('GET /admin/order/{id}/packing-slip', () => {
  it('gives the admin the PDF slip of any order of the shop, named after its reference', async () => {
    const { id, reference } = await newOrder();
    const response = await download(`/admin/order/${id}/packing-slip`, adminToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="bon-de-livraison-${reference}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const document = await pdfOf(response);
    expect(document.getTitle()).toBe(`Bon de livraison ${reference}`);
    expect(document.getPageCount()).toBe(1);
    // The Worker reads DejaVu Sans from its assets and embeds a subset of each face.
    expect(embeddedFonts(document)).toEqual([
      expect.stringMatching(/^\/DejaVuSans-\d+$/),
      expect.stringMatching(/^\/DejaVuSans-Bold-\d+$/),
    ]);
  });

  it('answers 404 in French for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc']) {
      const answer = await call('GET', `/admin/order/${id}/packing-slip`, adminToken);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe("Cette commande n'existe pas.");
    }
  });
});

describe('GET /admin/order/{id}/invoice', () => {
  it('refuses an unpaid order with a French 409, then gives the invoice once paid', async () => {
    const { id } = await newOrder();
    const unpaid = await call('GET', `/admin/order/${id}/invoice`, adminToken);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.success).toBe(false);
    expect(unpaid.body.message).toBe(
      'La facture existera dès que le paiement de la commande sera enregistré.',
    );
    const paid = await call<{ invoiceNumber: string }>('PUT', `/admin/order/${id}/status`, adminToken, {
      status: 'PAID',
    });
    expect(paid.status).toBe(200);
    const number = paid.body.data.invoiceNumber;
    const response = await download(`/admin/order/${id}/invoice`, adminToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="facture-${number}.pdf"`);
    expect((await pdfOf(response)).getTitle()).toBe(`Facture ${number}`);
  });
});

describe('order documents: who may download them', () => {
  it('401 for a visitor, 403 for a member or the buyer, 401 for another site’s admin token', async () => {
    const { id } = await newOrder();
    await call('PUT', `/admin/order/${id}/status`, adminToken, { status: 'PAID' });
    const massageAdmin = await adminLogin(ADMIN, 'localhost');
    for (const path of [`/admin/order/${id}/packing-slip`, `/admin/order/${id}/invoice`]) {
      const visitor = await call('GET', path, null);
      expect(visitor.status).toBe(401);
      expect(visitor.body.success).toBe(false);
      expect((await call('GET', path, buyer.token)).status).toBe(401);
      // A session of the massage site is no session on the wine site.
      expect((await call('GET', path, massageAdmin)).status).toBe(403);
      // On its own site, which has no shop, the path does not exist.
      const noShop = await call('GET', path, massageAdmin, undefined, 'localhost');
      expect(noShop.status).toBe(404);
      expect(noShop.body.message).toBe("Cette boutique n'existe pas sur ce site.");
    }
  });
});
