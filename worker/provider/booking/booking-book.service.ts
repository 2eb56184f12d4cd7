import { checkSlot, parisIso, parseInstant } from '../../../src/domain/booking/booking-slots';
import type { Booked, BookingInput } from '../../../src/schema/booking/booking';
import { badRequest } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import { insertAppointment, type AppointmentDraft } from './booking-appointments.repository';
import { confirmationEmails } from './booking-confirmation';
import { bookingGiftCards, guardedByCards, spendsOf } from './booking-gift-cards';
import { holdForPayment, paymentDue } from './booking-payment.service';
import {
  conflict,
  footprint,
  ownerRules,
  postcodesOf,
  rulesOf,
  slotService,
  windowAround,
  words,
  type BookingDeps,
} from './booking-rules';
import type { ServiceRow } from './booking-services.repository';
import { diaryOr404 } from './booking-slots.service';
import { newReference } from './booking-token';

// Booking a slot, by the client or by the owner on a client's behalf: the slot is checked on
// what was read, then again by the database in the booking's own batch. A service paid online
// beforehand holds the slot while the client pays (booking-payment.service.ts), unless gift
// cards pay all of it (booking-gift-cards.ts): then it is confirmed at once.

function checkAddress(ctx: ServiceContext, service: ServiceRow, input: BookingInput): string | null {
  if (service.location_kind === 'PRACTICE') return null;
  if (!input.address) {
    if (service.location_kind === 'HOME')
      throw badRequest(words(ctx).addressRequired, { address: words(ctx).addressRequired });
    return null;
  }
  const codes = postcodesOf(service);
  if (service.location_kind === 'HOME' && codes.length > 0 && !codes.includes(input.address.postcode)) {
    const message = words(ctx).postcodeOutside(input.address.postcode);
    throw badRequest(message, { 'address.postcode': message });
  }
  return `${input.address.street}, ${input.address.postcode} ${input.address.city}`;
}

/** Books a slot: 201 with the manage link, or a 409 that wrote nothing. */
export async function book(
  ctx: ServiceContext,
  deps: BookingDeps,
  input: BookingInput,
  options: { userId?: number | null; actor?: string; bookedBy?: 'CLIENT' | 'OWNER' } = {},
): Promise<Booked> {
  const now = deps.now ?? new Date();
  const start = parseInstant(input.start);
  if (!start) throw badRequest(words(ctx).badStart, { start: words(ctx).badStart });
  const diary = await diaryOr404(ctx, input.service, windowAround(start), { now });
  const service = slotService(diary.service);
  const places = input.places ?? 1;
  if (places > service.capacity) throw badRequest(words(ctx).tooManyPlaces(service.capacity));
  const address = checkAddress(ctx, diary.service, input);
  const bookedByOwner = options.bookedBy === 'OWNER';
  const rules = bookedByOwner ? ownerRules(rulesOf(diary)) : rulesOf(diary);
  const check = checkSlot({
    rules,
    service,
    appointments: diary.appointments,
    blocks: diary.blocks,
    now,
    start,
    places,
  });
  if (!check.ok) throw conflict(check.reason === 'full' ? words(ctx).slotFull : words(ctx).slotNotOffered);

  const reference = newReference();
  const slot = footprint(service, start);
  const draft: AppointmentDraft = {
    reference,
    service: diary.service,
    ...slot,
    places,
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    phone: input.phone,
    message: input.message ?? '',
    address,
    postcode: input.address?.postcode ?? null,
    locale: ctx.scope.locale,
    userId: options.userId ?? null,
    bookedBy: options.bookedBy ?? 'CLIENT',
  };
  const actor = options.actor ?? 'client';
  // A client pays a prepaid service (or its deposit) online first; the owner's bookings never.
  const due = bookedByOwner ? null : paymentDue(diary.service, places);
  const paid = await bookingGiftCards(ctx, deps, bookedByOwner ? [] : input.giftCardCodes, due, now);
  // Gift cards that pay only part of it leave the rest to the card step.
  if (due && paid.totalCents < due.amountCents)
    return holdForPayment(ctx, deps, { draft, actor, due, now, paid });
  const { emails, manageUrl } = await confirmationEmails(ctx, deps, draft, diary.settings, now);
  const written = await guardedByCards(ctx, () =>
    insertAppointment(ctx.db, ctx.site.id, draft, actor, emails, {
      nowMs: now.getTime(),
      after: spendsOf(ctx, reference, paid, now),
    }),
  );
  if (!written.ok) throw conflict(words(ctx).slotFull);
  deps.queued?.(written.outboxIds);
  return {
    reference,
    start: parisIso(start),
    end: parisIso(new Date(slot.endMs)),
    status: 'CONFIRMED',
    manageUrl,
    ...(paid.totalCents > 0 ? { giftCardCents: paid.totalCents } : {}),
  };
}
