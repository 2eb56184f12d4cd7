import { createElement } from 'react';
import type { ReactElement } from 'react';
import { declinationLabel } from '../src/domain/product-label.ts';
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
): string {
  store.add(product, declinationId, quantity);
  const declination = product.declination.find((candidate) => candidate.id === declinationId);
  const detail = product.type.type === 'WINE' && declination ? declinationLabel(declination) : '';
  return `${product.name}${detail ? ` (${detail})` : ''} × ${quantity} ajouté au panier.`;
}

export function ProductPurchaseIsland(props: ProductPurchaseProps): ReactElement {
  return createElement(ProductPurchase, {
    ...props,
    onAdd: (product, declinationId, quantity) =>
      toast(addToCart(cartStore, product, declinationId, quantity), 'success'),
  });
}
