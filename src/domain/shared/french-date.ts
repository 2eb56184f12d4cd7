import { lazy } from './lazy.ts';

// Dates of dated content (workshops, visits) written the French way. The stored date-time is
// local to the place ('2026-12-05T10:00'), so it is formatted as is, never shifted by a zone.

const DAY = lazy(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** '2026-12-05T10:00' → 'samedi 5 décembre 2026 à 10h00'. */
export function frenchDateTime(localDateTime: string): string {
  const [date = '', time = ''] = localDateTime.split('T');
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return localDateTime;
  const label = DAY().format(day);
  return time ? `${label} à ${time.replace(':', 'h')}` : label;
}

const DATE = lazy(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }),
);

/**
 * The one way e-mails write a date: '2026-12-15', '2026-12-15 09:30:00' (D1's UTC datetime)
 * or epoch milliseconds → '15 décembre 2026' (the day in France). Unreadable input is returned as is.
 */
export function frenchDate(value: string | number): string {
  const date =
    typeof value === 'number'
      ? new Date(value)
      : new Date(
          /^\d{4}-\d{2}-\d{2}$/.test(value)
            ? `${value}T12:00:00Z`
            : `${value.replace(' ', 'T')}${/Z|[+-]\d{2}:?\d{2}$/.test(value) ? '' : 'Z'}`,
        );
  return Number.isNaN(date.getTime()) ? String(value) : DATE().format(date);
}

/** 90 → '1h30', 120 → '2h', 45 → '45 min'. */
export function frenchDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)}h${rest === 0 ? '' : String(rest).padStart(2, '0')}`;
}
