// The gift cards' words for visitors and shoppers, in the site's two languages: the API's
// refusals and answers (buying, the balance check, paying an order). French is the default; a
// locale starting with 'en' reads English. The owner's screens stay in French.

const euros = (cents: number, english: boolean): string =>
  new Intl.NumberFormat(english ? 'en-GB' : 'fr-FR', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

const day = (isoDay: string, english: boolean): string =>
  english ? isoDay.slice(0, 10) : isoDay.slice(0, 10).split('-').reverse().join('/');

const fr = {
  notOffered: 'Les cartes cadeaux ne sont pas proposées sur ce site.',
  unknownCode: "Ce code de carte cadeau n'est pas valable.",
  tooManyCodes: 'Trop de codes de carte cadeau erronés depuis votre connexion.',
  methodNotOffered: "Ce moyen de paiement n'est pas proposé pour les cartes cadeaux.",
  serviceNotOffered: "Cette prestation ne s'offre pas en carte cadeau.",
  productNotOffered: "Ce produit ne s'offre pas en carte cadeau.",
  recorded: 'Carte cadeau enregistrée : elle sera émise dès réception du paiement.',
  expired: (validUntil: string) => `Cette carte cadeau a expiré le ${day(validUntil, false)}.`,
  typedTwice: 'Cette carte cadeau est déjà saisie.',
  namedItem: 'Cette carte est offerte pour une prestation ou un produit nommés : elle se présente sur place.',
  usedUp: 'Cette carte cadeau est entièrement utilisée.',
  balanceChanged: 'Le solde d’une carte cadeau a changé pendant votre commande : vérifiez-le et réessayez.',
  transfer: (amount: string, payee: string, iban: string, bic: string, reference: string) =>
    `Virez ${amount}${payee ? ` à l’ordre de ${payee}` : ''}${iban ? ` sur le compte IBAN ${iban}` : ''}${bic ? ` (BIC ${bic})` : ''}, avec la référence ${reference}.`,
  cheque: (amount: string, payee: string, office: string, reference: string) =>
    `Envoyez un chèque de ${amount}${payee ? ` à l’ordre de ${payee}` : ''}${office ? ` à ${office}` : ''}, en notant au dos la référence ${reference}.`,
  onSite: (amount: string, reference: string) =>
    `Réglez ${amount} sur place en donnant la référence ${reference}.`,
  issued: 'La carte est envoyée dès réception de votre paiement.',
  byCard: 'Réglez la carte par carte bancaire ci-dessous : elle est émise dès que le paiement est confirmé.',
  cardPaymentDown: 'Le paiement par carte est momentanément indisponible : réessayez plus tard.',
  euros: (cents: number) => euros(cents, false),
};

const en: typeof fr = {
  notOffered: 'Gift cards are not sold on this site.',
  unknownCode: 'This gift card code is not valid.',
  tooManyCodes: 'Too many wrong gift card codes from your connection.',
  methodNotOffered: 'This payment method is not offered for gift cards.',
  serviceNotOffered: 'This service cannot be given as a gift card.',
  productNotOffered: 'This product cannot be given as a gift card.',
  recorded: 'Gift card recorded: it will be issued as soon as your payment is received.',
  expired: (validUntil: string) => `This gift card expired on ${day(validUntil, true)}.`,
  typedTwice: 'This gift card has already been entered.',
  namedItem: 'This card is for a named service or product: please present it on the spot.',
  usedUp: 'This gift card has been used up.',
  balanceChanged: 'A gift card’s balance changed during your order: please check it and try again.',
  transfer: (amount, payee, iban, bic, reference) =>
    `Transfer ${amount}${payee ? ` to ${payee}` : ''}${iban ? ` on account IBAN ${iban}` : ''}${bic ? ` (BIC ${bic})` : ''}, with the reference ${reference}.`,
  cheque: (amount, payee, office, reference) =>
    `Send a cheque for ${amount}${payee ? ` payable to ${payee}` : ''}${office ? ` to ${office}` : ''}, writing the reference ${reference} on the back.`,
  onSite: (amount, reference) => `Pay ${amount} on the spot, giving the reference ${reference}.`,
  issued: 'The card is sent as soon as your payment is received.',
  byCard: 'Pay for the card by bank card below: it is issued as soon as the payment is confirmed.',
  cardPaymentDown: 'Card payment is unavailable at the moment: please try again later.',
  euros: (cents: number) => euros(cents, true),
};

/** The shared rules' French refusals (src/domain/gift-cards/gift-card.ts), in English. */
const ENGLISH_RULES: Record<string, string> = {
  'Le montant doit être positif.': 'The amount must be positive.',
  'Choisissez l’un des montants proposés.': 'Please choose one of the amounts offered.',
  'La date d’envoi n’est pas valide.': 'The sending date is not valid.',
  'La date d’envoi ne peut pas être passée.': 'The sending date cannot be in the past.',
  'La date d’envoi doit être dans l’année qui vient.': 'The sending date must be within the coming year.',
};

export type GiftCardWords = typeof fr;

export const isEnglish = (locale: string | null | undefined): boolean => (locale ?? '').startsWith('en');

export function giftCardWords(locale: string | null | undefined): GiftCardWords {
  return isEnglish(locale) ? en : fr;
}

/**
 * A French refusal of the shared rules (src/domain/gift-cards/gift-card.ts: amounts, sending day) in the
 * request's language; French stays as it is.
 */
export function localisedRefusal(
  refusal: string,
  locale: string | null | undefined,
  facts: { minCents: number; maxCents: number },
): string {
  if (!isEnglish(locale)) return refusal;
  if (refusal.startsWith('Le montant doit être compris')) {
    return `The amount must be between ${euros(facts.minCents, true)} and ${euros(facts.maxCents, true)}.`;
  }
  return ENGLISH_RULES[refusal] ?? refusal;
}
