import { parseListQuery } from '../../../../src/domain/shared/list-query';
import { foldForSearch } from '../../../../src/domain/site/search-text';
import type { City, CountryList } from '../../../../src/schema/site/site';
import { badRequest, notFound } from '../../../errors';
import { listQuerySql } from '../../shared/list-query-sql';
import type { ServiceContext } from '../../shared/service-context';
import { countryListSpec, listCountries, searchCities } from './country.repository';

// Countries and their cities, as the address forms offer them. A city search folds accents
// and needs at least 2 characters; an unknown country is 404.

const UNKNOWN_COUNTRY = "Ce pays n'existe pas.";
const TOO_SHORT = 'Saisissez au moins 2 caractères pour rechercher une ville.';

/** The countries' list query: what may be sorted and filtered (the routes document it). */
export { countryListSpec };

/** A page of countries; `query` is the list query as sent. */
export async function countries(ctx: ServiceContext, query: URLSearchParams): Promise<CountryList> {
  const list = listQuerySql(parseListQuery(query, countryListSpec), countryListSpec);
  return listCountries(ctx.db, ctx.site.id, list);
}

/** The first cities of a country whose name or postal code starts with `search`. */
export async function cities(ctx: ServiceContext, search: string, countryId: number | null): Promise<City[]> {
  const folded = foldForSearch(search);
  if (countryId === null) throw notFound(UNKNOWN_COUNTRY);
  // The longest search is bounded by the LIKE pattern limit (searchCities answers 400).
  if (folded.length < 2) throw badRequest(TOO_SHORT);
  const found = await searchCities(ctx.db, ctx.site.id, countryId, folded);
  if (found === null) throw notFound(UNKNOWN_COUNTRY);
  return found;
}
