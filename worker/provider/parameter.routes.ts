import { Hono } from 'hono';
import { ok } from '../../src/schema/envelope';
import { notFound } from '../errors';
import type { AppEnv } from '../http/app-env';
import { findParameter, listParameters } from './parameter.repository';

export const parameterRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(ok(await listParameters(c.env.DB, c.var.site.id))))
  .get('/:type', async (c) => {
    const parameter = await findParameter(c.env.DB, c.var.site.id, c.req.param('type').toUpperCase());
    if (!parameter) throw notFound("Ce paramètre n'existe pas.");
    return c.json(ok(parameter));
  });
