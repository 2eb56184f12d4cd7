import { centsToEuros } from '../../../src/domain/orders/order-amounts';
import { deliveryText } from '../../../src/domain/delivery/order-delivery';
import { preparationSentence } from '../../../src/domain/orders/payment-instructions';
import { offeredPaymentMethods } from '../../../src/domain/orders/payment-methods';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import type { OrderAccessPoint } from '../../../src/schema/orders/order';
import type { PaymentMethod, PaymentStarted } from '../../../src/schema/orders/payment';
import { AppError, badRequest, notFound } from '../../errors';
import { paymentInstructionsEmail, type MailOrder } from '../../mail/order-emails';
import type { OutboxEmail } from '../shared/outbox.repository';
import type { ServiceContext } from '../shared/service-context';
import { NO_ORDER } from './buyer-order.service';
import { loadMailShop, loadOrderSettings, mailShopIn, type OrderSettings } from './order-settings';
import { findOrder, findOrderLines, orderCollect, type OrderRow } from './order.repository';
import { offlineInstructions } from './payment-instructions.service';
import { paymentDueAt } from './payment-hold';
import { recordPaymentChoice } from './payment.repository';
import { createPaymentIntent } from './stripe-client';
import { siteStripe } from './stripe-keys';

// Paying one of the buyer's orders. Offline methods answer the instructions (the merchant marks
// the order paid when the money arrives) and e-mail them; STRIPE creates a PaymentIntent for the
// amount computed on the server, with an idempotency key so a retry never creates a second
// intent (the webhook marks the order paid). Each choice sets how long the order keeps its
// stock unpaid (payment-hold.ts).

const CARD_UNAVAILABLE = "Le paiement par carte n'est pas disponible sur ce site.";
const CARD_DOWN =
  'Le paiement par carte est momentanément indisponible : réessayez dans quelques minutes, ' +
  'ou choisissez un autre moyen de paiement. Votre commande reste enregistrée.';

/** The e-mail repeating the instructions, with the order (and its pick-up place and slot). */
async function instructionsEmail(
  ctx: ServiceContext,
  order: OrderRow,
  method: PaymentMethod,
  settings: OrderSettings,
): Promise<OutboxEmail> {
  const db = ctx.db;
  const siteId = ctx.site.id;
  const [lines, siteShop] = await Promise.all([
    findOrderLines(db, siteId, order.id),
    loadMailShop(db, siteId, settings, ctx.origin),
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
  return paymentInstructionsEmail(mail, method, offlineInstructions(method, order, settings, t), shop);
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
async function paymentIntentFor(ctx: ServiceContext, secretKey: string, order: OrderRow) {
  const siteId = ctx.site.id;
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
        requestId: ctx.requestId,
        event: 'stripe.payment_intent_failed',
        orderId: order.id,
        error: String(error),
      }),
    );
    throw new AppError(502, CARD_DOWN);
  }
}

async function startCardPayment(
  ctx: ServiceContext,
  order: OrderRow,
  settings: OrderSettings,
): Promise<PaymentStarted> {
  const siteId = ctx.site.id;
  const { keys } = await siteStripe(ctx.env, ctx.db, siteId);
  if (!keys) throw badRequest(CARD_UNAVAILABLE);
  // The site's own Stripe account when it has one (stripe-keys.ts), else the platform's.
  const intent = await paymentIntentFor(ctx, keys.secretKey, order);
  const now = Math.floor(Date.now() / 1000);
  await recordPaymentChoice(ctx.db, siteId, {
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

/**
 * Starts paying one of the buyer's orders awaiting payment with a method the site offers for
 * it: card answers the PaymentIntent's secret; an offline method answers its instructions and
 * queues their e-mail (the ids to send are answered with them). 404 for an order not theirs,
 * 409 once it is paid or cancelled, 400 for a method not offered.
 */
export async function startPayment(
  ctx: ServiceContext,
  buyerId: number,
  id: number | null,
  method: PaymentMethod,
): Promise<{ started: PaymentStarted; outboxIds: number[] }> {
  const siteId = ctx.site.id;
  const order = id === null ? null : await findOrder(ctx.db, siteId, id, buyerId);
  if (!order) throw notFound(NO_ORDER);
  if (order.status !== 'AWAITING_PAYMENT')
    throw new AppError(409, 'Cette commande est déjà réglée ou annulée.');
  const settings = await loadOrderSettings(ctx.db, siteId);
  const { keys } = await siteStripe(ctx.env, ctx.db, siteId);
  const offered = offeredPaymentMethods(settings.text('PAYMENT_METHOD'), {
    stripeReady: keys !== null,
    deliveryType: order.delivery_type,
  });
  if (!offered.includes(method)) {
    throw badRequest(
      method === 'STRIPE' ? CARD_UNAVAILABLE : "Ce moyen de paiement n'est pas proposé pour cette commande.",
    );
  }
  if (method === 'STRIPE') return { started: await startCardPayment(ctx, order, settings), outboxIds: [] };
  const text = offlineInstructions(method, order, settings, translatorFor(ctx.scope.locale));
  const now = Math.floor(Date.now() / 1000);
  const outboxIds = await recordPaymentChoice(
    ctx.db,
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
    await instructionsEmail(ctx, order, method, settings),
  );
  const started: PaymentStarted = {
    kind: 'OFFLINE',
    method,
    orderId: order.id,
    reference: order.reference,
    amount: centsToEuros(order.total_cents),
    instructions: text,
  };
  return { started, outboxIds };
}
