import { Hono, type Context } from 'hono';
import { adminOrigin } from '../../auth/admin-host';
import type { AppEnv } from '../../http/app-env';

// /admin on a storefront host: the panel lives on the admin host, never on a
// storefront that runs its owner's HTML and scripts. The old address sends the owner to that
// site's panel there, where they sign in with the admin host's own session.

function toAdminHost(c: Context<AppEnv>): Response {
  return c.redirect(`${adminOrigin(c)}/sites/${c.var.site.id}/`, 302);
}

export const adminPanelRoutes = new Hono<AppEnv>().get('/admin', toAdminHost).get('/admin/*', toAdminHost);
