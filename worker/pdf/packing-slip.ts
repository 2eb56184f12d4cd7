import { rgb } from 'pdf-lib';
import { addressText, parseAddress } from '../../src/domain/order-delivery';
import type { OrderStatus } from '../../src/schema/order';
import { ORDER_STATUS_LABELS } from '../../src/schema/order';
import type { PdfFontFiles } from './fonts';
import { collectText, deliveryLine, shipToText, type OrderDeliverySnapshot } from './order-delivery';
import { MUTED, PdfWriter } from './writer';

// The packing slip (bon de préparation / bordereau de livraison) the merchant prints and puts
// in the parcel: who it goes to, how, and what to put in the box with the quantities. No
// prices on purpose: a parcel may be a gift and the slip travels with it.

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

const frenchDate = (seconds: number): string =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    new Date(seconds * 1000),
  );

/** The PDF of an order's packing slip, from the order's snapshot (never today's catalogue). */
export async function renderPackingSlip(
  order: PackingSlipOrder,
  lines: readonly PackingSlipLine[],
  shopName: string,
  fonts: PdfFontFiles,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const writer = await PdfWriter.create(
    {
      title: `Bon de livraison ${order.reference}`,
      author: shopName,
      subject: `Bon de livraison de la commande ${order.reference}`,
      language: 'fr-FR',
      createdAt: new Date(order.created_at * 1000),
    },
    fonts,
  );
  writer.text(shopName, { size: 16, font: 'bold', color: WINE_RED, after: 2 });
  writer.rule(WINE_RED);
  writer.text(`Bon de livraison – commande ${order.reference}`, { size: 14, font: 'bold', after: 2 });
  writer.facts([
    ['Commande du', frenchDate(order.created_at)],
    ['Statut', ORDER_STATUS_LABELS[order.status]],
    ['Livraison', deliveryLine(order)],
    ['Retrait', collectText(order)],
    // A pick-up has no address to ship to: the buyer who collects it, as billed.
    ['Destinataire', shipToText(order) || addressText(parseAddress(order.billing_address))],
    ['Téléphone', order.phone],
    ['Message du client', order.message],
  ]);
  writer.space(10);

  const columns = [
    { label: 'Article', width: 380 },
    { label: 'Quantité', width: 60 },
    { label: 'Préparé', width: 59 },
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
      { text: 'Nombre d’articles', width: 380, font: 'bold' },
      { text: String(articles), width: 60, align: 'right', font: 'bold' },
    ],
    10,
  );
  writer.space(10);
  writer.text("L'abus d'alcool est dangereux pour la santé, à consommer avec modération.", {
    size: 8,
    color: MUTED,
  });
  const bytes = await writer.save(
    (page, count) => `${shopName} – ${order.reference} – page ${page}/${count}`,
  );
  return { bytes, filename: `bon-de-livraison-${order.reference}.pdf` };
}
