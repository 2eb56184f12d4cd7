import { createElement, useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { snapshot, subscribe } from 'valtio/vanilla';
import type { CheckoutCart, CheckoutCartState, CheckoutProps } from '../src/ui/checkout/checkout-types.ts';
import { Checkout } from '../src/ui/islands/Checkout.tsx';
import { cartStore } from './cart-store.ts';
import type { CartStore } from './cart-store.ts';

// Checkout bound to the Valtio cart (src/ may not import client/). The first render has no
// cart, as on the worker, so hydration matches; the stored cart arrives in the effect and
// every change follows synchronously (typing in a field re-renders at once). Snapshots are
// deeply readonly; the checkout never mutates them (it writes through the actions), hence the casts.

/** The store's actions as the checkout uses them: one object per store, stable for effects. */
function checkoutCartFor(store: CartStore): CheckoutCart {
  return {
    read: () => snapshot(store.state) as unknown as CheckoutCartState,
    update: (patch) => {
      Object.assign(store.state, patch);
    },
    setDeliveryType: (deliveryType) => store.setDeliveryType(deliveryType),
    clearShipping: () => store.clearShipping(),
    setLines: (lines) => {
      store.state.lines = lines;
    },
    clear: () => store.clear(),
  };
}

const boundCart = checkoutCartFor(cartStore);

function useCartSnapshot(store: CartStore = cartStore): CheckoutCartState | null {
  const [state, setState] = useState<CheckoutCartState | null>(null);
  useEffect(() => {
    const update = () => setState(snapshot(store.state) as unknown as CheckoutCartState);
    update();
    return subscribe(store.state, update, true);
  }, [store]);
  return state;
}

export function CheckoutIsland(props: CheckoutProps): ReactElement {
  const state = useCartSnapshot();
  return createElement(Checkout, { ...props, state, cart: state ? boundCart : null });
}
