import { addDays, isCalendarDate, parisInstant, parisParts, weekdayOf } from '../delivery/collect-slots';

// Online booking, pure: the slots a client may book for a service, and the server's re-check of
// a chosen start. Opening hours are Paris wall-clock times ('HH:MM', weekday 1 Monday … 7
// Sunday); a range is walked in real minutes from its opening, so a range over the summer-time
// change lasts what the clock says it lasts. Slots are ISO 8601 with the Paris offset.
//
// One practitioner (or one cellar) does everything: an appointment of any service blocks every
// slot whose footprint overlaps its own. A footprint is the appointment widened by its buffers
// and, for a home visit, by the travel time on both sides. Appointments of the same service
// starting at the same instant share the service's capacity (a tasting of 12 places); any other
// overlap blocks the slot whole. The appointment itself lies within an opening range; its
// buffers and travel may fall outside it.

const MINUTE = 60_000;

export interface OpeningRange {
  weekday: number;
  start: string; // 'HH:MM'
  end: string;
}

/** A closed day (holiday, leave) or a one-off extra opening on a date. */
export type BookingException =
  { date: string; kind: 'closed' } | { date: string; kind: 'open'; start: string; end: string };

export interface SlotService {
  id: number;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** Added before and after a home visit (0 at the practice). */
  travelMinutes: number;
  capacity: number;
}

/** A booked appointment (or a held one) as the slot rules see it. */
export interface BusyAppointment {
  serviceId: number;
  start: Date;
  end: Date;
  places: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  travelMinutes: number;
}

/** Time the owner blocked (absence, lunch): nothing is offered over it. */
export interface BlockedTime {
  start: Date;
  end: Date;
}

export interface BookingRules {
  hours: readonly OpeningRange[];
  exceptions: readonly BookingException[];
  noticeHours: number;
  horizonDays: number;
  stepMinutes: number;
}

interface Slot {
  start: string; // ISO 8601 with the Paris offset
  end: string;
  remaining: number;
}

export interface SlotDay {
  date: string;
  slots: Slot[];
}

