import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ok } from '../../../src/schema/shared/envelope';
import {
  orderCreatedSchema,
  orderDetailSchema,
  orderInputSchema,
  orderListSchema,
} from '../../../src/schema/orders/order';
import type { SessionMember } from '../../../src/schema/members/member';
import { sessionMember } from '../../auth/current-member';
import { AppError } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { loadPdfFonts } from '../../pdf/fonts';
import { idempotencyKeyOf, placeOrder } from './order-placement';
import { buyerOrderRow, myOrder, myOrders, orderListSpec, SIGN_IN_TO_ORDER } from './buyer-order.service';
import { routeContext } from '../shared/service-context';
import { requireShop } from '../shared/shop-guard';
import { orFail } from '../shared/failure-status';

// The buyer's side of orders: place one (POST /order), then read one's own orders and
// invoices. A member sees only their own orders of this site: any other id is 404.

const TAG = 'Commandes';

/** The signed-in member of this site, or a French 401. */
export async function requireBuyer(c: Context<AppEnv>): Promise<SessionMember> {
  const user = await sessionMember(c);
  if (!user) throw new AppError(401, SIGN_IN_TO_ORDER);
  return user;
}

const idParams = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant de la commande.', example: 1 }),
});

const placeRoute = createRoute({
  operationId: 'postOrder',
  method: 'post',
  path: '/order',
  tags: [TAG],
  summary: 'Passer commande',
  description:
    'Le serveur recalcule tout depuis ses données (prix, stock, règles de bouteilles, livraison, créneau, ' +
    'code promo, pays) : les prix envoyés par le client sont ignorés. Le stock est décrémenté dans la même ' +
    'transaction que la création de la commande. Avec l’en-tête `Idempotency-Key`, une soumission répétée ' +
    'rend la même commande (200) au lieu d’en créer une seconde.',
  security: signedIn,
  middleware: [requireShop, jsonOnly] as const,
  request: {
    headers: siteHeaders.extend({
      'idempotency-key': z.string().optional().meta({
        description: 'Une clé par tentative de commande (8 à 100 caractères), la même pour ses répétitions.',
        example: 'commande-3f1c9a7e-5b2d',
      }),
    }),
    body: jsonBody(orderInputSchema, 'Le panier, la livraison, les adresses, le téléphone, le code promo.'),
  },
  responses: {
    201: okJson(
      orderCreatedSchema,
      'La commande créée, en attente de paiement, et les moyens de paiement proposés.',
    ),
    200: okJson(orderCreatedSchema, 'La commande déjà créée avec cette clé (soumission répétée).'),
    ...errorResponses(400, 401, 404, 409, 413, 415),
  },
});

const listRoute = createRoute({
  operationId: 'getUserOrders',
  method: 'get',
  path: '/user/orders',
  tags: [TAG],
  summary: 'Mes commandes, les plus récentes d’abord',
  security: signedIn,
  middleware: [requireShop] as const,
  request: { headers: siteHeaders, query: listQueryParams(orderListSpec) },
  responses: {
    200: okJson(orderListSchema, 'Une page de commandes du membre et leur nombre total.'),
    ...errorResponses(400, 401, 404),
  },
});

const detailRoute = createRoute({
  operationId: 'getUserOrdersById',
  method: 'get',
  path: '/user/orders/{id}',
  tags: [TAG],
  summary: 'Une de mes commandes',
  security: signedIn,
  middleware: [requireShop] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: {
    200: okJson(orderDetailSchema, 'La commande : lignes, livraison, montants, statut.'),
    ...errorResponses(401, 404),
  },
});

const invoiceRoute = createRoute({
  operationId: 'getUserOrdersByIdInvoice',
  method: 'get',
  path: '/user/orders/{id}/invoice',
  tags: [TAG],
  summary: 'La facture PDF d’une de mes commandes payées',
  security: signedIn,
  middleware: [requireShop] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: {
    200: {
      description: 'La facture (PDF) avec les mentions légales.',
      content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...errorResponses(401, 404, 409),
  },
});

export const orderRoutes = providerRouter()
  .openapi(placeRoute, async (c) => {
    const buyer = await requireBuyer(c);
    const key = orFail(idempotencyKeyOf(c.req.header('Idempotency-Key')));
    const { created, replayed } = orFail(await placeOrder(c, buyer, c.req.valid('json'), key));
    return replayed
      ? c.json(ok(created, 'Cette commande est déjà enregistrée.'), 200)
      : c.json(ok(created, 'Votre commande est enregistrée.'), 201);
  })
  .openapi(listRoute, async (c) =>
    c.json(ok(await myOrders(routeContext(c), new URL(c.req.url).searchParams)), 200),
  )
  .openapi(detailRoute, async (c) =>
    c.json(ok(await myOrder(routeContext(c), parseId(c.req.valid('param').id))), 200),
  )
  .openapi(invoiceRoute, async (c) => {
    const row = await buyerOrderRow(routeContext(c), parseId(c.req.valid('param').id));
    if (row.invoice_number === null) {
      throw new AppError(409, 'La facture sera disponible dès que le paiement de la commande sera reçu.');
    }
    // pdf-lib loads with the isolate's first PDF, not with the provider API.
    const { invoicePdf } = await import('./invoice-pdf');
    const { bytes, filename } = await invoicePdf(
      c.env.DB,
      c.var.site.id,
      row,
      await loadPdfFonts(c.env.ASSETS),
    );
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    });
  });
