import {
  cartBottles,
  cartRuleSettings,
  firstCartProblem,
  ruleLine,
  type CartFulfilment,
  storedLineDeclinationId,
  storedLineUnit,
  type CartProblem,
  type RuleLine,
} from '../../domain/catalogue/cart-rules.ts';
import { priceWithDiscount } from '../../domain/catalogue/pricing.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { CartLine } from '../../schema/catalogue/cart.ts';
import { declinationLabel } from '../shop/declination-view.ts';
import { priceView, type PriceSettings, type PriceView } from '../shop/price-view.ts';

// What the cart page shows, from the lines stored in the browser: labels, display prices
// (priceWithDiscount, the server's rule), bottle rules and the free-shipping progress. The
// server prices and validates again (POST /order/validate): nothing here is trusted.
// Only type imports from src/schema: this runs in the shop chunk.

/** The shop parameters the cart page needs, as the page passes them (JSON props). */
export type CartPageSettings = {
  /** BOTTLE_MULTIPLE, MIN/MAX_BOTTLES_PER_EXPEDITION, HANDLE_STOCK as the site stores them. */
  rules: Record<string, string | null>;
  prices: PriceSettings;
  /** FREE_SHIPPING_BOTTLE_COUNT and FREE_SHIPPING_PRICE (euros); 0 means never. */
  freeShipping: { bottles: number; price: number };
};

export interface CartLineView {
  lineId: number;
  declinationId: number | null;
  name: string;
  /** « 2022 – 75 cl »; empty for a box. */
  detail: string;
  href: string | null;
  image: string | null;
  quantity: number;
  step: number;
  /** Units left, when the site handles stock and knows it. */
  stock: number | null;
  price: PriceView | null;
  total: number | null;
}

export interface FreeShippingView {
  reached: boolean;
  /** 0 to 1, the closest of the two thresholds. */
  progress: number;
  /** What is still missing, by bottles and by amount (euros); null when that threshold is off. */
  missingBottles: number | null;
  missingAmount: number | null;
}

export interface CartView {
  lines: CartLineView[];
  itemCount: number;
  bottles: number;
  subtotal: number | null;
  problem: CartProblem | null;
  freeShipping: FreeShippingView | null;
}

const productHref = (line: CartLine): string | null => {
  const slug = (line.product as { slug?: unknown }).slug;
  return typeof slug === 'string' && slug !== '' ? `/boutique/${line.product.id}-${slug}` : null;
};

const productImage = (line: CartLine): string | null => {
  const image = (line.product as { image?: unknown }).image;
  return typeof image === 'string' && image !== '' ? image : null;
};

function declinationOf(line: CartLine) {
  const id = storedLineDeclinationId(line);
  return line.product.declination.find((candidate) => candidate.id === id) ?? null;
}

/** The stored price of a line: its declination's, or the box's for a box stored without one. */
function storedPrice(line: CartLine) {
  const declination = declinationOf(line);
  if (declination) return { price: declination.price, discount: declination.discount ?? null };
  if (line.product.box) return { price: line.product.box.price, discount: line.product.box.discount ?? null };
  return null;
}

export function ruleLines(lines: readonly CartLine[], handleStock: boolean, tag = 'fr-FR'): RuleLine[] {
  return lines.map((line) => {
    const declination = declinationOf(line);
    const stock = handleStock && typeof declination?.quantity === 'number' ? declination.quantity : null;
    return ruleLine(storedLineUnit(line), {
      declinationId: storedLineDeclinationId(line) ?? -line.id - 1,
      label: lineLabel(line, tag),
      quantity: line.quantity,
      stock,
    });
  });
}

function lineLabel(line: CartLine, tag = 'fr-FR'): string {
  const declination = declinationOf(line);
  const detail = line.product.type.type === 'WINE' && declination ? declinationLabel(declination, tag) : '';
  return detail ? `${line.product.name} ${detail}` : line.product.name;
}

/** The free-shipping progress text in the reader's language. */
export function freeShippingMessage(
  t: Pick<Translator, 't' | 'number' | 'euros'>,
  view: FreeShippingView,
): string {
  if (view.reached) return t.t('cart.freeShipping.reached');
  const bottles =
    view.missingBottles === null
      ? null
      : t.t('cart.freeShipping.bottles', {
          count: Math.round(view.missingBottles * 100) / 100,
        });
  const amount =
    view.missingAmount === null
      ? null
      : t.t('cart.freeShipping.amount', { amount: t.euros(view.missingAmount) });
  if (bottles !== null && amount !== null) return t.t('cart.freeShipping.missingEither', { bottles, amount });
  return t.t('cart.freeShipping.missing', { missing: bottles ?? amount ?? '' });
}