export interface SlotQuery {
  rules: BookingRules;
  service: SlotService;
  appointments: readonly BusyAppointment[];
  blocks: readonly BlockedTime[];
  from: string; // 'YYYY-MM-DD', Paris calendar
  days: number;
  now: Date;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isWallClockTime(value: string): boolean {
  return TIME.test(value);
}

/** The UTC offset of Paris at an instant, as '+01:00' or '+02:00'. */
function parisOffsetText(instant: Date): string {
  const { date, time } = parisParts(instant);
  const local = Date.parse(`${date}T${time}:00Z`);
  const minutes = Math.round((local - Math.floor(instant.getTime() / MINUTE) * MINUTE) / MINUTE);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** An instant as Paris ISO 8601 with its offset: '2026-03-29T10:00:00+02:00'. */
export function parisIso(instant: Date): string {
  const { date, time } = parisParts(instant);
  return `${date}T${time}:00${parisOffsetText(instant)}`;
}

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant that names its offset (a bare local time is ambiguous), or null. */
export function parseInstant(value: string): Date | null {
  if (!ISO_WITH_OFFSET.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The opening ranges of one Paris date: none on a closed day, the week's plus any extra opening. */
export function rangesOf(
  rules: Pick<BookingRules, 'hours' | 'exceptions'>,
  date: string,
): { start: string; end: string }[] {
  const exceptions = rules.exceptions.filter((exception) => exception.date === date);
  if (exceptions.some((exception) => exception.kind === 'closed')) return [];
  const weekday = weekdayOf(date);
  const ranges = rules.hours
    .filter((range) => range.weekday === weekday)
    .map(({ start, end }) => ({ start, end }));
  for (const exception of exceptions) {
    if (exception.kind === 'open') ranges.push({ start: exception.start, end: exception.end });
  }
  return ranges.filter((range) => range.start < range.end).sort((a, b) => a.start.localeCompare(b.start));
}

function footprint(
  start: number,
  end: number,
  widen: Omit<SlotService, 'id' | 'durationMinutes' | 'capacity'>,
) {
  return {
    from: start - (widen.bufferBeforeMinutes + widen.travelMinutes) * MINUTE,
    to: end + (widen.bufferAfterMinutes + widen.travelMinutes) * MINUTE,
  };
}

/** Places left at a start for a service: 0 when anything else overlaps it. */
function remainingAt(
  start: number,
  service: SlotService,
  appointments: readonly BusyAppointment[],
  blocks: readonly BlockedTime[],
): number {
  const end = start + service.durationMinutes * MINUTE;
  if (blocks.some((block) => block.start.getTime() < end && block.end.getTime() > start)) return 0;
  const mine = footprint(start, end, service);
  let remaining = service.capacity;
  for (const appointment of appointments) {
    const theirs = footprint(appointment.start.getTime(), appointment.end.getTime(), appointment);
    if (theirs.from >= mine.to || theirs.to <= mine.from) continue;
    const shared = appointment.serviceId === service.id && appointment.start.getTime() === start;
    if (!shared) return 0;
    remaining -= appointment.places;
  }
  return Math.max(0, remaining);
}

/** The free slots of a service, day by day from a Paris date (days without a slot included). */
export function offeredSlots(query: SlotQuery): SlotDay[] {
  const { rules, service, now } = query;
  const earliest = now.getTime() + Math.max(0, rules.noticeHours) * 3_600_000;
  const latest = now.getTime() + Math.max(0, rules.horizonDays) * 86_400_000;
  const step = Math.max(5, rules.stepMinutes) * MINUTE;
  const duration = service.durationMinutes * MINUTE;
  const result: SlotDay[] = [];
  for (let index = 0; index < query.days; index++) {
    const date = addDays(query.from, index);
    const slots: Slot[] = [];
    for (const range of rangesOf(rules, date)) {
      const opens = parisInstant(date, range.start).getTime();
      const closes = parisInstant(date, range.end).getTime();
      for (let start = opens; start + duration <= closes; start += step) {
        if (start < earliest || start > latest) continue;
        const remaining = remainingAt(start, service, query.appointments, query.blocks);
        if (remaining <= 0) continue;
        if (slots.some((slot) => Date.parse(slot.start) === start)) continue; // overlapping ranges
        slots.push({
          start: parisIso(new Date(start)),
          end: parisIso(new Date(start + duration)),
          remaining,
        });
      }
    }
    slots.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    result.push({ date, slots });
  }
  return result;
}

export type SlotCheck = { ok: true; slot: Slot } | { ok: false; reason: 'not-offered' | 'full' };

/**
 * Whether a start is offered for a number of places. 'full' means the slot exists but has fewer
 * places left; anything else the rules do not offer (past, notice, horizon, closed, blocked,
 * off the step) is 'not-offered'.
 */
export function checkSlot(
  query: Omit<SlotQuery, 'from' | 'days'> & { start: Date; places: number },
): SlotCheck {
  const date = parisParts(query.start).date;
  const [day] = offeredSlots({ ...query, from: date, days: 1 });
  const slot = day?.slots.find((candidate) => Date.parse(candidate.start) === query.start.getTime());
  if (slot) return slot.remaining >= query.places ? { ok: true, slot } : { ok: false, reason: 'full' };
  // Offered to nobody because it is taken: full, as opposed to a start the rules never offer.
  const open = offeredSlots({ ...query, appointments: [], from: date, days: 1 })[0]?.slots.some(
    (candidate) => Date.parse(candidate.start) === query.start.getTime(),
  );
  return { ok: false, reason: open ? 'full' : 'not-offered' };
}

/** The date range a slot list may be asked for: a valid calendar date and 1–31 days. */
export function slotRangeProblem(from: string, days: number): string | null {
  if (!isCalendarDate(from)) return "La date de début n'est pas valide (format attendu : AAAA-MM-JJ).";
  if (!Number.isInteger(days) || days < 1 || days > 31) return 'Le nombre de jours va de 1 à 31.';
  return null;
}

/** The instants a slot query for [from, from + days) must read appointments and blocks over. */
export function slotReadWindow(from: string, days: number): { from: Date; to: Date } {
  // A day and a half on each side covers any buffer, travel or appointment crossing midnight.
  return {
    from: new Date(parisInstant(from, '00:00').getTime() - 36 * 3_600_000),
    to: new Date(parisInstant(addDays(from, days), '00:00').getTime() + 36 * 3_600_000),
  };
}
