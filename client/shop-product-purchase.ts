import { createElement } from 'react';
import type { ReactElement } from 'react';
import { declinationLabel } from '../src/domain/catalogue/product-label.ts';
import type { Translator } from '../src/i18n/translator.ts';
import { useT } from '../src/i18n/react.tsx';
import { ProductPurchase } from '../src/ui/islands/ProductPurchase.tsx';
import type { ProductPurchaseProps, PurchaseProduct } from '../src/ui/islands/ProductPurchase.tsx';
import { cartStore } from './cart-store.ts';
import type { CartStore } from './cart-store.ts';
import { toast } from './toast-bus.ts';

// ProductPurchase bound to the Valtio cart and the toasts (shop chunk). A box's line keeps
// its single declination's id too, the id the provider validates and orders by.

export function addToCart(
  store: CartStore,
  product: PurchaseProduct,
  declinationId: number,
  quantity: number,
  /** The page's translator: the toast is in its language, capacities with its decimals. */
  t: Pick<Translator, 't' | 'tag'>,
): string {
  store.add(product, declinationId, quantity);
  const declination = product.declination.find((candidate) => candidate.id === declinationId);
  const detail = product.type.type === 'WINE' && declination ? declinationLabel(declination, t.tag) : '';
  return t.t('purchase.added', { product: `${product.name}${detail ? ` (${detail})` : ''}`, quantity });
}

export function ProductPurchaseIsland(props: ProductPurchaseProps): ReactElement {
  const t = useT();
  return createElement(ProductPurchase, {
    ...props,
    onAdd: (product, declinationId, quantity) =>
      toast(addToCart(cartStore, product, declinationId, quantity, t), 'success'),
  });
}
