import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { centsToEuros, formatEuros } from '../../../src/domain/order-amounts';
import { offeredPaymentMethods, paymentMethodLabel } from '../../../src/domain/payment-methods';
import { ok } from '../../../src/schema/envelope';
import {
  paymentMethodListSchema,
  paymentStartedSchema,
  paymentStartSchema,
  stripePublicKeySchema,
  type PaymentMethod,
  type PaymentStarted,
} from '../../../src/schema/payment';
import { AppError, badRequest, notFound } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { parseId } from '../../http/ids';
import { frenchNumericDay } from '../../../src/domain/order-delivery';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { loadOrderSettings, type OrderSettings } from './order-settings';
import { findOrder, type OrderRow } from './order.repository';
import { NO_ORDER, requireBuyer } from './order.routes';
import { recordPaymentChoice } from './payment.repository';
import { requireShop } from '../shared/shop-guard';
import { stripeClient } from './stripe-client';
import { siteStripe } from './stripe-keys';

// Paying an order (issue 10). PAYMENT_METHOD lists the site's methods; offline ones answer
// the instructions (the merchant marks the order paid when the money arrives); STRIPE creates
// a PaymentIntent for the amount computed on the server, with an idempotency key so a retry
// never creates a second intent. The webhook (stripe.routes.ts) marks the order paid.

const TAG = 'Paiement';
const CARD_UNAVAILABLE = "Le paiement par carte n'est pas disponible sur ce site.";

const methodsRoute = createRoute({
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
  method: 'get',
  path: '/custom-stripe/public-key',
  tags: [TAG],
  summary: 'La clé publique Stripe (null sans paiement par carte)',
  middleware: [requireShop] as const,
  request: { headers: siteHeaders },
  responses: { 200: okJson(stripePublicKeySchema, 'La clé publiable, ou null.'), ...errorResponses(404) },
});

const startRoute = createRoute({
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
    params: z.object({ id: z.string().meta({ description: 'Identifiant de la commande.', example: '1' }) }),
    body: jsonBody(paymentStartSchema, 'Le moyen de paiement choisi.'),
  },
  responses: {
    200: okJson(paymentStartedSchema, 'Les instructions ou le secret du paiement par carte.'),
    ...errorResponses(400, 401, 404, 409, 413, 415),
  },
});

function instructions(method: PaymentMethod, order: OrderRow, settings: OrderSettings): string {
  const amount = formatEuros(order.total_cents);
  const payee = settings.text('COMPANY_LEGAL_NAME') || settings.text('COMPANY_NAME');
  switch (method) {
    case 'BANK_TRANSFER':
      return [
        `Effectuez un virement de ${amount} à l'ordre de ${payee}.`,
        settings.text('BANK_IBAN') ? `IBAN : ${settings.text('BANK_IBAN')}` : null,
        settings.text('BANK_BIC') ? `BIC : ${settings.text('BANK_BIC')}` : null,
        `Indiquez la référence ${order.reference} dans le libellé du virement.`,
        'Votre commande sera préparée dès réception du virement.',
      ]
        .filter((line) => line !== null)
        .join('\n');
    case 'CHEQUE':
      return [
        `Envoyez un chèque de ${amount} à l'ordre de ${payee}`,
        settings.text('COMPANY_HEAD_OFFICE') ? `à l'adresse : ${settings.text('COMPANY_HEAD_OFFICE')},` : '',
        `en inscrivant la référence ${order.reference} au dos.`,
        '\nVotre commande sera préparée dès réception du chèque.',
      ]
        .filter((part) => part !== '')
        .join(' ');
    case 'PAY_AT_PICKUP':
      return `Vous réglerez ${amount} au retrait de votre commande${
        order.collect_date ? ` à partir du ${frenchNumericDay(order.collect_date)}` : ''
      } (carte bancaire, chèque ou espèces). Référence : ${order.reference}.`;
    case 'STRIPE':
      return '';
  }
}

/** Paying at pick-up keeps the stock until the day after the pick-up date (Paris), not the usual delay. */
function dueAt(method: PaymentMethod, order: OrderRow): number {
  if (method !== 'PAY_AT_PICKUP' || !order.collect_date) return order.payment_due_at;
  return Math.floor(Date.parse(`${order.collect_date}T23:59:59+01:00`) / 1000) + 86_400;
}

