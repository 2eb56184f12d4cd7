import type { ListQuerySpec } from '../../../src/domain/list-query';
import type { City, Country } from '../../../src/schema/site';
import { all, mapRows, pagedList, rowReader } from '../shared/d1';
import { likePattern, type ListSql } from '../shared/list-query-sql';

const toCity = mapRows(
  rowReader({ id: 'number', postal_code: 'string', name: 'string', country_id: 'number' }),
  (row): City => ({ id: row.id, postalCode: row.postal_code, name: row.name, countryId: row.country_id }),
);

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

const COUNTRY_COLUMNS = 'id, alpha_two, alpha_three, num_code, name';
const toCountry = mapRows(
  rowReader({ id: 'number', alpha_two: 'string', alpha_three: 'string', num_code: 'number', name: 'string' }),
  (row): Country => ({
    id: row.id,
    alphaTwo: row.alpha_two,
    alphaThree: row.alpha_three,
    numCode: row.num_code,
    name: row.name,
  }),
);

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
  const results = await all(
    db
      .prepare(`SELECT ${COUNTRY_COLUMNS} FROM countries WHERE site_id = ?${list.where} LIMIT ?`)
      .bind(siteId, ...list.filterParams, MAX_SORTED_IN_CODE),
    toCountry,
  );
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
  const { rows, total } = await pagedList(
    db,
    { columns: COUNTRY_COLUMNS, from: 'countries WHERE site_id = ?', params: [siteId] },
    list,
    toCountry,
  );
  return { countries: rows, total };
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
  return all(
    db
      .prepare(
        `SELECT id, postal_code, name, country_id FROM cities
          WHERE site_id = ? AND country_id = ?
            AND (search_name LIKE ? ESCAPE '\\' OR postal_code LIKE ? ESCAPE '\\')
          ORDER BY name, postal_code LIMIT ?`,
      )
      .bind(siteId, countryId, prefix, prefix, limit),
    toCity,
  );
}
