import { createRoute, z } from '@hono/zod-openapi';
import {
  arianeItemSchema,
  blogArticleDetailSchema,
  blogFolderContentSchema,
  blogFolderDetailSchema,
} from '../../../src/schema/content/blog';
import { ok } from '../../../src/schema/shared/envelope';
import { parseId } from '../../http/ids';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import {
  blogArticle,
  blogArticleAriane,
  blogFolder,
  blogFolderAriane,
  blogFolderContent,
  blogListSpec,
} from './blog.service';

// Public blog reads, thin over blog.service.ts, which holds the BLOG_ENABLED
// rule.

const TAG = 'Blog';
const idParam = (what: string) =>
  z.object({ id: z.string().meta({ type: 'integer', description: `Identifiant ${what}.`, example: 1 }) });

const rootListRoute = createRoute({
  operationId: 'getBlogFolderList',
  security: [],
  method: 'get',
  path: '/folder/list',
  tags: [TAG],
  summary: "L'accueil du blog : dossiers racine et articles, paginés (12 par page)",
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
  request: { headers: siteHeaders, params: idParam("de l'article") },
  responses: {
    200: okJson(blogArticleDetailSchema, "L'article, son texte et ses autres langues."),
    ...errorResponses(404),
  },
});

export const blogRoutes = providerRouter()
  .openapi(rootListRoute, async (c) =>
    c.json(ok(await blogFolderContent(routeContext(c), undefined, new URL(c.req.url).searchParams)), 200),
  )
  .openapi(folderListRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    return c.json(ok(await blogFolderContent(routeContext(c), id, new URL(c.req.url).searchParams)), 200);
  })
  .openapi(folderArianeRoute, async (c) =>
    c.json(ok(await blogFolderAriane(routeContext(c), parseId(c.req.valid('param').id))), 200),
  )
  .openapi(folderRoute, async (c) =>
    c.json(ok(await blogFolder(routeContext(c), parseId(c.req.valid('param').id))), 200),
  )
  .openapi(articleArianeRoute, async (c) =>
    c.json(ok(await blogArticleAriane(routeContext(c), parseId(c.req.valid('param').id))), 200),
  )
  .openapi(articleRoute, async (c) =>
    c.json(ok(await blogArticle(routeContext(c), parseId(c.req.valid('param').id))), 200),
  );
