import { rgb } from 'pdf-lib';
import { invoiceAmounts } from '../../../src/domain/orders/invoice-amounts';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import type { MessageKey } from '../../../src/i18n/messages';
import type { MessageValues, Translator } from '../../../src/i18n/translator';
import { uiLocaleOf } from '../../../src/i18n/ui-locale';
import { addressText, parseAddress } from '../../../src/domain/delivery/order-delivery';
import type { PdfFontFiles } from '../../pdf/fonts';
import { collectText, deliveryLine, shipToText } from '../../pdf/order-delivery';
import { MUTED, PdfWriter, type PdfColumn } from '../../pdf/writer';
import { loadOrderSettings, type OrderSettings } from './order-settings';
import { findOrderLines, invoiceLabel, type OrderLineRow, type OrderRow } from './order.repository';
import { orderGiftCardPayments } from '../gift-cards/public';

// The invoice of a paid order, with the mentions a French invoice needs (Code de
// commerce L441-9, CGI art. 242 nonies A): the seller's legal name, form and share capital,
// head office, SIRET, RCS, intra-EU VAT number; a number from one unbroken sequence per site;
// the date; per line the quantity, the unit price before tax, the VAT rate and amounts; the
// totals before tax, VAT and after tax. Amounts come from the order's snapshot, never from
// today's catalogue, by the rule of src/domain/orders/invoice-amounts.ts (prices TTC, VAT once per
// rate), so every printed column adds up. It is written in the merchant's legal language,
// French; an order placed in another language (orders.locale) gets the English labels beside
// the French ones (« Désignation / Description »), its values and mentions staying French.

const WINE_RED = rgb(0.48, 0.17, 0.23);

/** The invoice's labels: French, with the English beside it for a buyer who ordered in English. */
interface Labels {
  fr: Translator;
  t: (key: MessageKey, values?: MessageValues) => string;
}

function labelsFor(locale: string): Labels {
  const fr = translatorFor('fr_FR');
  const en = uiLocaleOf(locale) === 'fr_FR' ? null : translatorFor(locale);
  return {
    fr,
    t: (key, values) => {
      const french = fr.t(key, values);
      const english = en?.t(key, values);
      return english && english !== french ? `${french} / ${english}` : french;
    },
  };
}

/** A unix time as the long date of the translator's language, in Paris. */
const longDate = (t: Translator, seconds: number): string =>
  t.date(new Date(seconds * 1000), { dateStyle: 'long' });

function sellerLines(
  settings: Pick<OrderSettings, 'text' | 'merchantEmail'>,
  { fr, t }: Labels,
): [string, string][] {
  const form = settings.text('COMPANY_CORPORATE_FORM');
  const capital = settings.text('SHARE_CAPITAL');
  return [
    [
      t('pdf.invoice.legalForm'),
      [form, capital ? fr.t('pdf.invoice.capital', { capital }) : ''].filter(Boolean).join(' '),
    ],
    [t('pdf.invoice.headOffice'), settings.text('COMPANY_HEAD_OFFICE')],
    ['SIRET', settings.text('SIRET_NUMBER')],
    ['RCS', settings.text('RCS_NUMBER')],
    [t('pdf.invoice.vatNumber'), settings.text('INTRACO_VAT')],
    [
      t('pdf.invoice.contact'),
      [settings.text('COMPANY_PHONE'), settings.merchantEmail()].filter(Boolean).join(' – '),
    ],
  ];
}

/** The PDF bytes and a file name; the order must have an invoice number (paid). */
export async function invoicePdf(
  db: D1Database,
  siteId: number,
  order: OrderRow,
  fonts: PdfFontFiles,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const [settings, lines, giftCards] = await Promise.all([
    loadOrderSettings(db, siteId),
    findOrderLines(db, siteId, order.id),
    orderGiftCardPayments(db, siteId, order.id),
  ]);
  return renderInvoice(order, lines, settings, fonts, giftCards);
}

const percent = (t: Translator, rateBp: number): string =>
  t.t('pdf.percent', { rate: t.number(rateBp / 100, { maximumFractionDigits: 2 }) });

/**
 * A unit price HT (given in hundredths of a cent) printed to the cent: « 12,08 € ». The
 * printed totals never multiply it: each row's total is its TTC and the HT is totalled once
 * per rate (src/domain/orders/invoice-amounts.ts), so the rounding shows nowhere else.
 */
export function formatUnitNet(centiCents: number, t: Translator = translatorFor('fr_FR')): string {
  return t.cents(Math.round(centiCents / 100));
}

