import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/envelope';
import { pageDetailSchema, pageTreeSchema } from '../../../src/schema/page';
import { notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { findPage, getPageTree } from './page.repository';
import { localeScope } from '../translation/public';

// The provider's page API (menu tree, one page); the public pages are worker/pages/page.routes.tsx.

const treeRoute = createRoute({
  operationId: 'getPage',
  security: [],
  method: 'get',
  path: '/',
  tags: ['Pages'],
  summary: 'Le menu : les pages par langue et les pages fixées à droite',
  request: { headers: siteHeaders },
  responses: { 200: okJson(pageTreeSchema, "L'arbre des pages."), ...errorResponses() },
});

const pageRoute = createRoute({
  operationId: 'getPageById',
  security: [],
  method: 'get',
  path: '/{id}',
  tags: ['Pages'],
  summary: 'Une page, ses sous-pages et ses blocs',
  request: {
    headers: siteHeaders,
    params: z.object({
      id: z.string().meta({ type: 'integer', description: 'Identifiant de la page.', example: 1 }),
    }),
  },
  responses: { 200: okJson(pageDetailSchema, 'La page.'), ...errorResponses(404) },
});

export const pageRoutes = providerRouter()
  .openapi(treeRoute, async (c) => c.json(ok(await getPageTree(c.env.DB, c.var.site.id, c.var.locale)), 200))
  .openapi(pageRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    const page = id === null ? null : await findPage(c.env.DB, c.var.site.id, id, localeScope(c));
    if (!page) throw notFound("Cette page n'existe pas.");
    return c.json(ok(page), 200);
  });
