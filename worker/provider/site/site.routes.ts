import { createRoute } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/envelope';
import { siteInfoSchema } from '../../../src/schema/site';
import { notFound } from '../../errors';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { primaryOrigin } from '../../site/site-url';
import { getSiteInfo } from './site.repository';

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

export const siteRoutes = providerRouter().openapi(infoRoute, async (c) => {
  const info = await getSiteInfo(c.env.DB, c.var.site.id);
  if (!info) throw notFound("Ce site n'existe pas.");
  // The primary URL as the site's links give it (issue 24): on the primary host itself, the
  // request's scheme and port (locally the port `npm start` got), elsewhere the stored URL.
  return c.json(ok({ ...info, url: primaryOrigin(info.url, c.req.url) }), 200);
});
