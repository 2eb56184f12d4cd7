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
//
// One site, one address: the host of that URL is the site's primary domain (the
// operator picks it on the admin's « Domaines » screen, which writes the URL). Every other
// production host mapped to the site answers 301 to the same path on it
// (primary-host-redirect.ts), so a page is only ever rendered on the primary host, where the
// request's origin is this origin, and canonicals, sitemaps, feeds and JSON-LD built from the
// request's origin name it. Development hosts (kind DEV, localhost, *.localhost: the sample
// data, the tests, a preview on any port) are not redirected and link to themselves; the API
// host and the admin host are not the site's pages and never redirect either.

/** The origin (scheme, host, port; no trailing slash) links to the site start with. */
export function primaryOrigin(storedUrl: string, requestUrl?: string | null): string {
  const stored = parseUrl(storedUrl);
  const request = requestUrl ? parseUrl(requestUrl) : null;
  if (request && (!stored || request.hostname === stored.hostname)) return request.origin;
  return stored?.origin ?? '';
}

/**
 * The stored URL's origin when its host is one of the hosts answering for the site, else null
 * (a site whose URL names a host it does not answer on redirects nowhere rather than away).
 */
export function answeringPrimaryOrigin(
  storedUrl: string,
  answering: readonly { host: string }[],
): string | null {
  const stored = parseUrl(storedUrl);
  if (!stored) return null;
  return answering.some((host) => host.host === stored.hostname) ? stored.origin : null;
}

/**
 * Where a request on `requestUrl` must go instead (the same path and query on the primary
 * origin), or null when it is served where it is: on the primary host itself, on one of the
 * site's development hosts, or when the site has no answering primary host.
 */
export function primaryRedirect(
  requestUrl: string,
  site: { primaryOrigin?: string | null; devHosts?: readonly string[] },
): string | null {
  if (!site.primaryOrigin) return null;
  const request = new URL(requestUrl);
  const primary = new URL(site.primaryOrigin);
  if (request.hostname === primary.hostname) return null;
  if (site.devHosts?.includes(request.hostname)) return null;
  if (request.hostname === 'localhost' || request.hostname.endsWith('.localhost')) return null;
  return `${primary.origin}${request.pathname}${request.search}`;
}

/** The absolute link to a path of the site: siteLink('https://vins.example', '/mon-compte'). */
export function siteLink(origin: string, path: string): string {
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

function parseUrl(value: string): URL | null {
  try {
    return value.trim() === '' ? null : new URL(value.trim());
  } catch {
    return null;
  }
}
