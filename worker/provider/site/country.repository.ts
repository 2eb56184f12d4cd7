import type { ListQuerySpec } from '../../../src/domain/list-query';
import type { City, Country } from '../../../src/schema/site';
import { likePattern, type ListSql } from '../shared/list-query-sql';

export const countryListSpec: ListQuerySpec = {
  fields: {
    id: { column: 'id', type: 'number' },
    name: { column: 'name', type: 'text' },
    alphaTwo: { column: 'alpha_two', type: 'text' },
    alphaThree: { column: 'alpha_three', type: 'text' },
  },
  orderable: ['name', 'id', 'alphaTwo'],
  defaultOrder: { field: 'name', direction: 'ASC' },
  defaultNbItem: 100,
  maxNbItem: 300,
};

const COUNTRY_COLUMNS = 'id, alpha_two AS alphaTwo, alpha_three AS alphaThree, num_code AS numCode, name';

// D1 has no ICU collation: BINARY puts « États-Unis » after « Zimbabwe ». Names are sorted
// in code with the French collator; a site holds a few hundred countries at most, so the
// whole filtered list is read, sorted, then paged (ties by id keep pages stable).
const frenchNames = new Intl.Collator('fr');
const MAX_SORTED_IN_CODE = 1_000;

async function listCountriesByFrenchName(
  db: D1Database,
  siteId: number,
  list: ListSql,
  direction: 'ASC' | 'DESC',
): Promise<{ countries: Country[]; total: number }> {
  const { results } = await db
    .prepare(`SELECT ${COUNTRY_COLUMNS} FROM countries WHERE site_id = ?${list.where} LIMIT ?`)
    .bind(siteId, ...list.filterParams, MAX_SORTED_IN_CODE)
    .all<Country>();
  const sign = direction === 'ASC' ? 1 : -1;
  const sorted = results.sort((a, b) => sign * (frenchNames.compare(a.name, b.name) || a.id - b.id));
  const { offset, limit } = list.window;
  return { countries: sorted.slice(offset, offset + limit), total: sorted.length };
}

export async function listCountries(
  db: D1Database,
  siteId: number,
  list: ListSql,
): Promise<{ countries: Country[]; total: number }> {
  if (list.order?.field === 'name') return listCountriesByFrenchName(db, siteId, list, list.order.direction);
  const [page, count] = await db.batch([
    db
      .prepare(
        `SELECT ${COUNTRY_COLUMNS} FROM countries WHERE site_id = ?${list.where}${list.orderBy}${list.limit}`,
      )
      .bind(siteId, ...list.params),
    db
      .prepare(`SELECT COUNT(*) AS total FROM countries WHERE site_id = ?${list.where}`)
      .bind(siteId, ...list.filterParams),
  ]);
  return {
    countries: (page?.results ?? []) as Country[],
    total: ((count?.results ?? []) as { total: number }[])[0]?.total ?? 0,
  };
}

export async function countryExists(db: D1Database, siteId: number, countryId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT id FROM countries WHERE site_id = ? AND id = ?')
    .bind(siteId, countryId)
    .first();
  return row !== null;
}

/** Cities whose name starts with the search (accents ignored) or whose postal code starts with it. */
export async function searchCities(
  db: D1Database,
  siteId: number,
  countryId: number,
  search: string,
  limit = 20,
): Promise<City[]> {
  const prefix = likePattern(search, 'prefix');
  const { results } = await db
    .prepare(
      `SELECT id, postal_code AS postalCode, name, country_id AS countryId FROM cities
        WHERE site_id = ? AND country_id = ?
          AND (search_name LIKE ? ESCAPE '\\' OR postal_code LIKE ? ESCAPE '\\')
        ORDER BY name, postal_code LIMIT ?`,
    )
    .bind(siteId, countryId, prefix, prefix, limit)
    .all<City>();
  return results;
}
