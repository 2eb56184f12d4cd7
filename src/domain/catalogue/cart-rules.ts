import type { CartLine } from '../../schema/catalogue/cart.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import type { Translator } from '../../i18n/translator.ts';
import { capacityInLitres } from './bottles.ts';

// The cart's shipping and stock rules, pure so the cart island shows the same
// message the server answers (a message key and its values, worded in the page's language by
// cartProblemMessage) from POST /order/validate. Both sides describe their
// lines as RuleLine: the island from the stored products, the server from D1 (never from
// what the browser sent). Only type imports from src/schema: this runs in the islands bundle.

export interface CartRuleSettings {
  /** BOTTLE_MULTIPLE: the cart's bottle count must be a multiple of it (cases of 6…). */
  bottleMultiple: number;
  /** MIN_BOTTLES_PER_EXPEDITION / MAX_BOTTLES_PER_EXPEDITION. */
  minBottles: number;
  maxBottles: number;
  /** HANDLE_STOCK: quantities may not exceed the stock. */
  handleStock: boolean;
}

/** What the rules need to know about one sellable unit (a declination). */
export interface RuleUnit {
  type: 'WINE' | 'BOX';
  capacity: number | null | undefined;
  capacityUnit: string | null | undefined;
  /** For a box, the bottles it holds; for a vintage wine, the quantity step. */
  sellByMultipleOf: number | null | undefined;
  isVintage: boolean | undefined;
}

export interface RuleLine {
  declinationId: number;
  /** Shown in messages, e.g. « Saumur rouge 2022 – 75 cl ». */
  label: string;
  quantity: number;
  /** Bottles this line counts for shipping (see lineBottles). */
  bottles: number;
  /** The quantity must be a multiple of this (1: any quantity). */
  step: number;
  /** Units left, or null when the stock is not known (not managed). */
  stock: number | null;
}

type CartProblemCode =
  'EMPTY' | 'INVALID_QUANTITY' | 'LINE_MULTIPLE' | 'OVER_STOCK' | 'TOO_FEW' | 'TOO_MANY' | 'WRONG_MULTIPLE';

/**
 * How the order leaves the estate. Only a shipment (home delivery or a carrier's relay point)
 * is an expedition: the minimum and maximum bottles and the bottle multiple apply to it alone.
 * A pick-up at the estate (click and collect) or an order without delivery is not shipped, so
 * only the line rules (quantity, sale multiple, stock) apply.
 */
export type CartFulfilment = 'SHIPMENT' | 'NO_SHIPMENT';

/** The fulfilment of an order's delivery type (POST /order's delivery.type). */
export function orderFulfilment(deliveryType: string | null | undefined): CartFulfilment {
  return deliveryType === 'CLICK_AND_COLLECT' || deliveryType === 'NO_DELIVERY' ? 'NO_SHIPMENT' : 'SHIPMENT';
}

/** The fulfilment of the browser cart's delivery choice (CartState.deliveryType). */
export function cartStateFulfilment(deliveryType: string | null | undefined): CartFulfilment {
  return deliveryType === 'clickAndCollect' || deliveryType === 'no_delivery' ? 'NO_SHIPMENT' : 'SHIPMENT';
}

export interface CartProblem {
  code: CartProblemCode;
  /** catalogues/shop.ts; cartProblemMessage words it. */
  key: MessageKey;
  /** Counts are numbers (formatted in the reader's language), labels strings. */
  values?: Record<string, string | number>;
  /** The line concerned, for line problems. */
  declinationId?: number;
}

export const DEFAULT_CART_RULE_SETTINGS: CartRuleSettings = {
  bottleMultiple: 1,
  minBottles: 1,
  maxBottles: 60,
  handleStock: false,
};

function wholeNumber(value: string | null | undefined, fallback: number, min: number): number {
  const parsed = Number(value);
  if (value === null || value === undefined || value.trim() === '' || !Number.isFinite(parsed))
    return fallback;
  return Math.max(min, Math.floor(parsed));
}

