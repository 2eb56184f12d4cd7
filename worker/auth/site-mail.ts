import type { Context } from 'hono';
import { readConfig } from '../config';
import type { AppEnv } from '../http/app-env';
import { normaliseHost } from '../site/site-resolver';
import { findParameter, getSiteInfo } from '../provider/site/public';

/**
 * What member e-mails need about the site: its name, the origin its links point at and the
 * address replies go to. Links use the host the visitor is on (a page posts to the provider
 * in-process with its own origin); a call made on the shared API host links to the site's
 * own address instead.
 */
export async function siteMailContext(
  c: Context<AppEnv>,
): Promise<{ name: string; origin: string; replyTo: string | null }> {
  const db = c.env.DB;
  const siteId = c.var.site.id;
  const url = new URL(c.req.url);
  const apiHost = readConfig(c.env).apiHost;
  const onApiHost = apiHost !== '' && normaliseHost(url.host) === apiHost;
  const [name, email, info] = await Promise.all([
    findParameter(db, siteId, 'COMPANY_NAME'),
    findParameter(db, siteId, 'COMPANY_EMAIL'),
    onApiHost ? getSiteInfo(db, siteId) : Promise.resolve(null),
  ]);
  const origin = info ? new URL(info.url).origin : url.origin;
  return { name: name?.value ?? '', origin, replyTo: email?.value || null };
}
