import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/list-query';
import { foldForSearch } from '../../../src/domain/search-text';
import { ok } from '../../../src/schema/envelope';
import { citySchema, countryListSchema } from '../../../src/schema/site';
import { badRequest, notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { listQuerySql } from '../shared/list-query-sql';
import { countryListSpec, listCountries, searchCities } from './country.repository';

const UNKNOWN_COUNTRY = "Ce pays n'existe pas.";

const countriesRoute = createRoute({
  operationId: 'getCountries',
  security: [],
  method: 'get',
  path: '/countries',
  tags: ['Pays et villes'],
  summary: 'Les pays, paginés, triés et filtrés',
  request: { headers: siteHeaders, query: listQueryParams(countryListSpec) },
  responses: {
    200: okJson(countryListSchema, 'Une page de pays et le nombre total de pays trouvés.'),
    ...errorResponses(400),
  },
});

const citiesRoute = createRoute({
  operationId: 'getCitiesBySearchByIdCountry',
  security: [],
  method: 'get',
  path: '/cities/{search}/{idCountry}',
  tags: ['Pays et villes'],
  summary: "Les villes d'un pays dont le nom ou le code postal commence par la recherche",
  request: {
    headers: siteHeaders,
    params: z.object({
      search: z.string().meta({
        description:
          'Début du nom (accents ignorés) ou du code postal, au moins 2 caractères, dans la limite de longueur des recherches.',
        example: 'lyo',
      }),
      idCountry: z.string().meta({ type: 'integer', description: 'Identifiant du pays.', example: 1 }),
    }),
  },
  responses: {
    200: okJson(
      z.array(citySchema),
      'Les 20 premières villes trouvées (toutes les communes d’un code postal complet) : celles du site et les communes françaises de la plateforme.',
    ),
    ...errorResponses(400, 404),
  },
});

export const countryRoutes = providerRouter()
  .openapi(countriesRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, countryListSpec);
    const result = await listCountries(c.env.DB, c.var.site.id, listQuerySql(query, countryListSpec));
    return c.json(ok(result), 200);
  })
  .openapi(citiesRoute, async (c) => {
    const params = c.req.valid('param');
    const countryId = parseId(params.idCountry);
    const search = foldForSearch(params.search);
    if (countryId === null) throw notFound(UNKNOWN_COUNTRY);
    // The longest search is bounded by the LIKE pattern limit (searchCities answers 400).
    if (search.length < 2) throw badRequest('Saisissez au moins 2 caractères pour rechercher une ville.');
    const cities = await searchCities(c.env.DB, c.var.site.id, countryId, search);
    if (cities === null) throw notFound(UNKNOWN_COUNTRY);
    return c.json(ok(cities), 200);
  });