/** The settings from the site's parameters (type → value); bad values fall back to the defaults. */
export function cartRuleSettings(
  parameters: Readonly<Record<string, string | null | undefined>>,
): CartRuleSettings {
  const defaults = DEFAULT_CART_RULE_SETTINGS;
  const minBottles = wholeNumber(parameters.MIN_BOTTLES_PER_EXPEDITION, defaults.minBottles, 0);
  // 0 or a maximum under the minimum would refuse every cart: treat it as "no maximum".
  const rawMax = wholeNumber(parameters.MAX_BOTTLES_PER_EXPEDITION, defaults.maxBottles, 0);
  return {
    bottleMultiple: wholeNumber(parameters.BOTTLE_MULTIPLE, defaults.bottleMultiple, 1),
    minBottles,
    maxBottles: rawMax === 0 || rawMax < minBottles ? Number.POSITIVE_INFINITY : rawMax,
    handleStock: parameters.HANDLE_STOCK === 'true',
  };
}

const HALF_BOTTLE_THRESHOLD_LITRES = 0.75;

/**
 * Bottles a quantity of this unit counts (the same rule as
 * src/domain/catalogue/bottles.ts): a wine under 0.75 l is half a bottle; a box counts quantity ×
 * the bottles it holds, rounded down.
 */
export function lineBottles(unit: RuleUnit, quantity: number): number {
  if (unit.type === 'BOX') return Math.floor(quantity * (unit.sellByMultipleOf ?? 1));
  const litres = capacityInLitres(unit.capacity, unit.capacityUnit);
  return litres !== null && litres < HALF_BOTTLE_THRESHOLD_LITRES ? quantity / 2 : quantity;
}

/** Vintage wines sell by their declination's multiple; the rest one by one. */
export function lineStep(unit: RuleUnit): number {
  if (unit.type !== 'WINE' || !unit.isVintage) return 1;
  return Math.max(1, Math.floor(unit.sellByMultipleOf ?? 1));
}

export function ruleLine(
  unit: RuleUnit,
  line: { declinationId: number; label: string; quantity: number; stock: number | null },
): RuleLine {
  return { ...line, bottles: lineBottles(unit, line.quantity), step: lineStep(unit) };
}

/**
 * A problem in the reader's language. Counts are formatted here (« 4,5 » / « 4.5 »); each
 * count also goes as `<name>N`, the raw number the messages' plurals select on.
 */
export function cartProblemMessage(t: Pick<Translator, 't' | 'number'>, problem: CartProblem): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(problem.values ?? {})) {
    if (typeof value === 'number') {
      values[name] = t.number(Math.round(value * 100) / 100, { maximumFractionDigits: 2 });
      values[`${name}N`] = Math.round(value * 100) / 100;
    } else values[name] = value;
  }
  return t.t(problem.key, values);
}

/** Bottles of the whole cart; several lines of one declination are added up. */
export function cartBottles(lines: readonly Pick<RuleLine, 'bottles'>[]): number {
  return lines.reduce((total, line) => total + line.bottles, 0);
}

function lineProblems(lines: readonly RuleLine[], settings: CartRuleSettings): CartProblem[] {
  const problems: CartProblem[] = [];
  const wanted = new Map<number, number>();
  for (const line of lines) {
    const { declinationId, label, quantity, step } = line;
    if (!Number.isInteger(quantity) || quantity < 1) {
      problems.push({
        code: 'INVALID_QUANTITY',
        declinationId,
        key: 'cart.problem.quantity',
        values: { label },
      });
      continue;
    }
    if (quantity % step !== 0) {
      problems.push({
        code: 'LINE_MULTIPLE',
        declinationId,
        key: 'cart.problem.lineMultiple',
        values: { label, step, step2: step * 2, step3: step * 3, quantity },
      });
    }
    wanted.set(declinationId, (wanted.get(declinationId) ?? 0) + quantity);
  }
  if (!settings.handleStock) return problems;
  const reported = new Set<number>();
  for (const line of lines) {
    const total = wanted.get(line.declinationId);
    if (
      line.stock === null ||
      total === undefined ||
      total <= line.stock ||
      reported.has(line.declinationId)
    ) {
      continue;
    }
    reported.add(line.declinationId);
    const left = Math.max(0, line.stock);
    problems.push({
      code: 'OVER_STOCK',
      declinationId: line.declinationId,
      ...(left === 0
        ? { key: 'cart.problem.soldOut', values: { label: line.label } }
        : { key: 'cart.problem.overStock', values: { label: line.label, left, total } }),
    });
  }
  return problems;
}

