// The free times' days, pure, shared by the worker's page and the browser's island: a day's
// label and a slot's time in Paris, the pager's weeks. A slot's `start` is ISO 8601 with the
// Paris offset, so its wall-clock time is the text after the `T`; a day is a calendar date,
// labelled at noon UTC, which is the same day in Paris all year round.

export const DAYS_SHOWN = 7;

/** A calendar date `days` later (earlier when negative); calendar arithmetic, no time zone. */
export function shiftDate(date: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const language = (locale: string) => (locale.startsWith('en') ? 'en-GB' : 'fr-FR');

export function dayLabel(date: string, locale: string): string {
  return new Intl.DateTimeFormat(language(locale), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** The Paris wall-clock time of a slot's start ('2026-12-01T09:30:00+01:00' → '09:30'). */
export function slotTime(iso: string): string {
  return iso.slice(11, 16);
}

export interface PagerDays {
  previous: string | null;
  next: string;
}

/** The first days of the week of free times before `from` (none before `today`) and after it. */
export function pagerDays(from: string, today: string, shown = DAYS_SHOWN): PagerDays {
  const before = shiftDate(from, -shown);
  return {
    previous: from > today ? (before < today ? today : before) : null,
    next: shiftDate(from, shown),
  };
}

/** The span of days shown, for the announcement of a new week ('du … au …'). */
export function daysSpan(dates: readonly string[], locale: string): { first: string; last: string } | null {
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (first === undefined || last === undefined) return null;
  return { first: dayLabel(first, locale), last: dayLabel(last, locale) };
}
