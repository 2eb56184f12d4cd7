import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import { sanitizeRichText } from '../../../src/domain/shared/rich-text';
import { ok } from '../../../src/schema/shared/envelope';
import {
  newsInputSchema,
  newsListSchema,
  newsSchema,
  type NewsInput,
} from '../../../src/schema/content/news';
import { requireAdmin } from '../../auth/current-member';
import { publishContentVersion } from '../../cache/content-version';
import { badRequest, notFound } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { patchUpdate } from '../shared/patch-update';
import type { Context } from 'hono';
import { listQuerySql } from '../shared/list-query-sql';
import {
  createNews,
  deleteNews,
  findNews,
  listNews,
  newsListSpec,
  updateNews,
  type NewsWrite,
} from './news.repository';
import { checkedTranslationOf, linkNewTranslation } from '../translation/public';
import {
  localeRecordFields,
  translationOfQuery,
  translationsOf,
  withLocaleField,
  withLocaleFields,
} from './translation-group.repository';

// Admin writes on news: ADMIN and SUPER_ADMIN of the same site (requireAdmin reads the session
// of this host's site, so another site's token is refused), the same zod schema for create and
// update, rich text sanitised on write, and the content version bumped in the same batch.

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
  const id = parseId(c.req.param('id'));
  if (id === null) return null;
  const news = await findNews(c.env.DB, c.var.site.id, id, { locale: null, validOnly: false });
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

/** The validated input, completed and sanitised: what the repository stores. */
function toWrite(c: Context<AppEnv>, input: NewsInput): NewsWrite {
  const site = c.var.site;
  const locale = input.locale ?? site.defaultLocale;
  if (!site.locales.includes(locale) && locale !== site.defaultLocale) {
    throw badRequest(`La langue « ${locale} » n'est pas une langue du site.`, {
      locale: "Cette langue n'est pas une langue du site.",
    });
  }
  return {
    ...input,
    locale,
    content: sanitizeRichText(input.content),
    publishedAt: input.publishedAt ?? new Date().toISOString(),
  };
}

function pathId(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound("Cette actualité n'existe pas.");
  return id;
}

export const newsAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, newsListSpec);
    // Per-locale editing: ?locale= keeps one language's articles, ?translationOf=
    // the translations of one original.
    const { locale, translationOf } = c.req.valid('query');
    const scope = { locale: locale ?? null, validOnly: false };
    const siteId = c.var.site.id;
    if (translationOf !== undefined) {
      const news = await translationsOf(c.env.DB, siteId, 'news', translationOf, locale, (id) =>
        findNews(c.env.DB, siteId, id, scope),
      );
      return c.json(ok({ news, total: news.length }), 200);
    }
    const result = await listNews(c.env.DB, siteId, scope, listQuerySql(query, newsListSpec));
    const news = await withLocaleFields(c.env.DB, siteId, 'news', result.news);
    return c.json(ok({ ...result, news }), 200);
  })
  .openapi(getRoute, async (c) => {
    const scope = { locale: null, validOnly: false };
    const news = await findNews(c.env.DB, c.var.site.id, pathId(c.req.valid('param').id), scope);
    if (!news) throw notFound("Cette actualité n'existe pas.");
    return c.json(ok(await withLocaleField(c.env.DB, c.var.site.id, 'news', news)), 200);
  })
  .openapi(createRouteConfig, async (c) => {
    const siteId = c.var.site.id;
    const write = toWrite(c, c.req.valid('json'));
    const translationOf = await checkedTranslationOf(
      c,
      'news',
      c.req.valid('json').translationOf,
      write.locale,
    );
    const { news, version } = await createNews(c.env.DB, siteId, write, new Date().toISOString());
    await linkNewTranslation(c, 'news', news.id, translationOf);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(
      ok(await withLocaleField(c.env.DB, c.var.site.id, 'news', news), 'Actualité publiée.'),
      201,
    );
  })
  .openapi(updateRoute, async (c) => {
    const siteId = c.var.site.id;
    const id = pathId(c.req.valid('param').id);
    const write = toWrite(c, c.req.valid('json'));
    const saved = await updateNews(c.env.DB, siteId, id, write, new Date().toISOString());
    if (!saved) throw notFound("Cette actualité n'existe pas.");
    await publishContentVersion(c.env, siteId, saved.version, c.var.requestId);
    return c.json(
      ok(await withLocaleField(c.env.DB, c.var.site.id, 'news', saved.news), 'Actualité enregistrée.'),
      200,
    );
  })
  .openapi(deleteRoute, async (c) => {
    const siteId = c.var.site.id;
    const id = pathId(c.req.valid('param').id);
    const deleted = await deleteNews(c.env.DB, siteId, id);
    if (!deleted) throw notFound("Cette actualité n'existe pas.");
    await publishContentVersion(c.env, siteId, deleted.version, c.var.requestId);
    return c.json(ok({ id }, 'Actualité supprimée.'), 200);
  });
