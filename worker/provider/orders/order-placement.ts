import type { Context } from 'hono';
import type { OrderCreated, OrderInput } from '../../../src/schema/orders/order';
import { offeredPaymentMethods } from '../../../src/domain/orders/payment-methods';
import type { AppEnv } from '../../http/app-env';
import { enqueueEmail } from '../../mail/mail-queue';
import { deliveryText } from '../../../src/domain/delivery/order-delivery';
import { preparationSentence } from '../../../src/domain/orders/payment-instructions';
import { merchantNotificationEmail, orderConfirmationEmail, type MailOrder } from '../../mail/order-emails';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { mailShopIn } from './order-settings';
import { orderFulfilment } from '../../../src/domain/catalogue/cart-rules';
import { validateCart, type CartFailure } from '../catalogue/cart-validation';
import { DISCOUNT_LIMIT_MESSAGE, isDiscountLimitError } from './discount-check';
import { discountUseStatements } from './discount.repository';
import { priceOrder, type Buyer, type CheckoutFailure, type PricedOrder } from './order-checkout';
import { loadMailShop, loadOrderSettings, type OrderSettings } from './order-settings';
import {
  findIdempotentOrder,
  findOrder,
  findOrderByUid,
  insertOrder,
  orderDetail,
  orderIdSql,
} from './order.repository';
import { failure, success, type Failure, type Result } from '../shared/result';
import { siteStripe } from './stripe-keys';
import { relayPointFinderFor } from '../delivery/relay-config';
import { COLLECT_SLOT_FULL } from '../delivery/collect-slot';
import {
  GIFT_CARD_BALANCE_CHANGED,
  giftCardOrderStatements,
  giftCardsForOrder,
  isGiftCardGuardError,
  typedGiftCardCodes,
} from '../gift-cards/public';
import { moveOrder } from './order-status';

// Placing an order: price it from D1 (order-checkout.ts), then ONE batch writes the order,
// its idempotency key, the stock decrements with their guard, the lines, the discount use,
// the history and both e-mails. D1 runs a batch as one transaction: when any line finds too
// little stock, the member already holds MAX_UNPAID_ORDERS_PER_MEMBER unpaid orders or the
// pick-up slot is full, its guard fails the batch and nothing at all is written. Expected
// refusals (a cart, delivery or code refused, a key reused, a limit reached, the stock gone
// meanwhile) are failures the route answers with their status.

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** Why an order is not placed: a checkout step refused it, or the write did. */
export type PlacementFailure =
  | CheckoutFailure
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'UNPAID_ORDERS_LIMIT'
  | 'STOCK_CHANGED'
  | 'DISCOUNT_LIMIT_REACHED'
  | 'GIFT_CARD_REFUSED'
  | 'GIFT_CARD_BALANCE_CHANGED'
  | 'ORDER_NOT_FOUND';

