import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { requireAdmin } from '../../auth/current-member';
import type { AppEnv } from '../../http/app-env';
import { parseId } from '../../http/ids';
import { errorResponses, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { orderInvoice, orderPackingSlip } from './order-documents.service';
import { routeContext } from '../shared/service-context';
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

const pdf = (c: Context<AppEnv>, bytes: Uint8Array, filename: string) =>
  c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
  });

export const orderDocumentsAdminRoutes = providerRouter()
  .openapi(invoiceRoute, async (c) => {
    const { bytes, filename } = await orderInvoice(routeContext(c), parseId(c.req.valid('param').id));
    return pdf(c, bytes, filename);
  })
  .openapi(packingSlipRoute, async (c) => {
    const { bytes, filename } = await orderPackingSlip(routeContext(c), parseId(c.req.valid('param').id));
    return pdf(c, bytes, filename);
  });