async function startCardPayment(c: Context<AppEnv>, order: OrderRow): Promise<PaymentStarted> {
  const siteId = c.var.site.id;
  const { keys } = await siteStripe(c.env, c.env.DB, siteId);
  if (!keys) throw badRequest(CARD_UNAVAILABLE);
  // The site's own Stripe account when it has one (stripe-keys.ts), else the platform's.
  const intent = await stripeClient(keys.secretKey).paymentIntents.create(
    {
      amount: order.total_cents,
      currency: 'eur',
      automatic_payment_methods: { enabled: true },
      description: `Commande ${order.reference}`,
      metadata: { site_id: String(siteId), order_id: String(order.id), reference: order.reference },
    },
    // One intent per order and amount: a double click or a retry gets the same intent back.
    { idempotencyKey: `order-${siteId}-${order.id}-${order.total_cents}` },
  );
  if (!intent.client_secret) throw new Error('Stripe answered a PaymentIntent without client_secret');
  await recordPaymentChoice(c.env.DB, siteId, {
    orderId: order.id,
    method: 'STRIPE',
    provider: 'stripe',
    providerId: intent.id,
    amountCents: order.total_cents,
    paymentDueAt: order.payment_due_at,
    now: Math.floor(Date.now() / 1000),
  });
  return {
    kind: 'STRIPE',
    method: 'STRIPE',
    orderId: order.id,
    reference: order.reference,
    amount: centsToEuros(order.total_cents),
    clientSecret: intent.client_secret,
    publishableKey: keys.publishableKey,
  };
}

export const paymentRoutes = providerRouter()
  .openapi(methodsRoute, async (c) => {
    const settings = await loadOrderSettings(c.env.DB, c.var.site.id);
    const { keys } = await siteStripe(c.env, c.env.DB, c.var.site.id);
    const methods = offeredPaymentMethods(settings.text('PAYMENT_METHOD'), { stripeReady: keys !== null });
    return c.json(ok(methods.map((method) => ({ method, label: paymentMethodLabel(method) }))), 200);
  })
  .openapi(publicKeyRoute, async (c) => {
    const settings = await loadOrderSettings(c.env.DB, c.var.site.id);
    const { keys } = await siteStripe(c.env, c.env.DB, c.var.site.id);
    const offered = offeredPaymentMethods(settings.text('PAYMENT_METHOD'), { stripeReady: keys !== null });
    const key = offered.includes('STRIPE') ? (keys?.publishableKey ?? null) : null;
    return c.json(ok(key), 200);
  })
  .openapi(startRoute, async (c) => {
    const buyer = await requireBuyer(c);
    const siteId = c.var.site.id;
    const id = parseId(c.req.valid('param').id);
    const order = id === null ? null : await findOrder(c.env.DB, siteId, id, buyer.id);
    if (!order) throw notFound(NO_ORDER);
    if (order.status !== 'AWAITING_PAYMENT')
      throw new AppError(409, 'Cette commande est déjà réglée ou annulée.');
    const { method } = c.req.valid('json');
    const settings = await loadOrderSettings(c.env.DB, siteId);
    const { keys } = await siteStripe(c.env, c.env.DB, siteId);
    const offered = offeredPaymentMethods(settings.text('PAYMENT_METHOD'), {
      stripeReady: keys !== null,
      deliveryType: order.delivery_type,
    });
    if (!offered.includes(method)) {
      throw badRequest(
        method === 'STRIPE'
          ? CARD_UNAVAILABLE
          : "Ce moyen de paiement n'est pas proposé pour cette commande.",
      );
    }
    if (method === 'STRIPE') return c.json(ok(await startCardPayment(c, order)), 200);
    await recordPaymentChoice(c.env.DB, siteId, {
      orderId: order.id,
      method,
      provider: null,
      providerId: null,
      amountCents: order.total_cents,
      paymentDueAt: dueAt(method, order),
      now: Math.floor(Date.now() / 1000),
    });
    const started: PaymentStarted = {
      kind: 'OFFLINE',
      method,
      orderId: order.id,
      reference: order.reference,
      amount: centsToEuros(order.total_cents),
      instructions: instructions(method, order, settings),
    };
    return c.json(ok(started, 'Merci : voici comment régler votre commande.'), 200);
  });
