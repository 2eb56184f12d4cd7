import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import {
  cartBottles,
  cartProblemMessage,
  firstCartProblem,
  ruleLine,
  type CartFulfilment,
  type RuleUnit,
} from '../../../src/domain/catalogue/cart-rules';
import { failure, success, type Result } from '../shared/result';
import { loadCartRuleSettings } from './cart.repository';
import { loadSellables, type Sellable } from './sellable.repository';

// validateCart (the cart's CONTRACT with checkout): prices, stock and bottle rules
// come from D1, never from the browser. POST /order/validate answers its result; POST /order
// runs it again inside the order flow before reserving stock.

export interface CartInputLine {
  id: number; // declination id
  quantity: number;
}

interface ValidatedLine {
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

function unitOf(sellable: Sellable): RuleUnit {
  return {
    type: sellable.type,
    capacity: sellable.capacity,
    capacityUnit: sellable.capacityUnit,
    sellByMultipleOf: sellable.sellByMultipleOf,
    isVintage: sellable.isVintage,
  };
}

/** Why a cart is refused: an unknown (or another site's, or unpublished) declination, a line
 * asking for more than the stock, a bottle rule (each with its French message). */
export type CartFailure = 'PRODUCT_UNAVAILABLE' | 'OUT_OF_STOCK' | 'CART_RULE';

/**
 * The priced cart, or why it is refused. `fulfilment`: a pick-up or an order without delivery
 * is not an expedition (src/domain/catalogue/cart-rules.ts orderFulfilment), so only the line rules apply.
 */
export async function validateCart(
  db: D1Database,
  siteId: number,
  input: readonly CartInputLine[],
  fulfilment: CartFulfilment = 'SHIPMENT',
  /** The shopper's locale: a rule's refusal is worded in it. */
  locale = 'fr_FR',
): Promise<Result<ValidatedCart, CartFailure>> {
  const wanted = mergeLines(input);
  const [sellables, settings] = await Promise.all([
    loadSellables(
      db,
      siteId,
      wanted.map((line) => line.id),
    ),
    loadCartRuleSettings(db, siteId),
  ]);
  const priced: ValidatedLine[] = [];
  for (const line of wanted) {
    const sellable = sellables.get(line.id);
    if (!sellable) return failure('PRODUCT_UNAVAILABLE', UNAVAILABLE_PRODUCT);
    const unitPriceCents = sellable.unitPriceCents; // after the declination's own discount
    priced.push({
      sellable,
      quantity: line.quantity,
      unitPriceCents,
      lineTotalCents: unitPriceCents * line.quantity,
    });
  }
  const ruleLines = priced.map(({ sellable, quantity }) =>
    ruleLine(unitOf(sellable), {
      declinationId: sellable.declinationId,
      label: sellable.label,
      quantity,
      stock: sellable.stock,
    }),
  );
  const problem = firstCartProblem(ruleLines, settings, fulfilment);
  if (problem) {
    const message = cartProblemMessage(translatorFor(locale), problem);
    return failure(problem.code === 'OVER_STOCK' ? 'OUT_OF_STOCK' : 'CART_RULE', message);
  }
  return success({
    lines: priced,
    subtotalCents: priced.reduce((total, line) => total + line.lineTotalCents, 0),
    bottleCount: cartBottles(ruleLines),
  });
}
