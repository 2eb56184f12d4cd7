import { parisInstant, parisParts } from '../delivery/collect-slots';

// The dashboard's calendar, pure: the owner reads "per day" on Paris clocks, so a
// visit at 23:30 UTC on a summer evening belongs to the next Paris day. The database groups
// rows by UTC hour (SQLite knows no time zones); Paris is always a whole number of hours from
// UTC, so each UTC hour falls entirely inside one Paris day and maps to it exactly, summer
// time changes included.

/** The last `count` Paris calendar dates, oldest first, ending with today's. */
export function lastParisDays(now: Date, count: number): string[] {
  const today = parisParts(now).date;
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const dates: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    // Noon UTC of each calendar date steps over days without a time zone's help.
    dates.push(new Date(Date.UTC(year, month - 1, day - back, 12)).toISOString().slice(0, 10));
  }
  return dates;
}

/** The UTC instant at which a Paris calendar date starts (00:00 Paris). */
export const parisDayStart = (date: string): Date => parisInstant(date, '00:00');

/** The Paris date of a UTC hour written 'YYYY-MM-DD HH' (SQLite's strftime('%Y-%m-%d %H')). */
export function parisDateOfUtcHour(hour: string): string {
  return parisParts(new Date(`${hour.replace(' ', 'T')}:00:00Z`)).date;
}

/** SQLite's datetime('now') text for an instant: 'YYYY-MM-DD HH:MM:SS' (UTC). */
export const sqliteDateTime = (instant: Date): string => instant.toISOString().slice(0, 19).replace('T', ' ');

export interface HourCount {
  hour: string; // 'YYYY-MM-DD HH', UTC
  n: number;
  key?: string; // a sub-series (the visit source)
  cents?: number;
}

/** Adds hourly counts into per-Paris-day totals; hours outside the dates are ignored. */
export function sumByParisDay(dates: string[], rows: HourCount[]): Map<string, { n: number; cents: number }> {
  const days = new Map(dates.map((date) => [date, { n: 0, cents: 0 }]));
  for (const row of rows) {
    const day = days.get(parisDateOfUtcHour(row.hour));
    if (!day) continue;
    day.n += row.n;
    day.cents += row.cents ?? 0;
  }
  return days;
}

/** Per Paris day, the counts of each key (visits by source). */
export function sumByParisDayAndKey(dates: string[], rows: HourCount[]): Map<string, Record<string, number>> {
  const days = new Map<string, Record<string, number>>(dates.map((date) => [date, {}]));
  for (const row of rows) {
    const day = days.get(parisDateOfUtcHour(row.hour));
    if (!day || row.key === undefined) continue;
    day[row.key] = (day[row.key] ?? 0) + row.n;
  }
  return days;
}
