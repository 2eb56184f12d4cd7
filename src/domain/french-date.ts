// Dates of dated content (workshops, visits) written the French way. The stored date-time is
// local to the place ('2026-12-05T10:00'), so it is formatted as is, never shifted by a zone.

const DAY = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-05T10:00' → 'samedi 5 décembre 2026 à 10h00'. */
export function frenchDateTime(localDateTime: string): string {
  const [date = '', time = ''] = localDateTime.split('T');
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return localDateTime;
  const label = DAY.format(day);
  return time ? `${label} à ${time.replace(':', 'h')}` : label;
}

/** 90 → '1h30', 120 → '2h', 45 → '45 min'. */
export function frenchDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)}h${rest === 0 ? '' : String(rest).padStart(2, '0')}`;
}
