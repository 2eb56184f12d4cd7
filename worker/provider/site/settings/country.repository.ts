import type { ListQuerySpec } from '../../../../src/domain/shared/list-query';
import type { City, Country } from '../../../../src/schema/site/site';
import { all, mapRows, pagedList, rowReader, type Row } from '../../shared/d1';
import { likePattern, type ListSql } from '../../shared/list-query-sql';
import { lazy } from '../../../../src/domain/shared/lazy';

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
const frenchNames = lazy(() => new Intl.Collator('fr'));
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
  const sorted = results.sort((a, b) => sign * (frenchNames().compare(a.name, b.name) || a.id - b.id));
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

/** The most cities one search answers; a whole postal code answers all its communes (46 at most). */
const CITY_SEARCH_LIMIT = 20;
const POSTAL_CODE_LIMIT = 100;
/** Above every character: `prefix + this` bounds the prefix's range in a BINARY index. */
const HIGHEST_CHARACTER = '\u{10FFFF}';

const cityMatches = (table: string) =>
  `((${table}.search_name >= ?3 AND ${table}.search_name < ?4 AND ${table}.search_name LIKE ?5 ESCAPE '\\')
     OR (${table}.postal_code >= ?3 AND ${table}.postal_code < ?4 AND ${table}.postal_code LIKE ?5 ESCAPE '\\'))`;

/**
 * Cities whose name starts with the search (accents ignored) or whose postal code starts with
 * it, in a country of the site: the site's own cities and the platform's communes
 * (reference_cities, migration 0048), a commune the site also has counted once. Parameters:
 * site, country, search, search + HIGHEST_CHARACTER, its LIKE pattern, limit. Each table is
 * read through its two indexes: the range beside each LIKE lets SQLite use them (a case-blind
 * LIKE alone cannot use a BINARY index). No row answers when the country is not the site's.
 */
export const CITY_SEARCH_SQL = `SELECT s.id, s.postal_code, s.name, s.country_id FROM cities s
  WHERE s.site_id = ?1 AND s.country_id = ?2 AND ${cityMatches('s')}
 UNION ALL
 SELECT r.id, r.postal_code, r.name, r.country_id FROM reference_cities r
  WHERE r.country_id = ?2 AND ${cityMatches('r')}
    AND EXISTS (SELECT 1 FROM countries WHERE site_id = ?1 AND id = ?2)
    AND NOT EXISTS (SELECT 1 FROM cities c WHERE c.site_id = ?1 AND c.country_id = ?2
                       AND c.postal_code = r.postal_code AND c.search_name = r.search_name)
 ORDER BY 3, 2 LIMIT ?6`;

/** The parameters of CITY_SEARCH_SQL for a folded search (400 past the LIKE pattern limit). */
export function citySearchParams(siteId: number, countryId: number, search: string): (string | number)[] {
  const limit = /^\d{5}$/.test(search) ? POSTAL_CODE_LIMIT : CITY_SEARCH_LIMIT;
  return [siteId, countryId, search, search + HIGHEST_CHARACTER, likePattern(search, 'prefix'), limit];
}

function countryExistsStatement(db: D1Database, siteId: number, countryId: number): D1PreparedStatement {
  return db.prepare('SELECT id FROM countries WHERE site_id = ? AND id = ?').bind(siteId, countryId);
}

/**
 * The cities a search finds (CITY_SEARCH_SQL), or null when the country is not the
 * site's: both answers in one batch, one round trip to D1.
 */
export async function searchCities(
  db: D1Database,
  siteId: number,
  countryId: number,
  search: string,
): Promise<City[] | null> {
  const [country, cities] = await db.batch<Row>([
    countryExistsStatement(db, siteId, countryId),
    db.prepare(CITY_SEARCH_SQL).bind(...citySearchParams(siteId, countryId, search)),
  ]);
  if (!country || country.results.length === 0) return null;
  return (cities?.results ?? []).map(toCity);
}

/**
 * The communes of a postal code in a country of the site given by its ISO code (the site's own
 * cities and the platform's), by name, each once: where the local relay stand-in puts its points.
 */
export async function communesOfPostalCode(
  db: D1Database,
  siteId: number,
  alphaTwo: string,
  postalCode: string,
): Promise<string[]> {
  const rows = await all(
    db
      .prepare(
        `SELECT s.name FROM cities s JOIN countries k ON k.site_id = s.site_id AND k.id = s.country_id
          WHERE s.site_id = ?1 AND k.alpha_two = ?2 AND s.postal_code = ?3
         UNION
         SELECT r.name FROM reference_cities r JOIN countries k ON k.site_id = ?1 AND k.id = r.country_id
          WHERE k.alpha_two = ?2 AND r.postal_code = ?3
         ORDER BY 1 LIMIT 100`,
      )
      .bind(siteId, alphaTwo, postalCode),
    rowReader({ name: 'string' }),
  );
  return rows.map((row) => row.name);
}
