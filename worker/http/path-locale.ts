import type { Context, ExecutionContext, Hono, MiddlewareHandler } from 'hono';
import { getPath } from 'hono/utils/url';
import { localeFromPath, localisedPath } from '../../src/domain/locale';
import type { AppEnv } from './app-env';

// The page locale, resolved once per request from the path (spec section 2): the default
// locale has no prefix; a path starting with one of the SITE's other locales (/en, /en-gb, the
// longest prefix winning, src/domain/locale.ts) sets it. Page routes are declared once, without
// a prefix: Hono matches routes before any middleware runs, so a prefixed request is handed
// back to the app once more, routed on its unprefixed path (the app's getPath below). The
// request itself keeps its URL, prefix included, for canonical links and "come back" redirects.
// The provider API is left alone: its locale is the userLang header (worker/provider/app.ts).
//
// Hono's languageDetector({ order: ['path'] }) does not fit: its languages are fixed when the
// app is built (here they are the resolved site's), it maps /en-gb to a plain `en` the site may
// not have, it does not strip the prefix, and its cookie is not the spec's (i18n_locale, Lax).

interface Found {
  locale: string;
  prefix: string; // as the path spells it: '/en', '/en-gb'
  requestId: string; // the first pass's, so the logs and x-request-id name one request
}

/** Requests handed back to the router, with what their prefix said. */
const handedBack = new WeakMap<Request, Found>();

/** The app's getPath: a request handed back by pathLocale is routed without its prefix. */
export function routingPath(request: Request): string {
  const path = getPath(request);
  const found = handedBack.get(request);
  // The prefix is plain letters and '-', the same in the encoded and the decoded path.
  return found ? path.slice(found.prefix.length) || '/' : path;
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

function executionContextOf(c: Context<AppEnv>): ExecutionContext | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined; // app.request() in a test: no execution context
  }
}

/** Sets c.var.locale and c.var.localePrefix; runs right after the site is resolved. */
export function pathLocale(app: () => Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const handed = handedBack.get(c.req.raw);
    if (handed) {
      c.set('requestId', handed.requestId);
      c.set('locale', handed.locale);
      c.set('localePrefix', handed.prefix);
      return next();
    }
    const pathname = new URL(c.req.url).pathname;
    if (isApi(pathname)) return next();
    const site = c.var.site;
    const found = localeFromPath(pathname, site.locales, site.defaultLocale);
    // /en/api/… is no API path and no page either: routed as it is (the 404 page).
    if (found.prefix === '' || isApi(found.path)) {
      c.set('locale', site.defaultLocale);
      c.set('localePrefix', '');
      return next();
    }
    handedBack.set(c.req.raw, { locale: found.locale, prefix: found.prefix, requestId: c.var.requestId });
    return app().fetch(c.req.raw, c.env, executionContextOf(c));
  };
}

/** The request's path without its locale prefix, as the URL spells it (percent-encoded). */
export function unprefixedPath(c: Context<AppEnv>): string {
  const pathname = new URL(c.req.url).pathname;
  return pathname.slice((c.var.localePrefix as string | undefined)?.length ?? 0) || '/';
}

/** A site path in the request's locale: unprefixed for the default locale, else '/en/…'. */
export function localLink(c: Context<AppEnv>, path: string): string {
  return localisedPath(path, c.var.locale, c.var.site.defaultLocale);
}
