import type { MiddlewareHandler } from 'hono';
import { readConfig } from '../config';
import type { AppEnv } from '../http/app-env';
import { primaryRedirect } from '../../src/domain/site/site-url';

// One site, one address: a production host mapped to a site that is not its primary
// domain answers 301 to the same path and query there, so search engines see one address per
// page instead of duplicate content. A GET or HEAD gets 301; another method 308, which keeps
// the method and the body (a 301 turns a form's POST into a GET). The API host (the site comes
// from a header there) and development hosts are never redirected (site-url.ts says why); the
// admin host never reaches this middleware (worker/admin-host/).

export const primaryHostRedirect: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { apiHost } = readConfig(c.env);
  if (apiHost !== '' && new URL(c.req.url).hostname === apiHost) return next();
  const target = primaryRedirect(c.req.url, c.var.site);
  if (target === null) return next();
  const status = c.req.method === 'GET' || c.req.method === 'HEAD' ? 301 : 308;
  return c.body(null, status, { location: target, 'cache-control': 'public, max-age=3600' });
};
