import { mailSiteIn } from '../../mail/layout/mail-site';
import type { ServiceContext } from '../shared/service-context';
import type { AppointmentDraft } from './booking-appointments.repository';
import { mailSite } from './booking-calendar';
import type { MailAppointment } from './booking-email';
import { logged, queueRefundEmail } from './booking-refunds.service';
import { translated, type BookingDeps } from './booking-rules';
import { findService } from './booking-services.repository';

// A card payment that arrives after the cron swept its expired hold finds nothing of the booking
// on our side: the hold, with the client's details, is gone. So the booking's PaymentIntent
// carries in its metadata what the client's e-mail needs (whom to write to, in which language,
// which service and time, what the gift cards had paid), and the refund e-mail is written from
// it: the time was released, everything paid goes back. An intent without these facts is
// refunded all the same, and logged.

/** The metadata a booking's PaymentIntent carries for the released-slot e-mail. */
export function releasedEmailFacts(draft: AppointmentDraft, giftCardCents: number): Record<string, string> {
  return {
    client_email: draft.email,
    client_firstname: draft.firstname,
    locale: draft.locale,
    service_id: String(draft.service.id),
    start_ms: String(draft.startMs),
    places: String(draft.places),
    gift_card_cents: String(giftCardCents),
  };
}

/** Queues the client's e-mail: the time was released, the payment refunded. */
export async function sendReleasedEmail(
  ctx: ServiceContext,
  deps: BookingDeps,
  reference: string,
  intent: { amount_received?: number; amount?: number; metadata?: Record<string, string> },
): Promise<void> {
  const facts = intent.metadata ?? {};
  const email = facts.client_email ?? '';
  const startMs = Number(facts.start_ms);
  if (!email || !Number.isFinite(startMs)) {
    logged(ctx, 'booking.late_payment_not_told', { reference });
    return;
  }
  const locale = facts.locale || ctx.scope.locale;
  const clientCtx = { ...ctx, scope: { ...ctx.scope, locale } };
  const site = mailSiteIn(await mailSite(clientCtx), locale);
  const service = await findService(ctx.db, ctx.site.id, Number(facts.service_id));
  const appointment: MailAppointment = {
    reference,
    serviceName: service ? translated(service, locale).name : '',
    start: new Date(startMs),
    places: Number(facts.places) || 1,
    firstname: facts.client_firstname ?? '',
    lastname: '',
    email,
    phone: '',
    message: '',
    location: '',
  };
  await queueRefundEmail(clientCtx, deps, site, appointment, {
    reason: 'RELEASED',
    cardCents: intent.amount_received ?? intent.amount ?? 0,
    // The sweep gave back to the gift cards what they had paid of the expired hold.
    giftCardCents: Number(facts.gift_card_cents) || 0,
  });
}