export function freeShippingView(
  settings: CartPageSettings['freeShipping'],
  bottles: number,
  subtotal: number | null,
): FreeShippingView | null {
  const byBottles = settings.bottles > 0 ? Math.min(1, bottles / settings.bottles) : null;
  const byPrice = settings.price > 0 && subtotal !== null ? Math.min(1, subtotal / settings.price) : null;
  if (byBottles === null && byPrice === null) return null;
  const progress = Math.max(byBottles ?? 0, byPrice ?? 0);
  if (progress >= 1) return { reached: true, progress: 1, missingBottles: null, missingAmount: null };
  return {
    reached: false,
    progress,
    missingBottles: byBottles === null ? null : settings.bottles - bottles,
    missingAmount: byPrice === null || subtotal === null ? null : settings.price - subtotal,
  };
}

/** `fulfilment`: a pick-up is not an expedition, so the bottles-per-expedition rules do not apply. */
export function cartView(
  lines: readonly CartLine[],
  settings: CartPageSettings,
  fulfilment: CartFulfilment = 'SHIPMENT',
  /** The page's language tag: capacities' decimals in the line labels (« 37.5 cl » in en-GB). */
  tag = 'fr-FR',
): CartView {
  const rules = cartRuleSettings(settings.rules);
  const rule = ruleLines(lines, rules.handleStock, tag);
  const views = lines.map((line, index): CartLineView => {
    const declination = declinationOf(line);
    const stored = storedPrice(line);
    const price = stored ? priceView(settings.prices, stored) : null;
    const unit = stored ? priceWithDiscount(stored.price, stored.discount) : null;
    return {
      lineId: line.id,
      declinationId: storedLineDeclinationId(line),
      name: line.product.name,
      detail: line.product.type.type === 'WINE' && declination ? declinationLabel(declination, tag) : '',
      href: productHref(line),
      image: productImage(line),
      quantity: line.quantity,
      step: rule[index]?.step ?? 1,
      stock: rule[index]?.stock ?? null,
      price,
      total: price && unit !== null ? Math.round(unit * line.quantity * 100) / 100 : null,
    };
  });
  const bottles = cartBottles(rule);
  const subtotal = settings.prices.hidePrices
    ? null
    : Math.round(views.reduce((total, line) => total + (line.total ?? 0), 0) * 100) / 100;
  return {
    lines: views,
    itemCount: lines.reduce((total, line) => total + line.quantity, 0),
    bottles,
    subtotal,
    problem: lines.length === 0 ? null : firstCartProblem(rule, rules, fulfilment),
    freeShipping: lines.length === 0 ? null : freeShippingView(settings.freeShipping, bottles, subtotal),
  };
}

export interface ServerQuantity {
  id: number;
  quantity: number;
}

/**
 * The lines after the server's stock answer (PUT /product/quantities): each declination's
 * stock is updated; a declination the server no longer knows is removed; with stock handled,
 * a quantity above the stock is lowered to the largest allowed multiple (removed at 0). Each
 * change comes with a French sentence for the visitor.
 */
export function applyServerQuantities(
  lines: readonly CartLine[],
  quantities: readonly ServerQuantity[],
  handleStock: boolean,
): { lines: CartLine[]; notices: string[] } {
  const stockById = new Map(quantities.map((row) => [row.id, row.quantity]));
  const notices: string[] = [];
  const next: CartLine[] = [];
  for (const line of lines) {
    const id = storedLineDeclinationId(line);
    const stock = id === null ? undefined : stockById.get(id);
    const label = lineLabel(line);
    if (stock === undefined) {
      notices.push(`« ${label} » n'est plus disponible : il a été retiré de votre panier.`);
      continue;
    }
    const product = {
      ...line.product,
      declination: line.product.declination.map((declination) =>
        declination.id === id ? { ...declination, quantity: stock } : declination,
      ),
    };
    if (!handleStock || line.quantity <= stock) {
      next.push({ ...line, product });
      continue;
    }
    const step = ruleLines([line], false)[0]?.step ?? 1;
    const allowed = Math.floor(Math.max(0, stock) / step) * step;
    if (allowed === 0) {
      notices.push(`« ${label} » est épuisé : il a été retiré de votre panier.`);
      continue;
    }
    notices.push(`Il ne reste que ${stock} « ${label} » : la quantité a été ramenée à ${allowed}.`);
    next.push({ ...line, product, quantity: allowed });
  }
  return { lines: next, notices };
}
