import { rgb } from 'pdf-lib';
import { amountRows, formatEuros, vatOfGross } from '../../../src/domain/order-amounts';
import { PAYMENT_METHOD_LABELS } from '../../../src/schema/payment';
import { addressText, deliveryText, parseAddress } from '../../../src/domain/order-delivery';
import { MUTED, PdfWriter } from '../../pdf/writer';
import { loadOrderSettings, type OrderSettings } from './order-settings';
import { findOrderLines, invoiceLabel, type OrderLineRow, type OrderRow } from './order.repository';

// The invoice of a paid order (issue 10), with the mentions a French invoice needs (Code de
// commerce L441-9, CGI art. 242 nonies A): the seller's legal name, form and share capital,
// head office, SIRET, RCS, intra-EU VAT number; a number from one unbroken sequence per site;
// the date; per line the quantity, the unit price before tax, the VAT rate and amounts; the
// totals before tax, VAT and after tax. Amounts come from the order's snapshot, never from
// today's catalogue.

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
): Promise<{ bytes: Uint8Array; filename: string }> {
  const [settings, lines] = await Promise.all([
    loadOrderSettings(db, siteId),
    findOrderLines(db, siteId, order.id),
  ]);
  return renderInvoice(order, lines, settings);
}

/** The layout alone, from the order's snapshot and the seller's settings (unit-tested with pdftotext). */
export async function renderInvoice(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  settings: Pick<OrderSettings, 'text' | 'merchantEmail'>,
): Promise<{ bytes: Uint8Array; filename: string }> {
  if (order.invoice_number === null || order.paid_at === null) throw new Error('invoice of an unpaid order');
  const number = invoiceLabel(order.invoice_number);
  const seller = settings.text('COMPANY_LEGAL_NAME') || settings.text('COMPANY_NAME');
  const writer = await PdfWriter.create({
    title: `Facture ${number}`,
    author: seller,
    subject: `Facture de la commande ${order.reference}`,
    language: 'fr-FR',
    createdAt: new Date(order.paid_at * 1000),
  });

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
    [
      'Livraison',
      deliveryText({
        deliveryType: order.delivery_type,
        carrier: order.carrier_name ? { name: order.carrier_name } : null,
        accessPoint: null,
        collect: order.collect_date ? { date: order.collect_date } : null,
      }),
    ],
    ['Adresse de livraison', addressText(parseAddress(order.delivery_address))],
  ]);
  writer.space(10);

  const columns = [
    { label: 'Désignation', width: 200 },
    { label: 'Qté', width: 35 },
    { label: 'PU HT', width: 65 },
    { label: 'TVA', width: 40 },
    { label: 'Total HT', width: 80 },
    { label: 'Total TTC', width: 79 },
  ];
  writer.row(
    columns.map((column, index) => ({
      text: column.label,
      width: column.width,
      font: 'bold' as const,
      align: index === 0 ? ('left' as const) : ('right' as const),
    })),
    9,
  );
  writer.rule();
  const rows = amountRows(
    lines.map((line) => ({
      label: line.label,
      quantity: line.quantity,
      unitPriceCents: line.unit_price_cents,
      lineTotalCents: line.line_total_cents,
    })),
    order.shipping_cents,
    order.discount_cents,
  );
  let totalNet = 0;
  let totalVat = 0;
  for (const row of rows) {
    const vat = vatOfGross(row.grossCents, row.rateBp);
    const net = row.grossCents - vat;
    const unitNet = row.unitGrossCents - vatOfGross(row.unitGrossCents, row.rateBp);
    totalNet += net;
    totalVat += vat;
    const cells = [
      row.label,
      String(row.quantity),
      formatEuros(unitNet),
      `${row.rateBp / 100} %`,
      formatEuros(net),
      formatEuros(row.grossCents),
    ];
    writer.row(
      cells.map((text, index) => ({
        text,
        width: columns[index]?.width ?? 60,
        align: index === 0 ? ('left' as const) : ('right' as const),
      })),
      9,
    );
  }
  writer.rule();
  const totals: [string, string][] = [
    ['Total HT', formatEuros(totalNet)],
    ['TVA 20 %', formatEuros(totalVat)],
    ['Total TTC', formatEuros(order.total_cents)],
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
    `Facture acquittée le ${frenchDate(order.paid_at)}. Prix en euros, TVA comprise au taux de 20 %.`,
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
