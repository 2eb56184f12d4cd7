import type { CarrierWrite, ZoneWrite } from '../../../src/schema/delivery/delivery';
import { publishContentVersion } from '../../cache/content-version';
import { AppError, badRequest, notFound } from '../../errors';
import type { ServiceContext } from '../shared/service-context';
import {
  deleteCarrier,
  findCarrier,
  insertCarrier,
  listCarriers,
  serviceCodeTaken,
  unknownZoneIds,
  updateCarrier,
} from './carrier.repository';
import {
  areasTakenElsewhere,
  deleteZone,
  findZone,
  insertZone,
  listZones,
  unknownCountryIds,
  updateZone,
} from './shipping-zone.repository';

// Carriers with their rate tables, and shipping zones, for the site's admins. A carrier's
// service code is unique on the site and its rates name the site's zones; a zone's areas are
// known countries that no other zone of the site holds. Every write publishes the site's new
// content version.

const UNKNOWN_CARRIER = "Ce transporteur n'existe pas.";
const UNKNOWN_ZONE = "Cette zone de livraison n'existe pas.";
const CODE_TAKEN = 'Un autre transporteur utilise déjà ce code de service.';

/** The site's carriers with their rates. */
export const adminCarriers = (ctx: ServiceContext) => listCarriers(ctx.db, ctx.site.id);

/** One of the site's carriers, or null. */
export const findAdminCarrier = (ctx: ServiceContext, id: number | null) =>
  id === null ? Promise.resolve(null) : findCarrier(ctx.db, ctx.site.id, id);

async function carrierOr404(ctx: ServiceContext, id: number | null) {
  const carrier = await findAdminCarrier(ctx, id);
  if (!carrier) throw notFound(UNKNOWN_CARRIER);
  return carrier;
}

async function refuseUnknownZones(ctx: ServiceContext, input: CarrierWrite): Promise<void> {
  const zoneIds = input.rates.map((rate) => rate.zoneId);
  const unknown = await unknownZoneIds(ctx.db, ctx.site.id, zoneIds);
  if (unknown.length > 0)
    throw badRequest(`${UNKNOWN_ZONE} (${unknown.join(', ')})`, { rates: UNKNOWN_ZONE });
}

async function refuseTakenCode(ctx: ServiceContext, input: CarrierWrite, carrierId: number | null) {
  if (await serviceCodeTaken(ctx.db, ctx.site.id, input.serviceCode, carrierId))
    throw new AppError(409, CODE_TAKEN, { serviceCode: CODE_TAKEN });
}

export async function createCarrier(ctx: ServiceContext, input: CarrierWrite) {
  await refuseUnknownZones(ctx, input);
  await refuseTakenCode(ctx, input, null);
  const { id, version } = await insertCarrier(ctx.db, ctx.site.id, input);
  await publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);
  return carrierOr404(ctx, id);
}

export async function updateAdminCarrier(ctx: ServiceContext, id: number | null, input: CarrierWrite) {
  const existing = await carrierOr404(ctx, id);
  await refuseUnknownZones(ctx, input);
  await refuseTakenCode(ctx, input, existing.id);
  const version = await updateCarrier(ctx.db, ctx.site.id, existing.id, input);
  await publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);
  return carrierOr404(ctx, existing.id);
}

/** Deletes one of the site's carriers; answers its id. */
export async function deleteAdminCarrier(ctx: ServiceContext, id: number | null): Promise<number> {
  const existing = await carrierOr404(ctx, id);
  const version = await deleteCarrier(ctx.db, ctx.site.id, existing.id);
  if (version === null) throw notFound(UNKNOWN_CARRIER);
  await publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);
  return existing.id;
}

/** The site's shipping zones with their areas. */
export const adminZones = (ctx: ServiceContext) => listZones(ctx.db, ctx.site.id);

/** One of the site's zones, or null. */
export const findAdminZone = (ctx: ServiceContext, id: number | null) =>
  id === null ? Promise.resolve(null) : findZone(ctx.db, ctx.site.id, id);

async function zoneOr404(ctx: ServiceContext, id: number | null) {
  const zone = await findAdminZone(ctx, id);
  if (!zone) throw notFound(UNKNOWN_ZONE);
  return zone;
}

async function refuseBadAreas(ctx: ServiceContext, input: ZoneWrite, zoneId: number | null) {
  const unknown = await unknownCountryIds(
    ctx.db,
    ctx.site.id,
    input.areas.map((area) => area.countryId),
  );
  if (unknown.length > 0)
    throw badRequest(`Pays inconnu : ${unknown.join(', ')}.`, { areas: "Ce pays n'existe pas." });
  const taken = await areasTakenElsewhere(ctx.db, ctx.site.id, input, zoneId);
  if (taken.length > 0) {
    const message = 'Ce pays (ou ce début de code postal) appartient déjà à une autre zone.';
    throw new AppError(409, message, { areas: message });
  }
}

export async function createZone(ctx: ServiceContext, input: ZoneWrite) {
  await refuseBadAreas(ctx, input, null);
  const { id, version } = await insertZone(ctx.db, ctx.site.id, input);
  await publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);
  return zoneOr404(ctx, id);
}

export async function updateAdminZone(ctx: ServiceContext, id: number | null, input: ZoneWrite) {
  const existing = await zoneOr404(ctx, id);
  await refuseBadAreas(ctx, input, existing.id);
  const version = await updateZone(ctx.db, ctx.site.id, existing.id, input);
  await publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);
  return zoneOr404(ctx, existing.id);
}

/** Deletes one of the site's zones; answers its id. */
export async function deleteAdminZone(ctx: ServiceContext, id: number | null): Promise<number> {
  const existing = await zoneOr404(ctx, id);
  const version = await deleteZone(ctx.db, ctx.site.id, existing.id);
  if (version === null) throw notFound(UNKNOWN_ZONE);
  await publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);
  return existing.id;
}
