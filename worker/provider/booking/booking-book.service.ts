import { checkSlot, parisIso, parseInstant } from '../../../src/domain/booking-slots';
import type { Booked, BookingInput } from '../../../src/schema/booking';
import { badRequest } from '../../errors';
import { mailSiteIn } from '../../mail/layout/mail-site';
import type { ServiceContext } from '../shared/service-context';
import type { OutboxEmail } from '../shared/outbox.repository';
import { insertAppointment } from './booking-appointments.repository';
import {
  appointmentCalendar,
  calendarAttachment,
  locationText,
  mailSite,
  manageUrl,
  siteAddress,
} from './booking-calendar';
import { clientAppointmentEmail, siteAppointmentEmail, type MailAppointment } from './booking-email';
import {
  conflict,
  footprint,
  ownerRules,
  postcodesOf,
  rulesOf,
  slotService,
  translated,
  windowAround,
  words,
  type BookingDeps,
} from './booking-rules';
import type { ServiceRow } from './booking-services.repository';
import { diaryOr404 } from './booking-slots.service';
import { manageToken, newReference } from './booking-token';

// Booking a slot, by the client or by the owner on a client's behalf: the slot is checked on
// what was read, then again by the database in the booking's own batch.

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
  const diary = await diaryOr404(ctx, input.service, windowAround(start));
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
  const site = await mailSite(ctx);
  const token = await manageToken(deps.secret, ctx.site.id, reference);
  const url = manageUrl(site, reference, token);
  const slot = footprint(service, start);
  const name = translated(diary.service, ctx.scope.locale).name;
  const location = locationText(site, diary.service, diary.settings, address);
  const facts: MailAppointment = {
    reference,
    serviceName: name,
    start,
    places,
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    phone: input.phone,
    message: input.message ?? '',
    location,
  };
  const calendar = appointmentCalendar(
    site,
    {
      reference,
      serviceName: name,
      start,
      end: new Date(slot.endMs),
      location,
      sequence: 0,
      cancelled: false,
    },
    url,
    now,
  );
  const emails: OutboxEmail[] = [
    clientAppointmentEmail(
      'booked',
      site,
      facts,
      { manageUrl: url },
      calendarAttachment(reference, calendar),
    ),
  ];
  const to = siteAddress(diary.settings);
  if (to)
    emails.push(
      siteAppointmentEmail(
        'booked',
        mailSiteIn(site, site.defaultLocale),
        { ...facts, serviceName: diary.service.name },
        to,
      ),
    );
  const written = await insertAppointment(
    ctx.db,
    ctx.site.id,
    {
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
    },
    options.actor ?? 'client',
    emails,
  );
  if (!written.ok) throw conflict(words(ctx).slotFull);
  deps.queued?.(written.outboxIds);
  return {
    reference,
    start: parisIso(start),
    end: parisIso(new Date(slot.endMs)),
    status: 'CONFIRMED',
    manageUrl: url,
  };
}
