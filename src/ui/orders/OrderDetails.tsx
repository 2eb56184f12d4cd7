import type { ReactElement } from 'react';
import { formatEuros, frenchDay } from '../../domain/checkout';
import type { OrderDetail } from '../../schema/order';
import { PAYMENT_METHOD_LABELS } from '../../schema/payment';

// One order as the buyer sees it (payment, confirmation and history pages): lines, amounts
// and how it reaches them, every figure as the provider computed it.

const DELIVERY_LABELS: Record<OrderDetail['deliveryType'], string> = {
  DELIVERY: 'Livraison à domicile',
  PICKUP: 'Livraison en point relais',
  CLICK_AND_COLLECT: 'Retrait au domaine',
  NO_DELIVERY: 'Sans livraison',
};

export function orderDate(iso: string): string {
  return frenchDay(iso.slice(0, 10));
}

export function OrderDetails({
  order,
  headingLevel = 2,
}: {
  order: OrderDetail;
  headingLevel?: 2 | 3;
}): ReactElement {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const delivery = order.address.delivery;
  return (
    <div className="order-details">
      <table className="order-details__lines">
        <caption>Articles de la commande {order.reference}</caption>
        <thead>
          <tr>
            <th scope="col">Produit</th>
            <th scope="col">Prix unitaire</th>
            <th scope="col">Qté</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.declinationId}>
              <td>{line.label}</td>
              <td>{formatEuros(line.unitPrice)}</td>
              <td>{line.quantity}</td>
              <td>{formatEuros(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-details__amounts">
        <dt>Sous-total</dt>
        <dd>{formatEuros(order.subtotal)}</dd>
        <dt>Livraison</dt>
        <dd>{order.shipping === 0 ? 'Offerte' : formatEuros(order.shipping)}</dd>
        {order.discount > 0 ? (
          <>
            <dt>Réduction{order.discountCode ? ` (${order.discountCode})` : ''}</dt>
            <dd>−{formatEuros(order.discount)}</dd>
          </>
        ) : null}
        <dt className="order-details__total">Total TTC</dt>
        <dd className="order-details__total">{formatEuros(order.total)}</dd>
        <dt>dont TVA</dt>
        <dd>{formatEuros(order.vat)}</dd>
      </dl>
      <Heading>{DELIVERY_LABELS[order.deliveryType]}</Heading>
      {order.carrier ? <p>Transporteur : {order.carrier.name}</p> : null}
      {order.accessPoint ? (
        <p>
          Point relais : <strong>{order.accessPoint.name}</strong>, {order.accessPoint.addLine1},{' '}
          {order.accessPoint.zipCode} {order.accessPoint.city}
        </p>
      ) : null}
      {order.collect ? (
        <p className="order-details__collect">
          Retrait : <strong>{order.collect.label}</strong>
          {order.collect.placeAddress ? (
            <>
              <br />
              {order.collect.placeAddress}
            </>
          ) : null}
        </p>
      ) : null}
      {delivery && !order.accessPoint ? (
        <p>
          {delivery.firstname} {delivery.lastname}, {delivery.address}
          {delivery.addressPart2 ? `, ${delivery.addressPart2}` : ''}, {delivery.postalCode} {delivery.city}
        </p>
      ) : null}
      {order.paymentMethod ? <p>Paiement : {PAYMENT_METHOD_LABELS[order.paymentMethod]}</p> : null}
    </div>
  );
}
