import { env } from 'cloudflare:workers';

// Small data builders for worker tests. Storage is isolated per test file but shared by the
// tests inside one, so every builder gives its rows unique names.

export const MASSAGE_SITE_ID = 1;
export const WINE_SITE_ID = 2;

let counter = 0;

/** A name no other row of this test file uses: `prefix-<n>-<random>`. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}-${crypto.randomUUID().slice(0, 8)}`;
}

/** A number no other builder call of this test file returns (for ids chosen by the test). */
export function uniqueNumber(base: number): number {
  counter += 1;
  return base + counter;
}

export interface PageOptions {
  locale?: string;
  parentId?: number | null;
  isValid?: boolean;
  isFixedOnRight?: boolean;
  title?: string;
  position?: number;
}

/** Inserts a page (and one RICH_TEXT block) for a site; returns its id. */
export async function insertPage(siteId: number, options: PageOptions = {}): Promise<number> {
  const slug = unique('page');
  const row = await env.DB.prepare(
    `INSERT INTO pages (site_id, locale, parent_id, position, is_valid, is_fixed_on_right, title, url, path)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      siteId,
      options.locale ?? 'fr_FR',
      options.parentId ?? null,
      options.position ?? 99,
      options.isValid === false ? 0 : 1,
      options.isFixedOnRight ? 1 : 0,
      options.title ?? slug,
      slug,
      `/${slug}`,
    )
    .first<{ id: number }>();
  if (!row) throw new Error('page insert returned no id');
  await env.DB.prepare(
    'INSERT INTO page_blocks (site_id, page_id, position, kind, data) VALUES (?, ?, 0, ?, ?)',
  )
    .bind(siteId, row.id, 'RICH_TEXT', JSON.stringify({ html: `<p>${slug}</p>` }))
    .run();
  return row.id;
}

/** Inserts a setting for one site only; returns its type (upper-case key) and id. */
export async function insertParameter(
  siteId: number,
  value = 'valeur',
): Promise<{ id: number; type: string }> {
  const type = unique('TEST_PARAM')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '_');
  const row = await env.DB.prepare(
    "INSERT INTO parameters (site_id, type, kind, label, value) VALUES (?, ?, 'STRING', 'Test', ?) RETURNING id",
  )
    .bind(siteId, type, value)
    .first<{ id: number }>();
  if (!row) throw new Error('parameter insert returned no id');
  return { id: row.id, type };
}

/** Inserts a component configuration for one site only; returns its slug and id. */
export async function insertComponentConf(
  siteId: number,
  conf: Record<string, unknown> = { variant: 'test' },
): Promise<{ id: number; slug: string }> {
  const slug = unique('conf');
  const row = await env.DB.prepare(
    'INSERT INTO component_confs (site_id, slug, conf) VALUES (?, ?, ?) RETURNING id',
  )
    .bind(siteId, slug, JSON.stringify(conf))
    .first<{ id: number }>();
  if (!row) throw new Error('component conf insert returned no id');
  return { id: row.id, slug };
}

/** Inserts a country that exists for one site only, with one city; returns both ids. */
export async function insertCountryWithCity(
  siteId: number,
  cityName: string,
  postalCode = '99000',
): Promise<{ countryId: number; cityId: number }> {
  const countryId = uniqueNumber(1000);
  await env.DB.prepare(
    "INSERT INTO countries (id, site_id, alpha_two, alpha_three, num_code, name) VALUES (?, ?, 'ZZ', 'ZZZ', ?, ?)",
  )
    .bind(countryId, siteId, countryId, unique('Pays'))
    .run();
  const city = await env.DB.prepare(
    `INSERT INTO cities (site_id, country_id, postal_code, name, search_name)
     VALUES (?, ?, ?, ?, lower(?)) RETURNING id`,
  )
    .bind(siteId, countryId, postalCode, cityName, cityName)
    .first<{ id: number }>();
  if (!city) throw new Error('city insert returned no id');
  return { countryId, cityId: city.id };
}

/** Ids of one site's rows in a provider table, read straight from D1. */
export async function idsOf(table: 'pages' | 'parameters' | 'cities' | 'component_confs', siteId: number) {
  const { results } = await env.DB.prepare(`SELECT id FROM ${table} WHERE site_id = ? ORDER BY id`)
    .bind(siteId)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/** A setting's value for a site, read straight from D1. */
export async function parameterValue(siteId: number, type: string): Promise<string | null> {
  const row = await env.DB.prepare('SELECT value FROM parameters WHERE site_id = ? AND type = ?')
    .bind(siteId, type)
    .first<{ value: string | null }>();
  return row?.value ?? null;
}

export interface SiteOptions {
  hosts: string[];
  locales: string[]; // the first one is the default
}

/** A new site on its own hosts, with its languages; returns its id. */
export async function insertSite(options: SiteOptions): Promise<number> {
  const id = uniqueNumber(100);
  const [defaultLocale = 'fr_FR'] = options.locales;
  await env.DB.batch([
    env.DB.prepare('INSERT INTO sites (id, name, url, default_lang_code) VALUES (?, ?, ?, ?)').bind(
      id,
      unique('Site de test'),
      `http://${options.hosts[0] ?? 'test.localhost'}`,
      defaultLocale,
    ),
    ...options.hosts.map((host) =>
      env.DB.prepare("INSERT INTO site_domains (host, site_id, kind) VALUES (?, ?, 'DEV')").bind(host, id),
    ),
    ...options.locales.map((code) =>
      env.DB.prepare('INSERT INTO languages (site_id, code, label, is_valid) VALUES (?, ?, ?, 1)').bind(
        id,
        code,
        code,
      ),
    ),
  ]);
  return id;
}

/** Adds a block to a page after its first one; returns the block id. */
async function insertBlock(
  siteId: number,
  pageId: number,
  kind: string,
  data: Record<string, unknown>,
  position = 1,
): Promise<number> {
  const row = await env.DB.prepare(
    'INSERT INTO page_blocks (site_id, page_id, position, kind, data) VALUES (?, ?, ?, ?, ?) RETURNING id',
  )
    .bind(siteId, pageId, position, kind, JSON.stringify(data))
    .first<{ id: number }>();
  if (!row) throw new Error('block insert returned no id');
  return row.id;
}

/** A page carrying the contact form (a FORM block), in the given locale; returns id and path. */
export async function insertMessageFormPage(
  siteId: number,
  options: PageOptions = {},
): Promise<{ id: number; path: string }> {
  const id = await insertPage(siteId, options);
  await insertBlock(siteId, id, 'FORM', { form: 'message', title: 'Écrivez-nous' });
  const row = await env.DB.prepare('SELECT path FROM pages WHERE site_id = ? AND id = ?')
    .bind(siteId, id)
    .first<{ path: string }>();
  if (!row) throw new Error('contact page not found after insert');
  return { id, path: row.path };
}
