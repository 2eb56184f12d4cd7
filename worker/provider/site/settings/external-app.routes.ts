import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../../src/schema/shared/envelope';
import { externalAppPublicConfigSchema } from '../../../../src/schema/site/external-app';
import { errorResponses, okJson, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { routeContext } from '../../shared/service-context';
import { externalAppPublicConfig } from './external-app.service';

// GET /external-app/{app}/config/public: the public part of an app's
// configuration only; the private part (keys, endpoints) is never read here.

const publicConfigRoute = createRoute({
  operationId: 'getExternalAppByAppConfigPublic',
  security: [],
  method: 'get',
  path: '/{app}/config/public',
  tags: ['Applications externes'],
  summary: "La partie publique de la configuration d'une application externe",
  request: {
    headers: siteHeaders,
    params: z.object({
      app: z.string().meta({ description: "Nom de l'application.", example: 'google-reviews' }),
    }),
  },
  responses: {
    200: okJson(externalAppPublicConfigSchema, 'La configuration publique.'),
    ...errorResponses(404),
  },
});

export const externalAppRoutes = providerRouter().openapi(publicConfigRoute, async (c) =>
  c.json(ok(await externalAppPublicConfig(routeContext(c), c.req.valid('param').app)), 200),
);
