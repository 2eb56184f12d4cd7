import type { ReactElement } from 'react';
import type { OrderDetail } from '../../schema/orders/order';
import { ListPagination } from '../layout/ListPagination';
import { ORDER_HISTORY_PATH } from '../checkout/checkout-paths';
import { useT } from '../../i18n/react';
import { OrderDetails, orderDate } from './OrderDetails';

// /mon-compte/commandes: the member's orders, newest first, each with its status, lines and
// amounts, the invoice once paid, and the way back to the payment of an unpaid one.

export interface OrderHistoryEntry {
  order: OrderDetail;
  invoiceHref: string | null;
  paymentHref: string | null;
}

export function OrderHistoryPage({
  entries,
  page,
  pageCount,
  shopHref,
}: {
  entries: OrderHistoryEntry[];
  page: number;
  pageCount: number;
  shopHref: string;
}): ReactElement {
  const t = useT();
  return (
    <article className="order-history">
      <link rel="stylesheet" href="/assets/checkout.css" precedence="default" />
      <h1>{t.t('orders.title')}</h1>
      {entries.length === 0 ? (
        <p>
          {`${t.t('orders.none')} `}
          <a href={shopHref}>{t.t('orders.discoverShop')}</a>
        </p>
      ) : null}
      {entries.map(({ order, invoiceHref, paymentHref }) => (
        <section className="order-history__order" key={order.id} aria-labelledby={`order-${order.id}`}>
          <h2 id={`order-${order.id}`}>
            {t.t('orders.heading', { reference: order.reference, date: orderDate(order.createdAt, t) })}
          </h2>
          <p>
            {t.t('orders.status')}{' '}
            <span className={`order-status order-status--${order.status.toLowerCase()}`}>
              {order.statusLabel}
            </span>
          </p>
          {order.customerMessages.length > 0 ? (
            <ul className="order-history__messages" aria-label={t.t('orders.messages')}>
              {order.customerMessages.map((entry) => (
                <li key={`${entry.at}-${entry.status}`}>
                  {t.t('orders.message', {
                    date: orderDate(entry.at, t),
                    status: entry.statusLabel.toLowerCase(),
                    message: entry.message,
                  })}
                </li>
              ))}
            </ul>
          ) : null}
          <OrderDetails order={order} headingLevel={3} />
          <p className="order-history__links">
            {invoiceHref ? (
              <a href={invoiceHref} download>
                {t.t('orders.invoice', { number: order.invoiceNumber ?? '' })}
              </a>
            ) : null}
            {paymentHref ? <a href={paymentHref}>{t.t('orders.pay')}</a> : null}
          </p>
        </section>
      ))}
      <ListPagination
        page={page}
        pageCount={pageCount}
        pathOf={(number) => (number === 1 ? ORDER_HISTORY_PATH : `${ORDER_HISTORY_PATH}?page=${number}`)}
        label={t.t('orders.pagination')}
      />
    </article>
  );
}
