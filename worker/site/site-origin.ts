import type { Env } from '../env';
import { resolveSiteByHost } from './site-resolver';

// Which browser origins speak for a site. An origin is a site's when:
// - it is exactly the request's own origin (scheme, host and port), or
// - its host is one of the site's hosts (site_domains, the same map that routes requests) AND
//   its scheme and port are the request's own: in production every host is https on 443; in
//   local development every host is http on the port `npm start` serves (8787 by default).
// So https://localhost or http://localhost:9999 (another local server) never speaks for the
// site served on http://localhost:8787, and one site's hosts never speak for another site.

/** The parsed http(s) origin, or null ('null' from a sandboxed frame, garbage, other schemes). */
export function parseOrigin(origin: string): URL | null {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === origin ? url : null; // a path, credentials or a trailing slash: not an origin
  } catch {
    return null;
  }
}

/** True when `origin` uses the scheme and port of `requestUrl` (default ports made explicit). */
function sameSchemeAndPort(origin: URL, requestUrl: URL): boolean {
  return origin.protocol === requestUrl.protocol && origin.port === requestUrl.port;
}

/** The site whose host `origin` is, when it is on the request's scheme and port; else null. */
export async function siteOfOrigin(env: Env, origin: string, requestUrl: URL): Promise<number | null> {
  const url = parseOrigin(origin);
  if (!url || !sameSchemeAndPort(url, requestUrl)) return null;
  const site = await resolveSiteByHost(env, url.hostname);
  return site?.id ?? null;
}

/** True when `origin` is the request's own origin or an origin of a host of site `siteId`. */
export async function isSiteOrigin(
  env: Env,
  origin: string,
  requestUrl: URL,
  siteId: number,
): Promise<boolean> {
  if (origin === requestUrl.origin) return true;
  return (await siteOfOrigin(env, origin, requestUrl)) === siteId;
}
