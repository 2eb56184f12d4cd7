import { parseStoredCart } from '../src/domain/catalogue/stored-cart.ts';
import type { StoredCart } from '../src/schema/catalogue/cart.ts';

// What the header's cart badge needs of the cart: a number. The badge is on every page of a
// shop site, the cart store (valtio, the cart rules: client/cart-store.ts) only on the pages
// that change the cart, so the badge reads the stored cart itself and the store, when a page
// has it, announces each change with CART_CHANGE_EVENT (a content page of the wine
// site no longer downloads the store for the badge alone).

/** The key client/cart-store.ts persists the cart under (kept here so the badge needs no store). */
export const CART_STORAGE_KEY = 'cart';

/** Dispatched on the window by the cart store after each change, with the new count. */
export const CART_CHANGE_EVENT = 'cart:change';

export interface CartChangeDetail {
  count: number;
}

/** Removes the stored cart; storage that refuses has nothing to read back either. */
export function forgetStoredCart(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(CART_STORAGE_KEY);
  } catch {
    // Nothing stored can be read back either.
  }
}

/**
 * The stored cart, or null when nothing (or nothing valid) is stored or storage is off. A stored
 * value that is not a cart (corrupt, another application's, a negative quantity) is removed:
 * the store's restore() and the badge, often the only cart code on a page, both read through here.
 */
export function readStoredCart(storage: Pick<Storage, 'getItem' | 'removeItem'> | null): StoredCart | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(CART_STORAGE_KEY);
  } catch {
    return null; // storage disabled: only a store on this page knows the cart
  }
  const stored = parseStoredCart(raw);
  if (!stored && raw !== null) forgetStoredCart(storage);
  return stored;
}

/** Items in the stored cart; 0 when nothing (or nothing valid) is stored or storage is off. */
export function storedCartCount(storage: Pick<Storage, 'getItem' | 'removeItem'> | null): number {
  return (readStoredCart(storage)?.lines ?? []).reduce((total, line) => total + line.quantity, 0);
}

/** The count a CART_CHANGE_EVENT carries, or null for a foreign event of that name. */
export function changedCount(event: Event): number | null {
  const detail = (event as CustomEvent<Partial<CartChangeDetail> | null>).detail;
  return typeof detail?.count === 'number' ? detail.count : null;
}
