import { SITE_LANGUAGES } from '../../../../src/domain/site/site-languages';
import {
  domainKindSchema,
  type Domain,
  type DomainInput,
  type PlatformSite,
  type SiteCreateInput,
  type SiteUpdateInput,
  type SiteUser,
} from '../../../../src/schema/site/platform';
import { roleSchema, type Role } from '../../../../src/schema/members/member';
import { parameterCatalogue } from '../../../seed/parameters';
import { identityStatements } from '../site-identity.repository';
import type { HostnameState } from '../../../../src/schema/site/custom-hostname';
import { all, first, firstOf, mapRows, rowReader, rowsOf, type ReadType, type Row } from '../../shared/d1';
import { isDevelopmentHost, type CustomHostname } from '../hosts/custom-hostname.adapter';
import {
  HOSTNAME_COLUMNS,
  hostnameStateOf,
  hostnameValues,
  readHostnameColumns,
} from '../hosts/custom-hostname.repository';

// The operator's view of the platform: every site, its hosts and its administrators. These
// are the only queries that span sites, and only the SUPER_ADMIN routes call them.

const readSite = rowReader({
  id: 'number',
  name: 'string',
  url: 'string',
  is_ecommerce: 'number',
  is_winemaker: 'number',
  is_building: 'number',
  default_lang_code: 'string',
  content_version: 'number',
  created_at: 'string',
});
type SiteRow = ReadType<typeof readSite>;

const readDomainKey = rowReader({ host: 'string', kind: domainKindSchema.options, site_id: 'number' });
type DomainRow = ReadType<typeof readDomainKey> & { state: HostnameState };
const readDomainWithState = (row: Row): DomainRow => ({
  ...readDomainKey(row),
  state: hostnameStateOf(readHostnameColumns(row)),
});
const DOMAIN_COLUMNS = `d.host, d.kind, d.site_id, ${HOSTNAME_COLUMNS}`;

const SITE_COLUMNS = `id, name, url, is_ecommerce, is_winemaker, is_building, default_lang_code,
  content_version, created_at`;

const readLanguage = rowReader({ site_id: 'number', code: 'string' });
type LanguageRow = ReadType<typeof readLanguage>;

const VALID_LANGUAGES = 'SELECT site_id, code FROM languages WHERE is_valid = 1';

function toSite(row: SiteRow, domains: DomainRow[], languages: LanguageRow[]): PlatformSite {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    isECommerce: row.is_ecommerce === 1,
    isWinemaker: row.is_winemaker === 1,
    isBuilding: row.is_building === 1,
    defaultLocale: row.default_lang_code,
    locales: languages.filter((language) => language.site_id === row.id).map((language) => language.code),
    contentVersion: row.content_version,
    createdAt: row.created_at,
    domains: domains
      .filter((domain) => domain.site_id === row.id)
      .map((domain) => ({ host: domain.host, kind: domain.kind, idSite: domain.site_id, ...domain.state })),
  };
}

export async function listPlatformSites(db: D1Database): Promise<PlatformSite[]> {
  const [sites, domains, languages] = await db.batch([
    db.prepare(`SELECT ${SITE_COLUMNS} FROM sites ORDER BY id`),
    db.prepare(`SELECT ${DOMAIN_COLUMNS} FROM site_domains d ORDER BY d.site_id, d.kind DESC, d.host`),
    db.prepare(`${VALID_LANGUAGES} ORDER BY site_id, id`),
  ]);
  const domainRows = rowsOf(domains, readDomainWithState);
  const languageRows = rowsOf(languages, readLanguage);
  return rowsOf(sites, readSite).map((row) => toSite(row, domainRows, languageRows));
}

export async function findPlatformSite(db: D1Database, siteId: number): Promise<PlatformSite | null> {
  const [sites, domains, languages] = await db.batch([
    db.prepare(`SELECT ${SITE_COLUMNS} FROM sites WHERE id = ?`).bind(siteId),
    db
      .prepare(
        `SELECT ${DOMAIN_COLUMNS} FROM site_domains d WHERE d.site_id = ? ORDER BY d.kind DESC, d.host`,
      )
      .bind(siteId),
    db.prepare(`${VALID_LANGUAGES} AND site_id = ? ORDER BY id`).bind(siteId),
  ]);
  const row = firstOf(sites, readSite);
  return row ? toSite(row, rowsOf(domains, readDomainWithState), rowsOf(languages, readLanguage)) : null;
}

