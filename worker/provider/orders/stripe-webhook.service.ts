import { AppError } from '../../errors';
import { confirmBookingPayment } from '../booking/public';
import { confirmGiftCardPayment } from '../gift-cards/public';
import { orFail } from '../shared/failure-status';
import type { ServiceContext } from '../shared/service-context';
import { moveOrder } from './order-status';
import { findOrder } from './order.repository';
import {
  endPendingPayment,
  findStripePayment,
  isStripeEventProcessed,
  paymentSucceededStatement,
  recordStripeEventStatement,
} from './payment.repository';
import { verifiedStripeEvent } from './stripe-client';
import { siteStripe } from './stripe-keys';

// The Stripe webhook: the only way a card payment marks an order paid (or confirms a booking
// paid online: its intent's metadata names the booking, the booking module applies it). Each site has its own
// endpoint, its own host's /api/stripe/webhook, and the signature is checked with that site's
// signing secret (its own, else the platform's: stripe-keys.ts) through the Web Crypto provider
// (constructEventAsync). An event is applied at most once per site: stripe_events is keyed by
// (site, event) and written in the same transaction as its effect. An event whose payment
// intent is not one of this site's (another site's, or unknown) is answered 200 « ignored »
// and NOT recorded: one Stripe account may send every event to every site's endpoint, and the
// site it belongs to must still apply it; a 4xx would only make Stripe retry
// against the wrong endpoint. An event about one of this site's orders that does not fit (a
// wrong amount, an order no longer awaiting payment, a failure after a success) is recorded
// and changes nothing. Stripe gets a 2xx for every authentic event, so it stops retrying; a
// 400 only for a bad signature or a site without card payment.

/** What the webhook answers: whether the event changed anything, whether it was not this site's. */
export interface WebhookOutcome {
  applied: boolean;
  ignored: boolean;
}

const FORGED = 'Signature Stripe invalide.';

interface IntentFacts {
  id: string;
  amount_received?: number;
  amount?: number;
  currency?: string;
  metadata?: Record<string, string>;
}

/**
 * Applies one signed Stripe event to the context's site: 400 for a site without card payment
 * or a bad signature; `queued` is handed the ids of the e-mails the event queued.
 */
export async function applyStripeEvent(
  ctx: ServiceContext,
  payload: string,
  signature: string | undefined,
  queued: (outboxIds: readonly number[]) => void,
): Promise<WebhookOutcome> {
  const db = ctx.db;
  const siteId = ctx.site.id;
  const { keys } = await siteStripe(ctx.env, db, siteId);
  if (!keys) throw new AppError(400, "Le paiement par carte n'est pas configuré sur ce site.");
  const secret = keys.webhookSecret;
  if (!signature) throw new AppError(400, FORGED);
  const event = await verifiedStripeEvent(payload, signature, secret);
  if (!event) throw new AppError(400, FORGED);
  const now = Math.floor(Date.now() / 1000);
  const received = (applied: boolean): WebhookOutcome => ({ applied, ignored: false });
  if (await isStripeEventProcessed(db, siteId, event.id)) return received(false); // a replay

  // Not this site's business: acknowledged, logged, never recorded as processed here.
  const notOurs = (reason: string) => {
    console.warn(
      JSON.stringify({
        requestId: ctx.requestId,
        event: 'stripe.event_not_ours',
        id: event.id,
        siteId,
        reason,
      }),
    );
    return { applied: false, ignored: true };
  };

  const ignore = async (orderId: number, reason: string) => {
    console.warn(
      JSON.stringify({ requestId: ctx.requestId, event: 'stripe.event_ignored', id: event.id, reason }),
    );
    // A concurrent delivery of the same event may have recorded it first: that is fine.
    await recordStripeEventStatement(db, siteId, event, orderId, now)
      .run()
      .catch(() => undefined);
    return received(false);
  };

  const relevant = ['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled'];
  if (!relevant.includes(event.type)) return notOurs('type not handled');
  const intent = event.data.object as IntentFacts;
  if (intent.metadata?.booking_reference !== undefined) {
    // A booking paid online (booking-payment.service.ts): only the success changes anything,
    // an unpaid hold simply expires. The booking's writes make a replay change nothing.
    if (event.type !== 'payment_intent.succeeded') return received(false);
    const outcome = await confirmBookingPayment(
      ctx,
      {
        secret: ctx.env.SENDER_KEY_SECRET,
        queued,
      },
      intent,
    );
    if (outcome === 'not-ours') return notOurs('no such booking hold on this site');
    // A refunded late payment left nothing of the booking to tell a replay by: the event is
    // recorded, so a repeat delivery neither refunds nor e-mails the client twice.
    if (outcome === 'refunded')
      await recordStripeEventStatement(db, siteId, event, null, now)
        .run()
        .catch(() => undefined);
    return received(outcome === 'confirmed' || outcome === 'refunded');
  }
  if (intent.metadata?.gift_card_reference !== undefined) {
    // A gift card paid by card: the success issues it (and sends it when its day is today),
    // once; an unpaid card simply waits.
    if (event.type !== 'payment_intent.succeeded') return received(false);
    try {
      const outcome = await confirmGiftCardPayment(
        ctx,
        {
          codeSecret: ctx.env.GIFT_CARD_CODE_SECRET,
          queued,
        },
        intent,
        recordStripeEventStatement(db, siteId, event, null, now),
      );
      if (outcome === 'not-ours') return notOurs('no such gift card awaiting payment on this site');
      return received(outcome === 'issued');
    } catch (error) {
      if (String(error).includes('stripe_events')) return received(false); // the racing twin won
      throw error;
    }
  }
  const payment = await findStripePayment(db, siteId, intent.id);
  if (
    !payment ||
    intent.metadata?.site_id !== String(siteId) ||
    intent.metadata.order_id !== String(payment.order_id)
  ) {
    return notOurs('no such payment intent or order on this site');
  }
  const order = await findOrder(db, siteId, payment.order_id);
  if (!order) return notOurs('order gone');

  if (event.type !== 'payment_intent.succeeded') {
    // Only a pending payment fails: a failure arriving after the success changes nothing.
    const ended = event.type === 'payment_intent.canceled' ? 'CANCELLED' : 'FAILED';
    await endPendingPayment(db, siteId, event, order.id, payment.id, ended, now);
    return received(true);
  }
  const paid = intent.amount_received ?? intent.amount ?? 0;
  if (paid !== order.total_cents || (intent.currency ?? '').toLowerCase() !== 'eur') {
    return ignore(
      order.id,
      `amount ${paid} ${intent.currency ?? ''} for an order of ${order.total_cents} eur`,
    );
  }
  if (order.status !== 'AWAITING_PAYMENT') {
    // Paid after the cron cancelled it, or paid twice: the merchant refunds from Stripe.
    return ignore(order.id, `order is ${order.status}`);
  }
  try {
    const moved = await moveOrder(db, siteId, order, {
      to: 'PAID',
      actor: 'STRIPE',
      now,
      extra: (guard, values) => [
        // Unconditional: a second delivery racing this one fails on the event's key, so its
        // whole batch (the status change included) rolls back.
        recordStripeEventStatement(db, siteId, event, order.id, now),
        paymentSucceededStatement(db, siteId, payment.id, now, guard, values),
      ],
    });
    // AWAITING_PAYMENT (checked above) may always become PAID: a refusal would be a bug.
    const { applied, outboxIds } = orFail(moved);
    queued(outboxIds);
    return received(applied);
  } catch (error) {
    if (String(error).includes('stripe_events')) return received(false); // the racing twin won
    throw error;
  }
}
