import type { ReactElement } from 'react';
import { useT } from '../../i18n/react';
import type { OrderDetail } from '../../schema/orders/order';
import { EthylotestBanner, LoiEvinMention, MinorsSaleBanner } from '../layout/Banners';
import { CheckoutPayment, CHECKOUT_PAYMENT_MESSAGES, type PaymentOption } from '../islands/CheckoutPayment';
import { Island } from '../islands/island';
import { OrderDetails } from '../orders/OrderDetails';

// /commande/paiement/{id}: the order just placed, the notices the law asks for on the payment
// page (minors, ethylotest when the site turns it on, Loi Evin) and the payment island. On a
// phone the amount and the payment choice come first, the notices follow (two heavy
// boxes filled the first screen); on wide screens the order's summary stands beside them.

/** The offline method the buyer already chose and how to pay with it (the page reopened). */
function chosenMethod(order: OrderDetail): { method: string; instructions: string } | null {
  return order.paymentMethod && order.paymentInstructions
    ? { method: order.paymentMethod, instructions: order.paymentInstructions }
    : null;
}

export function PaymentPage({
  order,
  methods,
  confirmationHref,
}: {
  order: OrderDetail;
  methods: PaymentOption[];
  confirmationHref: string;
}): ReactElement {
  const t = useT();
  return (
    <article className="checkout-page checkout-page--payment">
      <link rel="stylesheet" href="/assets/checkout.css" precedence="default" />
      <h1>{t.t('payment.title', { reference: order.reference })}</h1>
      <div className="checkout-layout">
        <div className="checkout-layout__main">
          <p className="payment__total">
            {t.t('payment.amountDue')} <strong>{t.euros(order.total)}</strong>
          </p>
          <Island
            name="CheckoutPayment"
            chunk="shop"
            component={CheckoutPayment}
            props={{ orderId: order.id, methods, confirmationHref, chosen: chosenMethod(order) }}
            messages={CHECKOUT_PAYMENT_MESSAGES}
          />
          <div className="payment__notices">
            <MinorsSaleBanner where="payment" />
            <EthylotestBanner />
            <LoiEvinMention />
          </div>
        </div>
        <section className="checkout-layout__summary" aria-labelledby="payment-order-title">
          <h2 id="payment-order-title">{t.t('payment.summary')}</h2>
          <OrderDetails order={order} headingLevel={3} />
        </section>
      </div>
    </article>
  );
}
