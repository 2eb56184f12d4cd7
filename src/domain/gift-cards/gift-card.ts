import { vatOfGross } from '../catalogue/vat';

// Gift cards: the code a buyer gives away, how a typed code is read back, the VAT of a sale
// and how long a card is valid. Pure rules, shared by the Worker and the pages.

/**
 * The code's alphabet: digits and capitals without the look-alikes 0/O, 1/I/L and 5/S, 2/Z, 8/B
 * (read aloud on the phone, copied from paper). 25 signs; 16 of them carry 74 bits, drawn
 * from the platform's random source: unguessable, and the balance check is throttled besides.
 */
export const GIFT_CARD_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
const GIFT_CARD_CODE_LENGTH = 16;
const GROUP = 4;

/** A new code, uniformly drawn (rejection sampling: no sign is likelier than another). */
export function generateGiftCardCode(random: (bytes: Uint8Array) => Uint8Array = defaultRandom): string {
  const size = GIFT_CARD_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  while (code.length < GIFT_CARD_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(GIFT_CARD_CODE_LENGTH))) {
      if (byte < limit && code.length < GIFT_CARD_CODE_LENGTH) code += GIFT_CARD_CODE_ALPHABET[byte % size];
    }
  }
  return code;
}

const defaultRandom = (bytes: Uint8Array): Uint8Array => crypto.getRandomValues(bytes);

/** 'ACDE-FGHJ-KMNP-QRTU': the code as printed and e-mailed, grouped by four for reading. */
export function formatGiftCardCode(code: string): string {
  return (code.match(new RegExp(`.{1,${GROUP}}`, 'g')) ?? []).join('-');
}

/**
 * A typed code as stored: spaces, dashes, dots and case do not matter. null when what is left
 * cannot be a code (wrong length, a sign outside the alphabet): such a code is simply unknown.
 */
export function normaliseGiftCardCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s\-._–—]/g, '');
  if (code.length !== GIFT_CARD_CODE_LENGTH) return null;
  for (const sign of code) if (!GIFT_CARD_CODE_ALPHABET.includes(sign)) return null;
  return code;
}

/** The last four signs, what the admin shows once the card is issued. */
export const giftCardCodeEnd = (code: string): string => code.slice(-GROUP);

// ---- VAT at sale (EU vouchers directive 2016/1065) ----

/**
 * AMOUNT: a card for an amount, usable on anything (multi-purpose voucher): no VAT when sold,
 * the VAT is due on what it later pays for. SERVICE / PRODUCT: a card for one named service or
 * product (single-purpose voucher): that item's VAT is due when the card is sold.
 */
export type GiftCardKind = 'AMOUNT' | 'SERVICE' | 'PRODUCT';

export interface GiftCardSaleVat {
  /** Basis points (2000 = 20 %); 0 for a multi-purpose card. */
  rateBp: number;
  /** The VAT inside the price, in cents. */
  vatCents: number;
}

export function giftCardSaleVat(kind: GiftCardKind, priceCents: number, itemRateBp: number): GiftCardSaleVat {
  if (kind === 'AMOUNT') return { rateBp: 0, vatCents: 0 };
  return { rateBp: itemRateBp, vatCents: vatOfGross(priceCents, itemRateBp) };
}

// ---- Validity ----

const MIN_GIFT_CARD_VALIDITY_MONTHS = 12;
const DEFAULT_GIFT_CARD_VALIDITY_MONTHS = 12;

/** The owner's setting, never under the 12 months the sale terms promise. */
export function giftCardValidityMonths(setting: string | null | undefined): number {
  const months = Number((setting ?? '').trim());
  if ((setting ?? '').trim() === '' || !Number.isInteger(months)) return DEFAULT_GIFT_CARD_VALIDITY_MONTHS;
  return Math.max(MIN_GIFT_CARD_VALIDITY_MONTHS, months);
}

/**
 * The last day a card can be spent ('YYYY-MM-DD'): the issue day `months` later; a day the
 * target month lacks (31 August + 6 months) becomes that month's last day.
 */
export function giftCardValidUntil(issuedOn: string, months: number): string {
  const [year = 0, month = 1, day = 1] = issuedOn.slice(0, 10).split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whether a card valid until `validUntil` (inclusive) can still be spent on `today`. */
export const giftCardExpired = (validUntil: string, today: string): boolean =>
  today.slice(0, 10) > validUntil;

// ---- What a buyer may choose ----

/** The owner's amounts ('50, 80, 120') in cents, positive, without repeats, in order. */
export function giftCardAmounts(setting: string | null | undefined): number[] {
  const cents = (setting ?? '')
    .split(/[,;\s]+/)
    .map((word) => Math.round(Number(word.replace(',', '.')) * 100))
    .filter((value) => Number.isFinite(value) && value > 0);
  return [...new Set(cents)].sort((a, b) => a - b);
}

export interface AmountRule {
  amountsCents: number[];
  /** The free amount's bounds in cents; a minimum of 0 means no free amount. */
  minCents: number;
  maxCents: number;
}

/** The French refusal of an amount, null when the buyer may choose it. */
export function giftCardAmountRefusal(amountCents: number, rule: AmountRule): string | null {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 'Le montant doit être positif.';
  if (rule.amountsCents.includes(amountCents)) return null;
  const free = rule.minCents > 0 && rule.maxCents >= rule.minCents;
  if (free && amountCents >= rule.minCents && amountCents <= rule.maxCents) return null;
  if (!free) return 'Choisissez l’un des montants proposés.';
  return `Le montant doit être compris entre ${euros(rule.minCents)} et ${euros(rule.maxCents)}.`;
}

const euros = (cents: number): string =>
  `${(cents / 100).toLocaleString('fr-FR', { minimumFractionDigits: cents % 100 === 0 ? 0 : 2 })} €`;

/** The French refusal of a sending day ('YYYY-MM-DD'), null when it is today or within a year. */
export function giftCardSendOnRefusal(sendOn: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(sendOn) || Number.isNaN(Date.parse(`${sendOn}T00:00:00Z`))) {
    return 'La date d’envoi n’est pas valide.';
  }
  if (sendOn < today) return 'La date d’envoi ne peut pas être passée.';
  if (sendOn > giftCardValidUntil(today, 12)) return 'La date d’envoi doit être dans l’année qui vient.';
  return null;
}
