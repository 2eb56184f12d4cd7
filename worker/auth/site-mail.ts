import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { loadMailSite, type MailSite } from '../mail/layout/mail-site';
import { sitePrimaryOrigin } from '../provider/site/public';

/**
 * What member e-mails need about the site: its name, colours and logo, the origin its links
 * point at (the site's primary URL, src/domain/site/site-url.ts, as for the order e-mails), the
 * address replies go to, and the request's language, which they are written in.
 */
export async function siteMailContext(c: Context<AppEnv>): Promise<MailSite> {
  const db = c.env.DB;
  const siteId = c.var.site.id;
  return loadMailSite(db, siteId, await sitePrimaryOrigin(db, siteId, c.req.url), c.var.locale);
}
