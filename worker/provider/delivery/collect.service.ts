import type { CollectSlots } from '../../../src/schema/delivery/delivery';
import { publishContentVersion } from '../../cache/content-version';
import { badRequest, notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { bumpContentVersionStatement } from '../shared/d1';
import type { ServiceContext } from '../shared/service-context';
import { assertShop } from '../shared/shop-guard';
import { offeredCollectDays, UNKNOWN_COLLECT_POINT } from './collect-slot';
import {
  findCollectPoint,
  replaceCollectSlots,
  type CollectPoint,
  type SlotWrite,
} from './collect.repository';

export type { CollectPoint };

// Click and collect: the dates and slots a buyer may choose at a pick-up address (company
// addresses typed CLICK_AND_COLLECT), and the owner's weekly slots of each, replaced whole (a
// kept slot keeps its id, which orders in progress hold). Shop sites only.

const NOT_AN_ID = "L'adresse de retrait est un identifiant.";

/** The site's pick-up address of this id (as sent), or 404. */
export async function collectPoint(ctx: ServiceContext, raw: string | undefined): Promise<CollectPoint> {
  const id = parseId(raw);
  const point = id === null ? null : await findCollectPoint(ctx.db, ctx.site.id, id);
  if (!point) throw notFound(UNKNOWN_COLLECT_POINT);
  return point;
}

/** The days and slots offered at a pick-up address from now (after the preparation lead). */
export async function collectSlots(ctx: ServiceContext, raw: string): Promise<CollectSlots> {
  assertShop(ctx.site);
  if (parseId(raw) === null) throw badRequest(NOT_AN_ID, { idAddress: NOT_AN_ID });
  const point = await collectPoint(ctx, raw);
  const { leadHours, days } = await offeredCollectDays(ctx.db, ctx.site.id, point, new Date());
  return { idAddress: point.id, name: point.name, leadHours, days };
}

/** Replaces an address's weekly slots and publishes the site's new content version. */
export async function replaceSchedule(
  ctx: ServiceContext,
  raw: string,
  slots: readonly SlotWrite[],
): Promise<CollectPoint> {
  const point = await collectPoint(ctx, raw);
  const version = await replaceCollectSlots(
    ctx.db,
    ctx.site.id,
    point,
    slots,
    bumpContentVersionStatement(ctx.db, ctx.site.id),
  );
  await publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);
  return collectPoint(ctx, String(point.id));
}
