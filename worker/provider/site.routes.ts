import { Hono } from 'hono';
import { ok } from '../../src/schema/envelope';
import { visitSourceSchema } from '../../src/schema/visit';
import { notFound, validationError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { getSiteInfo } from './site.repository';
import { insertVisit } from './visit.repository';

export const siteRoutes = new Hono<AppEnv>()
  .get('/info', async (c) => {
    const info = await getSiteInfo(c.env.DB, c.var.site.id);
    if (!info) throw notFound("Ce site n'existe pas.");
    return c.json(ok(info));
  })
  // Spec: GET /site/visit/{id} logs a visit; {id} is the value of the ?from= parameter.
  .get('/visit/:source', async (c) => {
    const source = visitSourceSchema.safeParse(c.req.param('source'));
    if (!source.success) throw validationError(source.error);
    const path = c.req.query('path')?.slice(0, 500) ?? null;
    const visit = await insertVisit(c.env.DB, c.var.site.id, source.data, path);
    return c.json(ok(visit, 'Visite enregistrée.'), 201);
  });
