import type { ReactElement } from 'react';
import type { OrderDetail } from '../../schema/order';
import { LoiEvinMention } from '../layout/Banners';
import { OrderDetails, orderDate } from '../orders/OrderDetails';

// /commande/confirmation/{id}: the member's own order once placed (and where Stripe comes
// back after a card payment). The cart was emptied when the order was created.

export function ConfirmationPage({
  order,
  paymentHref,
  historyHref,
}: {
  order: OrderDetail;
  paymentHref: string;
  historyHref: string;
}): ReactElement {
  const awaiting = order.status === 'AWAITING_PAYMENT';
  return (
    <article className="checkout-page">
      <link rel="stylesheet" href="/assets/checkout.css" precedence="default" />
      <h1>Merci pour votre commande</h1>
      <p className="confirmation__status">
        Commande <strong>{order.reference}</strong> du {orderDate(order.createdAt)} :{' '}
        <span className={`order-status order-status--${order.status.toLowerCase()}`}>
          {order.statusLabel}
        </span>
      </p>
      {awaiting ? (
        <p>
          Votre commande vous est réservée en attendant votre paiement : un e-mail de confirmation vous a été
          envoyé. <a href={paymentHref}>Voir les instructions de paiement</a>
        </p>
      ) : (
        <p>Un e-mail de confirmation vous a été envoyé.</p>
      )}
      <OrderDetails order={order} />
      <p>
        <a href={historyHref}>Toutes mes commandes</a>
      </p>
      <LoiEvinMention />
    </article>
  );
}