export interface Placed {
  created: OrderCreated;
  replayed: boolean;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The Idempotency-Key header, checked; null when absent. */
export function idempotencyKeyOf(raw: string | undefined): Result<string | null, 'IDEMPOTENCY_KEY_INVALID'> {
  if (raw === undefined || raw === '') return success(null);
  if (!KEY_PATTERN.test(raw)) {
    return failure(
      'IDEMPOTENCY_KEY_INVALID',
      "L'en-tête Idempotency-Key doit compter 8 à 100 caractères parmi lettres, chiffres et « _ . : - ».",
    );
  }
  return success(raw);
}

/** What the order e-mails say about it, in a language (the buyer's, or the merchant's). */
function mailOrder(priced: PricedOrder, settings: OrderSettings, locale: string): MailOrder {
  const { draft } = priced;
  const t = translatorFor(locale);
  // No method is chosen yet: a pick-up order may still be paid on the spot.
  const payAtPickupOffered = offeredPaymentMethods(settings.text('PAYMENT_METHOD'), {
    stripeReady: false,
    deliveryType: draft.deliveryType,
  }).includes('PAY_AT_PICKUP');
  return {
    preparation: preparationSentence({ deliveryType: draft.deliveryType, payAtPickupOffered }, null, t),
    reference: draft.reference,
    email: draft.email,
    phone: draft.phone,
    message: draft.message,
    deliveryText: deliveryText(draft, t),
    lines: draft.lines,
    subtotalCents: draft.amounts.subtotalCents,
    shippingCents: draft.amounts.shippingCents,
    discountCents: draft.amounts.discountCents,
    totalCents: draft.amounts.totalCents,
  };
}

async function answer(
  c: Context<AppEnv>,
  orderId: number,
  replayed: boolean,
): Promise<Result<Placed, 'ORDER_NOT_FOUND'>> {
  const siteId = c.var.site.id;
  const row = await findOrder(c.env.DB, siteId, orderId);
  if (!row) return failure('ORDER_NOT_FOUND', "Cette commande n'existe pas.");
  const settings = await loadOrderSettings(c.env.DB, siteId);
  const paymentMethods = offeredPaymentMethods(settings.text('PAYMENT_METHOD'), {
    stripeReady: (await siteStripe(c.env, c.env.DB, siteId)).keys !== null,
    deliveryType: row.delivery_type,
  });
  return success({
    created: { order: await orderDetail(c.env.DB, siteId, row, c.var.locale), paymentMethods },
    replayed,
  });
}

/** The order a key already made for this member, or null; another cart with the same key is refused. */
async function replay(
  c: Context<AppEnv>,
  buyer: Buyer,
  key: string,
  requestHash: string,
): Promise<Result<Placed, 'IDEMPOTENCY_KEY_REUSED' | 'ORDER_NOT_FOUND'> | null> {
  const known = await findIdempotentOrder(c.env.DB, c.var.site.id, buyer.id, key);
  if (!known) return null;
  if (known.requestHash !== requestHash) {
    return failure(
      'IDEMPOTENCY_KEY_REUSED',
      'Cette clé Idempotency-Key a déjà servi pour une autre commande.',
    );
  }
  return answer(c, known.orderId, true);
}

export async function placeOrder(
  c: Context<AppEnv>,
  buyer: Buyer,
  input: OrderInput,
  key: string | null,
): Promise<Result<Placed, PlacementFailure>> {
  const db = c.env.DB;
  const siteId = c.var.site.id;
  const requestHash = await sha256Hex(JSON.stringify(input));
  if (key) {
    const earlier = await replay(c, buyer, key, requestHash);
    if (earlier) return earlier;
  }
  const settings = await loadOrderSettings(db, siteId);
  const relays = await relayPointFinderFor(c.env, db, siteId, (error) =>
    console.warn(
      JSON.stringify({ requestId: c.var.requestId, event: 'relay.carrier_api_failed', error: String(error) }),
    ),
  );
  const checked = await priceOrder(db, siteId, buyer, input, settings, new Date(), relays, c.var.locale);
  if (!checked.ok) return checked;
  // The order is placed in the request's language: it is kept (migration 0029) so that every
  // later e-mail and PDF about it speaks it; the merchant's notification is in the site's own.
  const locale = c.var.locale;
  const priced = { ...checked.value, draft: { ...checked.value.draft, locale } };
  // Gift cards pay after the discount, shipping included: the e-mails say what is left to pay.
  const giftCodes = typedGiftCardCodes(input.giftCardCodes);
  const cards = giftCodes.length
    ? await giftCardsForOrder(c, giftCodes, priced.draft.amounts.totalCents, priced.draft.now)
    : null;
  if (cards && !cards.ok) return cards;
  const giftCards = cards?.value ?? [];
  const giftCents = giftCards.reduce((sum, card) => sum + card.amountCents, 0);
  const mailed = {
    ...priced,
    draft: {
      ...priced.draft,
      amounts: { ...priced.draft.amounts, totalCents: priced.draft.amounts.totalCents - giftCents },
    },
  };
  const shop = await loadMailShop(db, siteId, settings, c.req.url);
  const emails = [orderConfirmationEmail(mailOrder(mailed, settings, locale), mailShopIn(shop, locale))];
  if (shop.merchantEmail) {
    emails.push(merchantNotificationEmail(mailOrder(mailed, settings, shop.site.defaultLocale), shop));
  }
  const orderSql = orderIdSql(siteId, priced.draft.uid);
  const discountUse = [
    ...(priced.discount ? discountUseStatements(db, siteId, priced.discount, buyer.id, orderSql) : []),
    ...giftCardOrderStatements(
      db,
      siteId,
      { idSql: orderSql, uid: priced.draft.uid },
      giftCards,
      priced.draft.now,
    ),
  ];
  let outboxIds: number[];
  try {
    outboxIds = await insertOrder(db, siteId, priced.draft, key ? { key, requestHash } : null, {
      extra: discountUse,
      emails,
    });
  } catch (error) {
    return explainFailure(c, buyer, input, { key, requestHash, limits: priced.draft.limits }, error);
  }
  const created = await findOrderByUid(db, siteId, priced.draft.uid);
  if (!created) throw new Error('order batch committed without its order');
  for (const outboxId of outboxIds) enqueueEmail(c, { siteId, outboxId });
  if (giftCents > 0 && created.total_cents === 0) {
    // Gift cards paid it all: the order is paid now, there is nothing left to ask for.
    const moved = await moveOrder(db, siteId, created, {
      to: 'PAID',
      actor: 'GIFT_CARD',
      requestUrl: c.req.url,
    });
    if (moved.ok) for (const outboxId of moved.value.outboxIds) enqueueEmail(c, { siteId, outboxId });
  }
  return answer(c, created.id, false);
}

/** The member's unpaid orders reached the limit: what to do before ordering again. */
function unpaidOrdersLimitMessage(limit: number): string {
  const orders = limit === 1 ? 'une commande' : `${limit} commandes`;
  return (
    `Vous avez déjà ${orders} en attente de paiement : réglez-en une (Mes commandes), ` +
    "ou demandez à la boutique d'en annuler une, avant de passer une nouvelle commande."
  );
}

interface Attempt {
  key: string | null;
  requestHash: string;
  limits: PricedOrder['draft']['limits'];
}

/**
 * Why the batch failed: a concurrent retry with the same key won (its order is the answer,
 * whichever guard the retry then met), the member reached their limit of unpaid orders, the
 * pick-up slot filled up, the stock ran out under us (validateCart names the product and what
 * is left, as the cart does), or a discount limit was reached meanwhile. Anything else is
 * unexpected and goes up.
 */
async function explainFailure(
  c: Context<AppEnv>,
  buyer: Buyer,
  input: OrderInput,
  attempt: Attempt,
  error: unknown,
): Promise<Result<Placed, PlacementFailure>> {
  const text = String(error);
  if (attempt.key) {
    const earlier = await replay(c, buyer, attempt.key, attempt.requestHash);
    if (earlier) return earlier;
  }
  if (text.includes('unpaid_checked')) {
    return failure('UNPAID_ORDERS_LIMIT', unpaidOrdersLimitMessage(attempt.limits.unpaidOrders));
  }
  if (text.includes('slot_checked')) {
    return failure('COLLECT_SLOT_FULL', COLLECT_SLOT_FULL, { dateSchedule: COLLECT_SLOT_FULL });
  }
  if (isGiftCardGuardError(error)) return failure('GIFT_CARD_BALANCE_CHANGED', GIFT_CARD_BALANCE_CHANGED);
  if (text.includes('stock_checked')) {
    const cart = await validateCart(
      c.env.DB,
      c.var.site.id,
      input.products.map((line) => ({ id: line.id, quantity: line.quantity })),
      orderFulfilment(input.delivery.type),
      c.var.locale,
    );
    const refused: Failure<CartFailure | 'STOCK_CHANGED'> = cart.ok
      ? failure(
          'STOCK_CHANGED',
          'Le stock a changé pendant votre commande : vérifiez votre panier et réessayez.',
        )
      : cart;
    return refused;
  }
  if (isDiscountLimitError(error)) return failure('DISCOUNT_LIMIT_REACHED', DISCOUNT_LIMIT_MESSAGE);
  throw error;
}
