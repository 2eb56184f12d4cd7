import { publishContentVersion } from '../../cache/content-version';
import { notFound } from '../../errors';
import { orFail } from '../shared/failure-status';
import type { ServiceContext } from '../shared/service-context';
import { findDeclinationOwner } from './product-write.repository';
import type { StockHistory } from '../../../src/schema/catalogue/product-admin';
import { adjustStock, stockHistory } from './stock.repository';

// A declination's stock for the owner: its history (adjustments, sales and cancellations),
// and an adjustment, recorded with who made it and why. The stock never goes below zero: the
// repository checks and writes in one batch, so concurrent adjustments cannot overdraw it. The
// stock shows on the shop's pages: an adjustment publishes the content version.

const DECLINATION_NOT_FOUND = "Cette déclinaison n'existe pas.";

/** A page of the history's rows. */
export interface HistoryWindow {
  limit: number;
  offset: number;
}

async function declinationOr404(ctx: ServiceContext, id: number | null): Promise<number> {
  const owner = id === null ? null : await findDeclinationOwner(ctx.db, ctx.site.id, id);
  if (!owner) throw notFound(DECLINATION_NOT_FOUND);
  return owner.id;
}

/** One of the site's declinations: its stock and a page of its movements, the newest first. */
export async function declinationStockHistory(
  ctx: ServiceContext,
  id: number | null,
  window: HistoryWindow,
): Promise<StockHistory> {
  const declinationId = await declinationOr404(ctx, id);
  return stockHistory(ctx.db, ctx.site.id, declinationId, window);
}

/**
 * Adds `delta` bottles (negative: removes them) to one of the site's declinations, by
 * `userId` (null: an operator); 409 when the stock would go below zero. Answers the history.
 */
export async function adjustDeclinationStock(
  ctx: ServiceContext,
  id: number | null,
  adjustment: { delta: number; reason: string; userId: number | null },
  window: HistoryWindow,
): Promise<StockHistory> {
  const declinationId = await declinationOr404(ctx, id);
  const version = orFail(await adjustStock(ctx.db, ctx.site.id, declinationId, adjustment));
  await publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);
  return stockHistory(ctx.db, ctx.site.id, declinationId, window);
}
