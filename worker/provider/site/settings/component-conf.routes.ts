import { createRoute, z } from '@hono/zod-openapi';
import { componentConfSchema } from '../../../../src/schema/site/component-conf';
import { ok } from '../../../../src/schema/shared/envelope';
import { errorResponses, okJson, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { routeContext } from '../../shared/service-context';
import { componentConf } from './component-conf.service';

const confRoute = createRoute({
  operationId: 'getComponentConfBySlug',
  security: [],
  method: 'get',
  path: '/conf/{slug}',
  tags: ['Composants'],
  summary: "La configuration d'un composant",
  request: {
    headers: siteHeaders,
    params: z.object({ slug: z.string().meta({ description: 'Nom du composant.', example: 'footer' }) }),
  },
  responses: { 200: okJson(componentConfSchema, 'La configuration.'), ...errorResponses(404) },
});

export const componentConfRoutes = providerRouter().openapi(confRoute, async (c) =>
  c.json(ok(await componentConf(routeContext(c), c.req.valid('param').slug)), 200),
);
