import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import { ok } from '../../../src/schema/shared/envelope';
import { newsDetailSchema, newsListSchema } from '../../../src/schema/content/news';
import { parseId } from '../../http/ids';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { newsItem, newsList, newsListSpec } from './news.service';

// Public news reads (spec: GET /news?promoted=true, GET /news?{query} → { news, total }, 10 per
// page), plus one article by id for the detail page. Visitors see the valid articles of the
// request's locale (userLang) only; the admin routes see everything.

const listRoute = createRoute({
  operationId: 'getNews',
  security: [],
  method: 'get',
  path: '/news',
  tags: ['Actualités'],
  summary: 'Les actualités publiées, les plus récentes d’abord, paginées et filtrées',
  request: {
    headers: siteHeaders,
    query: listQueryParams(newsListSpec).extend({
      promoted: z
        .enum(['true', 'false'], { message: 'Le filtre promoted vaut « true » ou « false ».' })
        .optional()
        .meta({ description: '`true` : seulement les actualités mises en avant (page d’accueil).' }),
    }),
  },
  responses: {
    200: okJson(newsListSchema, 'Une page d’actualités et le nombre total trouvé.'),
    ...errorResponses(400),
  },
});

const detailRoute = createRoute({
  operationId: 'getNewsById',
  security: [],
  method: 'get',
  path: '/news/{id}',
  tags: ['Actualités'],
  summary: 'Une actualité publiée',
  request: {
    headers: siteHeaders,
    params: z.object({
      id: z.string().meta({ type: 'integer', description: 'Identifiant de l’actualité.', example: 1 }),
    }),
  },
  responses: { 200: okJson(newsDetailSchema, 'L’actualité et ses autres langues.'), ...errorResponses(404) },
});

export const newsRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const { promoted } = c.req.valid('query');
    const query = parseListQuery(new URL(c.req.url).searchParams, newsListSpec);
    const result = await newsList(
      routeContext(c),
      query,
      promoted === undefined ? undefined : promoted === 'true',
    );
    return c.json(ok(result), 200);
  })
  .openapi(detailRoute, async (c) =>
    c.json(ok(await newsItem(routeContext(c), parseId(c.req.valid('param').id))), 200),
  );
