import { rgb } from 'pdf-lib';
import { addressText, parseAddress } from '../../src/domain/delivery/order-delivery';
import { translatorFor } from '../../src/i18n/compiled-catalogue';
import type { OrderStatus } from '../../src/schema/orders/order';
import type { PdfFontFiles } from './fonts';
import { collectText, deliveryLine, shipToText, type OrderDeliverySnapshot } from './order-delivery';
import { MUTED, PdfWriter } from './writer';

// The packing slip (bon de préparation / bordereau de livraison) the merchant prints and puts
// in the parcel: who it goes to, how, and what to put in the box with the quantities. No
// prices on purpose: a parcel may be a gift and the slip travels with it. In the order's
// language, since it travels to the buyer.

const WINE_RED = rgb(0.48, 0.17, 0.23);

/** What the slip shows of an order: its stored snapshot, as the orders module reads it. */
export interface PackingSlipOrder extends OrderDeliverySnapshot {
  reference: string;
  status: OrderStatus;
  created_at: number; // seconds
  phone: string;
  message: string;
}

export interface PackingSlipLine {
  label: string;
  quantity: number;
}

/** The PDF of an order's packing slip, from the order's snapshot (never today's catalogue). */
export async function renderPackingSlip(
  order: PackingSlipOrder,
  lines: readonly PackingSlipLine[],
  shopName: string,
  fonts: PdfFontFiles,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const t = translatorFor(order.locale ?? 'fr_FR');
  const { reference } = order;
  const writer = await PdfWriter.create(
    {
      title: t.t('pdf.slip.title', { reference }),
      author: shopName,
      subject: t.t('pdf.slip.subject', { reference }),
      language: t.tag,
      createdAt: new Date(order.created_at * 1000),
    },
    fonts,
  );
  writer.text(shopName, { size: 16, font: 'bold', color: WINE_RED, after: 2 });
  writer.rule(WINE_RED);
  writer.text(t.t('pdf.slip.heading', { reference }), { size: 14, font: 'bold', after: 2 });
  writer.facts([
    [t.t('pdf.slip.orderedOn'), t.date(new Date(order.created_at * 1000), { dateStyle: 'long' })],
    [t.t('pdf.slip.status'), t.t(`order.status.${order.status}`)],
    [t.t('pdf.invoice.delivery'), deliveryLine(order, t)],
    [t.t('pdf.invoice.collect'), collectText(order, t)],
    // A pick-up has no address to ship to: the buyer who collects it, as billed.
    [t.t('pdf.slip.recipient'), shipToText(order, t) || addressText(parseAddress(order.billing_address))],
    [t.t('pdf.slip.phone'), order.phone],
    [t.t('pdf.slip.message'), order.message],
  ]);
  writer.space(10);

  const columns = [
    { label: t.t('pdf.slip.article'), width: 380 },
    { label: t.t('pdf.slip.quantity'), width: 60 },
    { label: t.t('pdf.slip.prepared'), width: 59 },
  ];
  writer.row(
    columns.map((column, index) => ({
      text: column.label,
      width: column.width,
      font: 'bold' as const,
      align: index === 0 ? ('left' as const) : ('right' as const),
    })),
    10,
  );
  writer.rule();
  let articles = 0;
  for (const line of lines) {
    articles += line.quantity;
    writer.row(
      [
        { text: line.label, width: 380 },
        { text: String(line.quantity), width: 60, align: 'right' },
        { text: '[   ]', width: 59, align: 'right' },
      ],
      10,
    );
  }
  writer.rule();
  writer.row(
    [
      { text: t.t('pdf.slip.count'), width: 380, font: 'bold' },
      { text: String(articles), width: 60, align: 'right', font: 'bold' },
    ],
    10,
  );
  writer.space(10);
  writer.text(t.t('pdf.alcohol'), { size: 8, color: MUTED });
  const bytes = await writer.save((page, count) =>
    t.t('pdf.page', { footer: `${shopName} – ${reference}`, page, count }),
  );
  return { bytes, filename: t.t('pdf.slip.file', { reference }) };
}
