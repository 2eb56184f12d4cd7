import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { parseListQuery } from '../../../src/domain/list-query';
import {
  arianeItemSchema,
  blogArticleDetailSchema,
  blogFolderContentSchema,
  blogFolderDetailSchema,
} from '../../../src/schema/blog';
import { ok } from '../../../src/schema/envelope';
import { notFound } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { parseId } from '../../http/ids';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { groupTranslations, localeScope } from '../translation/public';
import {
  blogListSpec,
  findFolder,
  findPublishedArticle,
  folderAriane,
  listFolderContent,
} from './blog.repository';
import { listQuerySql } from '../shared/list-query-sql';
import { findParameter } from '../site/parameter.repository';

// Public blog reads (spec section 7). The blog exists for visitors only while the site's
// BLOG_ENABLED setting is on: otherwise every public blog call answers 404, as if it did not
// exist. Admin calls (blog-admin.routes.ts) work either way, so an owner can write before
// switching the blog on.

export const BLOG_DISABLED = "Le blog n'est pas activé sur ce site.";
const NO_FOLDER = "Ce dossier du blog n'existe pas.";
const NO_ARTICLE = "Cet article n'existe pas.";

const blogEnabled: MiddlewareHandler<AppEnv> = async (c, next) => {
  const setting = await findParameter(c.env.DB, c.var.site.id, 'BLOG_ENABLED');
  if (setting?.value !== 'true') throw notFound(BLOG_DISABLED);
  await next();
};

const TAG = 'Blog';
const idParam = (what: string) =>
  z.object({ id: z.string().meta({ type: 'integer', description: `Identifiant ${what}.`, example: 1 }) });

function idOr404(raw: string, message: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound(message);
  return id;
}

const rootListRoute = createRoute({
  operationId: 'getBlogFolderList',
  security: [],
  method: 'get',
  path: '/folder/list',
  tags: [TAG],
  summary: "L'accueil du blog : dossiers racine et articles, paginés (12 par page)",
  middleware: [blogEnabled] as const,
  request: { headers: siteHeaders, query: listQueryParams(blogListSpec) },
  responses: {
    200: okJson(blogFolderContentSchema, 'Les dossiers racine, une page d’articles et leur nombre total.'),
    ...errorResponses(400, 404),
  },
});

const folderListRoute = createRoute({
  operationId: 'getBlogFolderListById',
  security: [],
  method: 'get',
  path: '/folder/list/{id}',
  tags: [TAG],
  summary: "Le contenu d'un dossier : sous-dossiers et articles, paginés (12 par page)",
  middleware: [blogEnabled] as const,
  request: { headers: siteHeaders, params: idParam('du dossier'), query: listQueryParams(blogListSpec) },
  responses: {
    200: okJson(blogFolderContentSchema, 'Les sous-dossiers, une page d’articles et leur nombre total.'),
    ...errorResponses(400, 404),
  },
});

const folderArianeRoute = createRoute({
  operationId: 'getBlogFolderArianeById',
  security: [],
  method: 'get',
  path: '/folder/ariane/{id}',
  tags: [TAG],
  summary: "Le fil d'Ariane d'un dossier, de la racine du blog au dossier",
  middleware: [blogEnabled] as const,
  request: { headers: siteHeaders, params: idParam('du dossier') },
  responses: {
    200: okJson(z.array(arianeItemSchema), 'Les dossiers du chemin, le plus haut en premier.'),
    ...errorResponses(404),
  },
});

const folderRoute = createRoute({
  operationId: 'getBlogFolderById',
  security: [],
  method: 'get',
  path: '/folder/{id}',
  tags: [TAG],
  summary: 'Un dossier du blog',
  middleware: [blogEnabled] as const,
  request: { headers: siteHeaders, params: idParam('du dossier') },
  responses: {
    200: okJson(blogFolderDetailSchema, 'Le dossier et ses autres langues.'),
    ...errorResponses(404),
  },
});

const articleArianeRoute = createRoute({
  operationId: 'getBlogArianeById',
  security: [],
  method: 'get',
  path: '/ariane/{id}',
  tags: [TAG],
  summary: "Le fil d'Ariane d'un article : ses dossiers puis l'article",
  middleware: [blogEnabled] as const,
  request: { headers: siteHeaders, params: idParam("de l'article") },
  responses: {
    200: okJson(
      z.array(arianeItemSchema),
      "Les dossiers de l'article, le plus haut en premier, puis l'article.",
    ),
    ...errorResponses(404),
  },
});

const articleRoute = createRoute({
  operationId: 'getBlogById',
  security: [],
  method: 'get',
  path: '/{id}',
  tags: [TAG],
  summary: 'Un article publié du blog',
  middleware: [blogEnabled] as const,
  request: { headers: siteHeaders, params: idParam("de l'article") },
  responses: {
    200: okJson(blogArticleDetailSchema, "L'article, son texte et ses autres langues."),
    ...errorResponses(404),
  },
});

export const blogRoutes = providerRouter()
  .openapi(rootListRoute, async (c) => {
    const list = listQuerySql(parseListQuery(new URL(c.req.url).searchParams, blogListSpec), blogListSpec);
    return c.json(ok(await listFolderContent(c.env.DB, c.var.site.id, c.var.locale, null, list)), 200);
  })
  .openapi(folderListRoute, async (c) => {
    const id = idOr404(c.req.valid('param').id, NO_FOLDER);
    if (!(await findFolder(c.env.DB, c.var.site.id, id, c.var.locale))) throw notFound(NO_FOLDER);
    const list = listQuerySql(parseListQuery(new URL(c.req.url).searchParams, blogListSpec), blogListSpec);
    return c.json(ok(await listFolderContent(c.env.DB, c.var.site.id, c.var.locale, id, list)), 200);
  })
  .openapi(folderArianeRoute, async (c) => {
    const id = idOr404(c.req.valid('param').id, NO_FOLDER);
    if (!(await findFolder(c.env.DB, c.var.site.id, id, c.var.locale))) throw notFound(NO_FOLDER);
    return c.json(ok(await folderAriane(c.env.DB, c.var.site.id, id)), 200);
  })
  .openapi(folderRoute, async (c) => {
    const id = idOr404(c.req.valid('param').id, NO_FOLDER);
    const found = await findFolder(c.env.DB, c.var.site.id, id, c.var.locale);
    if (!found) throw notFound(NO_FOLDER);
    const translations = await groupTranslations(c.env.DB, c.var.site.id, 'blog_folders', id, localeScope(c));
    return c.json(ok({ ...found, translations }), 200);
  })
  .openapi(articleArianeRoute, async (c) => {
    const id = idOr404(c.req.valid('param').id, NO_ARTICLE);
    const found = await findPublishedArticle(c.env.DB, c.var.site.id, c.var.locale, id);
    if (!found) throw notFound(NO_ARTICLE);
    const folders =
      found.idFolder === null ? [] : await folderAriane(c.env.DB, c.var.site.id, found.idFolder);
    return c.json(ok([...folders, { id: found.id, url: found.url, name: found.title }]), 200);
  })
  .openapi(articleRoute, async (c) => {
    const id = idOr404(c.req.valid('param').id, NO_ARTICLE);
    const found = await findPublishedArticle(c.env.DB, c.var.site.id, c.var.locale, id);
    if (!found) throw notFound(NO_ARTICLE);
    const translations = await groupTranslations(
      c.env.DB,
      c.var.site.id,
      'blog_articles',
      id,
      localeScope(c),
    );
    return c.json(ok({ ...found, translations }), 200);
  });
