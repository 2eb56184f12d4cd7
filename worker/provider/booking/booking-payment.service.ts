import { parisIso } from '../../../src/domain/booking/booking-slots';
import type { Booked } from '../../../src/schema/booking/booking';
import { AppError } from '../../errors';
import { mailSiteIn } from '../../mail/layout/mail-site';
import { giftCardBookingRefundStatement } from '../gift-cards/public';
import { createPaymentIntent, siteStripe } from '../orders/public';
import type { ServiceContext } from '../shared/service-context';
import { insertAppointment, type AppointmentDraft } from './booking-appointments.repository';
import { mailSite, manageUrl } from './booking-calendar';
import { confirmationEmails } from './booking-confirmation';
import { guardedByCards, spendsOf, type BookingCards } from './booking-gift-cards';
import { loadSettings } from './booking-diary.repository';
import {
  deleteHoldStatement,
  findHoldByIntent,
  findPaymentByIntent,
  insertHold,
  paymentStatement,
  type HoldDraft,
  type PaymentKind,
} from './booking-holds.repository';
import { logged, refundLate, sendRefundEmail } from './booking-refunds.service';
import { releasedEmailFacts, sendReleasedEmail } from './booking-released-email';
import { conflict, words, type BookingDeps } from './booking-rules';
import { findService, type ServiceRow } from './booking-services.repository';
import { manageToken } from './booking-token';

// A service paid online beforehand (in full, or a deposit), by card on the site's own Stripe
// account through the shop's Stripe client (orders/public.ts): the booking holds the slot for
// HOLD_MINUTES while the client pays the PaymentIntent; unpaid, the slot is free again when the
// hold expires (the reads compare it with the clock). The payment's webhook writes the
// appointment from the hold, with its e-mails; paid after the hold expired, it is confirmed if
// the slot still has room, else refunded at once with an e-mail (booking-refunds.service.ts;
// refunded too once the cron swept the expired hold, booking-holds.service.ts, the e-mail then
// written from the intent's metadata, booking-released-email.ts). Gift cards
// may pay part or all of it (booking-gift-cards.ts): the card step asks only for the rest.

/** How long a slot waits for its online payment. */
const HOLD_MINUTES = 15;

export interface PaymentDue {
  kind: PaymentKind;
  amountCents: number;
}

/** What the client pays online for `places` places of the service, or null (paid on the day). */
export function paymentDue(service: ServiceRow, places: number): PaymentDue | null {
  const unit =
    service.payment === 'PREPAYMENT'
      ? service.price_cents
      : service.payment === 'DEPOSIT'
        ? service.deposit_cents
        : null;
  if (!unit || unit <= 0) return null; // « sur devis », or no deposit set: paid on the day
  return { kind: service.payment === 'DEPOSIT' ? 'DEPOSIT' : 'PREPAYMENT', amountCents: unit * places };
}

/** Creates the PaymentIntent, then holds the slot: 201 with what Stripe.js needs to pay. */
export async function holdForPayment(
  ctx: ServiceContext,
  deps: BookingDeps,
  booking: { draft: AppointmentDraft; actor: string; due: PaymentDue; now: Date; paid: BookingCards },
): Promise<Booked> {
  const { draft, now, paid } = booking;
  // What the gift cards did not pay is what the card pays.
  const due = { ...booking.due, amountCents: booking.due.amountCents - paid.totalCents };
  const { keys } = await siteStripe(ctx.env, ctx.db, ctx.site.id);
  if (!keys) throw conflict(words(ctx).paymentUnavailable);
  let intent;
  try {
    intent = await createPaymentIntent(
      keys.secretKey,
      {
        amount: due.amountCents,
        currency: 'eur',
        description: `Rendez-vous ${draft.reference} : ${draft.service.name}`,
        metadata: {
          site_id: String(ctx.site.id),
          booking_reference: draft.reference,
          kind: due.kind,
          ...releasedEmailFacts(draft, paid.totalCents),
        },
      },
      `booking-${ctx.site.id}-${draft.reference}`,
    );
    if (!intent.client_secret) throw new Error('Stripe answered a PaymentIntent without client_secret');
  } catch (error) {
    logged(ctx, 'stripe.booking_intent_failed', { reference: draft.reference, error: String(error) });
    throw new AppError(502, words(ctx).paymentDown);
  }
  const holdUntilMs = now.getTime() + HOLD_MINUTES * 60_000;
  const held = await guardedByCards(ctx, () =>
    insertHold(ctx.db, ctx.site.id, draft, {
      actor: booking.actor,
      kind: due.kind,
      amountCents: due.amountCents,
      intentId: intent.id,
      holdUntilMs,
      nowMs: now.getTime(),
      giftCardCents: paid.totalCents,
      after: spendsOf(ctx, draft.reference, paid, now),
    }),
  );
  if (!held) throw conflict(words(ctx).slotFull);
  const site = mailSiteIn(await mailSite(ctx), draft.locale);
  return {
    reference: draft.reference,
    start: parisIso(new Date(draft.startMs)),
    end: parisIso(new Date(draft.endMs)),
    status: 'PENDING_PAYMENT',
    manageUrl: manageUrl(site, draft.reference, await manageToken(deps.secret, ctx.site.id, draft.reference)),
    payment: {
      kind: due.kind,
      amountCents: due.amountCents,
      clientSecret: intent.client_secret,
      publishableKey: keys.publishableKey,
      holdUntil: parisIso(new Date(holdUntilMs)),
      giftCardCents: paid.totalCents,
    },
    ...(paid.totalCents > 0 ? { giftCardCents: paid.totalCents } : {}),
  };
}