export async function hostsTaken(db: D1Database, hosts: string[]): Promise<string[]> {
  if (hosts.length === 0) return [];
  const rows = await all(
    db
      .prepare(`SELECT host FROM site_domains WHERE host IN (${hosts.map(() => '?').join(', ')})`)
      .bind(...hosts),
    rowReader({ host: 'string' }),
  );
  return rows.map((row) => row.host);
}

/** The statements copying a model site's reference data, settings and look into a new site. */
function copyFromModel(
  db: D1Database,
  newId: number,
  modelId: number,
  pageOffset: number,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO countries (id, site_id, alpha_two, alpha_three, num_code, name)
         SELECT id, ?, alpha_two, alpha_three, num_code, name FROM countries WHERE site_id = ?`,
      )
      .bind(newId, modelId),
    db
      .prepare(
        `INSERT INTO cities (site_id, country_id, postal_code, name, search_name)
         SELECT ?, country_id, postal_code, name, search_name FROM cities WHERE site_id = ?`,
      )
      .bind(newId, modelId),
    db
      .prepare(
        `INSERT INTO languages (site_id, code, label, deepl_code, flag, country_id, is_valid)
         SELECT ?, code, label, deepl_code, flag, country_id, is_valid FROM languages WHERE site_id = ?`,
      )
      .bind(newId, modelId),
    db
      .prepare(
        `INSERT INTO parameters (site_id, type, kind, label, value)
         SELECT ?, type, kind, label, value FROM parameters WHERE site_id = ?`,
      )
      .bind(newId, modelId),
    db
      .prepare(
        `INSERT INTO fonts (site_id, type, family, color, size, weight, style, files)
         SELECT ?, type, family, color, size, weight, style, files FROM fonts WHERE site_id = ?`,
      )
      .bind(newId, modelId),
    db
      .prepare(
        `INSERT INTO logos (site_id, type, filename, url, external_id, external_type, external_path, alt)
         SELECT ?, type, filename, url, external_id, external_type, external_path, alt FROM logos WHERE site_id = ?`,
      )
      .bind(newId, modelId),
    db
      .prepare(
        `INSERT INTO component_confs (site_id, slug, conf)
         SELECT ?, slug, conf FROM component_confs WHERE site_id = ?`,
      )
      .bind(newId, modelId),
    // Pages keep their shape under new ids (old id + offset); parents are inserted before their
    // children (a trigger checks the parent is on the same site).
    db
      .prepare(
        `INSERT INTO pages (id, site_id, locale, parent_id, position, menu_icon, is_valid, is_text, type,
           layout, show_in_menu, is_fixed_on_right, use_absolute_menu, reload, is_cms_page, cms_route,
           link_type, link_url, link_js_code, title, url, path, menu_title, meta_description)
         WITH RECURSIVE tree(id, depth) AS (
           SELECT id, 0 FROM pages WHERE site_id = ?2 AND parent_id IS NULL
           UNION ALL
           SELECT p.id, tree.depth + 1 FROM pages p JOIN tree ON p.parent_id = tree.id WHERE p.site_id = ?2
         )
         SELECT p.id + ?3, ?1, p.locale, CASE WHEN p.parent_id IS NULL THEN NULL ELSE p.parent_id + ?3 END,
           p.position, p.menu_icon, p.is_valid, p.is_text, p.type, p.layout, p.show_in_menu,
           p.is_fixed_on_right, p.use_absolute_menu, p.reload, p.is_cms_page, p.cms_route, p.link_type,
           p.link_url, p.link_js_code, p.title, p.url, p.path, p.menu_title, p.meta_description
           FROM pages p JOIN tree ON tree.id = p.id
          ORDER BY tree.depth, p.id`,
      )
      .bind(newId, modelId, pageOffset),
    db
      .prepare(
        `INSERT INTO page_blocks (site_id, page_id, position, kind, data)
         SELECT ?, page_id + ?, position, kind, data FROM page_blocks WHERE site_id = ?
          ORDER BY page_id, position`,
      )
      .bind(newId, pageOffset, modelId),
  ];
}

/**
 * An empty site: the platform's reference data (migration 0031: countries, the default
 * language), default settings and a home page. Nothing comes from another site, so the first
 * site of an empty platform is created this way. The French communes are not copied: the city
 * search reads the platform's (reference_cities, migration 0048) beside the site's own cities.
 */
function emptySite(db: D1Database, newId: number, input: SiteCreateInput): D1PreparedStatement[] {
  const parameters = parameterCatalogue.map((definition) =>
    db
      .prepare('INSERT INTO parameters (site_id, type, kind, label, value) VALUES (?, ?, ?, ?, ?)')
      .bind(
        newId,
        definition.type,
        definition.kind,
        definition.label,
        definition.type === 'COMPANY_NAME' ? input.name : definition.default,
      ),
  );
  return [
    db
      .prepare(
        `INSERT INTO countries (id, site_id, alpha_two, alpha_three, num_code, name)
         SELECT id, ?, alpha_two, alpha_three, num_code, name FROM reference_countries ORDER BY id`,
      )
      .bind(newId),
    // The default language from the platform's list; a code the list lacks still gets a row
    // (its code as label), as updateSite does, so the site always has its default language.
    db
      .prepare(
        `INSERT INTO languages (site_id, code, label, deepl_code, flag, country_id, is_valid)
         SELECT ?1, ?2, COALESCE(r.label, ?2), r.deepl_code, r.flag, r.country_id, 1
           FROM (SELECT 1) LEFT JOIN reference_languages r ON r.code = ?2`,
      )
      .bind(newId, input.defaultLocale),
    ...parameters,
    db
      .prepare(
        `INSERT INTO pages (site_id, locale, position, title, url, path, menu_title, meta_description)
         VALUES (?, ?, 0, 'Accueil', 'accueil', '/', 'Accueil', ?)`,
      )
      .bind(newId, input.defaultLocale, `Bienvenue sur le site ${input.name}.`),
  ];
}

/**
 * Creates a site, its hosts and its content in one transaction. Page ids of a copied model are
 * shifted past the highest page id; a concurrent page insert makes the batch fail whole (the
 * caller answers 409 and nothing is half-written).
 */
export async function createSite(db: D1Database, input: SiteCreateInput): Promise<number> {
  const ids = await first(
    db.prepare(
      'SELECT (SELECT COALESCE(MAX(id), 0) FROM sites) AS site, (SELECT COALESCE(MAX(id), 0) FROM pages) AS page',
    ),
    rowReader({ site: 'number', page: 'number' }),
  );
  const newId = (ids?.site ?? 0) + 1;
  const pageOffset = ids?.page ?? 0;
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO sites (id, name, url, dev_urls, prod_urls, servers, is_winemaker, is_ecommerce, is_building,
           default_lang_code) VALUES (?, ?, ?, '[]', ?, '["edge"]', ?, ?, ?, ?)`,
      )
      .bind(
        newId,
        input.name,
        input.url,
        JSON.stringify([input.url]),
        input.isWinemaker ? 1 : 0,
        input.isECommerce ? 1 : 0,
        input.isBuilding ? 1 : 0,
        input.defaultLocale,
      ),
    // A production host waits for its custom hostname (created right after, or by the Cron
    // Trigger when the API fails now): never active before Cloudflare says so.
    ...input.domains.map((domain) =>
      db
        .prepare('INSERT INTO site_domains (host, site_id, kind, hostname_status) VALUES (?, ?, ?, ?)')
        .bind(
          domain.host,
          newId,
          domain.kind,
          isDevelopmentHost(domain.host, domain.kind) ? 'active' : 'pending',
        ),
    ),
    ...(input.modelSiteId === null
      ? emptySite(db, newId, input)
      : copyFromModel(db, newId, input.modelSiteId, pageOffset)),
    // After the copy: the new business's identity replaces the model's (site-identity.repository.ts).
    ...(input.modelSiteId !== null && input.identity
      ? await identityStatements(db, newId, input.modelSiteId, input.name, input.identity)
      : []),
  ];
  await db.batch(statements);
  return newId;
}

