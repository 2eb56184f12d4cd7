import { mailSiteIn } from '../../mail/layout/mail-site';
import type { MailSite } from '../../mail/layout/mail-site';
import { giftCardBookingRefundStatement, giftCardsPaidForBooking } from '../gift-cards/public';
import { createRefund, siteStripe } from '../orders/public';
import { insertOutboxStatement } from '../shared/outbox.repository';
import type { ServiceContext } from '../shared/service-context';
import type { AppointmentDraft } from './booking-appointments.repository';
import { locationText, mailSite } from './booking-calendar';
import { loadSettings } from './booking-diary.repository';
import type { MailAppointment } from './booking-email';
import { findPaidPayment, markRefunded } from './booking-holds.repository';
import { refundEmail, type RefundFacts } from './booking-refund-email';
import { translated, type BookingDeps } from './booking-rules';

// What goes back when a booking paid online does not happen: the card's part by a Stripe refund
// (idempotent per payment), the gift cards' part by REFUND rows of their ledger (once per card),
// and an e-mail telling the client what went back where. A Stripe failure is logged, never
// thrown: the payment stays PAID and the owner refunds it from Stripe.

export function logged(ctx: ServiceContext, event: string, facts: Record<string, unknown>) {
  console.error(JSON.stringify({ requestId: ctx.requestId, event, siteId: ctx.site.id, ...facts }));
}

async function refund(ctx: ServiceContext, intentId: string, key: string, reference: string) {
  const { keys } = await siteStripe(ctx.env, ctx.db, ctx.site.id);
  if (!keys) throw new Error('the site has no Stripe keys any more');
  return createRefund(
    keys.secretKey,
    { payment_intent: intentId, metadata: { site_id: String(ctx.site.id), booking_reference: reference } },
    key,
  );
}

/** Refunds a payment that came too late; false (logged) when Stripe refused. */
export async function refundLate(ctx: ServiceContext, intentId: string, reference: string): Promise<boolean> {
  try {
    await refund(ctx, intentId, `booking-late-${ctx.site.id}-${intentId}`, reference);
    logged(ctx, 'booking.late_payment_refunded', { reference, intentId });
    return true;
  } catch (error) {
    logged(ctx, 'stripe.booking_refund_failed', { reference, intentId, error: String(error) });
    return false;
  }
}

/** Queues the client's refund e-mail (nothing when nothing went back). */
export async function queueRefundEmail(
  ctx: ServiceContext,
  deps: BookingDeps,
  site: MailSite,
  facts: MailAppointment,
  refunded: RefundFacts,
  alongside: D1PreparedStatement[] = [],
) {
  const statements = [...alongside];
  if (refunded.cardCents + refunded.giftCardCents > 0)
    statements.push(insertOutboxStatement(ctx.db, ctx.site.id, refundEmail(site, facts, refunded)));
  if (statements.length === 0) return;
  const results = await ctx.db.batch(statements);
  const ids = (results[results.length - 1]?.results ?? []) as { id?: unknown }[];
  if (refunded.cardCents + refunded.giftCardCents > 0)
    deps.queued?.(ids.map((row) => row.id).filter((id): id is number => typeof id === 'number'));
}

/** The refund e-mail of a booking that never became an appointment (its payment came too late). */
export async function sendRefundEmail(
  ctx: ServiceContext,
  deps: BookingDeps,
  draft: AppointmentDraft,
  refunded: RefundFacts,
) {
  const site = mailSiteIn(await mailSite(ctx), draft.locale);
  const settings = await loadSettings(ctx.db, ctx.site.id);
  const facts: MailAppointment = {
    reference: draft.reference,
    serviceName: translated(draft.service, draft.locale).name,
    start: new Date(draft.startMs),
    places: draft.places,
    firstname: draft.firstname,
    lastname: draft.lastname,
    email: draft.email,
    phone: draft.phone,
    message: draft.message,
    location: locationText(site, draft.service, settings, draft.address),
  };
  await queueRefundEmail(ctx, deps, site, facts, refunded);
}

/**
 * Gives back a cancelled appointment's online payment, if it had one: the card's part by
 * Stripe, the gift cards' part to their ledger, then the client's refund e-mail.
 */
export async function refundCancelled(
  ctx: ServiceContext,
  deps: BookingDeps,
  appointment: { id: number; reference: string },
  mail: { site: MailSite; facts: MailAppointment },
) {
  const giftCardCents = await giftCardsPaidForBooking(ctx.db, ctx.site.id, appointment.reference);
  const payment = await findPaidPayment(ctx.db, ctx.site.id, appointment.id);
  let cardCents = 0;
  if (payment) {
    try {
      const done = await refund(
        ctx,
        payment.payment_intent_id,
        `booking-refund-${ctx.site.id}-${payment.id}`,
        appointment.reference,
      );
      await markRefunded(ctx.db, ctx.site.id, payment.id, done.id);
      cardCents = payment.amount_cents;
    } catch (error) {
      // The payment stays PAID: the owner refunds it from Stripe.
      logged(ctx, 'stripe.booking_refund_failed', { reference: appointment.reference, error: String(error) });
    }
  }
  const giveBack =
    giftCardCents > 0
      ? [
          giftCardBookingRefundStatement(ctx.db, ctx.site.id, appointment.reference, {
            actor: 'BUYER',
            note: 'Rendez-vous annulé',
          }),
        ]
      : [];
  await queueRefundEmail(
    ctx,
    deps,
    mail.site,
    mail.facts,
    { reason: 'CANCELLED', cardCents, giftCardCents },
    giveBack,
  );
}
