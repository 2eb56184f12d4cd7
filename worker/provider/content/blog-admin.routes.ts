import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import {
  blogArticleListSchema,
  blogArticleSchema,
  blogArticleWriteSchema,
  blogFolderSchema,
  blogFolderWriteSchema,
} from '../../../src/schema/content/blog';
import { errorEnvelopeSchema, ok } from '../../../src/schema/shared/envelope';
import { requireAdmin } from '../../auth/current-member';
import type { AppEnv } from '../../http/app-env';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { patchUpdate } from '../shared/patch-update';
import { routeContext } from '../shared/service-context';
import {
  adminArticle,
  adminArticles,
  adminFolder,
  adminFolders,
  createAdminArticle,
  createAdminFolder,
  deleteAdminArticle,
  deleteAdminFolder,
  storedArticle,
  storedFolder,
  updateAdminArticle,
  updateAdminFolder,
} from './blog-admin.service';
import { blogListSpec } from './blog.service';
import { localeRecordFields, translationOfQuery } from './locale-record';

// The owner's blog writes (blog-admin.service.ts), for ADMIN and SUPER_ADMIN of the same site.
// Bodies are validated by the same zod schemas as everywhere.

const TAG = 'Administration du blog';

const idParam = (what: string) =>
  z.object({ id: z.string().meta({ type: 'integer', description: `Identifiant ${what}.`, example: 1 }) });

// The admin's records name their language and original (per-locale editing); the
// lists keep one language (?locale=) or one original's translations (?translationOf=).
const adminFolderSchema = blogFolderSchema.extend(localeRecordFields);
const adminArticleSchema = blogArticleSchema.extend(localeRecordFields);
const localeQuery = z.object({
  locale: z
    .string()
    .optional()
    .meta({ description: 'Une langue seulement ; sans elle, toutes.', example: 'en_GB' }),
  translationOf: translationOfQuery,
});

const listFoldersRoute = createRoute({
  operationId: 'getAdminBlogFolder',
  method: 'get',
  path: '/folder',
  tags: [TAG],
  summary: 'Tous les dossiers du blog, toutes langues',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, query: localeQuery },
  responses: { 200: okJson(z.array(adminFolderSchema), 'Les dossiers.'), ...errorResponses(400, 401, 403) },
});

const getFolderRoute = createRoute({
  operationId: 'getAdminBlogFolderById',
  method: 'get',
  path: '/folder/{id}',
  tags: [TAG],
  summary: 'Un dossier du blog, quelle que soit sa langue',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParam('du dossier') },
  responses: { 200: okJson(adminFolderSchema, 'Le dossier.'), ...errorResponses(401, 403, 404) },
});

