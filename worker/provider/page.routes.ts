import { Hono } from 'hono';
import { ok } from '../../src/schema/envelope';
import { notFound } from '../errors';
import type { AppEnv } from '../http/app-env';
import { parseId } from '../http/ids';
import { findPage, getPageTree } from './page.repository';

export const pageRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(ok(await getPageTree(c.env.DB, c.var.site.id, c.var.locale))))
  .get('/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const page = id === null ? null : await findPage(c.env.DB, c.var.site.id, id);
    if (!page) throw notFound("Cette page n'existe pas.");
    return c.json(ok(page));
  });
