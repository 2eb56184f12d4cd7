import { bookingSlotWords } from './booking-slot-words.ts';

// The booking pages' words, French and English (the API's refusals come from
// src/domain/booking/booking-words.ts).

const fr = {
  ...bookingSlotWords('fr_FR'),
  title: 'Prendre rendez-vous',
  description:
    'Choisissez une prestation, un jour et un horaire libre : votre rendez-vous est confirmé aussitôt.',
  chooseService: '1. Choisissez une prestation',
  chooseSlot: '2. Choisissez un horaire',
  details: '3. Vos coordonnées',
  changeService: 'Changer de prestation',
  changeSlot: 'Changer d’horaire',
  firstname: 'Prénom',
  lastname: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  street: 'Adresse',
  postcode: 'Code postal',
  city: 'Ville',
  places: 'Nombre de personnes',
  message: 'Message (facultatif)',
  acceptTerms: 'J’ai lu les conditions d’annulation et je les accepte.',
  confirm: 'Confirmer le rendez-vous',
  noServices: 'Aucune prestation n’est réservable en ligne pour le moment.',
  manageTitle: 'Votre rendez-vous',
  manageDescription: 'Consulter, déplacer ou annuler votre rendez-vous.',
  confirmed:
    'Votre rendez-vous est confirmé. Un e-mail de confirmation vous a été envoyé avec le fichier agenda.',
  cancelledNotice: 'Votre rendez-vous est annulé.',
  movedNotice: 'Votre rendez-vous est déplacé.',
  statusAwaitingPayment:
    'Ce rendez-vous attend son paiement en ligne : le créneau vous est gardé 15 minutes, il sera confirmé par e-mail dès le paiement reçu.',
  statusCancelled: 'Ce rendez-vous est annulé.',
  statusDone: 'Ce rendez-vous a eu lieu.',
  cancel: 'Annuler le rendez-vous',
  move: 'Déplacer le rendez-vous',
  moveTo: (time: string) => `Déplacer à ${time}`,
  calendar: 'Ajouter à mon agenda (.ics)',
  until: (when: string) => `Vous pouvez le déplacer ou l’annuler en ligne jusqu’au ${when}.`,
  callUs: (phone: string) => `Pour toute modification, appelez-nous au ${phone}.`,
  reference: 'Référence',
  when: 'Date',
  where: 'Lieu',
  service: 'Prestation',
  bookAnother: 'Prendre un autre rendez-vous',
  giftCard: 'Carte cadeau (facultatif)',
  giftCardHint: 'Le code de votre carte cadeau : elle règle le paiement en ligne, en tout ou en partie.',
  paymentTitle: '4. Paiement',
  dueNow: (kind: 'PREPAYMENT' | 'DEPOSIT', amount: string) =>
    kind === 'DEPOSIT' ? `Acompte à régler maintenant : ${amount}` : `À régler maintenant : ${amount}`,
  giftCardPaid: (amount: string) => `Déjà réglé par carte cadeau : ${amount}`,
  heldUntil: (time: string) =>
    `Ce créneau vous est réservé jusqu’à ${time} : sans paiement d’ici là, il est libéré.`,
  cardTitle: 'Payer par carte bancaire',
  pay: 'Payer',
  cardUnavailable: 'Le paiement par carte est indisponible pour le moment. Réessayez dans quelques minutes.',
  cardFailed: 'Le paiement n’a pas abouti. Vérifiez votre carte et réessayez.',
  cardNeedsScript: (phone: string) =>
    phone
      ? `Le paiement par carte demande JavaScript : activez-le pour payer ici, ou appelez-nous au ${phone} pour prendre ce rendez-vous.`
      : 'Le paiement par carte demande JavaScript : activez-le pour payer ici.',
  paidTitle: 'Paiement reçu',
  paidText:
    'Votre paiement est reçu et votre rendez-vous est confirmé. Un e-mail de confirmation vous a été envoyé.',
  pendingTitle: 'Paiement en cours de confirmation',
  pendingText:
    'Votre paiement est en cours de confirmation par la banque : vous recevrez un e-mail dès que votre rendez-vous sera confirmé.',
  failedTitle: 'Le paiement n’a pas abouti',
  failedText: 'Votre carte n’a pas été débitée. Vous pouvez réessayer tant que le créneau vous est réservé.',
  expiredText: 'Le délai de paiement est passé et le créneau a été libéré : choisissez un nouvel horaire.',
  seeAppointment: 'Voir mon rendez-vous',
};

