import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import { sanitizeRichText } from '../../../src/domain/shared/rich-text';
import {
  blogArticleListSchema,
  blogArticleSchema,
  blogArticleWriteSchema,
  blogFolderSchema,
  blogFolderWriteSchema,
  type BlogArticleWrite,
} from '../../../src/schema/content/blog';
import { errorEnvelopeSchema, ok } from '../../../src/schema/shared/envelope';
import { requireAdmin } from '../../auth/current-member';
import { publishContentVersion } from '../../cache/content-version';
import { AppError, badRequest, notFound } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import {
  blogListSpec,
  deleteArticle,
  deleteFolder,
  findArticle,
  findFolder,
  folderAriane,
  folderIsEmpty,
  insertArticle,
  insertFolder,
  listAllArticles,
  listAllFolders,
  updateArticle,
  updateFolder,
  type ArticleValues,
  type Written,
} from './blog.repository';
import { listQuerySql } from '../shared/list-query-sql';
import { patchUpdate } from '../shared/patch-update';
import { checkedTranslationOf, linkNewTranslation } from '../translation/public';
import {
  localeRecordFields,
  translationIds,
  translationOfQuery,
  translationsOf,
  withLocaleField,
  withLocaleFields,
} from './translation-group.repository';

// The owner's blog writes (ADMIN and SUPER_ADMIN of the same site). Bodies are validated by the
// same zod schemas as everywhere; article text is sanitised before it is stored; each write
// bumps the site's content version in the same transaction, so the next page shows it.

const TAG = 'Administration du blog';
const NO_FOLDER = "Ce dossier du blog n'existe pas.";
const NO_ARTICLE = "Cet article n'existe pas.";

const idParam = (what: string) =>
  z.object({ id: z.string().meta({ type: 'integer', description: `Identifiant ${what}.`, example: 1 }) });

function idOr404(raw: string, message: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound(message);
  return id;
}

/** The locale a write is filed under: the body's, if the site has it, else the call's. */
function writeLocale(c: Context<AppEnv>, asked: string | undefined): string {
  if (asked === undefined) return c.var.locale;
  if (!c.var.site.locales.includes(asked)) {
    throw badRequest("Cette langue n'est pas proposée par le site.", { locale: 'Langue inconnue du site.' });
  }
  return asked;
}

/** A folder named as parent or container must exist on this site, in the same locale. */
async function requireFolder(c: Context<AppEnv>, id: number, locale: string, field: string): Promise<void> {
  const found = await findFolder(c.env.DB, c.var.site.id, id, locale);
  if (!found) {
    const message = "Ce dossier n'existe pas sur ce site (ou pas dans cette langue).";
    throw badRequest(message, { [field]: message });
  }
}

async function published<T>(c: Context<AppEnv>, written: Written<T>, missing: string): Promise<T> {
  if (written.value === null) throw notFound(missing);
  await publishContentVersion(c.env, c.var.site.id, written.version, c.var.requestId);
  return written.value;
}

