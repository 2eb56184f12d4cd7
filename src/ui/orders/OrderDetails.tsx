import { Fragment, type ReactElement } from 'react';
import { frenchDay } from '../../domain/orders/checkout';
import type { OrderDetail } from '../../schema/orders/order';
import type { PaymentMethod } from '../../schema/orders/payment';
import { useT } from '../../i18n/react';
import type { Translator } from '../../i18n/translator';

// One order as the buyer sees it (payment, confirmation and history pages): lines, amounts
// and how it reaches them, every figure as the provider computed it.

const DELIVERY_LABELS = {
  DELIVERY: 'order.delivery.DELIVERY',
  PICKUP: 'order.delivery.PICKUP',
  CLICK_AND_COLLECT: 'order.delivery.CLICK_AND_COLLECT',
  NO_DELIVERY: 'order.delivery.NO_DELIVERY',
} as const satisfies Record<OrderDetail['deliveryType'], string>;

const PAYMENT_LABELS = {
  BANK_TRANSFER: 'order.method.BANK_TRANSFER',
  CHEQUE: 'order.method.CHEQUE',
  PAY_AT_PICKUP: 'order.method.PAY_AT_PICKUP',
  STRIPE: 'order.method.STRIPE',
} as const satisfies Record<PaymentMethod, string>;

/**
 * « samedi 28 novembre 2026 » / « Saturday, 28 November 2026 »: the day as written, whatever
 * the zone; in French without a translator (pages not passing one yet).
 */
export function orderDate(iso: string, t?: Translator): string {
  if (!t) return frenchDay(iso.slice(0, 10));
  const day = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return iso;
  return t.date(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function OrderDetails({
  order,
  headingLevel = 2,
}: {
  order: OrderDetail;
  headingLevel?: 2 | 3;
}): ReactElement {
  const t = useT();
  const formatEuros = t.euros;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const delivery = order.address.delivery;
  return (
    <div className="order-details">
      <table className="order-details__lines">
        <caption>{t.t('order.caption', { reference: order.reference })}</caption>
        <thead>
          <tr>
            <th scope="col">{t.t('order.product')}</th>
            <th scope="col">{t.t('order.unitPrice')}</th>
            <th scope="col">{t.t('order.quantity')}</th>
            <th scope="col">{t.t('order.lineTotal')}</th>
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
        <dt>{t.t('order.subtotal')}</dt>
        <dd>{formatEuros(order.subtotal)}</dd>
        <dt>{t.t('order.shipping')}</dt>
        <dd>{order.shipping === 0 ? t.t('order.freeShipping') : formatEuros(order.shipping)}</dd>
        {order.discount > 0 ? (
          <>
            <dt>
              {t.t('order.discount')}
              {order.discountCode ? ` (${order.discountCode})` : ''}
            </dt>
            <dd>−{formatEuros(order.discount)}</dd>
          </>
        ) : null}
        {(order.giftCards ?? []).map((card) => (
          <Fragment key={card.reference}>
            <dt>{t.t('order.giftCard', { reference: card.reference, end: card.codeEnd })}</dt>
            <dd>−{formatEuros(card.amount)}</dd>
          </Fragment>
        ))}
        <dt className="order-details__total">
          {t.t((order.giftCards ?? []).length > 0 ? 'order.toPay' : 'order.total')}
        </dt>
        <dd className="order-details__total">{formatEuros(order.total)}</dd>
        <dt>{t.t('order.vat')}</dt>
        <dd>{formatEuros(order.vat)}</dd>
      </dl>
      <Heading>{t.t(DELIVERY_LABELS[order.deliveryType])}</Heading>
      {order.carrier ? <p>{t.t('order.carrier', { name: order.carrier.name })}</p> : null}
      {order.accessPoint ? (
        <p>
          {t.t('order.accessPoint')}
          <strong>{order.accessPoint.name}</strong>, {order.accessPoint.addLine1}, {order.accessPoint.zipCode}{' '}
          {order.accessPoint.city}
        </p>
      ) : null}
      {order.collect ? (
        <p className="order-details__collect">
          {t.t('order.collect')}
          <strong>{order.collect.label}</strong>
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
      {order.paymentMethod ? (
        <p>{t.t('order.payment', { method: t.t(PAYMENT_LABELS[order.paymentMethod]) })}</p>
      ) : null}
    </div>
  );
}
