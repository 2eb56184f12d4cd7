import type { Context } from 'hono';
import type { ProviderFetch } from '../../src/provider/client';
import type { Env } from '../env';
import type { SiteContext } from './site-context';

/** Typed per-request values set by the middlewares in worker/index.ts. */
export interface AppVariables {
  requestId: string;
  site: SiteContext;
  /** The page's locale (fr_FR): from the path's prefix on pages (worker/http/path-locale.ts),
   * from the userLang header on the provider API. */
  locale: string;
  /** The locale prefix the page's path starts with, as spelt there ('/en-gb'); '' for the default. */
  localePrefix: string;
  token: string | null; // from Authorization, or the token cookie on site hosts
  providerFetch: ProviderFetch; // the seam to the provider API: in-process or remote
  errorPage?: ErrorPageRenderer; // the error page in the site's layout (worker/http/on-error.ts)
  errorKind?: string; // what the error handler met, for the request's log line (worker/http/request-log.ts)
  /** The provider route that answered an /api request ('/api/news/:id'), told by the provider
   * app, which runs on its own behind the page app's one /api/* route (worker/provider/runner.ts). */
  apiRoute?: string;
  /** The name the request log gives a page whose route pattern says nothing: a CMS page's kind
   * under the catch-all '/*' ('page:home', 'page:content'…), or a page the HTML cache replayed
   * (the route its render had). */
  logRoute?: string;
  /** The route pattern that gave logRoute: the name holds only if that route answered (a page
   * that passes the request on, an element list's '/:keyList' for /mon-compte, names nothing). */
  logRouteAt?: string;
}

/** Renders a page request's error page; given by the entry so http/ never imports a page. */
export type ErrorPageRenderer = (c: Context<AppEnv>, status: number, message: string) => Promise<Response>;

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
