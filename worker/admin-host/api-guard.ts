import type { MiddlewareHandler } from 'hono';
import { adminOrigin, adminSessionCookie, adminSessionCookieCount } from '../auth/admin-host';
import { AppError, badRequest, notFound } from '../errors';
import type { AppEnv } from '../http/app-env';
import { SITE_ID_HEADER } from '../http/site-context';
import { resolveSiteById } from '../site/site-resolver';

// The admin host's API, in front of the same provider app the storefronts use.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ADMIN_CROSS_ORIGIN_REFUSED = "Cette action doit être faite depuis l'hôte d'administration.";

const TWO_ADMIN_SESSIONS_REFUSED =
  "Votre navigateur envoie deux cookies de session d'administration : l'un a été déposé par un autre " +
  "site. Effacez les cookies de l'hôte d'administration puis reconnectez-vous.";

/**
 * A browser sends one admin-session cookie. A second one was set by another host for the admin
 * host's domain (cookie tossing: sent first, it would make the panel work as its owner): refused,
 * since which one is the operator's own cannot be told.
 */
export const oneAdminSessionCookie: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (adminSessionCookieCount(c) > 1) throw new AppError(401, TWO_ADMIN_SESSIONS_REFUSED);
  await next();
};

/**
 * Writes come from the admin panel itself: an Origin, when the browser sends one, must be
 * exactly the admin origin (scheme, host and port), so a storefront's script cannot post here
 * even where the browser would count both as the same site. A cookie without Origin passes
 * only from the same origin (Sec-Fetch-Site); an explicit bearer without Origin is an API client.
 */
export const adminSameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  const allowed =
    origin !== undefined
      ? origin === adminOrigin(c)
      : adminSessionCookie(c) === undefined || c.req.header('sec-fetch-site') === 'same-origin';
  if (!allowed) throw new AppError(403, ADMIN_CROSS_ORIGIN_REFUSED);
  await next();
};

/**
 * Every other API call names the chosen site in the idSite header; the site comes from there,
 * never from a host. Only admin calls write here: a member's login, cart or registration does
 * not exist on the admin host (404), public reads answer as on the storefront. The members'
 * token cookie means nothing here: only the admin session authenticates.
 */
export const adminApiSite: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = new URL(c.req.url).pathname;
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !path.startsWith('/api/admin/'))
    throw notFound("Cette adresse de l'API n'existe pas sur l'hôte d'administration.");
  const raw = c.req.header(SITE_ID_HEADER)?.trim();
  if (!raw || !/^\d+$/.test(raw))
    throw badRequest(
      `L'en-tête ${SITE_ID_HEADER} est obligatoire sur l'hôte d'administration : choisissez un site.`,
    );
  const site = await resolveSiteById(c.env, Number(raw));
  if (!site) throw notFound("Ce site n'existe pas.");
  c.set('site', site);
  c.set('locale', site.defaultLocale);
  c.set('localePrefix', '');
  c.set('token', null);
  await next();
};
