import { lazy } from '../shared/lazy.ts';

// Click and collect, pure: the pick-up dates and slots a buyer may choose, and the
// server's re-check of a choice. Opening hours are Paris wall-clock times ('HH:MM', weekday 1
// Monday … 7 Sunday), so every comparison goes through Europe/Paris, summer time included:
// "ready in 48 hours" across the last Sunday of October is 48 real hours, not 48 clock hours.

export const PARIS_TIME_ZONE = 'Europe/Paris';

/** How many calendar days of pick-up dates are offered, counted from the first possible one. */
const COLLECT_HORIZON_DAYS = 14;

export interface WeeklySlot {
  id: number; // address_opening_hours.id: the idSchedule of the order payload
  weekday: number;
  opens: string;
  closes: string;
}

export interface OfferedSlot {
  idSchedule: number;
  opens: string;
  closes: string;
  /** The earliest pick-up time in the slot: its opening, or later when the order is ready later. */
  from: string;
}

export interface CollectDay {
  date: string; // 'YYYY-MM-DD', Paris calendar
  weekday: number;
  slots: OfferedSlot[];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const parisFormatter = lazy(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: PARIS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The Paris calendar date and wall-clock time of an instant. */
export function parisParts(instant: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    parisFormatter()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

function wallClockAsUtc(date: string, time: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return Date.UTC(year, month - 1, day, hours, minutes);
}

/** Paris offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function parisOffset(instant: number): number {
  const { date, time } = parisParts(new Date(instant));
  return wallClockAsUtc(date, time) - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant of a Paris wall-clock time, tried with the offsets of the day before and the day
 * after (they differ only around a change). A time that comes twice (02:30 on the autumn
 * night) is the first one, in summer time; a time that does not exist (02:30 on the
 * spring-forward night) takes the winter offset and lands an hour off, which no opening hour uses.
 */
export function parisInstant(date: string, time: string): Date {
  const local = wallClockAsUtc(date, time);
  const candidates = [parisOffset(local - 86_400_000), parisOffset(local + 86_400_000)]
    .map((offset) => local - offset)
    .sort((a, b) => a - b);
  const shown = (instant: number) => {
    const parts = parisParts(new Date(instant));
    return parts.date === date && parts.time === time;
  };
  return new Date(candidates.find(shown) ?? local - parisOffset(local - 86_400_000));
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(wallClockAsUtc(date, '00:00')).getUTCDay();
  return day === 0 ? 7 : day;
}

export function addDays(date: string, days: number): string {
  return new Date(wallClockAsUtc(date, '00:00') + days * 86_400_000).toISOString().slice(0, 10);
}

export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  return new Date(wallClockAsUtc(value, '00:00')).toISOString().slice(0, 10) === value;
}

/** When an order placed now can be picked up at the earliest. */
function readyAt(now: Date, leadHours: number): Date {
  return new Date(now.getTime() + Math.max(0, leadHours) * 3_600_000);
}

function offer(slot: WeeklySlot, date: string, ready: Date): OfferedSlot | null {
  if (parisInstant(date, slot.closes).getTime() <= ready.getTime()) return null;
  const readyParts = parisParts(ready);
  const from = readyParts.date === date && readyParts.time > slot.opens ? readyParts.time : slot.opens;
  return { idSchedule: slot.id, opens: slot.opens, closes: slot.closes, from };
}

/** Pick-up days from the ready date over the horizon, each with its slots still open after it. */
export function offeredDays(
  slots: readonly WeeklySlot[],
  options: { now: Date; leadHours: number; horizonDays?: number },
): CollectDay[] {
  const ready = readyAt(options.now, options.leadHours);
  const first = parisParts(ready).date;
  const days: CollectDay[] = [];
  for (let index = 0; index < (options.horizonDays ?? COLLECT_HORIZON_DAYS); index++) {
    const date = addDays(first, index);
    const weekday = weekdayOf(date);
    const offered = slots
      .filter((slot) => slot.weekday === weekday)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((slot) => offer(slot, date, ready))
      .filter((slot): slot is OfferedSlot => slot !== null);
    if (offered.length > 0) days.push({ date, weekday, slots: offered });
  }
  return days;
}

const frenchDay = (date: string): string =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(wallClockAsUtc(date, '00:00')),
  );

/** Why a chosen date and slot cannot be used (a French sentence), or null when they can. */
export function collectSlotProblem(
  slots: readonly WeeklySlot[],
  choice: { idSchedule: number; dateSchedule: string; now: Date; leadHours: number; horizonDays?: number },
): string | null {
  if (!isCalendarDate(choice.dateSchedule)) {
    return "La date de retrait n'est pas valide (format attendu : AAAA-MM-JJ).";
  }
  const slot = slots.find((candidate) => candidate.id === choice.idSchedule);
  if (!slot) return "Ce créneau de retrait n'existe pas pour ce point de retrait.";
  if (weekdayOf(choice.dateSchedule) !== slot.weekday) {
    return `Ce créneau de retrait n'est pas ouvert le ${frenchDay(choice.dateSchedule)}.`;
  }
  const ready = readyAt(choice.now, choice.leadHours);
  if (offer(slot, choice.dateSchedule, ready) === null) {
    const { date, time } = parisParts(ready);
    return `Votre commande ne peut pas être prête pour ce créneau : le retrait est possible à partir du ${frenchDay(date)} à ${time.replace(':', 'h')}.`;
  }
  const horizon = choice.horizonDays ?? COLLECT_HORIZON_DAYS;
  if (choice.dateSchedule > addDays(parisParts(ready).date, horizon - 1)) {
    return `Choisissez une date de retrait dans les ${horizon} jours qui suivent la préparation de votre commande.`;
  }
  return null;
}