function articleValues(input: BlogArticleWrite, locale: string, previous?: string): ArticleValues {
  return {
    ...input,
    content: sanitizeRichText(input.content),
    // A date sent is kept; otherwise an update keeps the first publication date.
    publishedAt: input.publishedAt
      ? new Date(input.publishedAt).toISOString().replace(/\.\d{3}Z$/, 'Z')
      : (previous ?? new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')),
    locale,
  };
}

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
  responses: { 200: okJson(blogFolderSchema, 'Le dossier.'), ...errorResponses(401, 403, 404) },
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
  const id = parseId(c.req.param('id') ?? '');
  const folder = id === null ? null : await findFolder(c.env.DB, c.var.site.id, id);
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
  const id = parseId(c.req.param('id') ?? '');
  const article = id === null ? null : await findArticle(c.env.DB, c.var.site.id, id);
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
  .openapi(listFoldersRoute, async (c) => {
    const { locale, translationOf } = c.req.valid('query');
    const siteId = c.var.site.id;
    const wanted =
      translationOf === undefined
        ? null
        : new Set(await translationIds(c.env.DB, siteId, 'blog_folders', translationOf, locale));
    const folders = (await listAllFolders(c.env.DB, siteId)).filter(
      (folder) =>
        (locale === undefined || folder.locale === locale) && (wanted === null || wanted.has(folder.id)),
    );
    return c.json(ok(await withLocaleFields(c.env.DB, siteId, 'blog_folders', folders)), 200);
  })
  .openapi(getFolderRoute, async (c) => {
    const found = await findFolder(c.env.DB, c.var.site.id, idOr404(c.req.valid('param').id, NO_FOLDER));
    if (!found) throw notFound(NO_FOLDER);
    return c.json(ok(await withLocaleField(c.env.DB, c.var.site.id, 'blog_folders', found)), 200);
  })
  .openapi(createFolderRoute, async (c) => {
    const input = c.req.valid('json');
    const locale = writeLocale(c, input.locale);
    if (input.idParent !== null) await requireFolder(c, input.idParent, locale, 'idParent');
    const translationOf = await checkedTranslationOf(c, 'blogFolder', input.translationOf, locale);
    const written = await insertFolder(c.env.DB, c.var.site.id, locale, input);
    if (written.value) await linkNewTranslation(c, 'blogFolder', written.value.id, translationOf);
    return c.json(
      ok(
        await withLocaleField(
          c.env.DB,
          c.var.site.id,
          'blog_folders',
          await published(c, written, NO_FOLDER),
        ),
        'Dossier créé.',
      ),
      200,
    );
  })
  .openapi(updateFolderRoute, async (c) => {
    const id = idOr404(c.req.valid('param').id, NO_FOLDER);
    const existing = await findFolder(c.env.DB, c.var.site.id, id);
    if (!existing) throw notFound(NO_FOLDER);
    const input = c.req.valid('json');
    const locale = writeLocale(c, input.locale ?? existing.locale);
    if (input.idParent !== null) {
      await requireFolder(c, input.idParent, locale, 'idParent');
      // A folder cannot move under itself or under one of its own sub-folders.
      const chain = await folderAriane(c.env.DB, c.var.site.id, input.idParent);
      if (chain.some((step) => step.id === id)) {
        const message = 'Un dossier ne peut pas être rangé dans lui-même ou dans un de ses sous-dossiers.';
        throw badRequest(message, { idParent: message });
      }
    }
    const written = await updateFolder(c.env.DB, c.var.site.id, id, locale, input);
    return c.json(
      ok(
        await withLocaleField(
          c.env.DB,
          c.var.site.id,
          'blog_folders',
          await published(c, written, NO_FOLDER),
        ),
        'Dossier enregistré.',
      ),
      200,
    );
  })
  .openapi(deleteFolderRoute, async (c) => {
    const id = idOr404(c.req.valid('param').id, NO_FOLDER);
    if (!(await findFolder(c.env.DB, c.var.site.id, id))) throw notFound(NO_FOLDER);
    if (!(await folderIsEmpty(c.env.DB, c.var.site.id, id))) {
      throw new AppError(
        409,
        'Ce dossier contient encore des sous-dossiers ou des articles : videz-le avant de le supprimer.',
      );
    }
    const written = await deleteFolder(c.env.DB, c.var.site.id, id);
    return c.json(ok(await published(c, written, NO_FOLDER), 'Dossier supprimé.'), 200);
  })
  .openapi(listArticlesRoute, async (c) => {
    const list = listQuerySql(parseListQuery(new URL(c.req.url).searchParams, blogListSpec), blogListSpec);
    const { locale, translationOf } = c.req.valid('query');
    const siteId = c.var.site.id;
    if (translationOf !== undefined) {
      const blogs = await translationsOf(c.env.DB, siteId, 'blog_articles', translationOf, locale, (id) =>
        findArticle(c.env.DB, siteId, id),
      );
      return c.json(ok({ blogs, total: blogs.length }), 200);
    }
    const result = await listAllArticles(c.env.DB, siteId, list, locale);
    const blogs = await withLocaleFields(c.env.DB, siteId, 'blog_articles', result.blogs);
    return c.json(ok({ ...result, blogs }), 200);
  })
  .openapi(getArticleRoute, async (c) => {
    const found = await findArticle(c.env.DB, c.var.site.id, idOr404(c.req.valid('param').id, NO_ARTICLE));
    if (!found) throw notFound(NO_ARTICLE);
    return c.json(ok(await withLocaleField(c.env.DB, c.var.site.id, 'blog_articles', found)), 200);
  })
  .openapi(createArticleRoute, async (c) => {
    const input = c.req.valid('json');
    const locale = writeLocale(c, input.locale);
    if (input.idFolder !== null) await requireFolder(c, input.idFolder, locale, 'idFolder');
    const translationOf = await checkedTranslationOf(c, 'blogArticle', input.translationOf, locale);
    const written = await insertArticle(c.env.DB, c.var.site.id, articleValues(input, locale));
    if (written.value) await linkNewTranslation(c, 'blogArticle', written.value.id, translationOf);
    return c.json(
      ok(
        await withLocaleField(
          c.env.DB,
          c.var.site.id,
          'blog_articles',
          await published(c, written, NO_ARTICLE),
        ),
        'Article créé.',
      ),
      200,
    );
  })
  .openapi(updateArticleRoute, async (c) => {
    const id = idOr404(c.req.valid('param').id, NO_ARTICLE);
    const existing = await findArticle(c.env.DB, c.var.site.id, id);
    if (!existing) throw notFound(NO_ARTICLE);
    const input = c.req.valid('json');
    const locale = writeLocale(c, input.locale ?? existing.locale);
    if (input.idFolder !== null) await requireFolder(c, input.idFolder, locale, 'idFolder');
    const values = articleValues(input, locale, existing.publishedAt);
    const written = await updateArticle(c.env.DB, c.var.site.id, id, values);
    return c.json(
      ok(
        await withLocaleField(
          c.env.DB,
          c.var.site.id,
          'blog_articles',
          await published(c, written, NO_ARTICLE),
        ),
        'Article enregistré.',
      ),
      200,
    );
  })
  .openapi(deleteArticleRoute, async (c) => {
    const id = idOr404(c.req.valid('param').id, NO_ARTICLE);
    if (!(await findArticle(c.env.DB, c.var.site.id, id))) throw notFound(NO_ARTICLE);
    const written = await deleteArticle(c.env.DB, c.var.site.id, id);
    return c.json(ok(await published(c, written, NO_ARTICLE), 'Article supprimé.'), 200);
  });
