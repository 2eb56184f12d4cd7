import { createElement, useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { CartBadge } from '../src/ui/islands/CartBadge.tsx';
import type { CartBadgeProps } from '../src/ui/islands/CartBadge.tsx';
import { CART_CHANGE_EVENT, CART_STORAGE_KEY, changedCount, storedCartCount } from './cart-count.ts';

// CartBadge fed with the cart's count. The first render shows the worker's count (0) so
// hydration matches; the stored count arrives in the effect, then follows the cart store's
// changes on this page (CART_CHANGE_EVENT, when a shop island loaded the store) and other
// tabs' (storage events). The badge does not import the store (client/cart-count.ts says why).

function browserStorage(): Pick<Storage, 'getItem' | 'removeItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // reading window.localStorage throws when cookies are blocked
  }
}

/** The cart's count after hydration (null before); `events` is the window unless a test says. */
function useCartCount(target?: EventTarget): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const events = target ?? window;
    const reread = () => setCount(storedCartCount(browserStorage()));
    // The store's count, not storage's: a cart that cannot be stored still counts.
    const onChange = (event: Event) => {
      const changed = changedCount(event);
      if (changed === null) reread();
      else setCount(changed);
    };
    const onStorage = (event: Event) => {
      const { key } = event as StorageEvent;
      if (key === CART_STORAGE_KEY || key === null) reread(); // null: storage cleared
    };
    reread();
    events.addEventListener(CART_CHANGE_EVENT, onChange);
    events.addEventListener('storage', onStorage);
    return () => {
      events.removeEventListener(CART_CHANGE_EVENT, onChange);
      events.removeEventListener('storage', onStorage);
    };
  }, [target]);
  return count;
}

export function CartBadgeIsland(props: CartBadgeProps): ReactElement {
  const count = useCartCount();
  return createElement(CartBadge, count === null ? props : { ...props, count });
}
