import { CheckoutPayment } from '../src/ui/islands/CheckoutPayment.tsx';
import { CheckoutIsland } from './checkout-island.ts';
import { island } from './island-registry.ts';
import type { IslandRegistry } from './island-registry.ts';
import { CartPageIsland } from './shop-cart-page.ts';
import { MiniCartIsland } from './shop-mini-cart.ts';
import { ProductPurchaseIsland } from './shop-product-purchase.ts';

// The shop chunk: islands of the shop and checkout pages (product purchase, cart page,
// checkout steps…), built into their own file and loaded only by pages that render one of
// them, so the main islands bundle every page loads stays within its 20 KB budget.
//
// To add an island to the chunk (README "Shop islands chunk"):
//   1. render it with `<Island name="X" chunk="shop" component={X} props={…} />`;
//   2. register it below, one line, names in alphabetical order: `X: island(X)` (or its
//      client wrapper when it is bound to a store, as in client/cart-badge.ts).
// Code shared with the main bundle (preact, valtio, client/cart-store.ts) is not duplicated:
// esbuild keeps it in the main bundle's files, so the cart store is one instance for all.

// The header's mini-cart is not hydrated from markup: client/mini-cart-trigger.ts calls this
// when the badge is first hovered or focused (SEE_CART_ON_HOVER).
export { openMiniCart } from './shop-mini-cart.ts';

export const shopIslandRegistry: IslandRegistry = {
  CartPage: island(CartPageIsland),
  Checkout: island(CheckoutIsland),
  CheckoutPayment: island(CheckoutPayment),
  MiniCart: island(MiniCartIsland),
  ProductPurchase: island(ProductPurchaseIsland),
};
