// The words of the free times' list and its pager, French and English: the page's
// (booking-page-words.ts) and the browser island's (only these, to keep its file small).

const fr = {
  noSlot: 'Aucun horaire libre ce jour-là.',
  nextDays: 'Jours suivants',
  previousDays: 'Jours précédents',
  remaining: (n: number) => `${n} place${n > 1 ? 's' : ''}`,
  loading: 'Chargement des horaires…',
  failed: 'Les horaires n’ont pas pu être chargés. Réessayez, ou utilisez les liens ci-dessous.',
  shown: (first: string, last: string) => `Horaires du ${first} au ${last}.`,
};

export type BookingSlotWords = typeof fr;

const en: BookingSlotWords = {
  noSlot: 'No free time that day.',
  nextDays: 'Next days',
  previousDays: 'Previous days',
  remaining: (n: number) => `${n} place${n > 1 ? 's' : ''} left`,
  loading: 'Loading the free times…',
  failed: 'The free times could not be loaded. Please try again, or use the links below.',
  shown: (first: string, last: string) => `Free times from ${first} to ${last}.`,
};

export function bookingSlotWords(locale: string): BookingSlotWords {
  return locale.startsWith('en') ? en : fr;
}
