import {
  checkSlot,
  offeredSlots,
  parisIso,
  parseInstant,
  slotRangeProblem,
  slotReadWindow,
  type BookingRules,
  type SlotService,
} from '../../../src/domain/booking-slots';
import { bookingWords } from '../../../src/domain/booking-words';
import { calendarBase64, calendarText } from '../../../src/domain/icalendar';
import { localisedPath } from '../../../src/domain/locale';
import type {
  AppointmentView,
  BookableService,
  Booked,
  BookingInput,
  SlotDays,
} from '../../../src/schema/booking';
import { AppError, badRequest, notFound } from '../../errors';
import { loadMailSite, mailSiteIn, type MailSite } from '../../mail/layout/mail-site';
import { sitePrimaryOrigin } from '../site/public';
import type { ServiceContext } from '../shared/service-context';
import type { OutboxAttachment, OutboxEmail } from '../shared/outbox.repository';
import { clientAppointmentEmail, siteAppointmentEmail, type MailAppointment } from './booking-email';
import { manageToken, manageTokenMatches, newReference } from './booking-token';
import {
  closeAppointment,
  findAppointment,
  insertAppointment,
  listServices,
  loadDiary,
  loadSettings,
  moveAppointment,
  type AppointmentRow,
  type DiaryData,
  type ServiceRow,
} from './booking.repository';

// Online booking's operations: the services, the free slots, booking, and the client's manage
// calls (read, move, cancel, calendar file) behind the signed link. The rules are
// src/domain/booking-slots.ts; the database re-checks the place in the booking's own batch.

/** What a booking operation needs beyond the context: the signing secret and the clock. */
export interface BookingDeps {
  secret: string | undefined;
  now?: Date;
  /** Told the outbox rows a write queued (the route hands them to the mail queue). */
  queued?: (outboxIds: number[]) => void;
}

const conflict = (message: string) => new AppError(409, message);
const words = (ctx: ServiceContext) => bookingWords(ctx.scope.locale);

