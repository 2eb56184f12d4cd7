import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import { ok } from '../../../src/schema/shared/envelope';
import { parseTagQuery, serviceDetailSchema, serviceListSchema } from '../../../src/schema/content/service';
import { parseId } from '../../http/ids';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { service, services, serviceListSpec } from './service.service';

const servicesRoute = createRoute({
  operationId: 'getService',
  security: [],
  method: 'get',
  path: '/service',
  tags: ['Prestations'],
  summary: 'Les prestations (réalisations) du site, paginées (100 par page), filtrables par étiquette',
  request: {
    headers: siteHeaders,
    query: listQueryParams(serviceListSpec).extend({
      tag: z
        .union([z.string(), z.array(z.string())])
        .optional()
        .meta({
          description:
            'Étiquettes séparées par des virgules : les prestations portant au moins une de ces étiquettes.',
          example: 'réflexologie,enfants',
        }),
    }),
  },
  responses: {
    200: okJson(serviceListSchema, 'Une page de prestations et le nombre total trouvé.'),
    ...errorResponses(400),
  },
});

const serviceRoute = createRoute({
  operationId: 'getServiceById',
  security: [],
  method: 'get',
  path: '/service/{id}',
  tags: ['Prestations'],
  summary: 'Une prestation',
  request: {
    headers: siteHeaders,
    params: z.object({
      id: z.string().meta({ type: 'integer', description: 'Identifiant de la prestation.', example: 1 }),
    }),
  },
  responses: {
    200: okJson(serviceDetailSchema, 'La prestation et ses autres langues.'),
    ...errorResponses(404),
  },
});

export const serviceRoutes = providerRouter()
  .openapi(servicesRoute, async (c) => {
    const params = new URL(c.req.url).searchParams;
    const query = parseListQuery(params, serviceListSpec);
    const tags = parseTagQuery(params.getAll('tag').join(','));
    return c.json(ok(await services(routeContext(c), query, tags)), 200);
  })
  .openapi(serviceRoute, async (c) =>
    c.json(ok(await service(routeContext(c), parseId(c.req.valid('param').id))), 200),
  );
