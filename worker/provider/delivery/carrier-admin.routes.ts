import { createRoute, z } from '@hono/zod-openapi';
import { carrierSchema, carrierWriteSchema, zoneSchema, zoneWriteSchema } from '../../../src/schema/delivery';
import { ok } from '../../../src/schema/envelope';
import { requireAdmin } from '../../auth/current-member';
import { publishContentVersion } from '../../cache/content-version';
import { AppError, badRequest, notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
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
import { requireShop } from '../shared/shop-guard';
import { patchUpdate } from '../shared/patch-update';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';

// Carriers with their rate tables, and shipping zones, for the site's admins.
// ADMIN and SUPER_ADMIN of the site only, e-commerce sites only; bodies validated by
// src/schema/delivery.ts; every write bumps the content version in its own transaction.

const TAG = 'Administration : livraison';
const UNKNOWN_CARRIER = "Ce transporteur n'existe pas.";
const UNKNOWN_ZONE = "Cette zone de livraison n'existe pas.";
const CODE_TAKEN = 'Un autre transporteur utilise déjà ce code de service.';

const idParams = (what: string) =>
  z.object({ id: z.string().meta({ type: 'integer', description: `Identifiant ${what}.`, example: 1 }) });
const guarded = [requireShop, requireAdmin];
const guardedJson = [requireShop, requireAdmin, jsonOnly];

/** A carrier as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedCarrierInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const id = parseId(c.req.param('id') ?? '');
  const carrier = id === null ? null : await findCarrier(c.env.DB, c.var.site.id, id);
  if (!carrier) return null;
  const { name, serviceCode, deliveryType, isActive, position } = carrier;
  const rates = carrier.rates.map(({ zoneId, minBottles, maxBottles, price }) => ({
    zoneId,
    minBottles,
    maxBottles,
    price,
  }));
  return { name, serviceCode, deliveryType, isActive, position, rates };
}

/** A shipping zone as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedZoneInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const id = parseId(c.req.param('id') ?? '');
  const zone = id === null ? null : await findZone(c.env.DB, c.var.site.id, id);
  if (!zone) return null;
  const { name, position, areas } = zone;
  return { name, position, areas };
}

const routes = {
  listCarriers: createRoute({
    operationId: 'getAdminCarrier',
    method: 'get',
    path: '/admin/carrier',
    tags: [TAG],
    summary: 'Les transporteurs et leurs grilles de tarifs',
    security: signedIn,
    middleware: guarded,
    request: { headers: siteHeaders },
    responses: {
      200: okJson(z.array(carrierSchema), 'Les transporteurs.'),
      ...errorResponses(401, 403, 404),
    },
  }),
  createCarrier: createRoute({
    operationId: 'postAdminCarrier',
    method: 'post',
    path: '/admin/carrier',
    tags: [TAG],
    summary: 'Créer un transporteur et sa grille de tarifs',
    security: signedIn,
    middleware: guardedJson,
    request: {
      headers: siteHeaders,
      body: jsonBody(carrierWriteSchema, 'Le transporteur et ses tarifs par zone et nombre de bouteilles.'),
    },
    responses: {
      201: okJson(carrierSchema, 'Le transporteur créé.'),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415),
    },
  }),
  updateCarrier: createRoute({
    operationId: 'putAdminCarrierById',
    method: 'put',
    path: '/admin/carrier/{id}',
    tags: [TAG],
    summary:
      'Modifier un transporteur (les champs absents gardent leur valeur ; `rates` donné remplace la grille)',
    security: signedIn,
    middleware: [...guardedJson, patchUpdate(storedCarrierInput)],
    request: {
      headers: siteHeaders,
      params: idParams('du transporteur'),
      body: jsonBody(carrierWriteSchema, 'Le transporteur.'),
    },
    responses: {
      200: okJson(carrierSchema, 'Le transporteur enregistré.'),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415),
    },
  }),
  deleteCarrier: createRoute({
    operationId: 'deleteAdminCarrierById',
    method: 'delete',
    path: '/admin/carrier/{id}',
    tags: [TAG],
    summary: 'Supprimer un transporteur et sa grille',
    security: signedIn,
    middleware: guarded,
    request: { headers: siteHeaders, params: idParams('du transporteur') },
    responses: {
      200: okJson(z.object({ id: z.number().int() }), 'Supprimé.'),
      ...errorResponses(401, 403, 404),
    },
  }),
  listZones: createRoute({
    operationId: 'getAdminShippingZone',
    method: 'get',
    path: '/admin/shipping-zone',
    tags: [TAG],
    summary: 'Les zones de livraison (pays et débuts de code postal)',
    security: signedIn,
    middleware: guarded,
    request: { headers: siteHeaders },
    responses: { 200: okJson(z.array(zoneSchema), 'Les zones.'), ...errorResponses(401, 403, 404) },
  }),
  createZone: createRoute({
    operationId: 'postAdminShippingZone',
    method: 'post',
    path: '/admin/shipping-zone',
    tags: [TAG],
    summary: 'Créer une zone de livraison',
    description:
      'Pour une adresse, la zone retenue est celle du plus long début de code postal de son pays (« » couvre tout le pays).',
    security: signedIn,
    middleware: guardedJson,
    request: { headers: siteHeaders, body: jsonBody(zoneWriteSchema, 'La zone et ses pays.') },
    responses: {
      201: okJson(zoneSchema, 'La zone créée.'),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415),
    },
  }),
  updateZone: createRoute({
    operationId: 'putAdminShippingZoneById',
    method: 'put',
    path: '/admin/shipping-zone/{id}',
    tags: [TAG],
    summary:
      'Modifier une zone de livraison (les champs absents gardent leur valeur ; `areas` donné remplace les pays)',
    security: signedIn,
    middleware: [...guardedJson, patchUpdate(storedZoneInput)],
    request: {
      headers: siteHeaders,
      params: idParams('de la zone'),
      body: jsonBody(zoneWriteSchema, 'La zone.'),
    },
    responses: {
      200: okJson(zoneSchema, 'La zone enregistrée.'),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415),
    },
  }),
  deleteZone: createRoute({
    operationId: 'deleteAdminShippingZoneById',
    method: 'delete',
    path: '/admin/shipping-zone/{id}',
    tags: [TAG],
    summary: 'Supprimer une zone de livraison et ses tarifs',
    security: signedIn,
    middleware: guarded,
    request: { headers: siteHeaders, params: idParams('de la zone') },
    responses: {
      200: okJson(z.object({ id: z.number().int() }), 'Supprimée.'),
      ...errorResponses(401, 403, 404),
    },
  }),
};

async function carrierOr404(db: D1Database, siteId: number, raw: string) {
  const id = parseId(raw);
  const carrier = id === null ? null : await findCarrier(db, siteId, id);
  if (!carrier) throw notFound(UNKNOWN_CARRIER);
  return carrier;
}

async function zoneOr404(db: D1Database, siteId: number, raw: string) {
  const id = parseId(raw);
  const zone = id === null ? null : await findZone(db, siteId, id);
  if (!zone) throw notFound(UNKNOWN_ZONE);
  return zone;
}

async function refuseUnknownZones(db: D1Database, siteId: number, zoneIds: number[]): Promise<void> {
  const unknown = await unknownZoneIds(db, siteId, zoneIds);
  if (unknown.length > 0)
    throw badRequest(`${UNKNOWN_ZONE} (${unknown.join(', ')})`, { rates: UNKNOWN_ZONE });
}

async function refuseBadAreas(
  db: D1Database,
  siteId: number,
  input: z.infer<typeof zoneWriteSchema>,
  zoneId: number | null,
) {
  const unknown = await unknownCountryIds(
    db,
    siteId,
    input.areas.map((area) => area.countryId),
  );
  if (unknown.length > 0)
    throw badRequest(`Pays inconnu : ${unknown.join(', ')}.`, { areas: "Ce pays n'existe pas." });
  const taken = await areasTakenElsewhere(db, siteId, input, zoneId);
  if (taken.length > 0) {
    const message = 'Ce pays (ou ce début de code postal) appartient déjà à une autre zone.';
    throw new AppError(409, message, { areas: message });
  }
}

export const carrierAdminRoutes = providerRouter()
  .openapi(routes.listCarriers, async (c) => c.json(ok(await listCarriers(c.env.DB, c.var.site.id)), 200))
  .openapi(routes.createCarrier, async (c) => {
    const siteId = c.var.site.id;
    const input = c.req.valid('json');
    await refuseUnknownZones(
      c.env.DB,
      siteId,
      input.rates.map((rate) => rate.zoneId),
    );
    if (await serviceCodeTaken(c.env.DB, siteId, input.serviceCode, null))
      throw new AppError(409, CODE_TAKEN, { serviceCode: CODE_TAKEN });
    const { id, version } = await insertCarrier(c.env.DB, siteId, input);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(await carrierOr404(c.env.DB, siteId, String(id)), 'Transporteur créé.'), 201);
  })
  .openapi(routes.updateCarrier, async (c) => {
    const siteId = c.var.site.id;
    const existing = await carrierOr404(c.env.DB, siteId, c.req.valid('param').id);
    const input = c.req.valid('json');
    await refuseUnknownZones(
      c.env.DB,
      siteId,
      input.rates.map((rate) => rate.zoneId),
    );
    if (await serviceCodeTaken(c.env.DB, siteId, input.serviceCode, existing.id)) {
      throw new AppError(409, CODE_TAKEN, { serviceCode: CODE_TAKEN });
    }
    const version = await updateCarrier(c.env.DB, siteId, existing.id, input);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(
      ok(await carrierOr404(c.env.DB, siteId, String(existing.id)), 'Transporteur enregistré.'),
      200,
    );
  })
  .openapi(routes.deleteCarrier, async (c) => {
    const siteId = c.var.site.id;
    const existing = await carrierOr404(c.env.DB, siteId, c.req.valid('param').id);
    const version = await deleteCarrier(c.env.DB, siteId, existing.id);
    if (version === null) throw notFound(UNKNOWN_CARRIER);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok({ id: existing.id }, 'Transporteur supprimé.'), 200);
  })
  .openapi(routes.listZones, async (c) => c.json(ok(await listZones(c.env.DB, c.var.site.id)), 200))
  .openapi(routes.createZone, async (c) => {
    const siteId = c.var.site.id;
    const input = c.req.valid('json');
    await refuseBadAreas(c.env.DB, siteId, input, null);
    const { id, version } = await insertZone(c.env.DB, siteId, input);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(await zoneOr404(c.env.DB, siteId, String(id)), 'Zone créée.'), 201);
  })
  .openapi(routes.updateZone, async (c) => {
    const siteId = c.var.site.id;
    const existing = await zoneOr404(c.env.DB, siteId, c.req.valid('param').id);
    const input = c.req.valid('json');
    await refuseBadAreas(c.env.DB, siteId, input, existing.id);
    const version = await updateZone(c.env.DB, siteId, existing.id, input);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(await zoneOr404(c.env.DB, siteId, String(existing.id)), 'Zone enregistrée.'), 200);
  })
  .openapi(routes.deleteZone, async (c) => {
    const siteId = c.var.site.id;
    const existing = await zoneOr404(c.env.DB, siteId, c.req.valid('param').id);
    const version = await deleteZone(c.env.DB, siteId, existing.id);
    if (version === null) throw notFound(UNKNOWN_ZONE);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok({ id: existing.id }, 'Zone supprimée.'), 200);
  });
