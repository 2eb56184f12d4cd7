import { translatorFor } from '../../i18n/compiled-catalogue.ts';
import { priceWithDiscount } from '../catalogue/pricing.ts';

// Discount codes (the code and the discounted price), pure: whether a
// code may be used now for this cart, and what it takes off. The provider feeds it the code's
// row and its use counts (worker/provider/orders/discount-check.ts); amounts are cents.

export type DiscountType = 'EURO' | 'PERCENT';

export interface DiscountRule {
  type: DiscountType;
  /** Euros for EURO, percent for PERCENT (the API's units). */
  amount: number;
  detailType: 'SHIPPING_FEES' | null;
  startsAt: string | null; // ISO instant, inclusive
  endsAt: string | null; // ISO instant, inclusive
  minSubtotalCents: number;
  isActive: boolean;
  maxUses: number | null;
  maxUsesPerMember: number | null;
}

export interface DiscountUsage {
  uses: number;
  memberUses: number; // 0 when nobody is signed in
}

// Amounts and dates with plain spaces (Intl's narrow no-break ones read badly in messages).
const plainSpaces = (text: string): string => text.replace(/\u202f|\u00a0/g, ' ');

export const UNKNOWN_DISCOUNT = "Ce code de réduction n'existe pas.";

/** Why the code cannot be used (a sentence in `locale`, French by default), or null when it can. */
export function discountRefusal(
  rule: DiscountRule,
  usage: DiscountUsage,
  cart: { subtotalCents: number; now: Date },
  locale = 'fr_FR',
): string | null {
  const t = translatorFor(locale);
  const date = (iso: string): string => plainSpaces(t.date(iso, { dateStyle: 'long' }));
  if (!rule.isActive) return t.t('api.discountInactive');
  const now = cart.now.getTime();
  if (rule.startsAt !== null && now < Date.parse(rule.startsAt)) {
    return t.t('api.discountNotYet', { date: date(rule.startsAt) });
  }
  if (rule.endsAt !== null && now > Date.parse(rule.endsAt)) {
    return t.t('api.discountExpired', { date: date(rule.endsAt) });
  }
  if (cart.subtotalCents < rule.minSubtotalCents) {
    return t.t('api.discountMinimum', { amount: plainSpaces(t.cents(rule.minSubtotalCents)) });
  }
  if (rule.maxUses !== null && usage.uses >= rule.maxUses) {
    return t.t('api.discountMaxUses');
  }
  if (rule.maxUsesPerMember !== null && usage.memberUses >= rule.maxUsesPerMember) {
    return rule.maxUsesPerMember <= 1
      ? t.t('api.discountUsedOnce')
      : t.t('api.discountUsedTimes', { count: rule.maxUsesPerMember });
  }
  return null;
}

/**
 * What the code takes off, in cents: a SHIPPING_FEES code reduces the shipping price only,
 * any other the goods only; neither ever goes below 0 (priceWithDiscount).
 */
export function discountReductions(
  rule: Pick<DiscountRule, 'type' | 'amount' | 'detailType'>,
  cart: { subtotalCents: number; shippingCents: number },
): { reductionCents: number; shippingReductionCents: number } {
  const reduce = (cents: number): number => {
    const after = Math.round(priceWithDiscount(cents / 100, { type: rule.type, amount: rule.amount }) * 100);
    return cents - Math.min(cents, Math.max(0, after));
  };
  if (rule.detailType === 'SHIPPING_FEES') {
    return { reductionCents: 0, shippingReductionCents: reduce(cart.shippingCents) };
  }
  return { reductionCents: reduce(cart.subtotalCents), shippingReductionCents: 0 };
}

/** Codes are compared without case or surrounding spaces. */
export function normaliseDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}
