import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireAdmin } from '../../auth/current-member';
import { AppError, notFound } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { parseId } from '../../http/ids';
import { errorResponses, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { loadPdfFonts } from '../../pdf/fonts';
import { NO_ORDER } from './order.routes';
import { loadOrderSettings } from './order-settings';
import { findOrder, findOrderLines, type OrderRow } from './order.repository';
import { requireShop } from '../shared/shop-guard';

// The merchant's documents of an order: the invoice of a paid order, the same
// document the buyer downloads, and the packing slip put in the parcel (lines and quantities,
// the delivery address, no prices). ADMIN and SUPER_ADMIN of the same shop only.

const TAG = 'Administration des commandes';
const idParams = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant de la commande.', example: 1 }),
});
const pdfResponse = (description: string) => ({
  description,
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
});

const invoiceRoute = createRoute({
  operationId: 'getAdminOrderByIdInvoice',
  method: 'get',
  path: '/admin/order/{id}/invoice',
  tags: [TAG],
  summary: 'La facture PDF d’une commande payée',
  security: signedIn,
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: {
    200: pdfResponse('La facture (PDF), celle que reçoit le client.'),
    ...errorResponses(401, 403, 404, 409),
  },
});

const packingSlipRoute = createRoute({
  operationId: 'getAdminOrderByIdPackingSlip',
  method: 'get',
  path: '/admin/order/{id}/packing-slip',
  tags: [TAG],
  summary: 'Le bon de livraison PDF d’une commande (articles, quantités, adresse, sans prix)',
  security: signedIn,
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: {
    200: pdfResponse('Le bon de livraison (PDF) à glisser dans le colis.'),
    ...errorResponses(401, 403, 404),
  },
});

async function orderOr404(c: Context<AppEnv>, rawId: string): Promise<OrderRow> {
  const id = parseId(rawId);
  const row = id === null ? null : await findOrder(c.env.DB, c.var.site.id, id);
  if (!row) throw notFound(NO_ORDER);
  return row;
}

const pdf = (c: Context<AppEnv>, bytes: Uint8Array, filename: string) =>
  c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
  });

export const orderDocumentsAdminRoutes = providerRouter()
  .openapi(invoiceRoute, async (c) => {
    const row = await orderOr404(c, c.req.valid('param').id);
    if (row.invoice_number === null) {
      throw new AppError(409, 'La facture existera dès que le paiement de la commande sera enregistré.');
    }
    // pdf-lib loads with the isolate's first PDF, not with the provider API.
    const { invoicePdf } = await import('./invoice-pdf');
    const { bytes, filename } = await invoicePdf(
      c.env.DB,
      c.var.site.id,
      row,
      await loadPdfFonts(c.env.ASSETS),
    );
    return pdf(c, bytes, filename);
  })
  .openapi(packingSlipRoute, async (c) => {
    const siteId = c.var.site.id;
    const row = await orderOr404(c, c.req.valid('param').id);
    const [settings, lines] = await Promise.all([
      loadOrderSettings(c.env.DB, siteId),
      findOrderLines(c.env.DB, siteId, row.id),
    ]);
    const shopName = settings.text('COMPANY_NAME') || c.var.site.name;
    const { renderPackingSlip } = await import('../../pdf/packing-slip');
    const { bytes, filename } = await renderPackingSlip(
      row,
      lines,
      shopName,
      await loadPdfFonts(c.env.ASSETS),
    );
    return pdf(c, bytes, filename);
  });
