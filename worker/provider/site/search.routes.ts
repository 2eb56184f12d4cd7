import { createRoute } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import { searchListSchema, searchQuerySchema } from '../../../src/schema/site/search';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { search } from './search.service';

// Full-text search over the public content of the request's site and locale
// (userLang), when the site shows the search bar (SEARCH_BAR); 10 results per page; the rules
// are search.service.ts's.

const searchRoute = createRoute({
  operationId: 'getSearch',
  security: [],
  method: 'get',
  path: '/search',
  tags: ['Recherche'],
  summary: 'Recherche plein texte dans les pages, actualités, articles et prestations',
  request: { headers: siteHeaders, query: searchQuerySchema },
  responses: {
    200: okJson(
      searchListSchema,
      'Une page de résultats, les plus pertinents d’abord, et leur nombre total.',
    ),
    ...errorResponses(400, 404),
  },
});

export const searchRoutes = providerRouter().openapi(searchRoute, async (c) =>
  c.json(ok(await search(routeContext(c), c.req.valid('query'))), 200),
);
