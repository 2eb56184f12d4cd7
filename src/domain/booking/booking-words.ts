import { PARIS_TIME_ZONE } from '../delivery/collect-slots';

// The words of online booking in the site's two languages: the API's refusals, the e-mails
// and the pages. French is the default; a locale starting with 'en' reads English.

const fr = {
  unknownService: "Cette prestation n'existe pas ou n'est plus proposée en ligne.",
  unknownAppointment: "Ce rendez-vous n'existe pas, ou le lien utilisé n'est pas valide.",
  slotNotOffered: "Ce créneau n'est pas proposé : choisissez l'un des créneaux libres affichés.",
  slotFull: "Ce créneau vient d'être réservé par quelqu'un d'autre : choisissez-en un autre.",
  badStart: "Le créneau choisi n'est pas une date valide (format ISO 8601 avec le fuseau).",
  tooManyPlaces: (capacity: number) =>
    `Ce créneau accueille ${capacity} personne${capacity > 1 ? 's' : ''} au plus.`,
  addressRequired: "Indiquez l'adresse du rendez-vous à domicile.",
  postcodeOutside: (postcode: string) =>
    `Le code postal ${postcode} est en dehors de la zone desservie à domicile : choisissez un rendez-vous au cabinet ou appelez-nous.`,
  tooLate: 'Le délai pour modifier ou annuler ce rendez-vous en ligne est passé : appelez-nous.',
  notConfirmed: "Ce rendez-vous n'est plus modifiable : il a déjà été annulé ou a eu lieu.",
  disabled: "La prise de rendez-vous en ligne n'est pas ouverte sur ce site.",
  paymentUnavailable:
    "Le paiement en ligne n'est pas disponible pour le moment : appelez-nous pour prendre ce rendez-vous.",
  paymentDown:
    "Le paiement en ligne ne répond pas : réessayez dans quelques instants, le créneau n'est pas réservé.",
  giftCardChanged:
    'Le solde d’une carte cadeau a changé pendant votre réservation : vérifiez-le et réessayez.',
  giftCardNotNeeded:
    'Cette prestation se règle le jour du rendez-vous : aucune carte cadeau n’est débitée en ligne.',
  booked: 'Votre rendez-vous est confirmé.',
  cancelled: 'Votre rendez-vous est annulé.',
  moved: 'Votre rendez-vous est déplacé.',
  atPractice: 'Au cabinet',
  atHome: 'À domicile',
  atCompany: 'En entreprise',
  onQuote: 'Sur devis',
  minutes: (n: number) =>
    n >= 60 && n % 60 === 0 ? `${n / 60} h` : n > 60 ? `${Math.floor(n / 60)} h ${n % 60}` : `${n} min`,
};

type Words = typeof fr;

const en: Words = {
  unknownService: 'This service does not exist or can no longer be booked online.',
  unknownAppointment: 'This appointment does not exist, or the link used is not valid.',
  slotNotOffered: 'This time is not offered: please choose one of the free times shown.',
  slotFull: 'Someone else has just booked this time: please choose another one.',
  badStart: 'The chosen time is not a valid date (ISO 8601 with its time zone).',
  tooManyPlaces: (capacity: number) =>
    `This time takes ${capacity} ${capacity > 1 ? 'people' : 'person'} at most.`,
  addressRequired: 'Please give the address of the home visit.',
  postcodeOutside: (postcode: string) =>
    `The postcode ${postcode} is outside the area we visit: please book at the practice or call us.`,
  tooLate: 'It is too late to change or cancel this appointment online: please call us.',
  notConfirmed: 'This appointment can no longer be changed: it was cancelled or has taken place.',
  disabled: 'Online booking is not open on this site.',
  paymentUnavailable:
    'Online payment is not available at the moment: please call us to book this appointment.',
  paymentDown: 'Online payment is not answering: please try again in a moment, the time is not booked.',
  giftCardChanged: 'A gift card’s balance changed during your booking: please check it and try again.',
  giftCardNotNeeded: 'This service is paid on the day: no gift card is charged online.',
  booked: 'Your appointment is confirmed.',
  cancelled: 'Your appointment is cancelled.',
  moved: 'Your appointment has been moved.',
  atPractice: 'At the practice',
  atHome: 'At your home',
  atCompany: 'At your company',
  onQuote: 'On quotation',
  minutes: (n: number) =>
    n >= 60 && n % 60 === 0 ? `${n / 60} h` : n > 60 ? `${Math.floor(n / 60)} h ${n % 60}` : `${n} min`,
};

export function bookingWords(locale: string | null | undefined): Words {
  return locale?.startsWith('en') ? en : fr;
}

/** 'mardi 1 décembre 2026 à 14:00' / 'Tuesday 1 December 2026 at 14:00', Paris time. */
export function appointmentWhen(start: Date, locale: string | null | undefined): string {
  const english = locale?.startsWith('en') ?? false;
  const day = new Intl.DateTimeFormat(english ? 'en-GB' : 'fr-FR', {
    timeZone: PARIS_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(start);
  const time = new Intl.DateTimeFormat('fr-FR', {
    timeZone: PARIS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(start);
  return `${day} ${english ? 'at' : 'à'} ${time}`;
}

/** A price in euros: '60,00 €' / '€60.00'; null reads « sur devis ». */
export function bookingPrice(cents: number | null, locale: string | null | undefined): string {
  if (cents === null) return bookingWords(locale).onQuote;
  return new Intl.NumberFormat(locale?.startsWith('en') ? 'en-GB' : 'fr-FR', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

/** The cancellation terms every site starts with (parameters' default), and their English. */
const DEFAULT_POLICY =
  'Vous pouvez déplacer ou annuler votre rendez-vous en ligne jusqu’à 24 heures avant. Passé ce délai, merci d’appeler.';
const DEFAULT_POLICY_ENGLISH =
  'You can move or cancel your appointment online up to 24 hours before. After that, please call us.';

/**
 * The site's cancellation terms for a reader: an English reader of the untouched default gets
 * its English; terms the owner wrote are shown as written (parameters have one language).
 */
export function bookingPolicy(text: string, locale: string | null | undefined): string {
  return locale?.startsWith('en') && text.trim() === DEFAULT_POLICY ? DEFAULT_POLICY_ENGLISH : text;
}
