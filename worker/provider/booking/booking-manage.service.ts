import { bookingPolicy } from '../../../src/domain/booking/booking-words';
import { checkSlot, parisIso, parseInstant } from '../../../src/domain/booking/booking-slots';
import type { AppointmentView } from '../../../src/schema/booking/booking';
import { badRequest, notFound } from '../../errors';
import { mailSiteIn } from '../../mail/layout/mail-site';
import type { ServiceContext } from '../shared/service-context';
import {
  closeAppointment,
  findAppointment,
  moveAppointment,
  type AppointmentRow,
} from './booking-appointments.repository';
import {
  appointmentCalendar,
  calendarAttachment,
  locationOfRow,
  mailFacts,
  mailSite,
  manageUrl,
  siteAddress,
} from './booking-calendar';
import { loadSettings } from './booking-diary.repository';
import { clientAppointmentEmail, siteAppointmentEmail } from './booking-email';
import {
  conflict,
  footprint,
  ownerRules,
  rulesOf,
  serviceNameOf,
  settingNumber,
  slotService,
  windowAround,
  words,
  type BookingDeps,
} from './booking-rules';
import { heldOrNull } from './booking-held-view';
import { refundCancelled } from './booking-refunds.service';
import { diaryOr404 } from './booking-slots.service';
import { manageToken, manageTokenMatches } from './booking-token';

// An appointment after it is booked: read, moved or cancelled by the client behind the signed
// link until the cancellation deadline, or by the owner at any time; its calendar file.

async function appointmentOr404(
  ctx: ServiceContext,
  deps: BookingDeps,
  reference: string,
  token: string | undefined,
) {
  const row = /^RDV-[A-Z0-9]{4,16}$/.test(reference)
    ? await findAppointment(ctx.db, ctx.site.id, reference)
    : null;
  if (!row || !(await manageTokenMatches(deps.secret, ctx.site.id, reference, token))) {
    throw notFound(words(ctx).unknownAppointment);
  }
  return row;
}

function deadlineOf(row: AppointmentRow, settings: Map<string, string>): Date {
  return new Date(row.start_ms - settingNumber(settings, 'BOOKING_CANCEL_DEADLINE_HOURS', 24) * 3_600_000);
}

/** The appointment behind a signed link. */
export async function appointmentView(
  ctx: ServiceContext,
  deps: BookingDeps,
  reference: string,
  token: string | undefined,
): Promise<AppointmentView> {
  const held = await heldOrNull(ctx, deps, reference, token);
  if (held) return held;
  const row = await appointmentOr404(ctx, deps, reference, token);
  const settings = await loadSettings(ctx.db, ctx.site.id);
  const now = deps.now ?? new Date();
  const deadline = deadlineOf(row, settings);
  const site = await mailSite(ctx);
  return {
    reference: row.reference,
    service: { id: row.service_id, name: serviceNameOf(row, ctx.scope.locale) },
    start: parisIso(new Date(row.start_ms)),
    end: parisIso(new Date(row.end_ms)),
    status: row.status,
    places: row.places,
    firstname: row.firstname,
    lastname: row.lastname,
    location: locationOfRow(ctx.scope.locale, row, settings),
    changeable: row.status === 'CONFIRMED' && now.getTime() < deadline.getTime(),
    changeableUntil: parisIso(deadline),
    policy: bookingPolicy(settings.get('BOOKING_POLICY_TEXT') ?? '', ctx.scope.locale),
    phone: settings.get('COMPANY_PHONE') ?? '',
    manageUrl: manageUrl(site, row.reference, token ?? ''),
  };
}

function changeableOr409(ctx: ServiceContext, row: AppointmentRow, settings: Map<string, string>, now: Date) {
  if (row.status !== 'CONFIRMED') throw conflict(words(ctx).notConfirmed);
  if (now.getTime() >= deadlineOf(row, settings).getTime()) throw conflict(words(ctx).tooLate);
}

/** Cancels an appointment: by the client before the deadline, by the owner at any time (with a message). */
export async function cancelAppointment(
  ctx: ServiceContext,
  deps: BookingDeps,
  reference: string,
  token: string | undefined,
  options: { reason?: string; actor?: string; byOwner?: boolean } = {},
): Promise<AppointmentView> {
  const row = options.byOwner
    ? await ownerAppointmentOr404(ctx, reference)
    : await appointmentOr404(ctx, deps, reference, token);
  const settings = await loadSettings(ctx.db, ctx.site.id);
  const now = deps.now ?? new Date();
  if (options.byOwner) {
    if (row.status !== 'CONFIRMED') throw conflict(words(ctx).notConfirmed);
  } else changeableOr409(ctx, row, settings, now);
  const site = mailSiteIn(await mailSite(ctx), row.locale);
  const signed = await manageToken(deps.secret, ctx.site.id, row.reference);
  const location = locationOfRow(ctx.scope.locale, row, settings);
  const facts = mailFacts(row, location);
  const url = manageUrl(site, row.reference, signed);
  const calendar = appointmentCalendar(
    site,
    {
      reference: row.reference,
      serviceName: serviceNameOf(row, row.locale),
      start: facts.start,
      end: new Date(row.end_ms),
      location,
      sequence: row.sequence + 1,
      cancelled: true,
    },
    url,
    now,
  );
  const emails = [
    clientAppointmentEmail(
      'cancelled',
      site,
      facts,
      { manageUrl: url, reason: options.byOwner ? options.reason : null },
      calendarAttachment(row.reference, calendar),
    ),
  ];
  const to = siteAddress(settings);
  if (to && !options.byOwner)
    emails.push(
      siteAppointmentEmail(
        'cancelled',
        mailSiteIn(site, site.defaultLocale),
        { ...facts, serviceName: row.service_name },
        to,
      ),
    );
  const written = await closeAppointment(
    ctx.db,
    ctx.site.id,
    row.reference,
    { status: 'CANCELLED', reason: options.reason?.trim() || null, actor: options.actor ?? 'client' },
    emails,
  );
  if (!written.ok) throw conflict(words(ctx).notConfirmed);
  deps.queued?.(written.outboxIds);
  // Cancelled in time (a client only can before the deadline) or by the owner: paid online, refunded.
  await refundCancelled(ctx, deps, row, { site, facts });
  return appointmentView(ctx, deps, row.reference, signed);
}

