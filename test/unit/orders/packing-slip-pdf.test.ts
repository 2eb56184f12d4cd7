import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPackingSlip } from '../../../worker/pdf/packing-slip.ts';
import { pdfFonts } from '../support/pdf-fonts.ts';
import { EUROPEAN_CUSTOMERS, readMetadata, words } from '../support/pdf-documents.ts';
import type { OrderLineRow, OrderRow } from '../../../worker/provider/orders/order.repository.ts';

// The packing slip opened by poppler's pdftotext, as the person packing the parcel reads it:
// the order, the delivery, the recipient, every line with its quantity, and no price at all.

const folder = mkdtempSync(join(tmpdir(), 'packing-slip-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function pdfText(bytes: Uint8Array): string {
  const file = join(folder, `bon-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const createdAt = Date.UTC(2026, 10, 19, 10) / 1000;
const snapshot = (firstname: string, city: string) =>
  JSON.stringify({
    firstname,
    lastname: 'Durand',
    address: '12 rue des Vignes',
    addressPart2: 'Bâtiment B',
    postalCode: '44000',
    city,
    countryId: 250,
  });

const order: OrderRow = {
  id: 7,
  user_id: 3,
  uid: '00000000-0000-4000-8000-000000000000',
  reference: 'CMD-7K3F9Q2A',
  status: 'PREPARING',
  email: 'client@domaine-coteaux.example',
  phone: '06 12 34 56 78',
  message: 'Merci de livrer après 18 h.',
  delivery_type: 'DELIVERY',
  carrier_id: 1,
  carrier_name: 'Colissimo domicile',
  service_code: 'COLISSIMO',
  access_point: null,
  collect_address_id: null,
  collect_schedule_id: null,
  collect_date: null,
  collect_place_name: null,
  collect_place_address: null,
  collect_opens: null,
  collect_closes: null,
  locale: 'fr_FR',
  delivery_address: snapshot('Camille', 'Nantes'),
  billing_address: snapshot('Dominique', 'Angers'),
  discount_code: null,
  subtotal_cents: 10_200,
  shipping_cents: 1_290,
  discount_cents: 0,
  total_cents: 11_490,
  vat_cents: 1_915,
  stock_reserved: 1,
  payment_method: 'BANK_TRANSFER',
  payment_due_at: createdAt + 3600,
  invoice_number: 42,
  paid_at: createdAt + 600,
  fulfilled_at: null,
  created_at: createdAt,
};

const lines: OrderLineRow[] = [
  {
    declination_id: 1,
    product_id: 1,
    label: 'Saumur-Champigny Les Perrières 2022 – 75 cl',
    quantity: 6,
    unit_price_cents: 1_450,
    line_total_cents: 8_700,
    vat_rate_bp: 2000,
    stock_taken: 6,
  },
  {
    declination_id: 2,
    product_id: 2,
    label: 'Crémant de Loire brut – 75 cl',
    quantity: 1,
    unit_price_cents: 1_500,
    line_total_cents: 1_500,
    vat_rate_bp: 2000,
    stock_taken: 1,
  },
];

describe('packing slip PDF', () => {
  it('shows the order, the delivery, the recipient and every line with its quantity', async () => {
    const { bytes, filename } = await renderPackingSlip(
      order,
      lines,
      'Domaine des Coteaux de Loire',
      pdfFonts,
    );
    expect(filename).toBe('bon-de-livraison-CMD-7K3F9Q2A.pdf');
    const text = pdfText(bytes);
    expect(text).toContain('Domaine des Coteaux de Loire');
    expect(text).toContain('Bon de livraison – commande CMD-7K3F9Q2A');
    expect(text).toContain('19 novembre 2026');
    expect(text).toContain('En préparation');
    expect(text).toContain('Livraison à domicile (Colissimo domicile).');
    // The delivery address, not the billing one.
    expect(text).toContain('Camille Durand, 12 rue des Vignes, Bâtiment B, 44000 Nantes');
    expect(text).not.toContain('Angers');
    expect(text).toContain('06 12 34 56 78');
    expect(text).toContain('Merci de livrer après 18 h.');
    expect(text).toMatch(/Saumur-Champigny Les Perrières 2022 – 75 cl\s+6\s/);
    expect(text).toMatch(/Crémant de Loire brut – 75 cl\s+1\s/);
    expect(text).toMatch(/Nombre d’articles\s+7/);
    expect(text).toContain('CMD-7K3F9Q2A – page 1/1');
  });

  it('shows no price: the slip travels in the parcel', async () => {
    const text = pdfText(
      (await renderPackingSlip(order, lines, 'Domaine des Coteaux de Loire', pdfFonts)).bytes,
    );
    expect(text).not.toMatch(/€|14,50|87,00|114,90|TVA/);
  });

  it('sends a relay delivery to the relay point, not to the billing address', async () => {
    const relay: OrderRow = {
      ...order,
      delivery_type: 'PICKUP',
      carrier_name: 'Mondial Relay',
      access_point: JSON.stringify({
        id: 'MR-1',
        name: 'Tabac de la Gare',
        addLine1: '1 place de la Gare',
        zipCode: '49400',
        city: 'Saumur',
        country: 'FR',
      }),
      delivery_address: null,
    };
    const text = pdfText((await renderPackingSlip(relay, lines, 'Domaine', pdfFonts)).bytes);
    // Wrapped on two lines by the layout: compare the words.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Livraison en point relais (Mondial Relay) : Tabac de la Gare, 1 place de la Gare, 49400 Saumur.',
    );
    // The recipient was the billing address (« Dominique Durand, 12 rue des Vignes,
    // Bâtiment B, 44000 Angers »); a relay parcel goes to the relay point, in the buyer's name.
    expect(words(text)).toContain(
      'Destinataire Dominique Durand, point relais Tabac de la Gare, 1 place de la Gare, 49400 Saumur',
    );
    expect(text).not.toContain('Angers');
  });

  it('sends a home delivery without a delivery address to the billing address', async () => {
    const text = pdfText(
      (await renderPackingSlip({ ...order, delivery_address: null }, lines, 'Domaine', pdfFonts)).bytes,
    );
    expect(text).toContain('Dominique Durand, 12 rue des Vignes, Bâtiment B, 44000 Angers');
  });

  it('names the pick-up place, day and slot of a click and collect order', async () => {
    const pickUp = {
      ...order,
      delivery_type: 'CLICK_AND_COLLECT' as const,
      carrier_name: null,
      collect_date: '2026-11-30',
      collect_place_name: 'Domaine et caveau',
      collect_opens: '10:00',
      collect_closes: '12:30',
      delivery_address: null,
    };
    const text = words(pdfText((await renderPackingSlip(pickUp, lines, 'Domaine', pdfFonts)).bytes));
    expect(text).toContain('Retrait Domaine et caveau, lundi 30 novembre, 10:00–12:30');
  });

  for (const customer of EUROPEAN_CUSTOMERS) {
    it(`prints a ${customer.language} name and address intact`, async () => {
      const text = pdfText(
        (
          await renderPackingSlip(
            { ...order, delivery_address: JSON.stringify(customer.address), message: customer.printed },
            lines,
            'Domaine',
            pdfFonts,
          )
        ).bytes,
      );
      // The recipient and the customer's message.
      expect(words(text).split(customer.printed)).toHaveLength(3);
    });
  }

  it('draws an emoji as a visible replacement and keeps its metadata, language and small size', async () => {
    const { bytes } = await renderPackingSlip(
      { ...order, message: 'Dziękuję 🍷 !' },
      lines,
      'Domaine des Coteaux de Loire',
      pdfFonts,
    );
    expect(pdfText(bytes)).toContain('Dziękuję \ufffd !');
    expect(await readMetadata(bytes)).toEqual({
      title: 'Bon de livraison CMD-7K3F9Q2A',
      author: 'Domaine des Coteaux de Loire',
      producer: 'pdf-lib',
      language: 'fr-FR',
    });
    expect(bytes.byteLength).toBeLessThan(60_000);
  });
});
