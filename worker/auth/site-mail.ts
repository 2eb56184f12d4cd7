import type { Context } from 'hono';
import { readConfig } from '../config';
import type { AppEnv } from '../http/app-env';
import { loadMailSite, type MailSite } from '../mail/layout/mail-site';
import { normaliseHost } from '../site/site-resolver';
import { getSiteInfo } from '../provider/site/public';

/**
 * What member e-mails need about the site: its name, colours and logo, the origin its links
 * point at and the address replies go to. Links use the host the visitor is on (a page posts
 * to the provider in-process with its own origin); a call made on the shared API host links
 * to the site's own address instead.
 */
export async function siteMailContext(c: Context<AppEnv>): Promise<MailSite> {
  const db = c.env.DB;
  const siteId = c.var.site.id;
  const url = new URL(c.req.url);
  const apiHost = readConfig(c.env).apiHost;
  const onApiHost = apiHost !== '' && normaliseHost(url.host) === apiHost;
  const info = onApiHost ? await getSiteInfo(db, siteId) : null;
  return loadMailSite(db, siteId, info ? new URL(info.url).origin : url.origin);
}
