import type { CartRuleSettings } from '../../../src/domain/cart-rules';
import { cartRuleSettings } from '../../../src/domain/cart-rules';

// The shop parameters the cart rules read (worker/seed/parameters.ts "Shop" and HANDLE_STOCK).
const CART_RULE_PARAMETERS = [
  'BOTTLE_MULTIPLE',
  'MIN_BOTTLES_PER_EXPEDITION',
  'MAX_BOTTLES_PER_EXPEDITION',
  'HANDLE_STOCK',
] as const;

export async function loadCartRuleSettings(db: D1Database, siteId: number): Promise<CartRuleSettings> {
  const placeholders = CART_RULE_PARAMETERS.map(() => '?').join(', ');
  const { results } = await db
    .prepare(`SELECT type, value FROM parameters WHERE site_id = ? AND type IN (${placeholders})`)
    .bind(siteId, ...CART_RULE_PARAMETERS)
    .all<{ type: string; value: string | null }>();
  return cartRuleSettings(Object.fromEntries(results.map((row) => [row.type, row.value])));
}