export type BookingPageWords = typeof fr;

const en: BookingPageWords = {
  ...bookingSlotWords('en_GB'),
  title: 'Book an appointment',
  description: 'Choose a service, a day and a free time: your appointment is confirmed at once.',
  chooseService: '1. Choose a service',
  chooseSlot: '2. Choose a time',
  details: '3. Your details',
  changeService: 'Choose another service',
  changeSlot: 'Choose another time',
  firstname: 'First name',
  lastname: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  street: 'Address',
  postcode: 'Postcode',
  city: 'Town',
  places: 'Number of people',
  message: 'Message (optional)',
  acceptTerms: 'I have read and accept the cancellation terms.',
  confirm: 'Confirm the appointment',
  noServices: 'No service can be booked online at the moment.',
  manageTitle: 'Your appointment',
  manageDescription: 'See, move or cancel your appointment.',
  confirmed: 'Your appointment is confirmed. A confirmation e-mail with the calendar file is on its way.',
  cancelledNotice: 'Your appointment is cancelled.',
  movedNotice: 'Your appointment has been moved.',
  statusAwaitingPayment:
    'This appointment is waiting for its online payment: the time is kept for you for 15 minutes, and an e-mail confirms it as soon as the payment arrives.',
  statusCancelled: 'This appointment is cancelled.',
  statusDone: 'This appointment has taken place.',
  cancel: 'Cancel the appointment',
  move: 'Move the appointment',
  moveTo: (time: string) => `Move to ${time}`,
  calendar: 'Add to my calendar (.ics)',
  until: (when: string) => `You can move or cancel it online until ${when}.`,
  callUs: (phone: string) => `To change it, please call us on ${phone}.`,
  reference: 'Reference',
  when: 'When',
  where: 'Where',
  service: 'Service',
  bookAnother: 'Book another appointment',
  giftCard: 'Gift card (optional)',
  giftCardHint: 'Your gift card’s code: it pays the online payment, in full or in part.',
  paymentTitle: '4. Payment',
  dueNow: (kind: 'PREPAYMENT' | 'DEPOSIT', amount: string) =>
    kind === 'DEPOSIT' ? `Deposit to pay now: ${amount}` : `To pay now: ${amount}`,
  giftCardPaid: (amount: string) => `Already paid by gift card: ${amount}`,
  heldUntil: (time: string) => `This time is kept for you until ${time}: unpaid by then, it is released.`,
  cardTitle: 'Pay by card',
  pay: 'Pay',
  cardUnavailable: 'Card payment is unavailable at the moment. Please try again in a few minutes.',
  cardFailed: 'The payment did not go through. Please check your card and try again.',
  cardNeedsScript: (phone: string) =>
    phone
      ? `Card payment needs JavaScript: turn it on to pay here, or call us on ${phone} to book this appointment.`
      : 'Card payment needs JavaScript: turn it on to pay here.',
  paidTitle: 'Payment received',
  paidText:
    'Your payment is received and your appointment is confirmed. A confirmation e-mail is on its way.',
  pendingTitle: 'Your payment is being confirmed',
  pendingText:
    'Your payment is being confirmed by the bank: you will get an e-mail as soon as your appointment is confirmed.',
  failedTitle: 'The payment did not go through',
  failedText: 'Your card has not been charged. You can try again while the time is kept for you.',
  expiredText: 'The time to pay has passed and the slot has been released: please choose a new time.',
  seeAppointment: 'See my appointment',
};

export function bookingPageWords(locale: string): BookingPageWords {
  return locale.startsWith('en') ? en : fr;
}
