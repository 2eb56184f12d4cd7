import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderInvoice } from '../../../worker/provider/orders/invoice-pdf.ts';
import { pdfFonts } from '../support/pdf-fonts.ts';
import { EUROPEAN_CUSTOMERS, readMetadata, words } from '../support/pdf-documents.ts';
import type { OrderLineRow, OrderRow } from '../../../worker/provider/orders/order.repository.ts';

// The invoice PDF opened by poppler's pdftotext, as an accountant's reader would: the French
// legal mentions, the sequential number, VAT per line and the HT / TVA / TTC totals.

const folder = mkdtempSync(join(tmpdir(), 'invoice-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function pdfText(bytes: Uint8Array): string {
  const file = join(folder, `facture-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const SETTINGS: Record<string, string> = {
  COMPANY_NAME: 'Domaine des Coteaux de Loire',
  COMPANY_LEGAL_NAME: 'EARL Domaine des Coteaux de Loire',
  COMPANY_CORPORATE_FORM: 'EARL',
  SHARE_CAPITAL: '45 000 €',
  COMPANY_HEAD_OFFICE: '3 chemin des Perrières, 49400 Souzay-Champigny',
  SIRET_NUMBER: '842 961 351 00017',
  RCS_NUMBER: 'RCS Angers 842 961 351',
  INTRACO_VAT: 'FR72842961351',
  COMPANY_PHONE: '02 61 91 52 40',
  SENDER_MAIL_ADDRESS: 'commandes@domaine-coteaux.example',
};
const settings = {
  text: (type: string) => SETTINGS[type] ?? '',
  merchantEmail: () => SETTINGS.SENDER_MAIL_ADDRESS ?? '',
};

const paidAt = Date.UTC(2026, 10, 20, 10) / 1000;

const order: OrderRow = {
  id: 7,
  user_id: 3,
  uid: '00000000-0000-4000-8000-000000000000',
  reference: 'CMD-7K3F9Q2A',
  status: 'PAID',
  email: 'client@domaine-coteaux.example',
  phone: '06 12 34 56 78',
  message: '',
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
  delivery_address: JSON.stringify({
    firstname: 'Camille',
    lastname: 'Durand',
    address: '12 rue des Vignes',
    addressPart2: '',
    postalCode: '44000',
    city: 'Nantes',
    countryId: 250,
  }),
  billing_address: JSON.stringify({
    firstname: 'Camille',
    lastname: 'Durand',
    address: '12 rue des Vignes',
    addressPart2: '',
    postalCode: '44000',
    city: 'Nantes',
    countryId: 250,
  }),
  discount_code: 'BIENVENUE10',
  subtotal_cents: 10_200,
  shipping_cents: 1_290,
  discount_cents: 1_020,
  total_cents: 10_470,
  vat_cents: 1_745,
  stock_reserved: 1,
  payment_method: 'BANK_TRANSFER',
  payment_due_at: paidAt + 3600,
  invoice_number: 42,
  paid_at: paidAt,
  fulfilled_at: null,
  created_at: paidAt - 86_400,
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

describe('invoice PDF', () => {
  it('opens and shows the seller’s legal mentions', async () => {
    const { bytes, filename } = await renderInvoice(order, lines, settings, pdfFonts);
    expect(filename).toBe('facture-FA-000042.pdf');
    const text = pdfText(bytes);
    for (const mention of [
      'EARL Domaine des Coteaux de Loire',
      'EARL au capital de 45 000 €',
      '3 chemin des Perrières, 49400 Souzay-Champigny',
      '842 961 351 00017',
      'RCS Angers 842 961 351',
      'FR72842961351',
    ]) {
      expect(text).toContain(mention);
    }
  });

  it('shows the number, the dates, the buyer and VAT per line with HT / TVA / TTC totals', async () => {
    const text = pdfText((await renderInvoice(order, lines, settings, pdfFonts)).bytes);
    expect(text).toContain('Facture n° FA-000042');
    expect(text).toContain('20 novembre 2026');
    expect(text).toContain('CMD-7K3F9Q2A du 19 novembre 2026');
    expect(text).toContain('Camille Durand, 12 rue des Vignes, 44000 Nantes');
    // A row is Qté, PU HT, TVA, PU TTC, Total TTC. The unit price HT is printed to the cent; no
    // printed figure multiplies it (the HT is totalled per rate, src/domain/orders/invoice-amounts.ts).
    expect(text).toMatch(
      /Saumur-Champigny Les Perrières 2022 – 75 cl\s+6\s+12,08\s€\s+20 %\s+14,50\s€\s+87,00\s€/,
    );
    expect(text).not.toMatch(/\d,\d{3,}\s€/);
    expect(text).toMatch(/Frais de livraison\s+1\s+10,75\s€\s+20 %\s+12,90\s€\s+12,90\s€/);
    expect(text).toMatch(/Remise\s+1\s+-8,50\s€\s+20 %\s+-10,20\s€\s+-10,20\s€/);
    expect(text).toMatch(/Total HT\s+87,25\s€/);
    expect(text).toMatch(/TVA 20 %\s+17,45\s€/);
    expect(text).toMatch(/Total TTC\s+104,70\s€/);
    expect(text).toContain('Virement bancaire');
  });

  it('shows what each gift card paid under the totals, the VAT of the goods unchanged', async () => {
    const giftCards = [{ reference: 'BON-7KQ4MXTA', codeEnd: 'QRTU', amountCents: 5000 }];
    const paidByCard = { ...order, total_cents: order.total_cents - 5000 };
    const text = pdfText((await renderInvoice(paidByCard, lines, settings, pdfFonts, giftCards)).bytes);
    expect(text).toMatch(/TVA 20 %\s+17,45\s€/);
    expect(text).toMatch(/Total TTC\s+104,70\s€/);
    expect(text).toMatch(/Payé par carte cadeau BON-7KQ4MXTA \(…QRTU\)\s+-50,00\s€/);
    expect(text).toMatch(/Réglé par ailleurs\s+54,70\s€/);
  });

  it('is printed in French for a buyer who ordered in English, the English labels beside', async () => {
    const english = { ...order, locale: 'en_GB' };
    const { bytes, filename } = await renderInvoice(english, lines, settings, pdfFonts);
    expect(filename).toBe('facture-FA-000042.pdf');
    const text = pdfText(bytes);
    expect(text).toContain('Facture n° FA-000042 / Invoice no. FA-000042');
    // A long label wraps in its column: the French on the first line, the English under it.
    expect(text).toMatch(/Adresse de facturation \/\s+Camille Durand[^\n]*\n\s*Billing address/);
    expect(text).toContain('Désignation / Description');
    expect(text).toContain('20 novembre 2026');
    expect(text).toMatch(/Total HT \/ Total excl\. VAT\s+87,25\s€/);
    expect(text).toMatch(/Total TTC \/ Total incl\. VAT\s+104,70\s€/);
    expect(text).toMatch(/12,08\s€/);
    expect(text).toContain('Virement bancaire');
    expect((await readMetadata(bytes)).language).toBe('fr-FR');
  });

  it('refuses to render an unpaid order', async () => {
    await expect(
      renderInvoice({ ...order, invoice_number: null, paid_at: null }, lines, settings, pdfFonts),
    ).rejects.toThrow();
  });
});

describe('invoice PDF in every European script', () => {
  for (const customer of EUROPEAN_CUSTOMERS) {
    it(`prints a ${customer.language} name and address intact`, async () => {
      const snapshot = JSON.stringify(customer.address);
      const text = words(
        pdfText(
          (
            await renderInvoice(
              { ...order, billing_address: snapshot, delivery_address: snapshot },
              lines,
              settings,
              pdfFonts,
            )
          ).bytes,
        ),
      );
      // Billing and delivery addresses both.
      expect(text.split(customer.printed)).toHaveLength(3);
    });
  }

  it('draws a character no font has (an emoji) as a visible replacement, never drops it', async () => {
    const snapshot = JSON.stringify({ ...EUROPEAN_CUSTOMERS[0]?.address, addressPart2: 'Cave 🍷 n° 2' });
    const text = pdfText(
      (await renderInvoice({ ...order, billing_address: snapshot }, lines, settings, pdfFonts)).bytes,
    );
    expect(text).toContain('Cave \ufffd n° 2');
  });

  it('keeps its metadata and language, and embeds a subset of the font, not the whole face', async () => {
    const { bytes } = await renderInvoice(order, lines, settings, pdfFonts);
    expect(await readMetadata(bytes)).toEqual({
      title: 'Facture FA-000042',
      author: 'EARL Domaine des Coteaux de Loire',
      producer: 'pdf-lib',
      language: 'fr-FR',
    });
    // Each face is about 110 KB; the subsets of the glyphs drawn are a few KB.
    expect(bytes.byteLength).toBeLessThan(60_000);
  });
});

describe('invoice delivery', () => {
  it('prints the relay point as the delivery address of a relay delivery, not the billing address', async () => {
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
      // What the checkout stored for this relay order: the buyer's own address.
      billing_address: JSON.stringify({
        ...JSON.parse(order.billing_address),
        city: 'Angers',
        postalCode: '49000',
      }),
      delivery_address: JSON.stringify({
        ...JSON.parse(order.billing_address),
        city: 'Angers',
        postalCode: '49000',
      }),
    };
    const text = words(pdfText((await renderInvoice(relay, lines, settings, pdfFonts)).bytes));
    expect(text).toContain(
      'Adresse de livraison Camille Durand, point relais Tabac de la Gare, 1 place de la Gare, 49400 Saumur',
    );
    expect(text).toContain('Livraison en point relais (Mondial Relay) : Tabac de la Gare');
    expect(text.split('49000 Angers')).toHaveLength(2); // the billing address only
  });

  it('names the pick-up place, day and slot of a click and collect order and prints no delivery address', async () => {
    const pickUp: OrderRow = {
      ...order,
      delivery_type: 'CLICK_AND_COLLECT',
      carrier_name: null,
      shipping_cents: 0,
      collect_date: '2026-11-30',
      collect_place_name: 'Domaine et caveau',
      collect_opens: '10:00',
      collect_closes: '12:30',
      delivery_address: null,
    };
    const text = words(pdfText((await renderInvoice(pickUp, lines, settings, pdfFonts)).bytes));
    expect(text).toContain('Livraison Retrait : Domaine et caveau, lundi 30 novembre, 10:00–12:30.');
    expect(text).toContain('Retrait Domaine et caveau, lundi 30 novembre, 10:00–12:30');
    expect(text).not.toContain('Adresse de livraison');
  });

  it('still names the day of a pick-up order placed before the place and slot were kept', async () => {
    const older: OrderRow = {
      ...order,
      delivery_type: 'CLICK_AND_COLLECT',
      carrier_name: null,
      shipping_cents: 0,
      collect_date: '2026-11-30',
      delivery_address: null,
    };
    const text = words(pdfText((await renderInvoice(older, lines, settings, pdfFonts)).bytes));
    expect(text).toContain('Retrait sur place à partir du 30/11/2026.');
    expect(text).toContain('Retrait lundi 30 novembre');
  });
});

describe('invoice rounding', () => {
  const line = (label: string, quantity: number, unit: number, rateBp: number): OrderLineRow => ({
    declination_id: 1,
    product_id: 1,
    label,
    quantity,
    unit_price_cents: unit,
    line_total_cents: unit * quantity,
    vat_rate_bp: rateBp,
    stock_taken: quantity,
  });

  it('prints the unit price HT to the cent and totals the HT from the TTC: 11,20 € TTC × 6 is 56,00 € HT', async () => {
    const text = pdfText(
      (
        await renderInvoice(
          { ...order, shipping_cents: 0, discount_cents: 0, total_cents: 6720 },
          [line('Crémant de Loire brut – 75 cl', 6, 1120, 2000)],
          settings,
          pdfFonts,
        )
      ).bytes,
    );
    expect(text).toMatch(/Crémant de Loire brut – 75 cl\s+6\s+9,33\s€\s+20 %\s+11,20\s€\s+67,20\s€/);
    expect(text).not.toMatch(/9,3333/);
    expect(text).toMatch(/Total HT\s+56,00\s€/);
    expect(text).toMatch(/TVA 20 %\s+11,20\s€/);
    expect(text).toMatch(/Total TTC\s+67,20\s€/);
  });

  it('adds up every column of a mixed-rate invoice, with a VAT summary per rate', async () => {
    const text = pdfText(
      (
        await renderInvoice(
          { ...order, shipping_cents: 1290, discount_cents: 1020, total_cents: 17_080 },
          [
            line('Saumur-Champigny Les Perrières 2022 – 75 cl', 6, 1450, 2000),
            line('Crémant de Loire brut – 75 cl', 6, 1120, 2000),
            line('Rillettes de canard – 180 g', 2, 695, 550),
          ],
          settings,
          pdfFonts,
        )
      ).bytes,
    );
    // Shipping and discount follow the goods' rates, shared by their totals TTC (154,20 / 13,90).
    expect(text).toMatch(/Frais de livraison\s+1\s+9,86\s€\s+20 %\s+11,83\s€\s+11,83\s€/);
    expect(text).toMatch(/Frais de livraison\s+1\s+1,01\s€\s+5,5 %\s+1,07\s€\s+1,07\s€/);
    expect(text).toMatch(/Remise\s+1\s+-7,80\s€\s+20 %\s+-9,36\s€\s+-9,36\s€/);
    expect(text).toMatch(/Remise\s+1\s+-0,80\s€\s+5,5 %\s+-0,84\s€\s+-0,84\s€/);
    // 87,00 + 67,20 + 11,83 − 9,36 = 156,67 TTC at 20 %: VAT 26,11, base 130,56
    // (= 6 × 12,0833 + 6 × 9,3333 + 9,8583 − 7,80 = 130,5579); 13,90 + 1,07 − 0,84 = 14,13 at 5,5 %.
    expect(text).toMatch(/130,56\s€\s+20 %\s+26,11\s€\s+156,67\s€/);
    expect(text).toMatch(/13,39\s€\s+5,5 %\s+0,74\s€\s+14,13\s€/);
    expect(text).toMatch(/Total HT\s+143,95\s€/);
    expect(text).toMatch(/TVA 20 %\s+26,11\s€/);
    expect(text).toMatch(/TVA 5,5 %\s+0,74\s€/);
    expect(text).toMatch(/Total TTC\s+170,80\s€/);
  });
});
