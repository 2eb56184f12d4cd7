import type { ReactElement } from 'react';
import { useT } from '../../i18n/react';
import type { OrderDetail } from '../../schema/order';
import { EthylotestBanner, LoiEvinMention, MinorsSaleBanner } from '../layout/Banners';
import { CheckoutPayment, CHECKOUT_PAYMENT_MESSAGES, type PaymentOption } from '../islands/CheckoutPayment';
import { Island } from '../islands/island';
import { OrderDetails } from '../orders/OrderDetails';

// /commande/paiement/{id}: the order just placed, the notices the law asks for on the payment
// page (minors, ethylotest when the site turns it on, Loi Evin) and the payment island.

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
    <article className="checkout-page">
      <link rel="stylesheet" href="/assets/checkout.css" precedence="default" />
      <h1>{t.t('payment.title', { reference: order.reference })}</h1>
      <MinorsSaleBanner where="payment" />
      <EthylotestBanner />
      <p className="payment__total">
        {t.t('payment.amountDue')} <strong>{t.euros(order.total)}</strong>
      </p>
      <Island
        name="CheckoutPayment"
        chunk="shop"
        component={CheckoutPayment}
        props={{ orderId: order.id, methods, confirmationHref }}
        messages={CHECKOUT_PAYMENT_MESSAGES}
      />
      <section aria-labelledby="payment-order-title">
        <h2 id="payment-order-title">{t.t('payment.summary')}</h2>
        <OrderDetails order={order} headingLevel={3} />
      </section>
      <LoiEvinMention />
    </article>
  );
}
