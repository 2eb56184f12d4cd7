import type { ReactElement } from 'react';
import { useT } from '../../i18n/react';
import type { OrderDetail } from '../../schema/orders/order';
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
  const t = useT();
  const awaiting = order.status === 'AWAITING_PAYMENT';
  return (
    <article className="checkout-page">
      <link rel="stylesheet" href="/assets/checkout.css" precedence="default" />
      <h1>{t.t('confirmation.thanks')}</h1>
      <p className="confirmation__status">
        {t.t('confirmation.order')} <strong>{order.reference}</strong>{' '}
        {t.t('confirmation.of', {
          date: t.uiLocale === 'fr_FR' ? orderDate(order.createdAt) : t.date(order.createdAt),
        })}{' '}
        <span className={`order-status order-status--${order.status.toLowerCase()}`}>
          {t.t(`order.status.${order.status}`)}
        </span>
      </p>
      {awaiting ? (
        <p>
          {t.t('confirmation.reserved')} <a href={paymentHref}>{t.t('confirmation.seeInstructions')}</a>
        </p>
      ) : (
        <p>{t.t('confirmation.sent')}</p>
      )}
      <OrderDetails order={order} />
      <p>
        <a href={historyHref}>{t.t('confirmation.history')}</a>
      </p>
      <LoiEvinMention />
    </article>
  );
}
