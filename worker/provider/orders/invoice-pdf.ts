import { rgb } from 'pdf-lib';
import { invoiceAmounts } from '../../../src/domain/invoice-amounts';
import { formatEuros } from '../../../src/domain/order-amounts';
import { PAYMENT_METHOD_LABELS } from '../../../src/schema/payment';
import { addressText, parseAddress } from '../../../src/domain/order-delivery';
import type { PdfFontFiles } from '../../pdf/fonts';
import { collectText, deliveryLine, shipToText } from '../../pdf/order-delivery';
import { MUTED, PdfWriter, type PdfColumn } from '../../pdf/writer';
import { loadOrderSettings, type OrderSettings } from './order-settings';
import { findOrderLines, invoiceLabel, type OrderLineRow, type OrderRow } from './order.repository';

// The invoice of a paid order (issue 10), with the mentions a French invoice needs (Code de
// commerce L441-9, CGI art. 242 nonies A): the seller's legal name, form and share capital,
// head office, SIRET, RCS, intra-EU VAT number; a number from one unbroken sequence per site;
// the date; per line the quantity, the unit price before tax, the VAT rate and amounts; the
// totals before tax, VAT and after tax. Amounts come from the order's snapshot, never from
// today's catalogue, by the rule of src/domain/invoice-amounts.ts (prices TTC, VAT once per
// rate), so every printed column adds up.

const WINE_RED = rgb(0.48, 0.17, 0.23);

const frenchDate = (seconds: number): string =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    new Date(seconds * 1000),
  );

function sellerLines(settings: Pick<OrderSettings, 'text' | 'merchantEmail'>): [string, string][] {
  const form = settings.text('COMPANY_CORPORATE_FORM');
  const capital = settings.text('SHARE_CAPITAL');
  return [
    ['Forme juridique', [form, capital ? `au capital de ${capital}` : ''].filter(Boolean).join(' ')],
    ['Siège social', settings.text('COMPANY_HEAD_OFFICE')],
    ['SIRET', settings.text('SIRET_NUMBER')],
    ['RCS', settings.text('RCS_NUMBER')],
    ['N° TVA intracommunautaire', settings.text('INTRACO_VAT')],
    ['Contact', [settings.text('COMPANY_PHONE'), settings.merchantEmail()].filter(Boolean).join(' – ')],
  ];
}

/** The PDF bytes and a file name; the order must have an invoice number (paid). */
export async function invoicePdf(
  db: D1Database,
  siteId: number,
  order: OrderRow,
  fonts: PdfFontFiles,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const [settings, lines] = await Promise.all([
    loadOrderSettings(db, siteId),
    findOrderLines(db, siteId, order.id),
  ]);
  return renderInvoice(order, lines, settings, fonts);
}

const percent = (rateBp: number): string =>
  `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(rateBp / 100)} %`;

/** A unit price HT in hundredths of a cent: « 10,75 € », « 12,0833 € » (up to 4 decimals). */
export function formatUnitNet(centiCents: number): string {
  return new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(centiCents / 10_000);
}

/** The lines' columns: 499 points, the page's width between the margins. */
const COLUMNS = [
  { label: 'Désignation', width: 215 },
  { label: 'Qté', width: 30 },
  { label: 'PU HT', width: 66 },
  { label: 'TVA', width: 44 },
  { label: 'PU TTC', width: 66 },
  { label: 'Total TTC', width: 78 },
] as const;

function tableRow(writer: PdfWriter, cells: readonly string[], font: PdfColumn['font'], size: number): void {
  writer.row(
    cells.map((text, index) => ({
      text,
      width: COLUMNS[index]?.width ?? 60,
      align: index === 0 ? ('left' as const) : ('right' as const),
      font,
    })),
    size,
  );
}

