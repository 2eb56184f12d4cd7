import { createRoute } from '@hono/zod-openapi';
import { ftsQuery } from '../../../src/domain/search-query';
import { ok } from '../../../src/schema/envelope';
import { searchListSchema, searchQuerySchema } from '../../../src/schema/search';
import { badRequest, notFound } from '../../errors';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { searchEnabled, searchSite } from './search.repository';

// Full-text search over the public content of the request's site and locale
// (userLang), when the site shows the search bar (SEARCH_BAR); 10 results per page.

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

export const searchRoutes = providerRouter().openapi(searchRoute, async (c) => {
  if (!(await searchEnabled(c.env.DB, c.var.site.id))) {
    throw notFound("La recherche n'est pas activée sur ce site.");
  }
  const { q, page, nbItem } = c.req.valid('query');
  const match = ftsQuery(q);
  if (match === null) throw badRequest('La recherche doit contenir au moins un mot (lettres ou chiffres).');
  const result = await searchSite(c.env.DB, c.var.site.id, c.var.locale, match, { page, nbItem });
  return c.json(ok(result), 200);
});
