import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import { ok } from '../../../src/schema/shared/envelope';
import { serviceInputSchema, serviceListSchema, serviceSchema } from '../../../src/schema/content/service';
import { requireAdmin } from '../../auth/current-member';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';
import { routeContext } from '../shared/service-context';
import { patchUpdate } from '../shared/patch-update';
import { localeRecordFields, translationOfQuery } from './locale-record';
import {
  adminService,
  adminServices,
  createAdminService,
  deleteAdminService,
  storedService,
  updateAdminService,
} from './service-admin.service';
import { serviceListSpec } from './service.service';

// Owners manage services (service-admin.service.ts). ADMIN and SUPER_ADMIN of the site only;
// bodies validated by src/schema/content/service.ts.

const idParam = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant de la prestation.', example: 1 }),
});

// The admin's records name their language and original (per-locale editing).
const adminSchema = serviceSchema.extend(localeRecordFields);

const getRoute = createRoute({
  operationId: 'getAdminServiceById',
  tags: ['Administration : prestations'],
  security: signedIn,
  method: 'get',
  path: '/admin/service/{id}',
  summary: 'Une prestation, quelle que soit sa langue',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParam },
  responses: { 200: okJson(adminSchema, 'L’élément.'), ...errorResponses(401, 403, 404) },
});

const listRoute = createRoute({
  operationId: 'getAdminService',
  tags: ['Administration : prestations'],
  security: signedIn,
  method: 'get',
  path: '/admin/service',
  summary: 'Les prestations du site (administration)',
  middleware: [requireAdmin] as const,
  request: {
    headers: siteHeaders,
    query: listQueryParams(serviceListSpec).extend({
      locale: z
        .string()
        .optional()
        .meta({ description: 'Langue, par défaut celle du site.', example: 'en_GB' }),
      translationOf: translationOfQuery,
    }),
  },
  responses: {
    200: okJson(serviceListSchema.extend({ services: z.array(adminSchema) }), 'Une page de prestations.'),
    ...errorResponses(400, 401, 403),
  },
});

const createServiceRoute = createRoute({
  operationId: 'postAdminService',
  tags: ['Administration : prestations'],
  security: signedIn,
  method: 'post',
  path: '/admin/service',
  summary: 'Créer une prestation',
  description:
    'La description est du texte riche, nettoyé à l’enregistrement (balises et liens sûrs seulement).',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(serviceInputSchema, 'La prestation et ses étiquettes.') },
  responses: {
    200: okJson(serviceSchema, 'La prestation créée.'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

/** A service as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedServiceInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const service = await storedService(routeContext(c), c.req.param('id') ?? '');
  if (!service) return null;
  const { title, summary, description, image, tags, order } = service;
  return { title, summary, description, image, tags, order };
}

const updateServiceRoute = createRoute({
  operationId: 'putAdminServiceById',
  tags: ['Administration : prestations'],
  security: signedIn,
  method: 'put',
  path: '/admin/service/{id}',
  summary: 'Modifier une prestation (les champs absents gardent leur valeur)',
  description:
    'Quand `tags` est donné, il remplace toutes les étiquettes ; sinon elles restent telles quelles.',
  middleware: [requireAdmin, jsonOnly, patchUpdate(storedServiceInput)] as const,
  request: { headers: siteHeaders, params: idParam, body: jsonBody(serviceInputSchema, 'La prestation.') },
  responses: {
    200: okJson(serviceSchema, 'La prestation enregistrée.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const deleteServiceRoute = createRoute({
  operationId: 'deleteAdminServiceById',
  tags: ['Administration : prestations'],
  security: signedIn,
  method: 'delete',
  path: '/admin/service/{id}',
  summary: 'Supprimer une prestation',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParam },
  responses: { 200: okJson(z.null(), 'Prestation supprimée.'), ...errorResponses(401, 403, 404) },
});

export const serviceAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, serviceListSpec);
    // Per-locale editing: ?locale= lists one language (the site's by default),
    // ?translationOf= the translations of one original.
    return c.json(ok(await adminServices(routeContext(c), query, c.req.valid('query'))), 200);
  })
  .openapi(getRoute, async (c) =>
    c.json(ok(await adminService(routeContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(createServiceRoute, async (c) => {
    const service = await createAdminService(routeContext(c), c.req.valid('json'));
    return c.json(ok(service, 'Prestation créée.'), 200);
  })
  .openapi(updateServiceRoute, async (c) => {
    const service = await updateAdminService(routeContext(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(service, 'Prestation enregistrée.'), 200);
  })
  .openapi(deleteServiceRoute, async (c) => {
    await deleteAdminService(routeContext(c), c.req.valid('param').id);
    return c.json(ok(null, 'Prestation supprimée.'), 200);
  });