/** Switches the site's languages to exactly `codes`: missing ones are added, others switched off. */
function languageStatements(db: D1Database, siteId: number, codes: string[]): D1PreparedStatement[] {
  const labels: Record<string, string> = SITE_LANGUAGES;
  return [
    db
      .prepare(
        `UPDATE languages SET is_valid = CASE WHEN code IN (${codes.map(() => '?').join(', ')}) THEN 1 ELSE 0 END
          WHERE site_id = ?`,
      )
      .bind(...codes, siteId),
    ...codes.map((code) =>
      db
        .prepare(
          `INSERT INTO languages (site_id, code, label, deepl_code, flag, is_valid)
           SELECT ?1, ?2, ?3, ?4, ?5, 1 WHERE NOT EXISTS (SELECT 1 FROM languages WHERE site_id = ?1 AND code = ?2)`,
        )
        .bind(siteId, code, labels[code] ?? code, code.slice(0, 2).toUpperCase(), code.slice(0, 2)),
    ),
  ];
}

/**
 * Changes a site's name, address, flags or languages and bumps its content version (cached
 * pages go), in one transaction.
 */
export async function updateSite(
  db: D1Database,
  siteId: number,
  input: SiteUpdateInput,
): Promise<number | null> {
  const columns: [string, string | number][] = [];
  if (input.name !== undefined) columns.push(['name', input.name]);
  if (input.url !== undefined) columns.push(['url', input.url]);
  if (input.isECommerce !== undefined) columns.push(['is_ecommerce', input.isECommerce ? 1 : 0]);
  if (input.isWinemaker !== undefined) columns.push(['is_winemaker', input.isWinemaker ? 1 : 0]);
  if (input.isBuilding !== undefined) columns.push(['is_building', input.isBuilding ? 1 : 0]);
  if (input.defaultLocale !== undefined) columns.push(['default_lang_code', input.defaultLocale]);
  const assignments = [
    ...columns.map(([column]) => `${column} = ?`),
    'content_version = content_version + 1',
  ];
  const update = db
    .prepare(`UPDATE sites SET ${assignments.join(', ')} WHERE id = ? RETURNING content_version`)
    .bind(...columns.map(([, value]) => value), siteId);
  const results = await db.batch([
    ...(input.locales ? languageStatements(db, siteId, input.locales) : []),
    update,
  ]);
  // No row: no such site (the caller answers 404); versionOf would say 1.
  return firstOf(results.at(-1), rowReader({ content_version: 'number' }))?.content_version ?? null;
}

