import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../../src/schema/shared/envelope';
import { citySchema, countryListSchema } from '../../../../src/schema/site/site';
import { parseId } from '../../../http/ids';
import { listQueryParams } from '../../../openapi/list-query-params';
import { errorResponses, okJson, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { routeContext } from '../../shared/service-context';
import { cities, countries, countryListSpec } from './country.service';

// Countries and cities, thin over country.service.ts.

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
  .openapi(countriesRoute, async (c) =>
    c.json(ok(await countries(routeContext(c), new URL(c.req.url).searchParams)), 200),
  )
  .openapi(citiesRoute, async (c) => {
    const { search, idCountry } = c.req.valid('param');
    return c.json(ok(await cities(routeContext(c), search, parseId(idCountry))), 200);
  });
