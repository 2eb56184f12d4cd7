import type { Context, ExecutionContext, Hono, MiddlewareHandler } from 'hono';
import { getPath } from 'hono/utils/url';
import { localeFromPath, localisedPath } from '../../src/domain/shared/locale';
import { routingAnswer } from '../../src/i18n/route-paths';
import type { AppEnv } from './app-env';

// The page locale, resolved once per request from the path: the default
// locale has no prefix; a path starting with one of the SITE's other locales (/en, /en-gb, the
// longest prefix winning, src/domain/shared/locale.ts) sets it. Page routes are declared once, without
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
  /** The path the routes see: unprefixed, with the locale's route words in French (/mon-compte). */
  routing: string;
  requestId: string; // the first pass's, so the logs and x-request-id name one request
}

/** Requests handed back to the router, with what their prefix said. */
const handedBack = new WeakMap<Request, Found>();

/** The app's getPath: a request handed back by pathLocale is routed without its prefix. */
export function routingPath(request: Request): string {
  const found = handedBack.get(request);
  return found ? found.routing : getPath(request);
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
    // A fixed route spelt in French under another locale (/en/mon-compte) has its own words
    // there: 301 to them, so each page has one URL per language (src/i18n/route-paths.ts).
    const answer = routingAnswer(found.path, found.locale);
    if (answer.kind === 'redirect') {
      return c.redirect(`${found.prefix}${answer.path}${new URL(c.req.url).search}`, 301);
    }
    handedBack.set(c.req.raw, {
      locale: found.locale,
      prefix: found.prefix,
      routing: answer.path,
      requestId: c.var.requestId,
    });
    return app().fetch(c.req.raw, c.env, executionContextOf(c));
  };
}

/**
 * The request's path without its locale prefix, with the fixed routes' French words (as the
 * routes are declared and as localLink takes them): /en/my-account → /mon-compte.
 * Percent-encoded, as the URL spells it.
 */
export function unprefixedPath(c: Context<AppEnv>): string {
  const found = handedBack.get(c.req.raw);
  if (found) return found.routing;
  const pathname = new URL(c.req.url).pathname;
  return pathname.slice((c.var.localePrefix as string | undefined)?.length ?? 0) || '/';
}

/** A site path in the request's locale: unprefixed for the default locale, else '/en/…'. */
export function localLink(c: Context<AppEnv>, path: string): string {
  return localisedPath(path, c.var.locale, c.var.site.defaultLocale);
}
