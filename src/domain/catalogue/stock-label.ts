import type { ParameterMap } from '../../schema/site/parameter.ts';

// The stock label a shopper sees next to a declination, one rule for the list page,
// the product page and the declination island. Only type imports: this runs in the shop chunk.
//
// - HANDLE_STOCK off: the shop does not count stock; nothing is shown and everything can be
//   ordered (the quantities stored are not kept up to date, so they must not be believed).
// - HANDLE_STOCK on, stock 0 or less: OUT_OF_STOCK_LABEL (« Épuisé »), not orderable.
// - HANDLE_STOCK on, USE_PRODUCT_STOCK on, stock under STOCK_DISPLAY_THRESHOLD: the number
//   left (« Plus que 3 en stock »), so the shopper knows to hurry; 0 turns the count off.
// - otherwise IN_STOCK_LABEL (« En stock »). With USE_PRODUCT_STOCK off the owner chose not
//   to publish per-product counts: only the two labels appear.
// A declination whose stock the provider does not give (null) counts as not managed.

export type StockSettings = {
  handleStock: boolean;
  useProductStock: boolean;
  /** Counts under this are shown; 0 never shows a count. */
  threshold: number;
  inStockLabel: string;
  outOfStockLabel: string;
  /** The low-stock texts in the page's language (« Plus que # en stock »: # is the count). */
  remainingOne?: string;
  remainingMany?: string;
}; // a type, not an interface: it travels in an island's JSON props

type StockState = 'UNTRACKED' | 'IN_STOCK' | 'LOW_STOCK' | 'OUT_OF_STOCK';

export interface StockLabel {
  state: StockState;
  /** What to show, or null (stock not managed). */
  text: string | null;
  /** Whether the shopper may add it to the cart. */
  available: boolean;
}

const DEFAULT_IN_STOCK_LABEL = 'En stock';
const DEFAULT_OUT_OF_STOCK_LABEL = 'Épuisé';

const text = (parameters: ParameterMap, type: string, fallback: string): string => {
  const value = parameters[type]?.value?.trim();
  return value ? value : fallback;
};

/** The default texts in the page's language (catalogues/shop.ts 'stock.*'); French without. */
export interface StockWords {
  inStock: string;
  outOfStock: string;
  remainingOne: string;
  /** With '#' where the count goes. */
  remainingMany: string;
}

/**
 * The settings from the site's parameters; a missing or bad value takes the default, in the
 * page's language when `words` are given (the labels the owner set come translated from the
 * parameters' overlay).
 */
export function stockSettings(parameters: ParameterMap, words?: StockWords): StockSettings {
  const threshold = Number(parameters.STOCK_DISPLAY_THRESHOLD?.value ?? '');
  return {
    handleStock: parameters.HANDLE_STOCK?.value === 'true',
    useProductStock: parameters.USE_PRODUCT_STOCK?.value === 'true',
    threshold: Number.isFinite(threshold) && threshold > 0 ? Math.floor(threshold) : 0,
    inStockLabel: text(parameters, 'IN_STOCK_LABEL', words?.inStock ?? DEFAULT_IN_STOCK_LABEL),
    outOfStockLabel: text(parameters, 'OUT_OF_STOCK_LABEL', words?.outOfStock ?? DEFAULT_OUT_OF_STOCK_LABEL),
    ...(words ? { remainingOne: words.remainingOne, remainingMany: words.remainingMany } : {}),
  };
}

/** « Plus qu'un seul en stock », « Plus que 4 en stock » (or the settings' own words). */
export function remainingText(
  count: number,
  settings?: Pick<StockSettings, 'remainingOne' | 'remainingMany'>,
): string {
  if (count === 1) return settings?.remainingOne ?? "Plus qu'un seul en stock";
  return settings?.remainingMany
    ? settings.remainingMany.replace('#', String(count))
    : `Plus que ${count} en stock`;
}

export function stockLabel(settings: StockSettings, stock: number | null | undefined): StockLabel {
  if (!settings.handleStock || stock === null || stock === undefined || !Number.isFinite(stock)) {
    return { state: 'UNTRACKED', text: null, available: true };
  }
  const left = Math.floor(stock);
  if (left <= 0) return { state: 'OUT_OF_STOCK', text: settings.outOfStockLabel, available: false };
  if (settings.useProductStock && left < settings.threshold) {
    return { state: 'LOW_STOCK', text: remainingText(left, settings), available: true };
  }
  return { state: 'IN_STOCK', text: settings.inStockLabel, available: true };
}

/** schema.org availability for the Product JSON-LD offers. */
export function schemaAvailability(label: StockLabel): string {
  switch (label.state) {
    case 'OUT_OF_STOCK':
      return 'https://schema.org/OutOfStock';
    case 'LOW_STOCK':
      return 'https://schema.org/LimitedAvailability';
    default:
      return 'https://schema.org/InStock';
  }
}

/**
 * A product's stock on the list, where no declination is chosen yet: what all its declinations
 * hold together (so « Épuisé » only when none is left, a count only when few are).
 */
export function productStock(declinations: readonly { quantity?: number | null }[]): number | null {
  const known = declinations.filter(
    (declination): declination is { quantity: number } =>
      typeof declination.quantity === 'number' && Number.isFinite(declination.quantity),
  );
  if (known.length === 0) return null;
  return known.reduce((total, declination) => total + Math.max(0, Math.floor(declination.quantity)), 0);
}
