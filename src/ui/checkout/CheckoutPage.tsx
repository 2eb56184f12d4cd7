import type { ReactElement } from 'react';
import { Island } from '../islands/island';
import { Checkout } from '../islands/Checkout';
import type { CheckoutProps } from './checkout-types';

// /commande: the checkout island in the page's main column. The cart is in the browser, so
// the worker renders the island's loading state; without JavaScript the page says so.

export function CheckoutPage(props: CheckoutProps): ReactElement {
  return (
    <article className="checkout-page">
      <link rel="stylesheet" href="/assets/checkout.css" precedence="default" />
      <h1>Commande</h1>
      <noscript>
        <p className="checkout__error">
          Pour passer commande, activez JavaScript dans votre navigateur : votre panier est gardé sur cet
          appareil.
        </p>
      </noscript>
      <Island name="Checkout" chunk="shop" component={Checkout} props={props} />
    </article>
  );
}
