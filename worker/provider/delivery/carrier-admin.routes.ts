import { createRoute, z } from '@hono/zod-openapi';
import {
  carrierSchema,
  carrierWriteSchema,
  zoneSchema,
  zoneWriteSchema,
} from '../../../src/schema/delivery/delivery';
import { ok } from '../../../src/schema/shared/envelope';
import { requireAdmin } from '../../auth/current-member';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import {
  adminCarriers,
  adminZones,
  createCarrier,
  createZone,
  deleteAdminCarrier,
  deleteAdminZone,
  findAdminCarrier,
  findAdminZone,
  updateAdminCarrier,
  updateAdminZone,
} from './carrier-admin.service';
import { routeContext } from '../shared/service-context';
import { requireShop } from '../shared/shop-guard';
import { patchUpdate } from '../shared/patch-update';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';

// Carriers with their rate tables, and shipping zones, for the site's admins.
// ADMIN and SUPER_ADMIN of the site only, e-commerce sites only; bodies validated by
// src/schema/delivery/delivery.ts; every write bumps the content version in its own transaction.

const TAG = 'Administration : livraison';

const idParams = (what: string) =>
  z.object({ id: z.string().meta({ type: 'integer', description: `Identifiant ${what}.`, example: 1 }) });
const guarded = [requireShop, requireAdmin];
const guardedJson = [requireShop, requireAdmin, jsonOnly];

/** A carrier as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedCarrierInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const carrier = await findAdminCarrier(routeContext(c), parseId(c.req.param('id') ?? ''));
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
  const zone = await findAdminZone(routeContext(c), parseId(c.req.param('id') ?? ''));
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

export const carrierAdminRoutes = providerRouter()
  .openapi(routes.listCarriers, async (c) => c.json(ok(await adminCarriers(routeContext(c))), 200))
  .openapi(routes.createCarrier, async (c) => {
    const carrier = await createCarrier(routeContext(c), c.req.valid('json'));
    return c.json(ok(carrier, 'Transporteur créé.'), 201);
  })
  .openapi(routes.updateCarrier, async (c) => {
    const carrier = await updateAdminCarrier(
      routeContext(c),
      parseId(c.req.valid('param').id),
      c.req.valid('json'),
    );
    return c.json(ok(carrier, 'Transporteur enregistré.'), 200);
  })
  .openapi(routes.deleteCarrier, async (c) => {
    const deleted = await deleteAdminCarrier(routeContext(c), parseId(c.req.valid('param').id));
    return c.json(ok({ id: deleted }, 'Transporteur supprimé.'), 200);
  })
  .openapi(routes.listZones, async (c) => c.json(ok(await adminZones(routeContext(c))), 200))
  .openapi(routes.createZone, async (c) => {
    const zone = await createZone(routeContext(c), c.req.valid('json'));
    return c.json(ok(zone, 'Zone créée.'), 201);
  })
  .openapi(routes.updateZone, async (c) => {
    const zone = await updateAdminZone(
      routeContext(c),
      parseId(c.req.valid('param').id),
      c.req.valid('json'),
    );
    return c.json(ok(zone, 'Zone enregistrée.'), 200);
  })
  .openapi(routes.deleteZone, async (c) => {
    const deleted = await deleteAdminZone(routeContext(c), parseId(c.req.valid('param').id));
    return c.json(ok({ id: deleted }, 'Zone supprimée.'), 200);
  });