/** The layout alone, from the order's snapshot and the seller's settings (unit-tested with pdftotext). */
export async function renderInvoice(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  settings: Pick<OrderSettings, 'text' | 'merchantEmail'>,
  fonts: PdfFontFiles,
): Promise<{ bytes: Uint8Array; filename: string }> {
  if (order.invoice_number === null || order.paid_at === null) throw new Error('invoice of an unpaid order');
  const number = invoiceLabel(order.invoice_number);
  const seller = settings.text('COMPANY_LEGAL_NAME') || settings.text('COMPANY_NAME');
  const writer = await PdfWriter.create(
    {
      title: `Facture ${number}`,
      author: seller,
      subject: `Facture de la commande ${order.reference}`,
      language: 'fr-FR',
      createdAt: new Date(order.paid_at * 1000),
    },
    fonts,
  );

  writer.text(seller, { size: 16, font: 'bold', color: WINE_RED, after: 2 });
  writer.facts(sellerLines(settings), 150, 9);
  writer.space(6);
  writer.rule(WINE_RED);
  writer.text(`Facture n° ${number}`, { size: 14, font: 'bold', after: 2 });
  writer.facts([
    ['Date de facture', frenchDate(order.paid_at)],
    ['Commande', `${order.reference} du ${frenchDate(order.created_at)}`],
    ['Paiement', order.payment_method ? PAYMENT_METHOD_LABELS[order.payment_method] : 'Reçu'],
    ['Client', order.email],
    ['Adresse de facturation', addressText(parseAddress(order.billing_address))],
    ['Livraison', deliveryLine(order)],
    ['Retrait', collectText(order)],
    ['Adresse de livraison', shipToText(order)],
  ]);
  writer.space(10);

  const amounts = invoiceAmounts(
    lines.map((line) => ({
      label: line.label,
      quantity: line.quantity,
      unitGrossCents: line.unit_price_cents,
      rateBp: line.vat_rate_bp,
    })),
    order.shipping_cents,
    order.discount_cents,
  );
  tableRow(
    writer,
    COLUMNS.map((column) => column.label),
    'bold',
    9,
  );
  writer.rule();
  for (const row of amounts.rows) {
    tableRow(
      writer,
      [
        row.label,
        String(row.quantity),
        formatUnitNet(row.unitNetCentiCents),
        percent(row.rateBp),
        formatEuros(row.unitGrossCents),
        formatEuros(row.grossCents),
      ],
      'regular',
      9,
    );
  }
  writer.rule();
  if (amounts.rates.length > 1) {
    // Several rates: the base and the VAT of each (CGI art. 242 nonies A, 8°).
    tableRow(writer, ['Récapitulatif TVA', '', 'Base HT', 'Taux', 'TVA', 'Total TTC'], 'bold', 9);
    for (const rate of amounts.rates) {
      tableRow(
        writer,
        [
          '',
          '',
          formatEuros(rate.netCents),
          percent(rate.rateBp),
          formatEuros(rate.vatCents),
          formatEuros(rate.grossCents),
        ],
        'regular',
        9,
      );
    }
    writer.rule();
  }
  const totals: [string, string][] = [
    ['Total HT', formatEuros(amounts.netCents)],
    ...amounts.rates.map((rate): [string, string] => [
      `TVA ${percent(rate.rateBp)}`,
      formatEuros(rate.vatCents),
    ]),
    ['Total TTC', formatEuros(amounts.grossCents)],
  ];
  for (const [label, value] of totals) {
    writer.row(
      [
        { text: label, width: 420, align: 'right', font: 'bold' },
        { text: value, width: 79, align: 'right', font: label === 'Total TTC' ? 'bold' : 'regular' },
      ],
      10,
    );
  }
  writer.space(10);
  writer.text(
    `Facture acquittée le ${frenchDate(order.paid_at)}. Prix en euros TTC ; la TVA est calculée par taux sur le total TTC.`,
    {
      size: 9,
      color: MUTED,
      after: 4,
    },
  );
  writer.text("L'abus d'alcool est dangereux pour la santé, à consommer avec modération.", {
    size: 8,
    color: MUTED,
  });

  const footer = [
    seller,
    settings.text('COMPANY_HEAD_OFFICE'),
    `SIRET ${settings.text('SIRET_NUMBER')}`,
    settings.text('RCS_NUMBER'),
    `TVA ${settings.text('INTRACO_VAT')}`,
  ]
    .filter((part) => part.trim() !== '' && !/^(SIRET|TVA) $/.test(part))
    .join(' – ');
  const bytes = await writer.save((page, count) => `${footer} – page ${page}/${count}`);
  return { bytes, filename: `facture-${number}.pdf` };
}
