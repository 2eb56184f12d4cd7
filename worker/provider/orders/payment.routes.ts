import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import {
  paymentMethodListSchema,
  paymentStartedSchema,
  paymentStartSchema,
  stripePublicKeySchema,
} from '../../../src/schema/orders/payment';
import { parseId } from '../../http/ids';
import { enqueueEmail } from '../../mail/mail-queue';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { requireBuyer } from './order.routes';
import { requireShop } from '../shared/shop-guard';
import { paymentMethods, stripePublicKey } from './payment-method.service';
import { startPayment } from './payment-start.service';
import { routeContext } from '../shared/service-context';

// Paying an order. PAYMENT_METHOD lists the site's methods; offline ones answer
// the instructions (the merchant marks the order paid when the money arrives); STRIPE creates
// a PaymentIntent for the amount computed on the server (payment-start.service.ts). The
// webhook (stripe.routes.ts) marks the order paid.

const TAG = 'Paiement';

const methodsRoute = createRoute({
  operationId: 'getOrderPaymentMethods',
  security: [],
  method: 'get',
  path: '/order/payment-methods',
  tags: [TAG],
  summary: 'Les moyens de paiement proposés par le site',
  description: 'La carte (STRIPE) n’apparaît que si les clés Stripe sont configurées.',
  middleware: [requireShop] as const,
  request: { headers: siteHeaders },
  responses: { 200: okJson(paymentMethodListSchema, 'Les moyens proposés.'), ...errorResponses(404) },
});

const publicKeyRoute = createRoute({
  operationId: 'getCustomStripePublicKey',
  security: [],
  method: 'get',
  path: '/custom-stripe/public-key',
  tags: [TAG],
  summary: 'La clé publique Stripe (null sans paiement par carte)',
  middleware: [requireShop] as const,
  request: { headers: siteHeaders },
  responses: { 200: okJson(stripePublicKeySchema, 'La clé publiable, ou null.'), ...errorResponses(404) },
});

const startRoute = createRoute({
  operationId: 'postOrderByIdPayment',
  method: 'post',
  path: '/order/{id}/payment',
  tags: [TAG],
  summary: 'Régler une de mes commandes en attente de paiement',
  description:
    'Moyens hors ligne (virement, chèque, paiement au retrait) : les instructions. Carte : le ' +
    '`clientSecret` du PaymentIntent créé pour le montant calculé par le serveur, à confirmer avec Stripe.js.',
  security: signedIn,
  middleware: [requireShop, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: z.object({
      id: z.string().meta({ type: 'integer', description: 'Identifiant de la commande.', example: 1 }),
    }),
    body: jsonBody(paymentStartSchema, 'Le moyen de paiement choisi.'),
  },
  responses: {
    200: okJson(paymentStartedSchema, 'Les instructions ou le secret du paiement par carte.'),
    ...errorResponses(400, 401, 404, 409, 413, 415, 502),
  },
});

export const paymentRoutes = providerRouter()
  .openapi(methodsRoute, async (c) => c.json(ok(await paymentMethods(routeContext(c))), 200))
  .openapi(publicKeyRoute, async (c) => c.json(ok(await stripePublicKey(routeContext(c))), 200))
  .openapi(startRoute, async (c) => {
    const buyer = await requireBuyer(c);
    const id = parseId(c.req.valid('param').id);
    const { started, outboxIds } = await startPayment(
      routeContext(c),
      buyer.id,
      id,
      c.req.valid('json').method,
    );
    for (const outboxId of outboxIds) enqueueEmail(c, { siteId: c.var.site.id, outboxId });
    if (started.kind === 'STRIPE') return c.json(ok(started), 200);
    return c.json(ok(started, 'Merci : voici comment régler votre commande.'), 200);
  });
