import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { namedRoute, nameRoute } from '../http/request-log';
import { consentNeeded } from '../../src/domain/site/consent';
import type { AppEnv } from '../http/app-env';
import { islandsScriptUrl } from '../http/islands-manifest';
import { LOCALE_COOKIE, rememberLocale } from '../http/locale-cookie';
import { htmlCacheKey, readHtmlCache, writeHtmlCache, type CachedPage } from './html-cache';
import { isolateNow } from '../isolate-memo';
import { STALE_DATA_HEADER } from './page-data-cache';
import { contentVersionFor } from './site-content-version';
import { beginView, endView, viewPlanKey } from './view-plans';
import { notePageView, setPreparationRenderer } from './publish-preparation';
import { joinRender, renderInFlight, startRender } from './render-flight';

// The whole-page HTML cache for anonymous page views (worker/cache/html-cache.ts holds the
// layers). Only GET/HEAD without a token: signed-in visitors and unsafe methods bypass it.
// Per-visitor parts (account, cart count, consent state) are islands, so one anonymous
// rendering fits every anonymous visitor; the few request facts that still change the markup
// (the consent banner open or not, the islands bundle) are part of the key, with the page's
// locale (c.var.locale, from worker/http/path-locale.ts).
//
// Only a fresh 200 text/html whose only cookie is the locale one is stored, without Set-Cookie; a
// hit sets the locale cookie itself when the visitor's differs. A hit replays the status, the
// body and every header the render set; `x-cache` says HIT (with `x-cache-layer`) or MISS.
//
// A stored page past its freshness (html-cache.ts) is answered at once with `x-cache: STALE`,
// and rendered again after the answer: the app fetches the same URL for itself in waitUntil
// (a request object only this module can mark, so no visitor can ask for a forced render),
// which skips the lookup and stores the new page. One such render per key at a time per isolate.
//
// Single flight: a MISS whose key is being rendered in this isolate already (by a
// visitor, a STALE refresh or the preparation after a write, publish-preparation.ts) waits for
// that render and replays its page (`x-cache: HIT`, `x-cache-layer: in-flight`) instead of
// rendering the same page again (render-flight.ts). A render that fails or is not storable
// hands its waiters nothing: each then renders for itself, so a failure is never shared.

// Paths whose markup carries a secret of the visitor (a password reset token) are never stored,
// nor search results: every query is a new URL, so storing them would only fill the cache.
// Matched against the routed path, without its locale prefix (c.req.path).
const NEVER_STORED = [
  /^\/password\/reset\//,
  /^\/recherche\/?$/,
  /^\/(?:mon-compte|newsletter)(?:\/|$)/, // account, newsletter tokens
  /^\/rendez-vous(?:\/|$)/, // booking: free times change with every booking; the manage link's token
  /^\/apercu\//, // shared previews of drafts (worker/pages/publishing/preview.routes.tsx)
];

