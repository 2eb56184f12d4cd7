import type { MiddlewareHandler } from 'hono';
import { readConfig } from '../config';
import { badRequest, UnknownSiteError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { SITE_ID_HEADER } from '../http/site-context';
import { backgroundOf } from '../http/wait-until';
import { normaliseHost } from '../../src/domain/site/host-name';
import { resolveSiteById, resolveSiteByHost } from './site-resolver';
import { applyDueChanges } from '../provider/publishing/public';

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
  // A scheduled publication that fell due is applied before anything is read (one comparison
  // when none has).
  await applyDueChanges(c.env, site);
  c.set('site', site);
  c.set('locale', site.defaultLocale);
  await next();
};
