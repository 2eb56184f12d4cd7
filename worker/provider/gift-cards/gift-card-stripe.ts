import { giftCardWords } from '../../../src/domain/gift-cards/gift-card-words';
import { AppError } from '../../errors';
import { createPaymentIntent } from '../orders/stripe-client';
import { siteStripe } from '../orders/stripe-keys';
import type { ServiceContext } from '../shared/service-context';
import { issuePendingCard, type CodeKeys } from './gift-card-issue';
import { sendPaidCardIfDue } from './gift-card-sending';
import { loadGiftCardSettings } from './gift-card-settings';
import { findGiftCardByReference } from './gift-card.repository';

// A gift card paid by card on the site's own Stripe account, through the shop's Stripe client:
// the purchase creates the PaymentIntent (its metadata names the site and the card, so the
// webhook tells it from an order's and a booking's); the signed payment_intent.succeeded event
// issues the card, once; a card for today is mailed at once, a later one by the sending cron on
// its day (gift-card-sending.ts).

export interface CardPayment {
  clientSecret: string;
  publishableKey: string;
}

/** The PaymentIntent of a card just recorded; a retry with the same card gets the same one. */
export async function cardPaymentFor(
  ctx: ServiceContext,
  card: { reference: string; label: string; amountCents: number },
): Promise<CardPayment> {
  const { keys } = await siteStripe(ctx.env, ctx.db, ctx.site.id);
  if (!keys) throw new AppError(409, giftCardWords(ctx.scope.locale).methodNotOffered);
  try {
    const intent = await createPaymentIntent(
      keys.secretKey,
      {
        amount: card.amountCents,
        currency: 'eur',
        description: `Carte cadeau ${card.reference} : ${card.label}`,
        metadata: { site_id: String(ctx.site.id), gift_card_reference: card.reference },
      },
      `gift-card-${ctx.site.id}-${card.reference}`,
    );
    if (!intent.client_secret) throw new Error('Stripe answered a PaymentIntent without client_secret');
    return { clientSecret: intent.client_secret, publishableKey: keys.publishableKey };
  } catch (error) {
    console.error(
      JSON.stringify({
        requestId: ctx.requestId,
        event: 'stripe.gift_card_intent_failed',
        siteId: ctx.site.id,
        reference: card.reference,
        error: String(error),
      }),
    );
    throw new AppError(502, giftCardWords(ctx.scope.locale).cardPaymentDown);
  }
}

/** A succeeded PaymentIntent as the webhook reads it. */
export interface PaidCardIntent {
  id: string;
  amount_received?: number;
  amount?: number;
  currency?: string;
  metadata?: Record<string, string>;
}

/** 'not-ours' when no card of this site awaits this payment; 'ignored' for one that does not fit. */
export type CardPaymentOutcome = 'issued' | 'ignored' | 'not-ours';

/** The codes' secret, and where the e-mails of a card sent at once are handed (the mail queue). */
export interface CardPaymentKeys extends CodeKeys {
  queued: (outboxIds: readonly number[]) => void;
}

/**
 * Issues the card the payment names and, when its day is today, sends it. `record` is the
 * event's own row, written in the issuing batch: a racing twin delivery fails on its key and its
 * whole batch rolls back, so only the delivery that issued the card sends it.
 */
export async function confirmGiftCardPayment(
  ctx: ServiceContext,
  keys: CardPaymentKeys,
  intent: PaidCardIntent,
  record: D1PreparedStatement,
  now = Math.floor(Date.now() / 1000),
): Promise<CardPaymentOutcome> {
  if (intent.metadata?.site_id !== String(ctx.site.id)) return 'not-ours';
  const reference = intent.metadata.gift_card_reference ?? '';
  const card = await findGiftCardByReference(ctx.db, ctx.site.id, reference);
  if (!card || card.payment_method !== 'STRIPE') return 'not-ours';
  const paid = intent.amount_received ?? intent.amount ?? 0;
  if (
    card.status !== 'PENDING_PAYMENT' ||
    paid !== card.amount_cents ||
    (intent.currency ?? '').toLowerCase() !== 'eur'
  ) {
    await record.run().catch(() => undefined);
    return 'ignored';
  }
  const settings = await loadGiftCardSettings(ctx.db, ctx.site.id, true);
  const { issued } = await issuePendingCard(ctx, keys, card, settings.validityMonths, 'STRIPE', now, [
    record,
  ]);
  if (!issued) return 'ignored';
  keys.queued(await sendPaidCardIfDue(ctx, card.reference, now));
  return 'issued';
}
