import { proxy, snapshot, subscribe } from 'valtio/vanilla';
import {
  addLine,
  cartItemCount,
  counterAfter,
  deliveryTypeChange,
  emptyCartState,
  removeLine,
  setLineQuantity,
  stepLineQuantity,
} from '../src/domain/catalogue/cart.ts';
import type { CartLine, CartState, DeliveryType } from '../src/schema/catalogue/cart.ts';
import type { Product } from '../src/schema/catalogue/product.ts';
import { CART_CHANGE_EVENT, CART_STORAGE_KEY, forgetStoredCart, readStoredCart } from './cart-count.ts';
import type { CartChangeDetail } from './cart-count.ts';

// The cart as a Valtio proxy. The rules are the pure functions of
// src/domain/catalogue/cart.ts; this file holds the state, persists it to localStorage after each
// change and restores it at start. Plain fields (phone, message, address…) are set directly
// on `state`; fields with a rule go through the functions below.

export { CART_STORAGE_KEY };

export type CartStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface CartStoreState extends CartState {
  lines: CartLine[];
  counter: number; // id of the next new line; derived from the lines, never stored
}

export interface CartStore {
  state: CartStoreState;
  add(product: Product, declinationId: number | null, quantity?: number): void;
  setQuantity(lineId: number, quantity: number): void;
  step(lineId: number, direction: 1 | -1): void;
  remove(lineId: number): void;
  setDeliveryType(deliveryType: DeliveryType): void;
  /** After a failed shipping-fee calculation. */
  clearShipping(): void;
  /** Empties the cart and removes the stored data. */
  clear(): void;
  /** Loads the stored cart; corrupt or foreign data is discarded. */
  restore(): void;
  /**
   * Restores, then persists after each change; with `events` (the window) it also follows
   * changes made in other tabs and announces each change there (CART_CHANGE_EVENT, with the
   * count: the header's badge listens without loading this store). Returns the function that
   * stops it.
   */
  start(events?: EventTarget): () => void;
}

const emptyState = (): CartStoreState => ({ ...emptyCartState(), lines: [], counter: 0 });

// The stored form: everything but the counter (JSON.stringify drops undefined).
const serialise = (state: Readonly<{ counter: number }>): string =>
  JSON.stringify({ ...state, counter: undefined });

export function createCartStore(storage: CartStorage | null): CartStore {
  const state = proxy<CartStoreState>(emptyState());
  const empty = serialise(emptyState());

  function persist(): void {
    if (!storage) return;
    const data = serialise(snapshot(state));
    try {
      // An empty cart keeps nothing, which is also how clear() removes the stored data.
      if (data === empty) storage.removeItem(CART_STORAGE_KEY);
      else storage.setItem(CART_STORAGE_KEY, data);
    } catch {
      // Quota exceeded or storage disabled: the cart still works for this page.
    }
  }

  const store: CartStore = {
    state,
    add(product, declinationId, quantity) {
      const next = addLine({ lines: state.lines, counter: state.counter }, product, declinationId, quantity);
      state.lines = next.lines;
      state.counter = next.counter;
    },
    setQuantity(lineId, quantity) {
      state.lines = setLineQuantity(state.lines, lineId, quantity);
    },
    step(lineId, direction) {
      state.lines = stepLineQuantity(state.lines, lineId, direction);
    },
    remove(lineId) {
      state.lines = removeLine(state.lines, lineId);
    },
    setDeliveryType(deliveryType) {
      Object.assign(state, deliveryTypeChange(deliveryType));
    },
    clearShipping() {
      state.carrier = null;
      state.shippingPrices = [];
    },
    clear() {
      Object.assign(state, emptyState());
      if (storage) forgetStoredCart(storage);
    },
    restore() {
      if (!storage) return;
      const stored = readStoredCart(storage); // a corrupt or foreign value is removed
      Object.assign(state, emptyState(), stored ?? {}, { counter: counterAfter(stored?.lines ?? []) });
    },
    start(events) {
      store.restore();
      const stopPersisting = subscribe(state, () => {
        persist();
        const detail: CartChangeDetail = { count: cartItemCount(state.lines) };
        events?.dispatchEvent(new CustomEvent(CART_CHANGE_EVENT, { detail }));
      });
      const onStorage = (event: Event) => {
        const { key } = event as StorageEvent;
        if (key === CART_STORAGE_KEY || key === null) store.restore(); // null: storage cleared
      };
      events?.addEventListener('storage', onStorage);
      return () => {
        stopPersisting();
        events?.removeEventListener('storage', onStorage);
      };
    },
  };
  return store;
}

function browserStorage(): CartStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // reading window.localStorage throws when cookies are blocked
  }
}

/**
 * The page's cart. Started (restored, then kept in sync with other tabs) when this module is
 * first evaluated in a browser, which is before any island that reads it renders: the module
 * is no longer in the main islands bundle but in the chunks of the islands that use it (the
 * cart badge, the shop islands), so a site without a shop never downloads it.
 */
export const cartStore = createCartStore(browserStorage());
if (typeof window !== 'undefined') cartStore.start(window);
