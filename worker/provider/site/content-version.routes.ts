import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { contentVersion } from './site-info.service';

// GET /api/site/version → ok({ version }). The site's content version, straight from D1:
// a front end using this provider remotely keys its caches on it (worker/cache/content-version.ts).
const contentVersionSchema = z.object({
  version: z.number().int().meta({ description: 'Augmente à chaque écriture du site.', example: 42 }),
});

const versionRoute = createRoute({
  operationId: 'getSiteVersion',
  security: [],
  method: 'get',
  path: '/',
  tags: ['Site'],
  summary: 'La version du contenu du site',
  description:
    'Chaque écriture qui change une page augmente ce nombre ; un front distant y attache ses caches. ' +
    'Réponse jamais mise en cache (`Cache-Control: no-store`).',
  request: { headers: siteHeaders },
  responses: { 200: okJson(contentVersionSchema, 'La version courante.'), ...errorResponses() },
});

export const contentVersionRoutes = providerRouter().openapi(versionRoute, async (c) => {
  const version = await contentVersion(routeContext(c));
  c.header('cache-control', 'no-store');
  return c.json(ok({ version }), 200);
});
