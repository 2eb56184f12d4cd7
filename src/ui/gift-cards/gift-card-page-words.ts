import type { PaymentMethod } from '../../schema/orders/payment';

// The gift card pages' words, French and English (the API's refusals come from the provider,
// in the request's language).

const fr = {
  title: 'Offrir une carte cadeau',
  description:
    'Offrez une carte cadeau : un montant au choix ou une prestation, envoyée par e-mail au jour de votre choix avec votre message.',
  lead: 'Choisissez ce que vous offrez, à qui et quand : la carte part par e-mail le jour choisi, avec votre message et un PDF à imprimer.',
  choose: '1. Ce que vous offrez',
  amount: (euros: string) => `Carte cadeau de ${euros}`,
  freeAmount: 'Un autre montant',
  freeAmountLabel: (min: string, max: string) => `Montant libre, entre ${min} et ${max}`,
  buyer: '2. Vous',
  firstname: 'Prénom',
  lastname: 'Nom',
  email: 'E-mail',
  recipient: '3. La personne à qui vous l’offrez',
  recipientName: 'Son nom',
  recipientEmail: 'Son e-mail',
  message: 'Votre message (facultatif)',
  sendOn: 'Jour d’envoi',
  sendOnHelp: 'Aujourd’hui ou un jour dans l’année qui vient.',
  payment: '4. Paiement',
  validity: (months: number) => `La carte est valable ${months} mois à partir de son émission.`,
  submit: 'Commander la carte cadeau',
  methods: {
    BANK_TRANSFER: 'Virement bancaire',
    CHEQUE: 'Chèque',
    PAY_AT_PICKUP: 'Sur place',
    STRIPE: 'Carte bancaire',
  } satisfies Record<PaymentMethod, string>,
  confirmationTitle: 'Votre carte cadeau est commandée',
  pending: 'En attente de votre paiement',
  howToPay: 'Comment payer',
  reference: 'Référence',
  card: 'Carte',
  price: 'Montant',
  sentOn: 'Envoyée le',
  status: 'État',
  afterPayment:
    'Dès réception de votre paiement, la carte est émise : son destinataire la reçoit par e-mail le jour choisi, et vous en recevez une copie.',
  cardTitle: 'Payer par carte bancaire',
  pay: 'Payer',
  cardUnavailable: 'Le paiement par carte est indisponible pour le moment. Réessayez dans quelques minutes.',
  cardFailed: 'Le paiement n’a pas abouti. Vérifiez votre carte et réessayez.',
  cardNeedsScript: (offline: string) =>
    offline
      ? `Le paiement par carte demande JavaScript. Activez-le pour payer ici, ou commandez une nouvelle carte payée autrement : ${offline}.`
      : 'Le paiement par carte demande JavaScript. Activez-le pour payer ici.',
  paidTitle: 'Votre paiement est en cours de confirmation',
  paidText:
    'Dès que la banque confirme votre paiement, la carte est émise : son destinataire la reçoit par e-mail le jour choisi, et vous en recevez une copie.',
  paidFailed:
    'Le paiement n’a pas abouti : votre carte n’a pas été débitée. Vous pouvez commander à nouveau.',
  paidDescription: 'La confirmation du paiement de votre carte cadeau.',
  another: 'Offrir une autre carte',
  balanceTitle: 'Le solde de votre carte cadeau',
  balanceDescription: 'Consultez le solde et la date de validité d’une carte cadeau à partir de son code.',
  code: 'Code de la carte',
  codeHelp: '16 caractères, imprimés sur la carte et dans l’e-mail (les tirets sont facultatifs).',
  check: 'Voir le solde',
  balance: 'Solde',
  validUntil: 'Valable jusqu’au',
  expired: (day: string) => `Cette carte a expiré le ${day}.`,
  balanceLink: 'Consulter le solde d’une carte',
  buyLink: 'Offrir une carte cadeau',
  menuLabel: 'Cartes cadeaux',
};

export type GiftCardPageWords = typeof fr;

const en: GiftCardPageWords = {
  title: 'Give a gift card',
  description:
    'Give a gift card: an amount of your choice or a treatment, sent by e-mail on the day you choose with your message.',
  lead: 'Choose what you give, to whom and when: the card is e-mailed on the chosen day, with your message and a PDF to print.',
  choose: '1. What you give',
  amount: (euros: string) => `Gift card of ${euros}`,
  freeAmount: 'Another amount',
  freeAmountLabel: (min: string, max: string) => `Amount of your choice, from ${min} to ${max}`,
  buyer: '2. You',
  firstname: 'First name',
  lastname: 'Last name',
  email: 'E-mail',
  recipient: '3. The person you give it to',
  recipientName: 'Their name',
  recipientEmail: 'Their e-mail',
  message: 'Your message (optional)',
  sendOn: 'Day it is sent',
  sendOnHelp: 'Today or any day within the coming year.',
  payment: '4. Payment',
  validity: (months: number) => `The card is valid for ${months} months from the day it is issued.`,
  submit: 'Order the gift card',
  methods: {
    BANK_TRANSFER: 'Bank transfer',
    CHEQUE: 'Cheque',
    PAY_AT_PICKUP: 'On the spot',
    STRIPE: 'Card',
  },
  confirmationTitle: 'Your gift card is ordered',
  pending: 'Awaiting your payment',
  howToPay: 'How to pay',
  reference: 'Reference',
  card: 'Card',
  price: 'Amount',
  sentOn: 'Sent on',
  status: 'Status',
  afterPayment:
    'As soon as your payment is received the card is issued: its recipient gets it by e-mail on the chosen day, and you get a copy.',
  cardTitle: 'Pay by card',
  pay: 'Pay',
  cardUnavailable: 'Card payment is unavailable at the moment. Please try again in a few minutes.',
  cardFailed: 'The payment did not go through. Check your card and try again.',
  cardNeedsScript: (offline: string) =>
    offline
      ? `Card payment needs JavaScript. Turn it on to pay here, or order a new card paid another way: ${offline}.`
      : 'Card payment needs JavaScript. Turn it on to pay here.',
  paidTitle: 'Your payment is being confirmed',
  paidText:
    'As soon as the bank confirms your payment the card is issued: its recipient gets it by e-mail on the chosen day, and you get a copy.',
  paidFailed: 'The payment did not go through: your card was not charged. You can order again.',
  paidDescription: 'The confirmation of your gift card payment.',
  another: 'Give another card',
  balanceTitle: 'Your gift card balance',
  balanceDescription: 'Check the balance and the expiry date of a gift card from its code.',
  code: 'Card code',
  codeHelp: '16 characters, printed on the card and in the e-mail (dashes are optional).',
  check: 'Check the balance',
  balance: 'Balance',
  validUntil: 'Valid until',
  expired: (day: string) => `This card expired on ${day}.`,
  balanceLink: 'Check a card’s balance',
  buyLink: 'Give a gift card',
  menuLabel: 'Gift cards',
};

export function giftCardPageWords(locale: string): GiftCardPageWords {
  return locale.startsWith('en') ? en : fr;
}

/** 80 → « 80 € » (fr) or « €80 » (en); cents shown only when there are some. */
export function giftCardEuros(euros: number, locale: string): string {
  return new Intl.NumberFormat(locale.startsWith('en') ? 'en-GB' : 'fr-FR', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(euros) ? 0 : 2,
  }).format(euros);
}

/** 'YYYY-MM-DD' → « 15 décembre 2026 » / « 15 December 2026 ». */
export function giftCardDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale.startsWith('en') ? 'en-GB' : 'fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
