import type { IslandComponent, IslandRegistry } from './island-registry.ts';

// The shop chunk: islands of the shop and checkout pages (product purchase, cart page,
// checkout steps…), built into their own file and loaded only by pages that render one of
// them, so the main islands bundle every page loads stays within its 20 KB budget.
//
// To add an island to the chunk (docs/architecture.md, « Shop islands chunk »):
//   1. render it with `<Island name="X" chunk="shop" component={X} props={…} />`;
//   2. register it below, names in alphabetical order: `X: () => import('…').then(…)` (its
//      client wrapper when it is bound to a store, as in client/cart-badge.ts).
// Code shared with the main bundle (preact, valtio, client/cart-store.ts) is not duplicated:
// esbuild keeps it in the main bundle's files, so the cart store is one instance for all.

// The header's mini-cart is not hydrated from markup: client/mini-cart-trigger.ts calls this
// when the badge is first hovered or focused (SEE_CART_ON_HOVER).
export { openMiniCart } from './shop-mini-cart.ts';

// Each island is imported on its own (esbuild gives it its own file, what they share goes to
// common chunks): a product page loads the purchase island, not the checkout's forms, carriers
// and payment (30 KB of JavaScript for a product page).
const as = (component: unknown) => component as IslandComponent;

export const shopIslandRegistry: IslandRegistry = {
  BookingPayment: () =>
    import('../src/ui/islands/BookingPayment.tsx').then((module) => as(module.BookingPayment)),
  CartPage: () => import('./shop-cart-page.ts').then((module) => as(module.CartPageIsland)),
  Checkout: () => import('./checkout-island.ts').then((module) => as(module.CheckoutIsland)),
  CheckoutPayment: () =>
    import('../src/ui/islands/CheckoutPayment.tsx').then((module) => as(module.CheckoutPayment)),
  GiftCardPayment: () =>
    import('../src/ui/islands/GiftCardPayment.tsx').then((module) => as(module.GiftCardPayment)),
  MiniCart: () => import('./shop-mini-cart.ts').then((module) => as(module.MiniCartIsland)),
  ProductPurchase: () =>
    import('./shop-product-purchase.ts').then((module) => as(module.ProductPurchaseIsland)),
};
