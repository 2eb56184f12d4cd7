import { createRoute, z } from '@hono/zod-openapi';
import {
  deliverySettingsSchema,
  relayAccessPointSchema,
  relayPointSchema,
  relayPointWriteSchema,
  relayQueryInputSchema,
} from '../../../src/schema/delivery/delivery';
import { ok } from '../../../src/schema/shared/envelope';
import { requireAdmin } from '../../auth/current-member';
import type { AppEnv } from '../../http/app-env';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { patchUpdate } from '../shared/patch-update';
import { routeContext } from '../shared/service-context';
import { requireShop } from '../shared/shop-guard';
import type { Context } from 'hono';
import {
  changeRelayPoint,
  createRelayPoint,
  relayPoints,
  relaySettings,
  removeRelayPoint,
  saveRelaySettings,
  storedRelayPoint,
} from './relay-admin.service';
import { relayAccessPoints } from './relay.service';

// Relay points: POST /relay/access-points for buyers, nearest first, through the
// site's relay adapter (relay-config.ts); the stored points and the relay source for admins.
// Thin over relay.service.ts and relay-admin.service.ts.

const TAG = 'Livraison';
const ADMIN_TAG = 'Administration : livraison';

const accessPointsRoute = createRoute({
  operationId: 'postRelayAccessPoints',
  security: [],
  method: 'post',
  path: '/relay/access-points',
  tags: [TAG],
  summary: "Les points relais les plus proches d'une adresse",
  description:
    'La position de l’adresse est estimée d’après son code postal (centre des points relais connus du même code postal, sinon du même département) ; les points arrivent du plus proche au plus éloigné, avec leurs horaires. Sans point enregistré dans le département, le relais local de démonstration répond des points dans la commune du code postal, comme l’API d’un transporteur.',
  middleware: [requireShop, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    body: jsonBody(relayQueryInputSchema, 'L’adresse : code postal obligatoire.'),
  },
  responses: {
    200: okJson(z.array(relayAccessPointSchema), 'Les points relais, du plus proche au plus éloigné.'),
    ...errorResponses(400, 404, 413, 415),
  },
});

const idParams = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant du point relais.', example: 1 }),
});

const adminListRoute = createRoute({
  operationId: 'getAdminRelayPoint',
  method: 'get',
  path: '/admin/relay/point',
  tags: [ADMIN_TAG],
  summary: 'Les points relais enregistrés',
  security: signedIn,
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: {
    200: okJson(z.array(relayPointSchema), 'Les points relais.'),
    ...errorResponses(401, 403, 404),
  },
});

const createPointRoute = createRoute({
  operationId: 'postAdminRelayPoint',
  method: 'post',
  path: '/admin/relay/point',
  tags: [ADMIN_TAG],
  summary: 'Enregistrer un point relais',
  security: signedIn,
  middleware: [requireShop, requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(relayPointWriteSchema, 'Le point relais.') },
  responses: {
    201: okJson(relayPointSchema, 'Le point relais enregistré.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

/** A relay point as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedPointInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const point = await storedRelayPoint(routeContext(c), c.req.param('id') ?? '');
  if (!point) return null;
  const { code, name, addLine1, zipCode, city, country, latitude, longitude, icon, isActive, openingHours } =
    point;
  return { code, name, addLine1, zipCode, city, country, latitude, longitude, icon, isActive, openingHours };
}

const updatePointRoute = createRoute({
  operationId: 'putAdminRelayPointById',
  method: 'put',
  path: '/admin/relay/point/{id}',
  tags: [ADMIN_TAG],
  summary: 'Modifier un point relais (les champs absents gardent leur valeur)',
  security: signedIn,
  middleware: [requireShop, requireAdmin, jsonOnly, patchUpdate(storedPointInput)] as const,
  request: {
    headers: siteHeaders,
    params: idParams,
    body: jsonBody(relayPointWriteSchema, 'Le point relais.'),
  },
  responses: {
    200: okJson(relayPointSchema, 'Le point relais enregistré.'),
    ...errorResponses(400, 401, 403, 404, 409, 413, 415),
  },
});

const deletePointRoute = createRoute({
  operationId: 'deleteAdminRelayPointById',
  method: 'delete',
  path: '/admin/relay/point/{id}',
  tags: [ADMIN_TAG],
  summary: 'Supprimer un point relais',
  security: signedIn,
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: {
    200: okJson(z.object({ id: z.number().int() }), 'Supprimé.'),
    ...errorResponses(401, 403, 404),
  },
});

const settingsRoute = createRoute({
  operationId: 'getAdminDeliverySettings',
  method: 'get',
  path: '/admin/delivery/settings',
  tags: [ADMIN_TAG],
  summary: 'Les réglages de livraison (source des points relais)',
  security: signedIn,
  middleware: [requireShop, requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: { 200: okJson(deliverySettingsSchema, 'Les réglages.'), ...errorResponses(401, 403, 404) },
});

// No patchUpdate: the settings body is one required field, so nothing can be left out.
const saveSettingsRoute = createRoute({
  operationId: 'putAdminDeliverySettings',
  method: 'put',
  path: '/admin/delivery/settings',
  tags: [ADMIN_TAG],
  summary: 'Modifier les réglages de livraison',
  description:
    'CARRIER_API demande RELAY_API_URL (variable du Worker) et le secret RELAY_API_KEY ; sans eux, les points enregistrés restent utilisés.',
  security: signedIn,
  middleware: [requireShop, requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(deliverySettingsSchema, 'Les réglages.') },
  responses: {
    200: okJson(deliverySettingsSchema, 'Les réglages enregistrés.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const relayRoutes = providerRouter()
  .openapi(accessPointsRoute, async (c) =>
    c.json(ok(await relayAccessPoints(routeContext(c), c.req.valid('json'))), 200),
  )
  .openapi(adminListRoute, async (c) => c.json(ok(await relayPoints(routeContext(c))), 200))
  .openapi(createPointRoute, async (c) =>
    c.json(ok(await createRelayPoint(routeContext(c), c.req.valid('json')), 'Point relais enregistré.'), 201),
  )
  .openapi(updatePointRoute, async (c) => {
    const saved = await changeRelayPoint(routeContext(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(saved, 'Point relais enregistré.'), 200);
  })
  .openapi(deletePointRoute, async (c) =>
    c.json(
      ok(await removeRelayPoint(routeContext(c), c.req.valid('param').id), 'Point relais supprimé.'),
      200,
    ),
  )
  .openapi(settingsRoute, async (c) => c.json(ok(await relaySettings(routeContext(c))), 200))
  .openapi(saveSettingsRoute, async (c) => {
    const saved = await saveRelaySettings(routeContext(c), c.req.valid('json').relaySource);
    return c.json(ok(saved, 'Réglages de livraison enregistrés.'), 200);
  });
