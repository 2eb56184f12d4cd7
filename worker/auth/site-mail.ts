import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { sitePrimaryOrigin } from '../site/site-url';
import { findParameter } from '../provider/site/public';

/**
 * What member e-mails need about the site: its name, the origin its links point at (the
 * site's primary URL, worker/site/site-url.ts, as for the order e-mails) and the address
 * replies go to.
 */
export async function siteMailContext(
  c: Context<AppEnv>,
): Promise<{ name: string; origin: string; replyTo: string | null }> {
  const db = c.env.DB;
  const siteId = c.var.site.id;
  const [name, email, origin] = await Promise.all([
    findParameter(db, siteId, 'COMPANY_NAME'),
    findParameter(db, siteId, 'COMPANY_EMAIL'),
    sitePrimaryOrigin(db, siteId, c.req.url),
  ]);
  return { name: name?.value ?? '', origin, replyTo: email?.value || null };
}
