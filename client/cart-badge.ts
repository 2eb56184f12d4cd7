import { createElement, useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { subscribe } from 'valtio/vanilla';
import { cartItemCount } from '../src/domain/cart.ts';
import { CartBadge } from '../src/ui/islands/CartBadge.tsx';
import type { CartBadgeProps } from '../src/ui/islands/CartBadge.tsx';
import { cartStore } from './cart-store.ts';
import type { CartStore } from './cart-store.ts';

// CartBadge bound to the Valtio cart. The first render shows the worker's count (0) so
// hydration matches; the stored count arrives in the effect, then follows every change.

export function useCartCount(store: CartStore = cartStore): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setCount(cartItemCount(store.state.lines));
    update();
    return subscribe(store.state, update);
  }, [store]);
  return count;
}

export function CartBadgeIsland(props: CartBadgeProps): ReactElement {
  const count = useCartCount();
  return createElement(CartBadge, count === null ? props : { ...props, count });
}