function totalProblems(bottles: number, settings: CartRuleSettings): CartProblem[] {
  const { minBottles, maxBottles, bottleMultiple } = settings;
  if (bottles < minBottles) {
    const missing = minBottles - bottles;
    return [
      {
        code: 'TOO_FEW',
        key: 'cart.problem.tooFew',
        values: { min: minBottles, bottles, missing },
      },
    ];
  }
  if (bottles > maxBottles) {
    return [
      {
        code: 'TOO_MANY',
        key: 'cart.problem.tooMany',
        values: { max: maxBottles, bottles, extra: bottles - maxBottles },
      },
    ];
  }
  const remainder = bottles % bottleMultiple;
  if (remainder !== 0) {
    const more = bottleMultiple - remainder;
    const canRemove = bottles - remainder >= minBottles && bottles - remainder > 0;
    return [
      {
        code: 'WRONG_MULTIPLE',
        key: canRemove ? 'cart.problem.multipleOrRemove' : 'cart.problem.multiple',
        values: { multiple: bottleMultiple, bottles, more, remainder },
      },
    ];
  }
  return [];
}

/**
 * Every problem of the cart, line problems first (quantity, step, stock) then, for a
 * shipment only, the expedition's (too few, too many, multiple). An empty list means the cart
 * can be ordered that way.
 */
export function cartProblems(
  lines: readonly RuleLine[],
  settings: CartRuleSettings,
  fulfilment: CartFulfilment = 'SHIPMENT',
): CartProblem[] {
  if (lines.length === 0) return [{ code: 'EMPTY', key: 'cart.empty' }];
  const problems = lineProblems(lines, settings);
  if (problems.some((problem) => problem.code === 'INVALID_QUANTITY')) return problems;
  if (fulfilment === 'NO_SHIPMENT') return problems;
  return [...problems, ...totalProblems(cartBottles(lines), settings)];
}

/** The message to show (or answer) for the cart, or null when it is valid. */
export function firstCartProblem(
  lines: readonly RuleLine[],
  settings: CartRuleSettings,
  fulfilment: CartFulfilment = 'SHIPMENT',
): CartProblem | null {
  return cartProblems(lines, settings, fulfilment)[0] ?? null;
}

/** A stored cart line's unit (the browser's copy of the product; display and early checks only). */
export function storedLineUnit(line: Pick<CartLine, 'product' | 'declinationId'>): RuleUnit {
  const { product } = line;
  const declination =
    product.declination.find((candidate) => candidate.id === line.declinationId) ?? product.declination[0];
  if (product.type.type === 'BOX') {
    return {
      type: 'BOX',
      capacity: null,
      capacityUnit: null,
      sellByMultipleOf: product.box?.sellByMultipleOf ?? declination?.sellByMultipleOf ?? 1,
      isVintage: false,
    };
  }
  return {
    type: 'WINE',
    capacity: declination?.capacity,
    capacityUnit: declination?.capacityUnit,
    sellByMultipleOf: declination?.sellByMultipleOf,
    isVintage: product.isVintage,
  };
}

/** The declination a stored line orders; a box line stored before boxes had one uses its only one. */
export function storedLineDeclinationId(line: Pick<CartLine, 'product' | 'declinationId'>): number | null {
  return line.declinationId ?? line.product.declination[0]?.id ?? null;
}
