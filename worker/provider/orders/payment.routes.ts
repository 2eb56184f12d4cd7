import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { centsToEuros } from '../../../src/domain/order-amounts';
import { offeredPaymentMethods } from '../../../src/domain/payment-methods';
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
import { deliveryText } from '../../../src/domain/order-delivery';
import { paymentInstructions, preparationSentence } from '../../../src/domain/payment-instructions';
import type { OrderAccessPoint } from '../../../src/schema/order';
import { enqueueEmail } from '../../mail/mail-queue';
import { paymentInstructionsEmail, type MailOrder } from '../../mail/order-emails';
import type { OutboxEmail } from '../shared/outbox.repository';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { loadMailShop, loadOrderSettings, mailShopIn, type OrderSettings } from './order-settings';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import type { Translator } from '../../../src/i18n/translator';
import { findOrder, findOrderLines, orderCollect, type OrderRow } from './order.repository';
import { NO_ORDER, requireBuyer } from './order.routes';
import { recordPaymentChoice } from './payment.repository';
import { requireShop } from '../shared/shop-guard';
import { createPaymentIntent } from './stripe-client';
import { paymentDueAt } from './payment-hold';
import { siteStripe } from './stripe-keys';
import { paymentMethods, stripePublicKey } from './payment-method.service';
import { routeContext } from '../shared/service-context';

// Paying an order. PAYMENT_METHOD lists the site's methods; offline ones answer
// the instructions (the merchant marks the order paid when the money arrives); STRIPE creates
// a PaymentIntent for the amount computed on the server, with an idempotency key so a retry
// never creates a second intent. The webhook (stripe.routes.ts) marks the order paid. Each
// choice sets how long the order keeps its stock unpaid (payment-hold.ts).

const TAG = 'Paiement';
const CARD_UNAVAILABLE = "Le paiement par carte n'est pas disponible sur ce site.";
const CARD_DOWN =
  'Le paiement par carte est momentanément indisponible : réessayez dans quelques minutes, ' +
  'ou choisissez un autre moyen de paiement. Votre commande reste enregistrée.';

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

/** The payment page's and the e-mail's instructions, from one source (src/domain/payment-instructions.ts). */
function instructions(
  method: PaymentMethod,
  order: OrderRow,
  settings: OrderSettings,
  t: Translator,
): string {
  const collect = orderCollect(order, t.tag);
  return paymentInstructions(
    method,
    {
      reference: order.reference,
      totalCents: order.total_cents,
      collect: collect ? { date: collect.date, label: collect.label } : null,
      payee: settings.text('COMPANY_LEGAL_NAME') || settings.text('COMPANY_NAME'),
      iban: settings.text('BANK_IBAN'),
      bic: settings.text('BANK_BIC'),
      headOffice: settings.text('COMPANY_HEAD_OFFICE'),
    },
    t,
  );
}

/** The e-mail repeating the instructions, with the order (and its pick-up place and slot). */
async function instructionsEmail(
  c: Context<AppEnv>,
  order: OrderRow,
  method: PaymentMethod,
  settings: OrderSettings,
): Promise<OutboxEmail> {
  const db = c.env.DB;
  const siteId = c.var.site.id;
  const [lines, siteShop] = await Promise.all([
    findOrderLines(db, siteId, order.id),
    loadMailShop(db, siteId, settings, c.req.url),
  ]);
  // In the order's language (the one it was placed in), whatever the page's.
  const shop = mailShopIn(siteShop, order.locale);
  const t = translatorFor(shop.site.locale);
  const mail: MailOrder = {
    reference: order.reference,
    email: order.email,
    phone: order.phone,
    message: order.message,
    deliveryText: deliveryText(
      {
        deliveryType: order.delivery_type,
        carrier: order.carrier_name === null ? null : { name: order.carrier_name },
        accessPoint: parseAccessPoint(order.access_point),
        collect: orderCollect(order, t.tag),
      },
      t,
    ),
    lines: lines.map((line) => ({
      label: line.label,
      quantity: line.quantity,
      lineTotalCents: line.line_total_cents,
    })),
    subtotalCents: order.subtotal_cents,
    shippingCents: order.shipping_cents,
    discountCents: order.discount_cents,
    totalCents: order.total_cents,
    preparation: preparationSentence(
      { deliveryType: order.delivery_type, payAtPickupOffered: true },
      method,
      t,
    ),
  };
  return paymentInstructionsEmail(mail, method, instructions(method, order, settings, t), shop);
}

