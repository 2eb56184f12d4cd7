import type { MiddlewareHandler } from 'hono';
import { readConfig } from '../config';
import { AppError, badRequest } from '../errors';
import type { AppEnv } from '../http/app-env';
import { SITE_ID_HEADER } from '../http/cors';
import { backgroundOf } from '../http/wait-until';
import { normaliseHost, resolveSiteById, resolveSiteByHost } from './site-resolver';

export class UnknownSiteError extends AppError {
  constructor() {
    super(404, "Aucun site n'est publié à cette adresse.");
    this.name = 'UnknownSiteError';
  }
}

/**
 * One request context: the site comes from the host, or, on the API host, from the
 * site-identifier header. Never from a body field.
 */
export const siteMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const host = normaliseHost(new URL(c.req.url).hostname);
  const apiHost = readConfig(c.env).apiHost;
  let site;
  if (apiHost !== '' && host === apiHost) {
    const raw = c.req.header(SITE_ID_HEADER);
    if (!raw || !/^\d+$/.test(raw))
      throw badRequest(`L'en-tête ${SITE_ID_HEADER} est obligatoire sur l'API.`);
    site = await resolveSiteById(c.env, Number(raw), backgroundOf(c));
  } else {
    site = await resolveSiteByHost(c.env, host, backgroundOf(c));
  }
  if (!site) throw new UnknownSiteError();
  c.set('site', site);
  c.set('locale', site.defaultLocale);
  await next();
};
