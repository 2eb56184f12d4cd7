import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { Hono, type Context } from 'hono';
import { invoicePath, ORDER_HISTORY_PATH, paymentPath } from '../../../src/ui/checkout/checkout-paths';
import { OrderHistoryPage } from '../../../src/ui/orders/OrderHistoryPage';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { personal, resolveShopMember } from './checkout-member';
import { renderPage } from '../site/renderer';

// /mon-compte/commandes: the signed-in member's orders on an e-commerce site,
// newest first, 10 a page with plain links, each with status, lines, amounts, the invoice
// download once paid and the way back to the payment of an unpaid one.

const ORDER_HISTORY_PAGE_SIZE = 10;

async function orderHistoryPage(c: Context<AppEnv>): Promise<Response> {
  const rawPage = c.req.query('page');
  if (rawPage !== undefined && !/^[1-9]\d{0,3}$/.test(rawPage)) throw notFound(PAGE_NOT_FOUND);
  const page = rawPage === undefined ? 1 : Number(rawPage);
  const request = await resolveShopMember(c);
  if (request instanceof Response) return request;
  const { provider } = request.source;
  const list = await provider.myOrders({ page, nbItem: ORDER_HISTORY_PAGE_SIZE });
  const pageCount = Math.max(1, Math.ceil(list.total / ORDER_HISTORY_PAGE_SIZE));
  if (page > pageCount) throw notFound(PAGE_NOT_FOUND);
  // The list gives summaries; the page shows each order's lines (at most 10 calls, in parallel).
  const orders = await Promise.all(list.orders.map((summary) => provider.myOrder(summary.id)));
  const entries = orders.map((order) => ({
    order,
    invoiceHref: order.invoiceAvailable ? invoicePath(order.id) : null,
    paymentHref: order.status === 'AWAITING_PAYMENT' ? request.link(paymentPath(order.id)) : null,
  }));
  const t = translatorFor(request.locale);
  const response = await renderPage(
    c,
    {
      data: request.data,
      locale: request.locale,
      path: request.path,
      layout: 'STANDARD',
      route: 'order-history',
      meta: {
        title: page > 1 ? t.t('orders.pageTitle', { page }) : t.t('orders.title'),
        description: t.t('orders.description'),
        canonicalPath: request.link(page > 1 ? `${ORDER_HISTORY_PATH}?page=${page}` : ORDER_HISTORY_PATH),
        noindex: true,
      },
    },
    <OrderHistoryPage
      entries={entries}
      page={page}
      pageCount={pageCount}
      shopHref={request.link('/boutique')}
    />,
  );
  return personal(response);
}

export const orderHistoryPageRoutes = new Hono<AppEnv>().get(ORDER_HISTORY_PATH, orderHistoryPage);
