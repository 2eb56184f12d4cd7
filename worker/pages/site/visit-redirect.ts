import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { requestProvider } from '../../provider/request-provider';

/**
 * Spec: with ?from=X the visit is logged with X, then the page reloads without the query
 * string. A failed log never blocks the visitor: the redirect happens either way.
 */
async function logVisitAndRedirect(c: Context<AppEnv>, from: string): Promise<Response> {
  const url = new URL(c.req.url);
  const source = from.trim().slice(0, 200);
  if (source !== '') {
    // Straight to the provider: a visit is a write, nothing to read from the page-data cache.
    await requestProvider(c, c.var.site.defaultLocale)
      .logVisit(source, url.pathname)
      .catch((error: unknown) => {
        console.warn(
          JSON.stringify({ requestId: c.var.requestId, event: 'visit.log_failed', error: String(error) }),
        );
      });
  }
  // '//evil.example' (or '/\\evil.example') would be read by browsers as another site: keep
  // the redirect on this host whatever the path looks like.
  return c.redirect(`/${url.pathname.replace(/^[/\\]+/, '')}`, 302);
}

// Not pages: the API reads ?from= itself (GET /google/reviews?from=), files and feeds are not
// visits a campaign link points at.
const NOT_A_PAGE = [
  /^\/api(\/|$)/,
  /^\/assets\//,
  /^\/media\//,
  /^\/image\//,
  /^\/admin(\/|$)/,
  /\.(xml|txt|json|pdf|ico|png|jpe?g|svg|webp|avif|css|js|map|woff2?)$/i,
];

/**
 * One middleware for every public page (home, CMS pages, /prestations, /actualites, /galerie,
 * service and product pages, /recherche, /boutique…), ahead of their routes, so no page
 * forgets it and a page that redirects by itself (/boutique) still records the visit first.
 */
export const visitFromQuery: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
  const from = new URL(c.req.url).searchParams.get('from');
  if (from === null || NOT_A_PAGE.some((pattern) => pattern.test(c.req.path))) return next();
  return logVisitAndRedirect(c, from);
};