/** A succeeded PaymentIntent as the webhook reads it. */
export interface PaidIntent {
  id: string;
  amount_received?: number;
  amount?: number;
  currency?: string;
  metadata?: Record<string, string>;
}

/** What a payment did: 'not-ours' when no hold or payment of this site has the intent. */
export type PaymentOutcome = 'confirmed' | 'replay' | 'refunded' | 'ignored' | 'not-ours';

/** Turns the paid hold into its confirmed appointment (or refunds a payment that came too late). */
export async function confirmBookingPayment(
  ctx: ServiceContext,
  deps: BookingDeps,
  intent: PaidIntent,
): Promise<PaymentOutcome> {
  const now = deps.now ?? new Date();
  const reference = intent.metadata?.booking_reference ?? '';
  if (intent.metadata?.site_id !== String(ctx.site.id)) return 'not-ours';
  const hold = await findHoldByIntent(ctx.db, ctx.site.id, intent.id);
  if (!hold) {
    if (await findPaymentByIntent(ctx.db, ctx.site.id, intent.id)) return 'replay';
    // Paid long after its hold expired and was swept: nothing holds the slot, the money goes
    // back, and the client is told so from what the intent's metadata kept of the booking.
    if (!(await refundLate(ctx, intent.id, reference))) return 'ignored';
    await sendReleasedEmail(ctx, deps, reference, intent);
    return 'refunded';
  }
  const paid = intent.amount_received ?? intent.amount ?? 0;
  if (paid !== hold.amount_cents || (intent.currency ?? '').toLowerCase() !== 'eur') {
    logged(ctx, 'stripe.booking_amount_mismatch', { reference: hold.reference, paid });
    return 'ignored';
  }
  const stored = JSON.parse(hold.draft) as HoldDraft;
  const service = await findService(ctx.db, ctx.site.id, hold.service_id);
  if (!service) return 'ignored';
  const { actor, ...rest } = stored;
  const draft: AppointmentDraft = {
    reference: rest.reference,
    service,
    startMs: rest.startMs,
    endMs: rest.endMs,
    busyFromMs: rest.busyFromMs,
    busyToMs: rest.busyToMs,
    places: rest.places,
    firstname: rest.firstname,
    lastname: rest.lastname,
    email: rest.email,
    phone: rest.phone,
    message: rest.message,
    address: rest.address,
    postcode: rest.postcode,
    locale: rest.locale,
    userId: rest.userId,
    bookedBy: rest.bookedBy,
  };
  // The e-mails speak the client's language, not the webhook's.
  const clientCtx = { ...ctx, scope: { ...ctx.scope, locale: draft.locale } };
  const settings = await loadSettings(ctx.db, ctx.site.id);
  const { emails } = await confirmationEmails(clientCtx, deps, draft, settings, now);
  let written;
  try {
    written = await insertAppointment(ctx.db, ctx.site.id, draft, actor, emails, {
      nowMs: now.getTime(),
      fromHold: true,
      after: [
        paymentStatement(ctx.db, ctx.site.id, hold),
        deleteHoldStatement(ctx.db, ctx.site.id, hold.reference),
      ],
    });
  } catch (error) {
    // A second delivery racing the first: the reference is taken, the first one confirmed it.
    if (String(error).includes('UNIQUE')) return 'replay';
    throw error;
  }
  if (written.ok) {
    deps.queued?.(written.outboxIds);
    return 'confirmed';
  }
  // Paid after the hold expired, and the slot was taken meanwhile: the money goes back, the
  // card's by Stripe, the gift cards' to their ledger, with the hold.
  const refunded = await refundLate(ctx, hold.payment_intent_id, hold.reference);
  if (refunded) {
    await ctx.db.batch([
      giftCardBookingRefundStatement(ctx.db, ctx.site.id, hold.reference, {
        actor: 'BUYER',
        note: 'Rendez-vous payé trop tard',
      }),
      deleteHoldStatement(ctx.db, ctx.site.id, hold.reference),
    ]);
    await sendRefundEmail(clientCtx, deps, draft, {
      reason: 'LATE',
      cardCents: hold.amount_cents,
      giftCardCents: hold.gift_card_cents,
    });
  }
  return refunded ? 'refunded' : 'ignored';
}
