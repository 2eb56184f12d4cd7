import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import { ok } from '../../../src/schema/shared/envelope';
import { serviceInputSchema, serviceListSchema, serviceSchema } from '../../../src/schema/content/service';
import { requireAdmin } from '../../auth/current-member';
import { publishContentVersion } from '../../cache/content-version';
import { notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';
import { listQuerySql } from '../shared/list-query-sql';
import { patchUpdate } from '../shared/patch-update';
import {
  createService,
  deleteService,
  findService,
  listServices,
  serviceExists,
  serviceListSpec,
  updateService,
} from './service.repository';
import { checkedTranslationOf, linkNewTranslation, writableLocale } from '../translation/public';
import {
  localeRecordFields,
  translationOfQuery,
  translationsOf,
  withLocaleField,
  withLocaleFields,
} from './translation-group.repository';

// Owners manage services. ADMIN and SUPER_ADMIN of the site only; bodies validated by
// src/schema/content/service.ts, descriptions sanitised on write; every write bumps the content
// version in the same transaction, then publishes it.

const SERVICE_NOT_FOUND = "Cette prestation n'existe pas.";

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
  const id = parseId(c.req.param('id') ?? '');
  const service = id === null ? null : await findService(c.env.DB, c.var.site.id, id);
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

async function existingServiceId(db: D1Database, siteId: number, raw: string): Promise<number> {
  const id = parseId(raw);
  if (id === null || !(await serviceExists(db, siteId, id))) throw notFound(SERVICE_NOT_FOUND);
  return id;
}

async function serviceAfterWrite(db: D1Database, siteId: number, id: number) {
  const service = await findService(db, siteId, id);
  if (!service) throw notFound(SERVICE_NOT_FOUND); // deleted meanwhile by another request
  return withLocaleField(db, siteId, 'services', service);
}

export const serviceAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, serviceListSpec);
    // Per-locale editing: ?locale= lists one language (the site's by default),
    // ?translationOf= the translations of one original.
    const asked = c.req.valid('query');
    const siteId = c.var.site.id;
    const locale = writableLocale(c, asked.locale);
    if (asked.translationOf !== undefined) {
      const items = await translationsOf(
        c.env.DB,
        siteId,
        'services',
        asked.translationOf,
        asked.locale,
        (id) => findService(c.env.DB, siteId, id),
      );
      return c.json(ok({ services: items, total: items.length }), 200);
    }
    const result = await listServices(
      c.env.DB,
      siteId,
      locale,
      listQuerySql(query, serviceListSpec),
      [],
      false,
    );
    const items = await withLocaleFields(c.env.DB, siteId, 'services', result.services);
    return c.json(ok({ ...result, services: items }), 200);
  })
  .openapi(getRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    const found = id === null ? null : await findService(c.env.DB, c.var.site.id, id);
    if (!found) throw notFound(SERVICE_NOT_FOUND);
    return c.json(ok(await withLocaleField(c.env.DB, c.var.site.id, 'services', found)), 200);
  })
  .openapi(createServiceRoute, async (c) => {
    const siteId = c.var.site.id;
    const input = c.req.valid('json');
    const locale = writableLocale(c, input.locale);
    const translationOf = await checkedTranslationOf(c, 'service', input.translationOf, locale);
    const { id, version } = await createService(c.env.DB, siteId, locale, input);
    await linkNewTranslation(c, 'service', id, translationOf);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(await serviceAfterWrite(c.env.DB, siteId, id), 'Prestation créée.'), 200);
  })
  .openapi(updateServiceRoute, async (c) => {
    const siteId = c.var.site.id;
    const id = await existingServiceId(c.env.DB, siteId, c.req.valid('param').id);
    const version = await updateService(c.env.DB, siteId, id, c.req.valid('json'));
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(await serviceAfterWrite(c.env.DB, siteId, id), 'Prestation enregistrée.'), 200);
  })
  .openapi(deleteServiceRoute, async (c) => {
    const siteId = c.var.site.id;
    const id = await existingServiceId(c.env.DB, siteId, c.req.valid('param').id);
    await publishContentVersion(c.env, siteId, await deleteService(c.env.DB, siteId, id), c.var.requestId);
    return c.json(ok(null, 'Prestation supprimée.'), 200);
  });
