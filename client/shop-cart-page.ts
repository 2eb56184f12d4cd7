import { createElement, useCallback, useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { subscribe } from 'valtio/vanilla';
import {
  cartRuleSettings,
  cartStateFulfilment,
  cartProblemMessage,
  firstCartProblem,
  storedLineDeclinationId,
} from '../src/domain/catalogue/cart-rules.ts';
import { orderDeliveryType } from '../src/domain/orders/checkout.ts';
import type { CartLine, DeliveryType } from '../src/schema/catalogue/cart.ts';
import { applyServerQuantities, ruleLines, type ServerQuantity } from '../src/ui/cart/cart-view.ts';
import { useT } from '../src/i18n/react.tsx';
import { CartPage } from '../src/ui/islands/CartPage.tsx';
import type { CartPageProps } from '../src/ui/islands/CartPage.tsx';
import { cartStore } from './cart-store.ts';
import type { CartStore } from './cart-store.ts';

// CartPage bound to the Valtio cart (shop chunk). On arrival the stock of every line is asked
// from the server (PUT /product/quantities) and the lines corrected; « Passer la commande »
// checks the rules here, then asks the server (POST /order/validate) before going on to the
// checkout page. A refusal becomes the cart state's errorCartMessage, and the quantities are
// refreshed (after validation failures).

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}

async function callApi<T>(method: 'PUT' | 'POST', path: string, body: unknown): Promise<Envelope<T>> {
  const response = await fetch(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json<Envelope<T>>();
}

const orderLines = (lines: readonly CartLine[]) =>
  lines.map((line) => ({ id: storedLineDeclinationId(line) ?? 0, quantity: line.quantity }));

/** Asks the server for the stock of every line and corrects the lines; returns the notices. */
async function refreshQuantities(store: CartStore, handleStock: boolean): Promise<string[]> {
  const lines = store.state.lines;
  if (lines.length === 0) return [];
  const ids = [...new Set(orderLines(lines).map((line) => line.id))].filter((id) => id > 0);
  const answer = await callApi<ServerQuantity[]>('PUT', '/product/quantities', {
    products: ids.map((id) => ({ id })),
  });
  if (!answer.success) return [];
  // The visitor may have changed the cart while the answer travelled: correct the lines as
  // they are now.
  const corrected = applyServerQuantities(store.state.lines, answer.data, handleStock);
  store.state.lines = corrected.lines;
  return corrected.notices;
}

function useCartLines(store: CartStore): { lines: readonly CartLine[] | null; deliveryType: DeliveryType } {
  const [lines, setLines] = useState<readonly CartLine[] | null>(null);
  const [deliveryType, setDeliveryType] = useState<DeliveryType>('delivery');
  useEffect(() => {
    const update = () => {
      setLines([...store.state.lines]);
      setDeliveryType(store.state.deliveryType);
    };
    update();
    return subscribe(store.state, update);
  }, [store]);
  return { lines, deliveryType };
}

export function CartPageIsland(props: CartPageProps): ReactElement {
  const store = cartStore;
  const t = useT();
  const { lines, deliveryType } = useCartLines(store);
  const [notices, setNotices] = useState<string[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const handleStock = cartRuleSettings(props.rules).handleStock;
  const refreshed = useRef(false);

  useEffect(() => {
    if (refreshed.current) return;
    refreshed.current = true;
    setError(store.state.errorCartMessage);
    refreshQuantities(store, handleStock).then(setNotices, () => setNotices([]));
  }, [store, handleStock]);

  const fail = useCallback(
    (message: string) => {
      store.state.errorCartMessage = message;
      setError(message);
    },
    [store],
  );
  const edited = () => {
    if (store.state.errorCartMessage !== '') store.state.errorCartMessage = '';
    setError('');
  };

  const checkout = async () => {
    const current = store.state.lines;
    // A pick-up is not an expedition: the bottles-per-expedition rules follow the choice.
    const chosen = store.state.deliveryType;
    const problem = firstCartProblem(
      ruleLines(current, handleStock, t.tag),
      cartRuleSettings(props.rules),
      cartStateFulfilment(chosen),
    );
    if (problem) {
      fail(cartProblemMessage(t, problem));
      return;
    }
    setBusy(true);
    try {
      const answer = await callApi<unknown>('POST', '/order/validate', {
        products: orderLines(current),
        // The server applies the same rules as this page.
        deliveryType: orderDeliveryType(store.state),
      });
      if (answer.success) {
        edited();
        window.location.assign(props.checkoutHref);
        return;
      }
      fail(answer.message);
      setNotices(await refreshQuantities(store, handleStock));
    } catch {
      fail(t.t('cart.networkError'));
    } finally {
      setBusy(false);
    }
  };

  return createElement(CartPage, {
    ...props,
    lines,
    notices,
    error,
    busy,
    deliveryType,
    onDeliveryType: (type) => {
      edited();
      store.setDeliveryType(type);
    },
    onStep: (lineId, direction) => {
      edited();
      store.step(lineId, direction);
    },
    onQuantity: (lineId, quantity) => {
      edited();
      store.setQuantity(lineId, quantity);
    },
    onRemove: (lineId) => {
      edited();
      store.remove(lineId);
    },
    onCheckout: () => void checkout(),
  });
}
