// The dates seeded content was last written on. Rows inserted by the seed would otherwise
// carry the moment the seed ran (their columns default to now), and a fresh database's
// sitemap would date every page by it: each site instead went online on a day of its own and
// its pages, services, albums, elements and products were written in the months after, a few
// days apart in the order they were created. News and blog articles keep their published dates
// (their seeds set them). Run last: inserting an album's media touches the album's date.

interface SiteDates {
  siteId: number;
  /** The day the site went online, 'YYYY-MM-DD'. */
  launch: string;
}

const SITES: SiteDates[] = [
  { siteId: 1, launch: '2026-02-09' }, // the massage practice
  { siteId: 2, launch: '2026-01-19' }, // the wine estate
];

/** Days between two rows written one after the other, and the longest stretch after launch. */
const DAYS_APART = 6;
const SPREAD_DAYS = 240;

/** Each table with the shape its column stores: SQLite's datetime() or ISO 8601 in UTC. */
const TABLES: { table: string; format: string }[] = [
  { table: 'pages', format: '%Y-%m-%d %H:%M:%S' },
  { table: 'products', format: '%Y-%m-%d %H:%M:%S' },
  { table: 'services', format: '%Y-%m-%dT%H:%M:%SZ' },
  { table: 'albums', format: '%Y-%m-%dT%H:%M:%SZ' },
  { table: 'elements', format: '%Y-%m-%dT%H:%M:%SZ' },
];

export function contentDateStatements(): string[] {
  return SITES.flatMap(({ siteId, launch }) =>
    TABLES.map(({ table, format }) => {
      // The row's rank among the site's rows of the table, from its id: 0 for the first.
      const rank = `(id - (SELECT MIN(id) FROM ${table} WHERE site_id = ${siteId}))`;
      const day = `'+' || ((${rank} * ${DAYS_APART}) % ${SPREAD_DAYS}) || ' days'`;
      const hour = `'+' || (8 + ${rank} % 9) || ' hours'`;
      return `UPDATE ${table} SET updated_at = strftime('${format}', '${launch}', ${day}, ${hour}, '+' || ((${rank} * 17) % 60) || ' minutes') WHERE site_id = ${siteId};`;
    }),
  );
}