function storable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (!response.headers.get('content-type')?.startsWith('text/html')) return false;
  // An answer that says so is never stored (a draft's shared preview, for one).
  if (/no-store/.test(response.headers.get('cache-control') ?? '')) return false;
  // Built from "last good" data while the provider was down: the next view must try again.
  if (response.headers.has(STALE_DATA_HEADER)) return false;
  return response.headers.getSetCookie().every((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`));
}

/** The stored page keeps the route its render was logged under, never sent to a visitor. */
const LOG_ROUTE = 'x-log-route';

function replay(page: CachedPage, head: boolean): Response {
  const headers = page.headers.filter(([name]) => name !== LOG_ROUTE);
  return new Response(head ? null : page.body, { status: page.status, headers });
}

/** The route a hit is logged under: the one its render had (the request log, worker/http/request-log.ts). */
const storedRoute = (page: CachedPage) => page.headers.find(([name]) => name === LOG_ROUTE)?.[1];

/** The route the render answered with: what its page said, else the router's pattern. */
function renderedRoute(c: Context<AppEnv>): string | undefined {
  const named = namedRoute(c);
  if (named !== undefined) return named;
  try {
    return routePath(c);
  } catch {
    return undefined;
  }
}

interface Fetcher {
  fetch: (
    request: Request,
    env: AppEnv['Bindings'],
    ctx: Context<AppEnv>['executionCtx'],
  ) => Response | Promise<Response>;
}

/** Requests made by refreshInBackground: they render and store, never read the cache. */
const refreshRequests = new WeakSet<Request>();
const refreshing = new Set<string>();

function refreshInBackground(c: Context<AppEnv>, app: Fetcher, key: string): void {
  if (refreshing.has(key) || renderInFlight(key)) return;
  refreshing.add(key);
  const request = new Request(c.req.url, { method: 'GET', headers: c.req.raw.headers });
  refreshRequests.add(request);
  c.executionCtx.waitUntil(
    Promise.resolve(app.fetch(request, c.env, c.executionCtx))
      .then((response) => response.body?.cancel())
      .catch((error: unknown) => {
        console.warn(
          JSON.stringify({
            requestId: c.var.requestId,
            event: 'html_cache.refresh_failed',
            error: String(error),
          }),
        );
      })
      .finally(() => refreshing.delete(key)),
  );
}

/** The part of a URL's query string the page at a path reads (worker/pages/content/page-query.ts). */
export type PageQuery = (path: string, search: string) => string;

let setup: { app: () => Fetcher; pageQuery: PageQuery } | null = null;
/** Requests the page cache has taken: a second pass (pageCacheHere, then pageCache) lets them by. */
const taken = new WeakSet<Request>();

/**
 * The HTML cache middleware; `app` is the Worker's app, for the renders after a stale answer;
 * `query` keeps of a URL's query string what its page reads, the rest never reaches a key.
 */
export const pageCache = (app: () => Fetcher, query: PageQuery): MiddlewareHandler<AppEnv> => {
  // The same app renders the pages a publish prepares (publish-preparation.ts).
  setPreparationRenderer(app);
  setup = { app, pageQuery: query };
  return pageCacheHere;
};

/**
 * The same cache, for routes mounted before the app's own pageCache (the element pages,
 * whose list-key lookup must be inside the cached view, so it is in the view plan). Without the app's
 * pageCache set up, it lets every request by.
 */
export const pageCacheHere: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (setup === null || taken.has(c.req.raw)) return next();
  const { app, pageQuery } = setup;
  taken.add(c.req.raw);
  const url = new URL(c.req.url);
  const method = c.req.method;
  // Static files have their own caching (worker/http/static-assets.ts).
  if (url.pathname.startsWith('/assets/')) return next();
  if (
    (method !== 'GET' && method !== 'HEAD') ||
    url.pathname.startsWith('/api/') ||
    c.var.token !== null ||
    NEVER_STORED.some((pattern) => pattern.test(c.req.path))
  ) {
    await next();
    if (!url.pathname.startsWith('/api/')) c.header('x-cache', 'BYPASS');
    return;
  }
  const site = c.var.site;
  // Only the parameters the page reads tell one page from another: a tracking or made-up
  // parameter (?utm_source=, ?cb=) is the same page, and churns neither the cache nor renders.
  const pathAndQuery = url.pathname + pageQuery(c.req.path, url.search);
  // Every read from here on, the content version's included, may come from the page's view
  // plan: one D1 batch for the whole view (view-plans.ts).
  const planKey = viewPlanKey(site.id, c.var.locale, pathAndQuery);
  beginView(c.env.DB, planKey);
  const [version, islands] = await Promise.all([
    contentVersionFor(c),
    islandsScriptUrl(c.env.ASSETS, url.origin),
  ]);
  const key = htmlCacheKey({
    origin: url.origin,
    siteId: site.id,
    version,
    variant: `${c.var.locale}|${consentNeeded(c.req.header('cookie')) ? 'consent-open' : 'consent-given'}|${islands ?? 'no-islands'}`,
    pathAndQuery,
  });

  const refresh = refreshRequests.has(c.req.raw);
  const hit = refresh ? null : await readHtmlCache(key);
  // What a preparation after a write renders again: the pages this isolate serves.
  const viewed = () => notePageView(site.id, url.origin + pathAndQuery, c.req.header('cookie'));
  const answer = (page: CachedPage, state: string, layer: string) => {
    endView(c.env.DB, planKey, false);
    const route = storedRoute(page);
    if (route !== undefined) nameRoute(c, route);
    c.res = replay(page, method === 'HEAD');
    // After c.res is set, so the cookie lands on the replayed response.
    rememberLocale(c);
    c.header('x-cache', state);
    c.header('x-cache-layer', layer);
    viewed();
  };
  if (hit) {
    answer(hit.page, hit.stale ? 'STALE' : 'HIT', hit.layer);
    if (hit.stale) refreshInBackground(c, app(), key);
    return;
  }
  const joined = refresh ? null : await joinRender(key);
  if (joined) return answer(joined, 'HIT', 'in-flight');

  const flight = startRender(key);
  try {
    await next();
  } catch (error) {
    flight.settle(null);
    throw error;
  } finally {
    endView(c.env.DB, planKey, c.res.status === 200);
  }
  c.header('x-cache', 'MISS');
  const response = c.res;
  if (!storable(response) || !response.body) {
    flight.settle(null);
    return;
  }
  viewed();
  const [forVisitor, forCache] = response.body.tee();
  const headers = [...response.headers].filter(
    ([name]) => name !== 'set-cookie' && !name.startsWith('x-cache'),
  );
  const route = renderedRoute(c);
  if (route !== undefined) headers.push([LOG_ROUTE, route]);
  c.res = new Response(forVisitor, response);
  c.executionCtx.waitUntil(
    new Response(forCache)
      .arrayBuffer()
      .then((body) => {
        const page: CachedPage = { status: response.status, headers, body, storedAt: isolateNow() };
        const stored = writeHtmlCache(key, page); // its isolate copy is set at once
        flight.settle(page);
        return stored;
      })
      .catch((error: unknown) => {
        flight.settle(null);
        console.warn(
          JSON.stringify({
            requestId: c.var.requestId,
            event: 'html_cache.write_failed',
            error: String(error),
          }),
        );
      }),
  );
};
