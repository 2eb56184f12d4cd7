import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { readConfig } from '../config';
import { AppError } from '../errors';
import { resolveSiteByHost } from '../site/site-resolver';
import type { AppEnv } from './app-env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_SITE_REFUSED = 'Cette action doit être faite depuis le site lui-même.';

/** True when `origin` is an http(s) origin whose host resolves to the request's own site. */
async function belongsToSite(c: Context<AppEnv>, origin: string): Promise<boolean> {
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    host = url.hostname;
  } catch {
    return false; // 'null' (a sandboxed frame, a data: page) and garbage
  }
  const site = await resolveSiteByHost(c.env, host);
  return site !== null && site.id === c.var.site.id;
}

/**
 * Cross-site requests are refused before any handler runs (login CSRF, a forced logout, an
 * admin write from another site). A browser sends Origin with every POST/PUT/DELETE:
 * - with an explicit Authorization header (a remote front end, curl) the credential was not
 *   attached by the browser, so the request's own origin or a configured CORS origin is enough;
 * - otherwise the Origin must resolve to THIS site: the platform's other sites are on the CORS
 *   list, but the token cookie of one site must not act from another;
 * - a request authenticated by the token cookie without Origin passes only with
 *   `Sec-Fetch-Site: same-origin`; without any credential (curl, server to server) it passes.
 * Runs after the site middleware: it needs the request's site.
 */
export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  const explicitAuthorization = (c.req.header('authorization')?.trim() ?? '') !== '';
  let allowed: boolean;
  if (explicitAuthorization) {
    allowed =
      origin === undefined ||
      origin === new URL(c.req.url).origin ||
      readConfig(c.env).corsOrigins.includes(origin);
  } else if (origin !== undefined) {
    allowed = await belongsToSite(c, origin);
  } else {
    allowed = getCookie(c, 'token') === undefined || c.req.header('sec-fetch-site') === 'same-origin';
  }
  if (!allowed) throw new AppError(403, CROSS_SITE_REFUSED);
  await next();
};
