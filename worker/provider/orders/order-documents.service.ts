import { AppError } from '../../errors';
import { loadPdfFonts } from '../../pdf/fonts';
import type { ServiceContext } from '../shared/service-context';
import { adminOrderRow } from './order-admin.service';
import { loadOrderSettings } from './order-settings';
import { findOrderLines } from './order.repository';

// The merchant's documents of one of the site's orders: the invoice of a paid order (the one
// the buyer downloads; 409 before the payment is recorded) and the packing slip (lines,
// quantities, the delivery address, no prices). pdf-lib loads with the isolate's first PDF.

export interface PdfDocument {
  bytes: Uint8Array;
  filename: string;
}

/** The invoice of one of the site's orders: 404 for an unknown order, 409 while it is unpaid. */
export async function orderInvoice(ctx: ServiceContext, id: number | null): Promise<PdfDocument> {
  const row = await adminOrderRow(ctx, id);
  if (row.invoice_number === null) {
    throw new AppError(409, 'La facture existera dès que le paiement de la commande sera enregistré.');
  }
  const { invoicePdf } = await import('./invoice-pdf');
  return invoicePdf(ctx.db, ctx.site.id, row, await loadPdfFonts(ctx.env.ASSETS));
}

/** The packing slip of one of the site's orders, under the shop's name (the site's by default). */
export async function orderPackingSlip(ctx: ServiceContext, id: number | null): Promise<PdfDocument> {
  const siteId = ctx.site.id;
  const row = await adminOrderRow(ctx, id);
  const [settings, lines] = await Promise.all([
    loadOrderSettings(ctx.db, siteId),
    findOrderLines(ctx.db, siteId, row.id),
  ]);
  const shopName = settings.text('COMPANY_NAME') || ctx.site.name;
  const { renderPackingSlip } = await import('../../pdf/packing-slip');
  return renderPackingSlip(row, lines, shopName, await loadPdfFonts(ctx.env.ASSETS));
}
