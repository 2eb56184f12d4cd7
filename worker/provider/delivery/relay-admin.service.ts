import type { RelayPoint, RelayPointWrite } from '../../../src/schema/delivery/delivery';
import { publishContentVersion } from '../../cache/content-version';
import { AppError, notFound } from '../../errors';
import { parseId } from '../../http/ids';
import type { ServiceContext } from '../shared/service-context';
import {
  deleteRelayPoint,
  findRelayPoint,
  insertRelayPoint,
  listRelayPoints,
  relayCodeTaken,
  relaySource,
  saveRelaySource,
  updateRelayPoint,
  type RelaySource,
} from './relay.repository';

// The owner's relay points and relay source. A point's code is unique on the site; every
// write publishes the site's new content version, so the pages show it at once.

const UNKNOWN_POINT = "Ce point relais n'existe pas.";
const CODE_TAKEN = 'Un autre point relais porte déjà cet identifiant.';

const publish = (ctx: ServiceContext, version: number) =>
  publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);

/** The site's stored relay point of this id (as sent), or null. */
export async function storedRelayPoint(ctx: ServiceContext, raw: string): Promise<RelayPoint | null> {
  const id = parseId(raw);
  return id === null ? null : findRelayPoint(ctx.db, ctx.site.id, id);
}

/** The site's stored relay point of this id (as sent), or 404. */
async function relayPoint(ctx: ServiceContext, raw: string): Promise<RelayPoint> {
  const point = await storedRelayPoint(ctx, raw);
  if (!point) throw notFound(UNKNOWN_POINT);
  return point;
}

export function relayPoints(ctx: ServiceContext): Promise<RelayPoint[]> {
  return listRelayPoints(ctx.db, ctx.site.id);
}

export async function createRelayPoint(ctx: ServiceContext, input: RelayPointWrite): Promise<RelayPoint> {
  if (await relayCodeTaken(ctx.db, ctx.site.id, input.code, null))
    throw new AppError(409, CODE_TAKEN, { code: CODE_TAKEN });
  const { id, version } = await insertRelayPoint(ctx.db, ctx.site.id, input);
  await publish(ctx, version);
  return relayPoint(ctx, String(id));
}

export async function changeRelayPoint(
  ctx: ServiceContext,
  raw: string,
  input: RelayPointWrite,
): Promise<RelayPoint> {
  const existing = await relayPoint(ctx, raw);
  if (await relayCodeTaken(ctx.db, ctx.site.id, input.code, existing.id))
    throw new AppError(409, CODE_TAKEN, { code: CODE_TAKEN });
  const version = await updateRelayPoint(ctx.db, ctx.site.id, existing.id, input);
  if (version === null) throw notFound(UNKNOWN_POINT);
  await publish(ctx, version);
  return relayPoint(ctx, String(existing.id));
}

export async function removeRelayPoint(ctx: ServiceContext, raw: string): Promise<{ id: number }> {
  const existing = await relayPoint(ctx, raw);
  const version = await deleteRelayPoint(ctx.db, ctx.site.id, existing.id);
  if (version === null) throw notFound(UNKNOWN_POINT);
  await publish(ctx, version);
  return { id: existing.id };
}

export async function relaySettings(ctx: ServiceContext): Promise<{ relaySource: RelaySource }> {
  return { relaySource: await relaySource(ctx.db, ctx.site.id) };
}

export async function saveRelaySettings(
  ctx: ServiceContext,
  source: RelaySource,
): Promise<{ relaySource: RelaySource }> {
  const version = await saveRelaySource(ctx.db, ctx.site.id, source);
  await publish(ctx, version);
  return { relaySource: source };
}
