import { first, jsonRows, rowReader } from '../shared/d1';
import { domainKindSchema } from '../../../src/schema/site/platform';

// What a request needs to know about the site its host serves, in ONE read: the first
// view of a site an isolate has never seen used to pay a chain of round trips before its page
// even started (the host's site id, then the site and its languages, its answering hosts, then
// its content version). Here the host's domain row, the site row (content version included), the
// site's valid locales and its answering hosts come back as one row.

/** The same rule as findSiteIdByHost: a production host answers once its hostname is active. */
const ANSWERS = `(hostname_status = 'active' OR kind = 'DEV' OR host = 'localhost' OR host LIKE '%.localhost')`;

export interface SiteContextFacts {
  id: number;
  name: string;
  url: string;
  defaultLangCode: string;
  isECommerce: boolean;
  isBuilding: boolean;
  contentVersion: number;
  /** When a scheduled publication changes the site next (ms), or null. */
  nextChangeAt: number | null;
  /** The codes of the site's valid languages, in the site's order. */
  locales: string[];
  hosts: { host: string; kind: 'PROD' | 'DEV' }[];
}

const readContext = rowReader({
  id: 'number',
  name: 'string',
  url: 'string',
  default_lang_code: 'string',
  is_ecommerce: 'number',
  is_building: 'number',
  content_version: 'number',
  next_change_at: 'number?',
  locales: 'string',
  hosts: 'string',
});
const readLocale = rowReader({ code: 'string' });
const readHost = rowReader({ host: 'string', kind: domainKindSchema.options });

/** The site `host` answers for, with its context and content version; null when none does. */
export async function findSiteContextByHost(db: D1Database, host: string): Promise<SiteContextFacts | null> {
  const row = await first(
    db
      .prepare(
        `SELECT s.id, s.name, s.url, s.default_lang_code, s.is_ecommerce, s.is_building, s.content_version, s.next_change_at,
                (SELECT json_group_array(json_object('code', code))
                   FROM (SELECT code FROM languages WHERE site_id = s.id AND is_valid = 1 ORDER BY id)) AS locales,
                (SELECT json_group_array(json_object('host', host, 'kind', kind))
                   FROM (SELECT host, kind FROM site_domains WHERE site_id = s.id AND ${ANSWERS} ORDER BY host)) AS hosts
           FROM site_domains d JOIN sites s ON s.id = d.site_id
          WHERE d.host = ?1
            AND (d.hostname_status = 'active' OR d.kind = 'DEV' OR d.host = 'localhost' OR d.host LIKE '%.localhost')`,
      )
      .bind(host),
    readContext,
  );
  if (row === null) return null;
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    defaultLangCode: row.default_lang_code,
    isECommerce: row.is_ecommerce === 1,
    isBuilding: row.is_building === 1,
    contentVersion: row.content_version,
    nextChangeAt: row.next_change_at,
    locales: jsonRows(row.locales, readLocale).map((locale) => locale.code),
    hosts: jsonRows(row.hosts, readHost),
  };
}
