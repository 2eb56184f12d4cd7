// The cart lines' local id counter wraps to 0 here. Its own module so that reading a stored
// cart (stored-cart.ts, which the header's cart badge uses on every page of a shop site) does
// not bring the cart rules of cart.ts into the browser with it.
export const CART_COUNTER_WRAP = 100_000;
