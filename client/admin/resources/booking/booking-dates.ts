// Dates of the diary, in Paris wall-clock time whatever the browser's zone: the API answers
// instants with their Paris offset ('2026-12-01T14:00:00+01:00').

const PARIS = 'Europe/Paris';

/** « mar. 1 déc., 14:00 » of an instant. */
export function parisWhen(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    timeZone: PARIS,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** « mardi 1 décembre » of a 'YYYY-MM-DD' date. */
export function dayTitle(date: string): string {
  const text = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T00:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Today's date in Paris. */
export function parisToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: PARIS }).format(now);
}

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The Monday of a date's week. */
export function mondayOf(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** A 'YYYY-MM-DDTHH:MM' typed as Paris time, as an ISO instant with its Paris offset. */
export function parisInstantOf(local: string): string {
  const guess = Date.parse(`${local}:00Z`);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: PARIS,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(guess));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  const shown = Date.parse(
    `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:00Z`,
  );
  const minutes = Math.round((shown - guess) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${local}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The wall-clock 'HH:MM' of an API instant (already in Paris time). */
export const clock = (iso: string) => iso.slice(11, 16);
export const dateOf = (iso: string) => iso.slice(0, 10);
