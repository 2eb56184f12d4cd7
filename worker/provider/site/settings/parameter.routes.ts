import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../../src/schema/shared/envelope';
import { parameterSchema } from '../../../../src/schema/site/parameter';
import { errorResponses, okJson, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { routeContext } from '../../shared/service-context';
import { parameter, parameters } from './parameter.service';

const listRoute = createRoute({
  operationId: 'getParameter',
  security: [],
  method: 'get',
  path: '/',
  tags: ['Paramètres'],
  summary: 'Tous les paramètres du site',
  request: { headers: siteHeaders },
  responses: { 200: okJson(z.array(parameterSchema), 'Les paramètres du site.'), ...errorResponses() },
});

/** The `{type}` path parameter of the parameter routes, public and admin. */
export const parameterTypeParams = z.object({
  type: z.string().meta({ description: 'Type du paramètre (casse indifférente).', example: 'COMPANY_NAME' }),
});

const oneRoute = createRoute({
  operationId: 'getParameterByType',
  security: [],
  method: 'get',
  path: '/{type}',
  tags: ['Paramètres'],
  summary: 'Un paramètre par son type',
  request: {
    headers: siteHeaders,
    params: parameterTypeParams,
  },
  responses: { 200: okJson(parameterSchema, 'Le paramètre.'), ...errorResponses(404) },
});

export const parameterRoutes = providerRouter()
  .openapi(listRoute, async (c) => c.json(ok(await parameters(routeContext(c))), 200))
  .openapi(oneRoute, async (c) =>
    c.json(ok(await parameter(routeContext(c), c.req.valid('param').type)), 200),
  );
