import {
  fontSchema,
  logoTypeSchema,
  type Font,
  type Language,
  type Logo,
  type SiteInfo,
  TECHNICAL_FILE_MODEL,
} from '../../../src/schema/site/site';
import { domainKindSchema } from '../../../src/schema/site/platform';
import { all, first, firstOf, mapRows, rowReader, rowsOf } from '../shared/d1';

// SQL for sites, their domains, languages, logos and fonts.

const readSite = rowReader({
  id: 'number',
  name: 'string',
  url: 'string',
  dev_urls: 'string',
  prod_urls: 'string',
  servers: 'string',
  is_winemaker: 'number',
  is_ecommerce: 'number',
  is_building: 'number',
  dashboard_type: 'string',
  technical_file_model: 'string?',
  default_lang_code: 'string',
});
const readNameAndUrl = rowReader({ name: 'string', url: 'string' });

/**
 * The one lookup that comes before a site is known: the site that answers on this host. A production host answers only once its custom hostname
 * is active (migration 0027); development hosts (kind DEV, localhost, *.localhost)
 * always do. The same rule as isDevelopmentHost (custom-hostname.adapter.ts), in SQL.
 */
export async function findSiteIdByHost(db: D1Database, host: string): Promise<number | null> {
  const row = await first(
    db
      .prepare(
        `SELECT site_id FROM site_domains WHERE host = ?1
           AND (hostname_status = 'active' OR kind = 'DEV' OR host = 'localhost' OR host LIKE '%.localhost')`,
      )
      .bind(host),
    rowReader({ site_id: 'number' }),
  );
  return row?.site_id ?? null;
}

/**
 * The site's hosts that answer now (the same rule as findSiteIdByHost), with their kind: the
 * site context reads them to know its primary host and its development hosts (worker/site/).
 */
export async function findAnsweringHosts(
  db: D1Database,
  siteId: number,
): Promise<{ host: string; kind: 'PROD' | 'DEV' }[]> {
  return all(
    db
      .prepare(
        `SELECT host, kind FROM site_domains WHERE site_id = ?1
           AND (hostname_status = 'active' OR kind = 'DEV' OR host = 'localhost' OR host LIKE '%.localhost')
         ORDER BY host`,
      )
      .bind(siteId),
    rowReader({ host: 'string', kind: domainKindSchema.options }),
  );
}

export async function siteExists(db: D1Database, siteId: number): Promise<boolean> {
  const row = await db.prepare('SELECT id FROM sites WHERE id = ?').bind(siteId).first();
  return row !== null;
}

/** The site's name and main URL (what the order e-mails sign with and link to). */
export async function findSiteNameAndUrl(
  db: D1Database,
  siteId: number,
): Promise<{ name: string; url: string } | null> {
  return first(db.prepare('SELECT name, url FROM sites WHERE id = ?').bind(siteId), readNameAndUrl);
}

export async function getContentVersion(db: D1Database, siteId: number): Promise<number> {
  const row = await first(
    db.prepare('SELECT content_version FROM sites WHERE id = ?').bind(siteId),
    rowReader({ content_version: 'number' }),
  );
  return row?.content_version ?? 1;
}

/** When a scheduled publication changes the site next (ms since 1970), or null. */
export async function getNextChangeAt(db: D1Database, siteId: number): Promise<number | null> {
  const row = await first(
    db.prepare('SELECT next_change_at FROM sites WHERE id = ?').bind(siteId),
    rowReader({ next_change_at: 'number?' }),
  );
  return row?.next_change_at ?? null;
}

const toLanguage = mapRows(
  rowReader({
    id: 'number',
    code: 'string',
    label: 'string',
    deepl_code: 'string?',
    flag: 'string?',
    is_valid: 'number',
    country_id: 'number?',
    alpha_two: 'string?',
    alpha_three: 'string?',
    num_code: 'number?',
    country_name: 'string?',
  }),
  (row) => ({
    language: {
      id: row.id,
      code: row.code,
      label: row.label,
      deeplCode: row.deepl_code,
      isValid: row.is_valid === 1,
      country:
        row.country_id === null || row.alpha_two === null
          ? null
          : {
              id: row.country_id,
              alphaTwo: row.alpha_two,
              alphaThree: row.alpha_three ?? '',
              numCode: row.num_code ?? 0,
              name: row.country_name ?? '',
            },
    } satisfies Language,
    flag: row.flag,
  }),
);

