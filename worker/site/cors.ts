import type { Context, MiddlewareHandler } from 'hono';
import { readConfig } from '../config';
import { normaliseHost } from '../../src/domain/site/host-name';
import { resolveSiteByHost } from './site-resolver';
import type { AppEnv } from '../http/app-env';
import { SITE_ID_HEADER } from '../http/site-context';
import { parseOrigin, siteOfOrigin } from './site-origin';

// CORS on /api. Credentials are granted to an origin only for ITS OWN site, so the
// owner's script on one site (its custom HTML) can never read another site's answers with the
// visitor's cookie:
// - an origin of a host of the requested site (worker/site/site-origin.ts: the host maps to the
//   site, same scheme and port) is echoed with `Access-Control-Allow-Credentials: true`. On a
//   site's host the requested site is the host's; on the API host it is the idSite header's;
// - CORS_ORIGINS entries are honoured on the API host only, and WITHOUT credentials: a remote
//   front end on a host that is no site's (a staging or development server) reads the API with
//   the `Authorization` header, which a browser never attaches by itself;
// - anything else gets no CORS header: the browser keeps the answer from the page.
// A preflight carries no idSite header and no cookie and grants nothing readable, so on the API
// host it accepts an origin of any site (the real answer then checks the site) and answers
// before the site lookup.

const ALLOW_HEADERS = ['Authorization', 'Content-Type', 'userLang', SITE_ID_HEADER].join(',');
const ALLOW_METHODS = 'GET,POST,PUT,DELETE,OPTIONS';

type Grant = 'credentials' | 'public' | null;

function onApiHost(c: Context<AppEnv>): boolean {
  const apiHost = readConfig(c.env).apiHost;
  return apiHost !== '' && normaliseHost(new URL(c.req.url).hostname) === apiHost;
}

/** What `origin` may do with the answer for site `siteId` (null: the site is not known yet). */
async function grantFor(c: Context<AppEnv>, origin: string, siteId: number | null): Promise<Grant> {
  const requestUrl = new URL(c.req.url);
  const originSite = await siteOfOrigin(c.env, origin, requestUrl);
  if (originSite !== null && (siteId === null || originSite === siteId)) return 'credentials';
  if (onApiHost(c) && parseOrigin(origin) && readConfig(c.env).corsOrigins.includes(origin)) return 'public';
  return null;
}

function allowOrigin(headers: Headers, origin: string, grant: Grant): void {
  headers.append('Vary', 'Origin');
  if (!grant) return;
  headers.set('Access-Control-Allow-Origin', origin);
  if (grant === 'credentials') headers.set('Access-Control-Allow-Credentials', 'true');
}

/** CORS for the provider API; answers preflights before the site lookup. */
export const providerCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  if (c.req.method === 'OPTIONS') {
    const headers = new Headers();
    let grant: Grant = null;
    if (origin !== undefined) {
      // The host's own site on a site's host; any site on the API host (see above).
      const apiHost = onApiHost(c);
      const hostSite = apiHost ? null : await resolveSiteByHost(c.env, new URL(c.req.url).hostname);
      grant = apiHost || hostSite ? await grantFor(c, origin, hostSite?.id ?? null) : null;
      allowOrigin(headers, origin, grant);
    }
    if (grant) {
      headers.set('Access-Control-Allow-Methods', ALLOW_METHODS);
      headers.set('Access-Control-Allow-Headers', ALLOW_HEADERS);
      headers.set('Access-Control-Max-Age', '600');
    }
    return new Response(null, { status: 204, headers });
  }
  await next();
  if (origin === undefined) return;
  // After the handler: the site middleware has set the requested site (from the host or idSite);
  // an unknown site or a missing idSite leaves it unset and grants nothing.
  const site = c.get('site') as AppEnv['Variables']['site'] | undefined;
  allowOrigin(c.res.headers, origin, site ? await grantFor(c, origin, site.id) : null);
};
