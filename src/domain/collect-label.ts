// The chosen pick-up place and slot in French words, one formatter for every place that
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

const LONG_DAY = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** '2026-11-30' → « lundi 30 novembre » (the pick-up is always within the next weeks). */
export function frenchLongDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : LONG_DAY.format(day);
}

/** « Domaine et caveau, lundi 30 novembre, 10:00–12:30 » (without the hours when unknown). */
export function collectLabel(choice: CollectChoice): string {
  const hours = choice.opens && choice.closes ? `, ${choice.opens}–${choice.closes}` : '';
  const place = choice.placeName.trim();
  return `${place ? `${place}, ` : ''}${frenchLongDay(choice.date)}${hours}`;
}
