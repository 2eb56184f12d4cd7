import type { ReactElement } from 'react';
import { useT } from '../../i18n/react';
import { Island } from '../islands/island';
import { Checkout, CHECKOUT_MESSAGES } from '../islands/Checkout';
import type { CheckoutProps } from './checkout-types';

// /commande: the checkout island in the page's main column. The cart is in the browser, so
// the worker renders the island's loading state; without JavaScript the page says so.

export function CheckoutPage(props: CheckoutProps): ReactElement {
  const t = useT();
  return (
    <article className="checkout-page checkout-page--wide">
      <link rel="stylesheet" href="/assets/checkout.css" precedence="default" />
      <h1>{t.t('checkout.title')}</h1>
      <noscript>
        <p className="checkout__error">{t.t('checkout.noscript')}</p>
      </noscript>
      <Island name="Checkout" chunk="shop" component={Checkout} props={props} messages={CHECKOUT_MESSAGES} />
    </article>
  );
}
