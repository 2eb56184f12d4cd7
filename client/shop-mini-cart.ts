import { createElement, useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { subscribe } from 'valtio/vanilla';
import type { CartLine } from '../src/schema/cart.ts';
import { MiniCart } from '../src/ui/islands/MiniCart.tsx';
import type { MiniCartProps } from '../src/ui/islands/MiniCart.tsx';
import { cartStore } from './cart-store.ts';

// MiniCart bound to the Valtio cart (shop chunk): the first render is the worker's (no
// lines, count 0) so hydration matches; the stored lines arrive in the effect.

export function MiniCartIsland(props: MiniCartProps): ReactElement {
  const [lines, setLines] = useState<readonly CartLine[] | null>(null);
  useEffect(() => {
    const update = () => setLines([...cartStore.state.lines]);
    update();
    return subscribe(cartStore.state, update);
  }, []);
  return createElement(MiniCart, { ...props, lines });
}
