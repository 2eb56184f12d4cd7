import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { readConfig } from '../config';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { isSiteOrigin } from './site-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CROSS_SITE_REFUSED = 'Cette action doit être faite depuis le site lui-même.';

/**
 * Cross-site requests are refused before any handler runs (login CSRF, a forced logout, an
 * admin write from another site). A browser sends Origin with every POST/PUT/DELETE:
 * - with an explicit Authorization header (a remote front end, curl) the credential was not
 *   attached by the browser, so the request's own origin or a configured CORS origin is enough;
 * - otherwise the Origin must be the request's own origin or an origin of a host of THIS site,
 *   scheme and port included (worker/site/site-origin.ts): the token cookie of one site must
 *   not act from another, nor from https://localhost or another local server's port;
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
    allowed = await isSiteOrigin(c.env, origin, new URL(c.req.url), c.var.site.id);
  } else {
    allowed = getCookie(c, 'token') === undefined || c.req.header('sec-fetch-site') === 'same-origin';
  }
  if (!allowed) throw new AppError(403, CROSS_SITE_REFUSED);
  await next();
};
