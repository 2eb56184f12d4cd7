import type { Translator } from '../../i18n/translator';

// Dates in the request's language and the practice's time zone, the same on server and client.

/** '2026-03-12T08:30:00Z' → '12 mars 2026' / '12 March 2026'; the raw text when it is not a date. */
export function formatBlogDate(iso: string, t: Translator): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : t.date(date, { day: 'numeric', month: 'long', year: 'numeric' });
}