function number(settings: Map<string, string>, type: string, fallback: number): number {
  const raw = (settings.get(type) ?? '').trim();
  const value = Number(raw);
  return raw !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

export const bookingEnabled = (settings: Map<string, string>) =>
  (settings.get('BOOKING_ENABLED') ?? '').trim().toLowerCase() === 'true';

function rulesOf(diary: DiaryData): BookingRules {
  return {
    hours: diary.hours,
    exceptions: diary.exceptions,
    noticeHours: number(diary.settings, 'BOOKING_NOTICE_HOURS', 12),
    horizonDays: number(diary.settings, 'BOOKING_HORIZON_DAYS', 60),
    stepMinutes: number(diary.settings, 'BOOKING_STEP_MINUTES', 15),
  };
}

const slotService = (row: ServiceRow): SlotService => ({
  id: row.id,
  durationMinutes: row.duration_minutes,
  bufferBeforeMinutes: row.buffer_before_minutes,
  bufferAfterMinutes: row.buffer_after_minutes,
  travelMinutes: row.location_kind === 'HOME' ? row.travel_minutes : 0,
  capacity: row.capacity,
});

function translated(row: ServiceRow, locale: string): { name: string; description: string } {
  if (!locale.startsWith('en') || !row.translations) return { name: row.name, description: row.description };
  const all = JSON.parse(row.translations) as Record<string, { name?: string; description?: string }>;
  const en = all['en'] ?? {};
  return { name: en.name || row.name, description: en.description || row.description };
}

const postcodesOf = (row: ServiceRow): string[] =>
  row.postcodes ? (JSON.parse(row.postcodes) as string[]) : [];

export function toBookableService(row: ServiceRow, locale: string): BookableService {
  return {
    id: row.id,
    ...translated(row, locale),
    durationMinutes: row.duration_minutes,
    priceCents: row.price_cents,
    location: row.location_kind,
    postcodes: postcodesOf(row),
    capacity: row.capacity,
    payment: row.payment,
    depositCents: row.deposit_cents,
    servicePagePath: row.service_page_path,
  };
}

async function enabledOr404(ctx: ServiceContext): Promise<Map<string, string>> {
  const settings = await loadSettings(ctx.db, ctx.site.id);
  if (!bookingEnabled(settings)) throw notFound(words(ctx).disabled);
  return settings;
}

export async function bookableServices(ctx: ServiceContext): Promise<BookableService[]> {
  await enabledOr404(ctx);
  const rows = await listServices(ctx.db, ctx.site.id, true);
  return rows.map((row) => toBookableService(row, ctx.scope.locale));
}

async function diaryOr404(
  ctx: ServiceContext,
  serviceId: number,
  window: { from: Date; to: Date },
  exclude = 0,
) {
  const diary = await loadDiary(ctx.db, ctx.site.id, serviceId, window, exclude);
  if (!bookingEnabled(diary.settings)) throw notFound(words(ctx).disabled);
  if (!diary.service) throw notFound(words(ctx).unknownService);
  return { ...diary, service: diary.service };
}

/** The free slots of a service over [from, from + days): one D1 round trip. */
export async function bookingSlots(
  ctx: ServiceContext,
  query: { service: number; from: string; days: number },
  now = new Date(),
): Promise<SlotDays> {
  const problem = slotRangeProblem(query.from, query.days);
  if (problem) throw badRequest(problem);
  const diary = await diaryOr404(ctx, query.service, slotReadWindow(query.from, query.days));
  const days = offeredSlots({
    rules: rulesOf(diary),
    service: slotService(diary.service),
    appointments: diary.appointments,
    blocks: diary.blocks,
    from: query.from,
    days: query.days,
    now,
  });
  return { service: diary.service.id, days };
}

function footprint(service: SlotService, start: Date) {
  const startMs = start.getTime();
  const endMs = startMs + service.durationMinutes * 60_000;
  return {
    startMs,
    endMs,
    busyFromMs: startMs - (service.bufferBeforeMinutes + service.travelMinutes) * 60_000,
    busyToMs: endMs + (service.bufferAfterMinutes + service.travelMinutes) * 60_000,
  };
}

function locationText(
  ctx: { locale: string },
  row: { location_kind: string },
  settings: Map<string, string>,
  address: string | null,
) {
  const w = bookingWords(ctx.locale);
  if (row.location_kind === 'HOME') return address ? `${w.atHome} : ${address}` : w.atHome;
  if (row.location_kind === 'COMPANY') return address ? `${w.atCompany} : ${address}` : w.atCompany;
  const office = (settings.get('COMPANY_HEAD_OFFICE') ?? '').trim();
  return office || w.atPractice;
}

async function mailSite(ctx: ServiceContext): Promise<MailSite> {
  const origin = await sitePrimaryOrigin(ctx.db, ctx.site.id, ctx.origin);
  return loadMailSite(ctx.db, ctx.site.id, origin, ctx.scope.locale);
}

function manageUrl(site: MailSite, reference: string, token: string): string {
  return `${site.origin}${localisedPath(`/rendez-vous/gerer/${reference}`, site.locale, site.defaultLocale)}?token=${token}`;
}

interface CalendarFacts {
  reference: string;
  serviceName: string;
  start: Date;
  end: Date;
  location: string;
  sequence: number;
  cancelled: boolean;
}

/** The appointment's calendar file (the e-mail's attachment, the manage page's download). */
export function appointmentCalendar(site: MailSite, facts: CalendarFacts, url: string, now: Date): string {
  const host = URL.canParse(site.origin) ? new URL(site.origin).host : 'booking';
  const en = site.locale.startsWith('en');
  return calendarText({
    name: site.name || host,
    method: facts.cancelled ? 'CANCEL' : 'PUBLISH',
    events: [
      {
        uid: `${facts.reference}@${host}`,
        start: facts.start,
        end: facts.end,
        stamp: now,
        summary: site.name ? `${facts.serviceName} · ${site.name}` : facts.serviceName,
        description: `${en ? 'Move or cancel' : 'Déplacer ou annuler'} : ${url}`,
        location: facts.location,
        url,
        status: facts.cancelled ? 'CANCELLED' : 'CONFIRMED',
        sequence: facts.sequence,
      },
    ],
  });
}

const calendarAttachment = (reference: string, text: string): OutboxAttachment => ({
  filename: `${reference}.ics`,
  contentType: 'text/calendar; charset=utf-8',
  content: calendarBase64(text),
});

function siteAddress(settings: Map<string, string>): string {
  // The owner reads the contact address (the sender address is often a no-reply one).
  return (settings.get('COMPANY_EMAIL') ?? '').trim() || (settings.get('SENDER_MAIL_ADDRESS') ?? '').trim();
}

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
  const window = { from: new Date(start.getTime() - 86_400_000), to: new Date(start.getTime() + 86_400_000) };
  const diary = await diaryOr404(ctx, input.service, window);
  const service = slotService(diary.service);
  const places = input.places ?? 1;
  if (places > service.capacity) throw badRequest(words(ctx).tooManyPlaces(service.capacity));
  const address = checkAddress(ctx, diary.service, input);
  const bookedByOwner = options.bookedBy === 'OWNER';
  // The owner booking on a client's behalf (a phone call) is not held to the notice or horizon.
  const rules = bookedByOwner ? { ...rulesOf(diary), noticeHours: 0, horizonDays: 366 } : rulesOf(diary);
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
  return new Date(row.start_ms - number(settings, 'BOOKING_CANCEL_DEADLINE_HOURS', 24) * 3_600_000);
}