const createFolderRoute = createRoute({
  operationId: 'postAdminBlogFolder',
  method: 'post',
  path: '/folder',
  tags: [TAG],
  summary: 'Créer un dossier',
  security: signedIn,
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(blogFolderWriteSchema, 'Le dossier.') },
  responses: {
    200: okJson(blogFolderSchema, 'Le dossier créé.'),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

/** A folder as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedFolderInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const folder = await storedFolder(routeContext(c), c.req.param('id') ?? '');
  if (!folder) return null;
  const { name, description, idParent, order } = folder;
  return { name, description, idParent, order };
}

const updateFolderRoute = createRoute({
  operationId: 'putAdminBlogFolderById',
  method: 'put',
  path: '/folder/{id}',
  tags: [TAG],
  summary: 'Modifier un dossier (les champs absents gardent leur valeur)',
  security: signedIn,
  middleware: [requireAdmin, jsonOnly, patchUpdate(storedFolderInput)] as const,
  request: {
    headers: siteHeaders,
    params: idParam('du dossier'),
    body: jsonBody(blogFolderWriteSchema, 'Le dossier entier.'),
  },
  responses: {
    200: okJson(blogFolderSchema, 'Le dossier enregistré.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const deleteFolderRoute = createRoute({
  operationId: 'deleteAdminBlogFolderById',
  method: 'delete',
  path: '/folder/{id}',
  tags: [TAG],
  summary: 'Supprimer un dossier vide',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParam('du dossier') },
  responses: {
    200: okJson(blogFolderSchema, 'Le dossier supprimé.'),
    409: {
      description: 'Le dossier contient encore des sous-dossiers ou des articles.',
      content: { 'application/json': { schema: errorEnvelopeSchema } },
    },
    ...errorResponses(401, 403, 404),
  },
});

const listArticlesRoute = createRoute({
  operationId: 'getAdminBlogArticle',
  method: 'get',
  path: '/article',
  tags: [TAG],
  summary: 'Les articles, publiés ou non, paginés et filtrés',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, query: listQueryParams(blogListSpec).extend(localeQuery.shape) },
  responses: {
    200: okJson(
      blogArticleListSchema.extend({ blogs: z.array(adminArticleSchema) }),
      'Une page d’articles et leur nombre total.',
    ),
    ...errorResponses(400, 401, 403),
  },
});

const getArticleRoute = createRoute({
  operationId: 'getAdminBlogArticleById',
  method: 'get',
  path: '/article/{id}',
  tags: [TAG],
  summary: 'Un article, publié ou non, avec son texte',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParam("de l'article") },
  responses: { 200: okJson(adminArticleSchema, "L'article."), ...errorResponses(401, 403, 404) },
});

const createArticleRoute = createRoute({
  operationId: 'postAdminBlogArticle',
  method: 'post',
  path: '/article',
  tags: [TAG],
  summary: 'Créer un article (texte riche nettoyé)',
  security: signedIn,
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(blogArticleWriteSchema, "L'article.") },
  responses: {
    200: okJson(blogArticleSchema, "L'article créé."),
    ...errorResponses(400, 401, 403, 413, 415),
  },
});

/** An article as its update body writes it, for PATCH semantics (patchUpdate); left out, the
 * publication date is kept by the handler. */
async function storedArticleInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const article = await storedArticle(routeContext(c), c.req.param('id') ?? '');
  if (!article) return null;
  const { title, summary, content, idFolder, image, author, isPublished } = article;
  return { title, summary, content, idFolder, image, author, isPublished };
}

const updateArticleRoute = createRoute({
  operationId: 'putAdminBlogArticleById',
  method: 'put',
  path: '/article/{id}',
  tags: [TAG],
  summary: 'Modifier un article, texte riche nettoyé (les champs absents gardent leur valeur)',
  security: signedIn,
  middleware: [requireAdmin, jsonOnly, patchUpdate(storedArticleInput)] as const,
  request: {
    headers: siteHeaders,
    params: idParam("de l'article"),
    body: jsonBody(blogArticleWriteSchema, "L'article entier."),
  },
  responses: {
    200: okJson(blogArticleSchema, "L'article enregistré."),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const deleteArticleRoute = createRoute({
  operationId: 'deleteAdminBlogArticleById',
  method: 'delete',
  path: '/article/{id}',
  tags: [TAG],
  summary: 'Supprimer un article',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParam("de l'article") },
  responses: { 200: okJson(blogArticleSchema, "L'article supprimé."), ...errorResponses(401, 403, 404) },
});

export const blogAdminRoutes = providerRouter()
  .openapi(listFoldersRoute, async (c) =>
    c.json(ok(await adminFolders(routeContext(c), c.req.valid('query'))), 200),
  )
  .openapi(getFolderRoute, async (c) =>
    c.json(ok(await adminFolder(routeContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(createFolderRoute, async (c) => {
    const folder = await createAdminFolder(routeContext(c), c.req.valid('json'));
    return c.json(ok(folder, 'Dossier créé.'), 200);
  })
  .openapi(updateFolderRoute, async (c) => {
    const folder = await updateAdminFolder(routeContext(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(folder, 'Dossier enregistré.'), 200);
  })
  .openapi(deleteFolderRoute, async (c) => {
    const folder = await deleteAdminFolder(routeContext(c), c.req.valid('param').id);
    return c.json(ok(folder, 'Dossier supprimé.'), 200);
  })
  .openapi(listArticlesRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, blogListSpec);
    return c.json(ok(await adminArticles(routeContext(c), query, c.req.valid('query'))), 200);
  })
  .openapi(getArticleRoute, async (c) =>
    c.json(ok(await adminArticle(routeContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(createArticleRoute, async (c) => {
    const article = await createAdminArticle(routeContext(c), c.req.valid('json'));
    return c.json(ok(article, 'Article créé.'), 200);
  })
  .openapi(updateArticleRoute, async (c) => {
    const article = await updateAdminArticle(routeContext(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json(ok(article, 'Article enregistré.'), 200);
  })
  .openapi(deleteArticleRoute, async (c) => {
    const article = await deleteAdminArticle(routeContext(c), c.req.valid('param').id);
    return c.json(ok(article, 'Article supprimé.'), 200);
  });