/** Moves an appointment to another offered slot of its service. */
export async function moveAppointmentTo(
  ctx: ServiceContext,
  deps: BookingDeps,
  reference: string,
  token: string | undefined,
  startText: string,
  options: { actor?: string; byOwner?: boolean } = {},
): Promise<AppointmentView> {
  const row = options.byOwner
    ? await ownerAppointmentOr404(ctx, reference)
    : await appointmentOr404(ctx, deps, reference, token);
  const now = deps.now ?? new Date();
  const start = parseInstant(startText);
  if (!start) throw badRequest(words(ctx).badStart, { start: words(ctx).badStart });
  const diary = await diaryOr404(ctx, row.service_id, windowAround(start), { excludeId: row.id, now });
  if (options.byOwner) {
    if (row.status !== 'CONFIRMED') throw conflict(words(ctx).notConfirmed);
  } else changeableOr409(ctx, row, diary.settings, now);
  const service = slotService(diary.service);
  const rules = options.byOwner ? ownerRules(rulesOf(diary)) : rulesOf(diary);
  const check = checkSlot({
    rules,
    service,
    appointments: diary.appointments,
    blocks: diary.blocks,
    now,
    start,
    places: row.places,
  });
  if (!check.ok) throw conflict(check.reason === 'full' ? words(ctx).slotFull : words(ctx).slotNotOffered);
  // The booked footprint keeps the buffers and travel it was booked with.
  const slot = footprint(service, start);
  const site = mailSiteIn(await mailSite(ctx), row.locale);
  const signed = await manageToken(deps.secret, ctx.site.id, row.reference);
  const url = manageUrl(site, row.reference, signed);
  const location = locationOfRow(ctx.scope.locale, row, diary.settings);
  const facts = mailFacts(row, location, start);
  const calendar = appointmentCalendar(
    site,
    {
      reference: row.reference,
      serviceName: serviceNameOf(row, row.locale),
      start,
      end: new Date(slot.endMs),
      location,
      sequence: row.sequence + 1,
      cancelled: false,
    },
    url,
    now,
  );
  const emails = [
    clientAppointmentEmail(
      'moved',
      site,
      facts,
      { manageUrl: url },
      calendarAttachment(row.reference, calendar),
    ),
  ];
  const to = siteAddress(diary.settings);
  if (to)
    emails.push(
      siteAppointmentEmail(
        'moved',
        mailSiteIn(site, site.defaultLocale),
        { ...facts, serviceName: row.service_name },
        to,
      ),
    );
  const written = await moveAppointment(
    ctx.db,
    ctx.site.id,
    {
      id: row.id,
      reference: row.reference,
      serviceId: row.service_id,
      places: row.places,
      capacity: diary.service.capacity,
    },
    slot,
    options.actor ?? 'client',
    emails,
    now.getTime(),
  );
  if (!written.ok) throw conflict(written.reason === 'full' ? words(ctx).slotFull : words(ctx).notConfirmed);
  deps.queued?.(written.outboxIds);
  return appointmentView(ctx, deps, row.reference, signed);
}

/** The same calendar file as the e-mail's attachment. */
export async function appointmentIcs(
  ctx: ServiceContext,
  deps: BookingDeps,
  reference: string,
  token: string | undefined,
): Promise<string> {
  const row = await appointmentOr404(ctx, deps, reference, token);
  const settings = await loadSettings(ctx.db, ctx.site.id);
  const site = mailSiteIn(await mailSite(ctx), row.locale);
  const location = locationOfRow(ctx.scope.locale, row, settings);
  const url = manageUrl(site, row.reference, token ?? '');
  return appointmentCalendar(
    site,
    {
      reference: row.reference,
      serviceName: serviceNameOf(row, row.locale),
      start: new Date(row.start_ms),
      end: new Date(row.end_ms),
      location,
      sequence: row.sequence,
      cancelled: row.status === 'CANCELLED',
    },
    url,
    deps.now ?? new Date(),
  );
}

async function ownerAppointmentOr404(ctx: ServiceContext, reference: string): Promise<AppointmentRow> {
  const row = await findAppointment(ctx.db, ctx.site.id, reference);
  if (!row) throw notFound(words(ctx).unknownAppointment);
  return row;
}
