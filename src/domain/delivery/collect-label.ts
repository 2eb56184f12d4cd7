// The chosen pick-up place and slot in the reader's words (French by default), one formatter for every place that
// shows it (checkout summary, confirmation, order history, admin, e-mails, invoice and
// packing slip): « Domaine et caveau, lundi 30 novembre, 10:00–12:30 ». Dates are Paris
// calendar days ('YYYY-MM-DD'), formatted as such, never shifted by a time zone. Pure (the
// islands bundle and the Worker both use it).

export interface CollectChoice {
  /** The pick-up place's name as chosen (a copy kept on the order). */
  placeName: string;
  /** 'YYYY-MM-DD', the Paris calendar day. */
  date: string;
  /** 'HH:MM' Paris wall-clock; null on orders placed before the slot was kept. */
  opens: string | null;
  closes: string | null;
}

const LONG_DAYS = new Map<string, Intl.DateTimeFormat>();

/** The weekday, day and month in a language (BCP 47 tag), one formatter per tag. */
function longDayFormat(tag: string): Intl.DateTimeFormat {
  let format = LONG_DAYS.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    LONG_DAYS.set(tag, format);
  }
  return format;
}

/** '2026-11-30' → « lundi 30 novembre » (en-GB: « Monday 30 November »). */
export function longDay(date: string, tag: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : longDayFormat(tag).format(day);
}

/** '2026-11-30' → « lundi 30 novembre » (the pick-up is always within the next weeks). */
export function frenchLongDay(date: string): string {
  return longDay(date, 'fr-FR');
}

/**
 * « Domaine et caveau, lundi 30 novembre, 10:00–12:30 » (without the hours when unknown), the
 * day in the reader's language (`tag`, the translator's: the words around it are the caller's).
 */
export function collectLabel(choice: CollectChoice, tag = 'fr-FR'): string {
  const hours = choice.opens && choice.closes ? `, ${choice.opens}–${choice.closes}` : '';
  const place = choice.placeName.trim();
  return `${place ? `${place}, ` : ''}${longDay(choice.date, tag)}${hours}`;
}
