// Dates are shown in French and in the practice's time zone, the same on server and client.
const FRENCH_DATE = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** '2026-03-12T08:30:00Z' → '12 mars 2026'; the raw text when it is not a date. */
export function formatBlogDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : FRENCH_DATE.format(date);
}
