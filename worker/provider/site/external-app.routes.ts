import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/envelope';
import { externalAppPublicConfigSchema } from '../../../src/schema/external-app';
import { notFound } from '../../errors';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { findPublicConfig } from './external-app.repository';

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

export const externalAppRoutes = providerRouter().openapi(publicConfigRoute, async (c) => {
  const config = await findPublicConfig(c.env.DB, c.var.site.id, c.req.valid('param').app);
  if (!config) throw notFound("Cette application n'est pas configurée pour ce site.");
  return c.json(ok(config), 200);
});
