import { findSiteNameAndUrl } from '../provider/site/public';

// The one builder of the site's primary URL: every link an e-mail or a page gives to the site
// (order e-mails, account e-mails, newsletter links) starts with primaryOrigin(…). Before it,
// order e-mails used the stored site URL and welcome e-mails the request's host, so the same
// shop linked two addresses.
//
// The primary address is the site's stored `url` (the one the operator declares). A request
// that came to that very host name keeps its scheme and port: locally the same host is served
// on whatever port `npm start` got (the e2e servers pick a free one), and in production it is
// the same origin anyway. A request on any other host (an alias domain, the shared API host,
// the admin host) and work without a request (cron, queue) link to the stored address.

/** The origin (scheme, host, port; no trailing slash) links to the site start with. */
export function primaryOrigin(storedUrl: string, requestUrl?: string | null): string {
  const stored = parseUrl(storedUrl);
  const request = requestUrl ? parseUrl(requestUrl) : null;
  if (request && (!stored || request.hostname === stored.hostname)) return request.origin;
  return stored?.origin ?? '';
}

/** The absolute link to a path of the site: siteLink('https://vins.example', '/mon-compte'). */
export function siteLink(origin: string, path: string): string {
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Reads the site's stored URL, then primaryOrigin; the request's URL when there is one. */
export async function sitePrimaryOrigin(
  db: D1Database,
  siteId: number,
  requestUrl?: string | null,
): Promise<string> {
  const site = await findSiteNameAndUrl(db, siteId);
  return primaryOrigin(site?.url ?? '', requestUrl);
}

function parseUrl(value: string): URL | null {
  try {
    return value.trim() === '' ? null : new URL(value.trim());
  } catch {
    return null;
  }
}