/**
 * Maps a host to the site, with the custom hostname created for it (null: a development host,
 * which needs none and is active at once).
 */
export async function addDomain(
  db: D1Database,
  siteId: number,
  domain: DomainInput,
  hostname: CustomHostname | null,
  now: number,
): Promise<Domain> {
  const values = hostnameValues(hostname, now);
  await db
    .prepare(
      `INSERT INTO site_domains (host, site_id, kind, hostname_id, hostname_status, ssl_status, verification,
         verification_errors, checked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      domain.host,
      siteId,
      domain.kind,
      values.id,
      values.status,
      values.ssl,
      values.records,
      values.errors,
      values.checkedAt,
    )
    .run();
  return {
    host: domain.host,
    kind: domain.kind,
    idSite: siteId,
    status: hostname?.status ?? 'active',
    sslStatus: hostname?.sslStatus ?? null,
    records: hostname?.records ?? [],
    errors: hostname?.errors ?? [],
    checkedAt: values.checkedAt,
  };
}

export async function removeDomain(db: D1Database, siteId: number, host: string): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM site_domains WHERE site_id = ? AND host = ?')
    .bind(siteId, host)
    .run();
  return result.meta.changes > 0;
}

const toUser = mapRows(
  rowReader({
    id: 'number',
    email: 'string',
    role: roleSchema.options,
    firstname: 'string',
    lastname: 'string',
    created_at: 'string',
  }),
  (row): SiteUser => ({
    id: row.id,
    email: row.email,
    role: row.role,
    firstname: row.firstname,
    lastname: row.lastname,
    createdAt: row.created_at,
  }),
);

/** The site's administrators first, then its members, newest first. */
export async function listSiteUsers(db: D1Database, siteId: number, roles: Role[]): Promise<SiteUser[]> {
  return all(
    db
      .prepare(
        `SELECT id, email, role, firstname, lastname, created_at FROM users
          WHERE site_id = ? AND role IN (${roles.map(() => '?').join(', ')})
          ORDER BY CASE role WHEN 'SUPER_ADMIN' THEN 0 WHEN 'ADMIN' THEN 1 ELSE 2 END, created_at DESC, id DESC
          LIMIT 500`,
      )
      .bind(siteId, ...roles),
    toUser,
  );
}

export async function setUserRole(
  db: D1Database,
  siteId: number,
  userId: number,
  role: Role,
): Promise<SiteUser | null> {
  return first(
    db
      .prepare(
        `UPDATE users SET role = ? WHERE site_id = ? AND id = ?
          RETURNING id, email, role, firstname, lastname, created_at`,
      )
      .bind(role, siteId, userId),
    toUser,
  );
}

export async function createSiteUser(
  db: D1Database,
  siteId: number,
  user: { email: string; firstname: string; lastname: string; role: Role; passwordHash: string },
): Promise<SiteUser> {
  const created = await first(
    db
      .prepare(
        `INSERT INTO users (site_id, email, password_hash, role, firstname, lastname) VALUES (?, ?, ?, ?, ?, ?)
          RETURNING id, email, role, firstname, lastname, created_at`,
      )
      .bind(siteId, user.email, user.passwordHash, user.role, user.firstname, user.lastname),
    toUser,
  );
  if (!created) throw new Error('user insert returned no row');
  return created;
}
