import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import { pageDetailSchema, pageTreeSchema } from '../../../src/schema/content/page';
import { parseId } from '../../http/ids';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { page, pageTree } from './page.service';

// The provider's page API (menu tree, one page); the public pages are worker/pages/content/page.routes.tsx.

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
  .openapi(treeRoute, async (c) => c.json(ok(await pageTree(routeContext(c))), 200))
  .openapi(pageRoute, async (c) =>
    c.json(ok(await page(routeContext(c), parseId(c.req.valid('param').id))), 200),
  );
