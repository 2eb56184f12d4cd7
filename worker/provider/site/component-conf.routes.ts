import { createRoute, z } from '@hono/zod-openapi';
import { componentConfSchema } from '../../../src/schema/component-conf';
import { ok } from '../../../src/schema/envelope';
import { notFound } from '../../errors';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { findComponentConf } from './component-conf.repository';

const confRoute = createRoute({
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

export const componentConfRoutes = providerRouter().openapi(confRoute, async (c) => {
  const conf = await findComponentConf(c.env.DB, c.var.site.id, c.req.valid('param').slug);
  if (!conf) throw notFound("Cette configuration n'existe pas.");
  return c.json(ok(conf), 200);
});
