import { Hono } from 'hono';
import { ok } from '../../src/schema/envelope';
import type { AppEnv } from '../http/app-env';
import { getContentVersion } from './site.repository';

// GET /api/site/version → ok({ version }). The site's content version, straight from D1:
// a front end using this provider remotely keys its caches on it (worker/cache/content-version.ts).
export const contentVersionRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const version = await getContentVersion(c.env.DB, c.var.site.id);
  c.header('cache-control', 'no-store');
  return c.json(ok({ version }));
});