function locationOfRow(ctx: ServiceContext, row: AppointmentRow, settings: Map<string, string>) {
  return locationText({ locale: row.locale ?? ctx.scope.locale }, row, settings, row.address);
}

/** The appointment behind a signed link. */
export async function appointmentView(
  ctx: ServiceContext,
  deps: BookingDeps,
  reference: string,
  token: string | undefined,
): Promise<AppointmentView> {
  const row = await appointmentOr404(ctx, deps, reference, token);
  const settings = await loadSettings(ctx.db, ctx.site.id);
  const now = deps.now ?? new Date();
  const deadline = deadlineOf(row, settings);
  const site = await mailSite(ctx);
  return {
    reference: row.reference,
    service: { id: row.service_id, name: row.service_name },
    start: parisIso(new Date(row.start_ms)),
    end: parisIso(new Date(row.end_ms)),
    status: row.status,
    places: row.places,
    firstname: row.firstname,
    lastname: row.lastname,
    location: locationOfRow(ctx, row, settings),
    changeable: row.status === 'CONFIRMED' && now.getTime() < deadline.getTime(),
    changeableUntil: parisIso(deadline),
    policy: settings.get('BOOKING_POLICY_TEXT') ?? '',
    phone: settings.get('COMPANY_PHONE') ?? '',
    manageUrl: manageUrl(site, row.reference, token ?? ''),
  };
}

function mailFacts(row: AppointmentRow, location: string, start = new Date(row.start_ms)): MailAppointment {
  return {
    reference: row.reference,
    serviceName: row.service_name,
    start,
    places: row.places,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    message: row.message,
    location,
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
  const location = locationOfRow(ctx, row, settings);
  const facts = mailFacts(row, location);
  const url = manageUrl(site, row.reference, signed);
  const calendar = appointmentCalendar(
    site,
    {
      reference: row.reference,
      serviceName: row.service_name,
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
    emails.push(siteAppointmentEmail('cancelled', mailSiteIn(site, site.defaultLocale), facts, to));
  const written = await closeAppointment(
    ctx.db,
    ctx.site.id,
    row.reference,
    { status: 'CANCELLED', reason: options.reason?.trim() || null, actor: options.actor ?? 'client' },
    emails,
  );
  if (!written.ok) throw conflict(words(ctx).notConfirmed);
  deps.queued?.(written.outboxIds);
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
  const window = { from: new Date(start.getTime() - 86_400_000), to: new Date(start.getTime() + 86_400_000) };
  const diary = await diaryOr404(ctx, row.service_id, window, row.id);
  if (options.byOwner) {
    if (row.status !== 'CONFIRMED') throw conflict(words(ctx).notConfirmed);
  } else changeableOr409(ctx, row, diary.settings, now);
  const service = slotService(diary.service);
  const rules = options.byOwner ? { ...rulesOf(diary), noticeHours: 0, horizonDays: 366 } : rulesOf(diary);
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
  const location = locationOfRow(ctx, row, diary.settings);
  const facts = mailFacts(row, location, start);
  const calendar = appointmentCalendar(
    site,
    {
      reference: row.reference,
      serviceName: row.service_name,
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
  if (to) emails.push(siteAppointmentEmail('moved', mailSiteIn(site, site.defaultLocale), facts, to));
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
  const location = locationOfRow(ctx, row, settings);
  const url = manageUrl(site, row.reference, token ?? '');
  return appointmentCalendar(
    site,
    {
      reference: row.reference,
      serviceName: row.service_name,
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