function parseAccessPoint(json: string | null): OrderAccessPoint | null {
  if (json === null) return null;
  try {
    return JSON.parse(json) as OrderAccessPoint;
  } catch {
    return null;
  }
}

/**
 * The PaymentIntent for the order's amount, or a French 502 when Stripe cannot be reached or
 * refuses: nothing is written then, the order stays payable and a later try can succeed.
 */
async function paymentIntentFor(c: Context<AppEnv>, secretKey: string, order: OrderRow) {
  const siteId = c.var.site.id;
  try {
    const intent = await createPaymentIntent(
      secretKey,
      {
        amount: order.total_cents,
        currency: 'eur',
        description: `Commande ${order.reference}`,
        metadata: { site_id: String(siteId), order_id: String(order.id), reference: order.reference },
      },
      // One intent per order and amount: a double click or a retry gets the same intent back.
      `order-${siteId}-${order.id}-${order.total_cents}`,
    );
    if (!intent.client_secret) throw new Error('Stripe answered a PaymentIntent without client_secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  } catch (error) {
    console.error(
      JSON.stringify({
        requestId: c.var.requestId,
        event: 'stripe.payment_intent_failed',
        orderId: order.id,
        error: String(error),
      }),
    );
    throw new AppError(502, CARD_DOWN);
  }
}

async function startCardPayment(
  c: Context<AppEnv>,
  order: OrderRow,
  settings: OrderSettings,
): Promise<PaymentStarted> {
  const siteId = c.var.site.id;
  const { keys } = await siteStripe(c.env, c.env.DB, siteId);
  if (!keys) throw badRequest(CARD_UNAVAILABLE);
  // The site's own Stripe account when it has one (stripe-keys.ts), else the platform's.
  const intent = await paymentIntentFor(c, keys.secretKey, order);
  const now = Math.floor(Date.now() / 1000);
  await recordPaymentChoice(c.env.DB, siteId, {
    orderId: order.id,
    method: 'STRIPE',
    provider: 'stripe',
    providerId: intent.id,
    amountCents: order.total_cents,
    paymentDueAt: paymentDueAt('STRIPE', order, settings, now),
    now,
  });
  return {
    kind: 'STRIPE',
    method: 'STRIPE',
    orderId: order.id,
    reference: order.reference,
    amount: centsToEuros(order.total_cents),
    clientSecret: intent.clientSecret,
    publishableKey: keys.publishableKey,
  };
}

export const paymentRoutes = providerRouter()
  .openapi(methodsRoute, async (c) => c.json(ok(await paymentMethods(routeContext(c))), 200))
  .openapi(publicKeyRoute, async (c) => c.json(ok(await stripePublicKey(routeContext(c))), 200))
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
    if (method === 'STRIPE') return c.json(ok(await startCardPayment(c, order, settings)), 200);
    const text = instructions(method, order, settings, translatorFor(c.var.locale));
    const now = Math.floor(Date.now() / 1000);
    const outboxIds = await recordPaymentChoice(
      c.env.DB,
      siteId,
      {
        orderId: order.id,
        method,
        provider: null,
        providerId: null,
        amountCents: order.total_cents,
        paymentDueAt: paymentDueAt(method, order, settings, now),
        now,
      },
      await instructionsEmail(c, order, method, settings),
    );
    for (const outboxId of outboxIds) enqueueEmail(c, { siteId, outboxId });
    const started: PaymentStarted = {
      kind: 'OFFLINE',
      method,
      orderId: order.id,
      reference: order.reference,
      amount: centsToEuros(order.total_cents),
      instructions: text,
    };
    return c.json(ok(started, 'Merci : voici comment régler votre commande.'), 200);
  });
