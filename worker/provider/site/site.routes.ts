import { createRoute } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import { siteInfoSchema } from '../../../src/schema/site/site';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { siteInfo } from './site-info.service';

const infoRoute = createRoute({
  operationId: 'getSiteInfo',
  security: [],
  method: 'get',
  path: '/info',
  tags: ['Site'],
  summary: 'Les informations du site : adresses, polices, logos, langues',
  request: { headers: siteHeaders },
  responses: { 200: okJson(siteInfoSchema, 'Les informations du site.'), ...errorResponses(404) },
});

export const siteRoutes = providerRouter().openapi(infoRoute, async (c) =>
  c.json(ok(await siteInfo(routeContext(c))), 200),
);
