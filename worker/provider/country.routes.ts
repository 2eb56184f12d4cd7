import { Hono } from 'hono';
import { parseListQuery } from '../../src/domain/list-query';
import { foldForSearch } from '../../src/domain/search-text';
import { ok } from '../../src/schema/envelope';
import { badRequest, notFound } from '../errors';
import type { AppEnv } from '../http/app-env';
import { parseId } from '../http/ids';
import { listQuerySql } from './list-query-sql';
import { countryExists, countryListSpec, listCountries, searchCities } from './country.repository';

export const countryRoutes = new Hono<AppEnv>()
  .get('/countries', async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, countryListSpec);
    const result = await listCountries(c.env.DB, c.var.site.id, listQuerySql(query, countryListSpec));
    return c.json(ok(result));
  })
  .get('/cities/:search/:idCountry', async (c) => {
    const countryId = parseId(c.req.param('idCountry'));
    if (countryId === null || !(await countryExists(c.env.DB, c.var.site.id, countryId))) {
      throw notFound("Ce pays n'existe pas.");
    }
    const search = foldForSearch(c.req.param('search'));
    // The longest search is bounded by the LIKE pattern limit (searchCities answers 400).
    if (search.length < 2) throw badRequest('Saisissez au moins 2 caractères pour rechercher une ville.');
    return c.json(ok(await searchCities(c.env.DB, c.var.site.id, countryId, search)));
  });
