import type { Context } from 'hono';
import { localeFromHeader } from '../../../src/domain/shared/locale';
import type { Env } from '../../env';
import type { AppEnv } from '../../http/app-env';
import type { SiteContext } from '../../http/site-context';
import type { LocaleScope } from '../translation/locale-scope';

/**
 * What every provider service is given: the site it acts for, the locales it answers in, the
 * request's D1 handle (the page's session and view plan when a page calls in-process) and what
 * identifies the request, and who acts: the visitor's session token, which services that act
 * for a member resolve themselves (a token of another site finds no session). The Worker's
 * bindings are there for the services that open sealed settings. A route builds it from its context; a page's in-process client builds
 * it from the page's. Services never see a Request.
 */
export interface ServiceContext {
  db: D1Database;
  site: SiteContext;
  scope: LocaleScope;
  /** The origin the answer's absolute addresses fall back to (the request's). */
  origin: string;
  requestId: string;
  /** The visitor's session token as sent (Authorization or the token cookie); null: nobody. */
  token: string | null;
  env: Env;
}

/** The scope of a site for a wanted locale: an unknown one reads as the site's default. */
export function siteScope(site: SiteContext, wanted: string | undefined): LocaleScope {
  const locales = site.locales.includes(site.defaultLocale)
    ? site.locales
    : [site.defaultLocale, ...site.locales];
  return {
    locale: localeFromHeader(wanted, site.locales, site.defaultLocale),
    defaultLocale: site.defaultLocale,
    locales,
  };
}

/** A provider route's service context (its locale was read from userLang by the provider app). */
export function routeContext(c: Context<AppEnv>): ServiceContext {
  const site = c.var.site;
  return {
    db: c.env.DB,
    site,
    scope: siteScope(site, c.var.locale),
    origin: new URL(c.req.url).origin,
    requestId: c.var.requestId,
    token: c.var.token,
    env: c.env,
  };
}
