import { priceWithDiscount } from './pricing.ts';

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

const euros = (cents: number): string =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(cents / 100)
    .replace(/\u202f|\u00a0/g, ' ');

const frenchDate = (iso: string): string =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(iso));

export const UNKNOWN_DISCOUNT = "Ce code de réduction n'existe pas.";

/** Why the code cannot be used (a French sentence), or null when it can. */
export function discountRefusal(
  rule: DiscountRule,
  usage: DiscountUsage,
  cart: { subtotalCents: number; now: Date },
): string | null {
  if (!rule.isActive) return "Ce code de réduction n'est plus proposé.";
  const now = cart.now.getTime();
  if (rule.startsAt !== null && now < Date.parse(rule.startsAt)) {
    return `Ce code de réduction sera valable à partir du ${frenchDate(rule.startsAt)}.`;
  }
  if (rule.endsAt !== null && now > Date.parse(rule.endsAt)) {
    return `Ce code de réduction a expiré le ${frenchDate(rule.endsAt)}.`;
  }
  if (cart.subtotalCents < rule.minSubtotalCents) {
    return `Ce code de réduction s'applique à partir de ${euros(rule.minSubtotalCents)} d'achat.`;
  }
  if (rule.maxUses !== null && usage.uses >= rule.maxUses) {
    return "Ce code de réduction a atteint son nombre maximum d'utilisations.";
  }
  if (rule.maxUsesPerMember !== null && usage.memberUses >= rule.maxUsesPerMember) {
    return rule.maxUsesPerMember <= 1
      ? 'Vous avez déjà utilisé ce code de réduction.'
      : `Vous avez déjà utilisé ce code de réduction ${rule.maxUsesPerMember} fois.`;
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