const toLogo = mapRows(
  rowReader({
    id: 'number',
    type: logoTypeSchema.options,
    filename: 'string',
    url: 'string',
    external_id: 'string?',
    external_type: 'string?',
    external_path: 'string?',
    alt: 'string',
  }),
  (row): Logo => ({
    id: row.id,
    type: row.type,
    filename: row.filename,
    alt: row.alt,
    onlineImage: {
      id: row.id,
      externalId: row.external_id,
      externalType: row.external_type,
      externalPath: row.external_path,
      url: row.url,
    },
  }),
);

const toFont = mapRows(
  rowReader({
    id: 'number',
    type: fontSchema.shape.type.options,
    family: 'string',
    color: 'string?',
    size: 'number?',
    weight: 'number?',
    style: 'string?',
    files: 'string',
  }),
  (row): Font => ({
    id: row.id,
    type: row.type,
    family: row.family,
    color: row.color,
    size: row.size,
    weight: row.weight,
    style: row.style,
    files: JSON.parse(row.files) as string[],
  }),
);

export async function getSiteInfo(db: D1Database, siteId: number): Promise<SiteInfo | null> {
  const [sites, languages, logos, fonts] = await db.batch([
    db
      .prepare(
        `SELECT id, name, url, dev_urls, prod_urls, servers, is_winemaker, is_ecommerce, is_building,
                dashboard_type, technical_file_model, default_lang_code
           FROM sites WHERE id = ?`,
      )
      .bind(siteId),
    db
      .prepare(
        `SELECT l.id, l.code, l.label, l.deepl_code, l.flag, l.is_valid, l.country_id,
                c.alpha_two, c.alpha_three, c.num_code, c.name AS country_name
           FROM languages l
           LEFT JOIN countries c ON c.site_id = l.site_id AND c.id = l.country_id
          WHERE l.site_id = ? ORDER BY l.id`,
      )
      .bind(siteId),
    db
      .prepare(
        `SELECT id, type, filename, url, external_id, external_type, external_path, alt
           FROM logos WHERE site_id = ? ORDER BY id`,
      )
      .bind(siteId),
    db
      .prepare(
        'SELECT id, type, family, color, size, weight, style, files FROM fonts WHERE site_id = ? ORDER BY id',
      )
      .bind(siteId),
  ]);
  const site = firstOf(sites, readSite);
  if (!site) return null;
  const languageRows = rowsOf(languages, toLanguage);
  const defaultLanguage = languageRows.find((row) => row.language.code === site.default_lang_code);
  return {
    id: site.id,
    name: site.name,
    url: site.url,
    devUrl: JSON.parse(site.dev_urls) as string[],
    prodUrl: JSON.parse(site.prod_urls) as string[],
    server: JSON.parse(site.servers) as string[],
    isWinemaker: site.is_winemaker === 1,
    isECommerce: site.is_ecommerce === 1,
    isBuilding: site.is_building === 1,
    dashboardType: site.dashboard_type,
    // Technical files exist where the shop does (the route is behind requireShop).
    technicalFileModel: site.technical_file_model ?? (site.is_ecommerce === 1 ? TECHNICAL_FILE_MODEL : null),
    defaultLang: {
      code: site.default_lang_code,
      label: defaultLanguage?.language.label ?? site.default_lang_code,
      flag: defaultLanguage?.flag ?? null,
    },
    languages: languageRows.map((row) => row.language),
    logos: rowsOf(logos, toLogo),
    fonts: rowsOf(fonts, toFont),
  };
}

const readSummary = rowReader({ id: 'number', name: 'string', url: 'string', hosts: 'string' });

/**
 * The sites an admin session may manage (null: every site), with their main URL and the hosts
 * mapped to them, for the admin host's site chooser.
 */
export async function listSiteSummaries(
  db: D1Database,
  siteIds: readonly number[] | null,
): Promise<{ id: number; name: string; url: string; hosts: string[] }[]> {
  const where = siteIds === null ? '' : ' WHERE s.id IN (SELECT value FROM json_each(?))';
  const statement = db.prepare(
    `SELECT s.id, s.name, s.url,
            (SELECT COALESCE(json_group_array(host), '[]') FROM
               (SELECT host FROM site_domains d WHERE d.site_id = s.id ORDER BY d.host)) AS hosts
       FROM sites s${where} ORDER BY s.id`,
  );
  const { results } = await (siteIds === null ? statement : statement.bind(JSON.stringify(siteIds))).all();
  return results.map((row) => {
    const site = readSummary(row);
    return { ...site, hosts: JSON.parse(site.hosts) as string[] };
  });
}
