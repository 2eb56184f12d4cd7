import type { Font, Language, Logo, SiteInfo } from '../../../src/schema/site';

// SQL for sites, their domains, languages, logos and fonts.

interface SiteRow {
  id: number;
  name: string;
  url: string;
  dev_urls: string;
  prod_urls: string;
  servers: string;
  is_winemaker: number;
  is_ecommerce: number;
  is_building: number;
  dashboard_type: string;
  technical_file_model: string | null;
  default_lang_code: string;
}

/** The one lookup that comes before a site is known: which site owns this host. */
export async function findSiteIdByHost(db: D1Database, host: string): Promise<number | null> {
  const row = await db
    .prepare('SELECT site_id FROM site_domains WHERE host = ?')
    .bind(host)
    .first<{ site_id: number }>();
  return row?.site_id ?? null;
}

export async function siteExists(db: D1Database, siteId: number): Promise<boolean> {
  const row = await db.prepare('SELECT id FROM sites WHERE id = ?').bind(siteId).first<{ id: number }>();
  return row !== null;
}

export async function getContentVersion(db: D1Database, siteId: number): Promise<number> {
  const row = await db
    .prepare('SELECT content_version FROM sites WHERE id = ?')
    .bind(siteId)
    .first<{ content_version: number }>();
  return row?.content_version ?? 1;
}

export function bumpContentVersionStatement(db: D1Database, siteId: number): D1PreparedStatement {
  return db
    .prepare('UPDATE sites SET content_version = content_version + 1 WHERE id = ? RETURNING content_version')
    .bind(siteId);
}

interface LanguageRow {
  id: number;
  code: string;
  label: string;
  deepl_code: string | null;
  flag: string | null;
  is_valid: number;
  country_id: number | null;
  alpha_two: string | null;
  alpha_three: string | null;
  num_code: number | null;
  country_name: string | null;
}

interface LogoRow {
  id: number;
  type: Logo['type'];
  filename: string;
  url: string;
  external_id: string | null;
  external_type: string | null;
  external_path: string | null;
  alt: string;
}

interface FontRow {
  id: number;
  type: Font['type'];
  family: string;
  color: string | null;
  size: number | null;
  weight: number | null;
  style: string | null;
  files: string;
}

function language(row: LanguageRow): Language {
  return {
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
  };
}

function logo(row: LogoRow): Logo {
  return {
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
  };
}

function font(row: FontRow): Font {
  return {
    id: row.id,
    type: row.type,
    family: row.family,
    color: row.color,
    size: row.size,
    weight: row.weight,
    style: row.style,
    files: JSON.parse(row.files) as string[],
  };
}

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
  const site = (sites?.results as SiteRow[] | undefined)?.[0];
  if (!site) return null;
  const languageRows = (languages?.results ?? []) as LanguageRow[];
  const defaultLanguage = languageRows.find((row) => row.code === site.default_lang_code);
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
    technicalFileModel: site.technical_file_model,
    defaultLang: {
      code: site.default_lang_code,
      label: defaultLanguage?.label ?? site.default_lang_code,
      flag: defaultLanguage?.flag ?? null,
    },
    languages: languageRows.map(language),
    logos: ((logos?.results ?? []) as LogoRow[]).map(logo),
    fonts: ((fonts?.results ?? []) as FontRow[]).map(font),
  };
}