/** The lines' columns: 499 points, the page's width between the margins. */
const COLUMNS = [
  { label: 'pdf.invoice.item', width: 215 },
  { label: 'pdf.invoice.quantity', width: 30 },
  { label: 'pdf.invoice.unitNet', width: 66 },
  { label: 'pdf.invoice.vat', width: 44 },
  { label: 'pdf.invoice.unitGross', width: 66 },
  { label: 'pdf.invoice.totalGross', width: 78 },
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
  /** What gift cards paid of it: means of payment, shown under the totals (the VAT is unchanged). */
  giftCards: readonly { reference: string; codeEnd: string; amountCents: number }[] = [],
): Promise<{ bytes: Uint8Array; filename: string }> {
  if (order.invoice_number === null || order.paid_at === null) throw new Error('invoice of an unpaid order');
  const labels = labelsFor(order.locale ?? 'fr_FR');
  const { t: label } = labels;
  const t = labels.fr;
  const number = invoiceLabel(order.invoice_number);
  const seller = settings.text('COMPANY_LEGAL_NAME') || settings.text('COMPANY_NAME');
  const writer = await PdfWriter.create(
    {
      title: label('pdf.invoice.title', { number }),
      author: seller,
      subject: label('pdf.invoice.subject', { reference: order.reference }),
      language: t.tag,
      createdAt: new Date(order.paid_at * 1000),
    },
    fonts,
  );

  writer.text(seller, { size: 16, font: 'bold', color: WINE_RED, after: 2 });
  writer.facts(sellerLines(settings, labels), 150, 9);
  writer.space(6);
  writer.rule(WINE_RED);
  writer.text(label('pdf.invoice.heading', { number }), { size: 14, font: 'bold', after: 2 });
  writer.facts([
    [label('pdf.invoice.date'), longDate(t, order.paid_at)],
    [
      label('pdf.invoice.order'),
      t.t('pdf.invoice.orderOf', { reference: order.reference, date: longDate(t, order.created_at) }),
    ],
    [
      label('pdf.invoice.payment'),
      order.payment_method ? t.t(`payment.method.${order.payment_method}`) : t.t('pdf.invoice.received'),
    ],
    [label('pdf.invoice.customer'), order.email],
    [label('pdf.invoice.billingAddress'), addressText(parseAddress(order.billing_address))],
    [label('pdf.invoice.delivery'), deliveryLine(order, t)],
    [label('pdf.invoice.collect'), collectText(order, t)],
    [label('pdf.invoice.deliveryAddress'), shipToText(order, t)],
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
    { shipping: label('pdf.invoice.shippingRow'), discount: label('mail.order.discount') },
  );
  tableRow(
    writer,
    COLUMNS.map((column) => label(column.label)),
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
        formatUnitNet(row.unitNetCentiCents, t),
        percent(t, row.rateBp),
        t.cents(row.unitGrossCents),
        t.cents(row.grossCents),
      ],
      'regular',
      9,
    );
  }
  writer.rule();
  if (amounts.rates.length > 1) {
    // Several rates: the base and the VAT of each (CGI art. 242 nonies A, 8°).
    const heads = [
      label('pdf.invoice.vatSummary'),
      '',
      label('pdf.invoice.base'),
      label('pdf.invoice.rate'),
      label('pdf.invoice.vat'),
      label('pdf.invoice.totalGross'),
    ];
    tableRow(writer, heads, 'bold', 9);
    for (const rate of amounts.rates) {
      tableRow(
        writer,
        [
          '',
          '',
          t.cents(rate.netCents),
          percent(t, rate.rateBp),
          t.cents(rate.vatCents),
          t.cents(rate.grossCents),
        ],
        'regular',
        9,
      );
    }
    writer.rule();
  }
  const grossLabel = label('pdf.invoice.totalGross');
  const totals: [string, string][] = [
    [label('pdf.invoice.totalNet'), t.cents(amounts.netCents)],
    ...amounts.rates.map((rate): [string, string] => [
      label('pdf.invoice.vatAt', { rate: percent(t, rate.rateBp) }),
      t.cents(rate.vatCents),
    ]),
    [grossLabel, t.cents(amounts.grossCents)],
    ...giftCards.map((card): [string, string] => [
      label('pdf.invoice.giftCard', { reference: card.reference, end: card.codeEnd }),
      t.cents(-card.amountCents),
    ]),
    ...(giftCards.length > 0
      ? [[label('pdf.invoice.paidOtherwise'), t.cents(order.total_cents)] as [string, string]]
      : []),
  ];
  for (const [label, value] of totals) {
    writer.row(
      [
        { text: label, width: 420, align: 'right', font: 'bold' },
        { text: value, width: 79, align: 'right', font: label === grossLabel ? 'bold' : 'regular' },
      ],
      10,
    );
  }
  writer.space(10);
  writer.text(t.t('pdf.invoice.paid', { date: longDate(t, order.paid_at) }), {
    size: 9,
    color: MUTED,
    after: 4,
  });
  writer.text(label('pdf.alcohol'), { size: 8, color: MUTED });

  const footer = [
    seller,
    settings.text('COMPANY_HEAD_OFFICE'),
    `SIRET ${settings.text('SIRET_NUMBER')}`,
    settings.text('RCS_NUMBER'),
    settings.text('INTRACO_VAT') ? `${t.t('pdf.invoice.vat')} ${settings.text('INTRACO_VAT')}` : '',
  ]
    .filter((part) => part.trim() !== '' && part !== 'SIRET ')
    .join(' – ');
  const bytes = await writer.save((page, count) => t.t('pdf.page', { footer, page, count }));
  return { bytes, filename: t.t('pdf.invoice.file', { number }) };
}
