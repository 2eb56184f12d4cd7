import { priceWithDiscount } from '../../domain/catalogue/pricing.ts';
import type { ParameterMap } from '../../schema/site/parameter.ts';
import { lazy } from '../../domain/shared/lazy';

// What a shopper sees of a declination's price, the same on the list, the product page and
// in the purchase island: the price after discount (src/domain/catalogue/pricing.ts, the provider's
// rule), the struck price and the discount badge. HIDE_PRICES hides every figure;
// HIDE_PERCENTAGE_DISCOUNT hides the « -10 % » badge (the struck price still tells).
// Only type imports from src/schema: this runs in the shop chunk.

// A type, not an interface: it travels in an island's JSON props.
export type PriceSettings = {
  hidePrices: boolean;
  hidePercentageDiscount: boolean;
};

export interface PriceView {
  /** What is charged, in euros. */
  final: number;
  /** The price before discount, when a discount lowers it. */
  before: number | null;
  /** « -10 % », « -3,00 € », or null. */
  badge: string | null;
}

export interface PricedDeclination {
  price: number;
  discount?: { type: string; amount: number; detailType?: string | null } | null;
}

export function priceSettings(parameters: ParameterMap): PriceSettings {
  return {
    hidePrices: parameters.HIDE_PRICES?.value === 'true',
    hidePercentageDiscount: parameters.HIDE_PERCENTAGE_DISCOUNT?.value === 'true',
  };
}

const EURO = lazy(() => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }));

/** « 12,50 € ». */
export function euros(amount: number): string {
  return EURO().format(amount);
}

/** How a discount badge writes its amount: the page's translator, or French by default. */
export interface BadgeWords {
  euros: (amount: number) => string;
  /** « 10 % » in French, « 10% » in English. */
  percent: (amount: number) => string;
}

const FRENCH_BADGE: BadgeWords = { euros, percent: (amount) => `${amount} %` };

/** The badge words of a translator (catalogues/shop.ts 'product.percent'). */
export function badgeWords(t: {
  euros: (amount: number) => string;
  t: (key: 'product.percent', values: { value: number }) => string;
}): BadgeWords {
  return { euros: t.euros, percent: (amount) => t.t('product.percent', { value: amount }) };
}

/** The figures to show, or null when the site hides prices. */
export function priceView(
  settings: PriceSettings,
  declination: PricedDeclination,
  words: BadgeWords = FRENCH_BADGE,
): PriceView | null {
  if (settings.hidePrices) return null;
  const final = priceWithDiscount(declination.price, declination.discount);
  if (final >= declination.price || !declination.discount) return { final, before: null, badge: null };
  const { type, amount } = declination.discount;
  let badge: string | null;
  if (type === 'EURO') badge = `-${words.euros(amount)}`;
  else badge = settings.hidePercentageDiscount ? null : `-${words.percent(amount)}`;
  return { final, before: declination.price, badge };
}

/** The lowest price after discount among declinations (the list's « à partir de »), or null. */
export function lowestPrice(
  settings: PriceSettings,
  declinations: readonly PricedDeclination[],
  words: BadgeWords = FRENCH_BADGE,
): PriceView | null {
  let lowest: PriceView | null = null;
  for (const declination of declinations) {
    const view = priceView(settings, declination, words);
    if (view && (lowest === null || view.final < lowest.final)) lowest = view;
  }
  return lowest;
}
