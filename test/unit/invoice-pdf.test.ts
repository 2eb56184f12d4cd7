import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderInvoice } from '../../worker/provider/orders/invoice-pdf.ts';
import type { OrderLineRow, OrderRow } from '../../worker/provider/orders/order.repository.ts';

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
    const { bytes, filename } = await renderInvoice(order, lines, settings);
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
    const text = pdfText((await renderInvoice(order, lines, settings)).bytes);
    expect(text).toContain('Facture n° FA-000042');
    expect(text).toContain('20 novembre 2026');
    expect(text).toContain('CMD-7K3F9Q2A du 19 novembre 2026');
    expect(text).toContain('Camille Durand, 12 rue des Vignes, 44000 Nantes');
    expect(text).toMatch(
      /Saumur-Champigny Les Perrières 2022 – 75 cl\s+6\s+12,08\s€\s+20 %\s+72,50\s€\s+87,00\s€/,
    );
    expect(text).toMatch(/Frais de livraison\s+1\s+10,75\s€\s+20 %\s+10,75\s€\s+12,90\s€/);
    expect(text).toMatch(/Remise\s+1\s+-8,50\s€\s+20 %\s+-8,50\s€\s+-10,20\s€/);
    expect(text).toMatch(/Total HT\s+87,25\s€/);
    expect(text).toMatch(/TVA 20 %\s+17,45\s€/);
    expect(text).toMatch(/Total TTC\s+104,70\s€/);
    expect(text).toContain('Virement bancaire');
  });

  it('refuses to render an unpaid order', async () => {
    await expect(
      renderInvoice({ ...order, invoice_number: null, paid_at: null }, lines, settings),
    ).rejects.toThrow();
  });
});
