import { bookingPolicy } from '../../../src/domain/booking/booking-words';
import { parisIso } from '../../../src/domain/booking/booking-slots';
import { PENDING_PAYMENT, type AppointmentView } from '../../../src/schema/booking/booking';
import { siteStripe } from '../orders/public';
import type { ServiceContext } from '../shared/service-context';
import { locationText, mailSite, manageUrl } from './booking-calendar';
import { loadSettings } from './booking-diary.repository';
import { findHold, type HoldDraft, type HoldRow } from './booking-holds.repository';
import type { BookingDeps } from './booking-rules';
import { manageTokenMatches } from './booking-token';
import { serviceNameOf } from './booking-rules';
import { findService } from './booking-services.repository';

// A booking still waiting for its online payment, as its signed link shows it: the slot held
// until the hold expires, nothing to move or cancel yet (it becomes an appointment once paid),
// and what the card step asks (the return page draws the card form again after a failure).

/** The view of a held booking behind a checked link. */
async function heldView(
  ctx: ServiceContext,
  hold: HoldRow,
  token: string,
  settings: Map<string, string>,
): Promise<AppointmentView> {
  const { reference } = hold;
  const draft = JSON.parse(hold.draft) as HoldDraft;
  const service = await findService(ctx.db, ctx.site.id, hold.service_id);
  const name = service
    ? serviceNameOf(
        { service_name: service.name, service_translations: service.translations },
        ctx.scope.locale,
      )
    : '';
  const site = await mailSite(ctx);
  // What the card step asks again after a failed payment (Stripe's return gives the secret).
  const publishableKey = (await siteStripe(ctx.env, ctx.db, ctx.site.id)).keys?.publishableKey;
  return {
    reference,
    service: { id: hold.service_id, name },
    start: parisIso(new Date(draft.startMs)),
    end: parisIso(new Date(draft.endMs)),
    status: PENDING_PAYMENT,
    places: draft.places,
    firstname: draft.firstname,
    lastname: draft.lastname,
    location: locationText(
      { locale: ctx.scope.locale },
      { location_kind: service?.location_kind ?? 'PRACTICE' },
      settings,
      draft.address,
    ),
    changeable: false,
    changeableUntil: parisIso(new Date(hold.hold_until_ms)),
    policy: bookingPolicy(settings.get('BOOKING_POLICY_TEXT') ?? '', ctx.scope.locale),
    phone: settings.get('COMPANY_PHONE') ?? '',
    manageUrl: manageUrl(site, reference, token),
    ...(publishableKey
      ? {
          payment: {
            kind: hold.kind,
            amountCents: hold.amount_cents,
            giftCardCents: hold.gift_card_cents,
            publishableKey,
            paymentIntent: hold.payment_intent_id,
            holdUntil: parisIso(new Date(hold.hold_until_ms)),
          },
        }
      : {}),
  };
}

/** A booking waiting for its online payment (no appointment yet), behind a valid link. */
export async function heldOrNull(
  ctx: ServiceContext,
  deps: BookingDeps,
  reference: string,
  token: string | undefined,
) {
  if (!/^RDV-[A-Z0-9]{4,16}$/.test(reference) || !token) return null;
  // A paid hold's row goes in the batch that writes its appointment: never both at once.
  const hold = await findHold(ctx.db, ctx.site.id, reference);
  if (!hold || !(await manageTokenMatches(deps.secret, ctx.site.id, reference, token))) return null;
  return heldView(ctx, hold, token, await loadSettings(ctx.db, ctx.site.id));
}
