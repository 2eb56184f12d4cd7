import type { CartRuleSettings } from '../../../src/domain/catalogue/cart-rules';
import { cartRuleSettings } from '../../../src/domain/catalogue/cart-rules';
import { parameterValues } from '../site/settings/parameter.repository';

// The shop parameters the cart rules read (worker/seed/parameters.ts "Shop" and HANDLE_STOCK).
const CART_RULE_PARAMETERS = [
  'BOTTLE_MULTIPLE',
  'MIN_BOTTLES_PER_EXPEDITION',
  'MAX_BOTTLES_PER_EXPEDITION',
  'HANDLE_STOCK',
] as const;

export async function loadCartRuleSettings(db: D1Database, siteId: number): Promise<CartRuleSettings> {
  const values = await parameterValues(db, siteId, CART_RULE_PARAMETERS);
  return cartRuleSettings(Object.fromEntries(values));
}
