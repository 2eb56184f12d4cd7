import { cartBottles, firstCartProblem, ruleLine, type RuleUnit } from '../../../src/domain/cart-rules';
import { AppError, badRequest } from '../../errors';
import { loadCartRuleSettings } from './cart.repository';
import { loadSellables, type Sellable } from './sellable.repository';

// validateCart (issue 9, the cart's CONTRACT with checkout): prices, stock and bottle rules
// come from D1, never from the browser. POST /order/validate answers its result; POST /order
// runs it again inside the order flow before reserving stock.

export interface CartInputLine {
  id: number; // declination id
  quantity: number;
}

export interface ValidatedLine {
  sellable: Sellable;
  quantity: number;
  unitPriceCents: number; // after the declination's own discount
  lineTotalCents: number;
}

export interface ValidatedCart {
  lines: ValidatedLine[];
  subtotalCents: number;
  bottleCount: number;
}

export const UNAVAILABLE_PRODUCT = "Un produit de votre panier n'est plus disponible.";

/** Lines of one declination sent twice are added up, in the order they first came. */
function mergeLines(lines: readonly CartInputLine[]): CartInputLine[] {
  const merged = new Map<number, CartInputLine>();
  for (const line of lines) {
    const existing = merged.get(line.id);
    merged.set(line.id, { id: line.id, quantity: (existing?.quantity ?? 0) + line.quantity });
  }
  return [...merged.values()];
}

export function unitOf(sellable: Sellable): RuleUnit {
  return {
    type: sellable.type,
    capacity: sellable.capacity,
    capacityUnit: sellable.capacityUnit,
    sellByMultipleOf: sellable.sellByMultipleOf,
    isVintage: sellable.isVintage,
  };
}

/**
 * The priced cart, or an AppError with the French message: 400 for an unknown (or another
 * site's, or unpublished) declination and for the bottle rules, 409 when a line asks for
 * more than the stock.
 */
export async function validateCart(
  db: D1Database,
  siteId: number,
  input: readonly CartInputLine[],
): Promise<ValidatedCart> {
  const wanted = mergeLines(input);
  const [sellables, settings] = await Promise.all([
    loadSellables(
      db,
      siteId,
      wanted.map((line) => line.id),
    ),
    loadCartRuleSettings(db, siteId),
  ]);
  const priced: ValidatedLine[] = wanted.map((line) => {
    const sellable = sellables.get(line.id);
    if (!sellable) throw badRequest(UNAVAILABLE_PRODUCT);
    const unitPriceCents = sellable.unitPriceCents; // after the declination's own discount
    return {
      sellable,
      quantity: line.quantity,
      unitPriceCents,
      lineTotalCents: unitPriceCents * line.quantity,
    };
  });
  const ruleLines = priced.map(({ sellable, quantity }) =>
    ruleLine(unitOf(sellable), {
      declinationId: sellable.declinationId,
      label: sellable.label,
      quantity,
      stock: sellable.stock,
    }),
  );
  const problem = firstCartProblem(ruleLines, settings);
  if (problem) throw new AppError(problem.code === 'OVER_STOCK' ? 409 : 400, problem.message);
  return {
    lines: priced,
    subtotalCents: priced.reduce((total, line) => total + line.lineTotalCents, 0),
    bottleCount: cartBottles(ruleLines),
  };
}
