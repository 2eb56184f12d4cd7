import { Hono } from 'hono';
import { ok } from '../../src/schema/envelope';
import { notFound } from '../errors';
import type { AppEnv } from '../http/app-env';
import { findComponentConf } from './component-conf.repository';

export const componentConfRoutes = new Hono<AppEnv>().get('/conf/:slug', async (c) => {
  const conf = await findComponentConf(c.env.DB, c.var.site.id, c.req.param('slug'));
  if (!conf) throw notFound("Cette configuration n'existe pas.");
  return c.json(ok(conf));
});
