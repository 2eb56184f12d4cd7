import type { Translator } from '../../i18n/translator';

// Dates of dated content (workshops, visits) in the request's language. The stored date-time
// is local to the place ('2026-12-05T10:00'), so it is formatted as is, never shifted by a zone.

/** '2026-12-05T10:00' → 'samedi 5 décembre 2026 à 10h00' / 'Saturday, 5 December 2026 at 10:00'. */
export function elementDateTime(localDateTime: string, t: Translator): string {
  const [date = '', time = ''] = localDateTime.split('T');
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return localDateTime;
  const label = t.date(day, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  if (!time) return label;
  const [hours = '', minutes = ''] = time.split(':');
  return t.t('element.dateTime', { day: label, time: t.t('element.time', { hours, minutes }) });
}

/** 90 → '1h30' / '1 hr 30 min', 120 → '2h' / '2 hr', 45 → '45 min'. */
export function elementDuration(minutes: number, t: Translator): string {
  if (minutes < 60) return t.t('element.minutes', { minutes });
  const rest = minutes % 60;
  const hours = Math.floor(minutes / 60);
  return rest === 0
    ? t.t('element.hours', { hours })
    : t.t('element.hoursMinutes', { hours, minutes: String(rest).padStart(2, '0') });
}
