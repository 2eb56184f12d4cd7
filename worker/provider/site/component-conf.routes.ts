import { createRoute, z } from '@hono/zod-openapi';
import { componentConfSchema } from '../../../src/schema/component-conf';
import { ok } from '../../../src/schema/envelope';
import { notFound } from '../../errors';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { localeScope } from '../translation/public';
import { findComponentConf } from './component-conf.repository';
import { localisedFooter } from './footer-locale';

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

export const componentConfRoutes = providerRouter().openapi(confRoute, async (c) => {
  const conf = await findComponentConf(c.env.DB, c.var.site.id, c.req.valid('param').slug);
  if (!conf) throw notFound("Cette configuration n'existe pas.");
  if (conf.slug !== 'footer') return c.json(ok(conf), 200);
  const footer = await localisedFooter(c.env.DB, c.var.site.id, conf.id, conf.conf, localeScope(c));
  return c.json(ok({ ...conf, conf: footer }), 200);
});
