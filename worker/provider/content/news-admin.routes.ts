import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import { ok } from '../../../src/schema/shared/envelope';
import { newsInputSchema, newsListSchema, newsSchema } from '../../../src/schema/content/news';
import { requireAdmin } from '../../auth/current-member';
import type { AppEnv } from '../../http/app-env';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { patchUpdate } from '../shared/patch-update';
import { routeContext } from '../shared/service-context';
import type { Context } from 'hono';
import { localeRecordFields, translationOfQuery } from './locale-record';
import {
  adminNews,
  adminNewsList,
  createAdminNews,
  deleteAdminNews,
  storedNews,
  updateAdminNews,
} from './news-admin.service';
import { newsListSpec } from './news.service';

// Admin writes on news (news-admin.service.ts): ADMIN and SUPER_ADMIN of the same site
// (requireAdmin reads the session of this host's site, so another site's token is refused),
// the same zod schema for create and update.

const TAG = 'Administration des actualités';
const idParams = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant de l’actualité.', example: 1 }),
});

// The admin's records name their language and original (per-locale editing).
const adminNewsSchema = newsSchema.extend(localeRecordFields);
const adminNewsListSchema = newsListSchema.extend({ news: z.array(adminNewsSchema) });

const listRoute = createRoute({
  operationId: 'getAdminNews',
  method: 'get',
  path: '/admin/news',
  tags: [TAG],
  summary: 'Toutes les actualités du site (brouillons et toutes langues compris)',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: {
    headers: siteHeaders,
    query: listQueryParams(newsListSpec).extend({
      locale: z.string().optional().meta({
        description: 'Une langue seulement (fr_FR, en_GB…) ; sans elle, toutes les langues.',
        example: 'en_GB',
      }),
      translationOf: translationOfQuery,
    }),
  },
  responses: {
    200: okJson(adminNewsListSchema, 'Une page d’actualités et le nombre total.'),
    ...errorResponses(400, 401, 403),
  },
});

const getRoute = createRoute({
  operationId: 'getAdminNewsById',
  method: 'get',
  path: '/admin/news/{id}',
  tags: [TAG],
  summary: 'Une actualité du site (brouillon ou masquée comprise), pour la modifier',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: { 200: okJson(adminNewsSchema, 'L’actualité.'), ...errorResponses(401, 403, 404) },
});

const createRouteConfig = createRoute({
  operationId: 'postAdminNews',
  method: 'post',
  path: '/admin/news',
  tags: [TAG],
  summary: 'Publier une actualité',
  security: signedIn,
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(newsInputSchema, 'L’actualité.') },
  responses: {
    201: okJson(newsSchema, 'L’actualité créée.'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

/** An article as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedNewsInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const news = await storedNews(routeContext(c), c.req.param('id') ?? '');
  if (!news) return null;
  const { title, summary, content, isPromoted, isValid, publishedAt, locale } = news;
  const image = news.image ? { url: news.image.url, alt: news.image.alt } : null;
  return { title, summary, content, image, isPromoted, isValid, publishedAt, locale };
}

const updateRoute = createRoute({
  operationId: 'putAdminNewsById',
  method: 'put',
  path: '/admin/news/{id}',
  tags: [TAG],
  summary: 'Modifier une actualité (les champs absents gardent leur valeur)',
  security: signedIn,
  middleware: [requireAdmin, jsonOnly, patchUpdate(storedNewsInput)] as const,
  request: { headers: siteHeaders, params: idParams, body: jsonBody(newsInputSchema, 'L’actualité.') },
  responses: {
    200: okJson(newsSchema, 'L’actualité enregistrée.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const deleteRoute = createRoute({
  operationId: 'deleteAdminNewsById',
  method: 'delete',
  path: '/admin/news/{id}',
  tags: [TAG],
  summary: 'Supprimer une actualité',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: {
    200: okJson(z.object({ id: z.number().int() }), 'L’actualité supprimée.'),
    ...errorResponses(401, 403, 404),
  },
});

export const newsAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, newsListSpec);
    // Per-locale editing: ?locale= keeps one language's articles, ?translationOf=
    // the translations of one original.
    return c.json(ok(await adminNewsList(routeContext(c), query, c.req.valid('query'))), 200);
  })
  .openapi(getRoute, async (c) => c.json(ok(await adminNews(routeContext(c), c.req.valid('param').id)), 200))
  .openapi(createRouteConfig, async (c) => {
    const news = await createAdminNews(routeContext(c), c.req.valid('json'));
    return c.json(ok(news, 'Actualité publiée.'), 201);
  })
  .openapi(updateRoute, async (c) => {
    const news = await updateAdminNews(routeContext(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(news, 'Actualité enregistrée.'), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const id = await deleteAdminNews(routeContext(c), c.req.valid('param').id);
    return c.json(ok({ id }, 'Actualité supprimée.'), 200);
  });
