import { parseListQuery } from '../../../src/domain/shared/list-query';
import type { SessionMember } from '../../../src/schema/members/member';
import type { OrderDetail, OrderList } from '../../../src/schema/orders/order';
import { AppError, notFound } from '../../errors';
import { listQuerySql } from '../shared/list-query-sql';
import type { ServiceContext } from '../shared/service-context';
import { assertShop } from '../shared/shop-guard';
import { sessionOf } from '../members/public';
import {
  findOrder,
  listOrders,
  orderDetail,
  orderListSpec,
  toOrderSummary,
  type OrderRow,
} from './order.repository';
import { chosenPaymentInstructions } from './payment-instructions.service';

// The buyer's reads of their own orders. The shop exists only on e-commerce sites (404
// elsewhere, before anything else); a signed-in member sees only their own orders of this
// site: any other id is 404, as if it did not exist.

export const NO_ORDER = "Cette commande n'existe pas.";
export const SIGN_IN_TO_ORDER = 'Connectez-vous pour passer commande ou consulter vos commandes.';

/** The orders' list query: what may be sorted and filtered (the routes document it). */
export { orderListSpec };

/** The signed-in member of this site who buys, or a 401 asking them to sign in. */
async function buyerOf(ctx: ServiceContext): Promise<SessionMember> {
  const user = await sessionOf(ctx);
  if (!user) throw new AppError(401, SIGN_IN_TO_ORDER);
  return user;
}

/** One of the buyer's orders as stored, or 404. */
export async function buyerOrderRow(ctx: ServiceContext, id: number | null): Promise<OrderRow> {
  assertShop(ctx.site);
  const buyer = await buyerOf(ctx);
  const row = id === null ? null : await findOrder(ctx.db, ctx.site.id, id, buyer.id);
  if (!row) throw notFound(NO_ORDER);
  return row;
}

/** A page of the buyer's orders, the newest first; `query` is the list query as sent. */
export async function myOrders(ctx: ServiceContext, query: URLSearchParams): Promise<OrderList> {
  assertShop(ctx.site);
  const buyer = await buyerOf(ctx);
  const list = listQuerySql(parseListQuery(query, orderListSpec), orderListSpec);
  const page = await listOrders(ctx.db, ctx.site.id, list, buyer.id);
  return { orders: page.rows.map((row) => toOrderSummary(row, ctx.scope.locale)), total: page.total };
}

/** One of the buyer's orders: lines, delivery, amounts, status, and how to pay it once an offline method is chosen. */
export async function myOrder(ctx: ServiceContext, id: number | null): Promise<OrderDetail> {
  const row = await buyerOrderRow(ctx, id);
  const [detail, paymentInstructions] = await Promise.all([
    orderDetail(ctx.db, ctx.site.id, row, ctx.scope.locale),
    chosenPaymentInstructions(ctx, row),
  ]);
  return { ...detail, paymentInstructions };
}
