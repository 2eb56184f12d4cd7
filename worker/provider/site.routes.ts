import { Hono } from 'hono';
import { ok } from '../../src/schema/envelope';
import { visitSourceSchema } from '../../src/schema/visit';
import { senderKey } from '../auth/password';
import { AppError, notFound, validationError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { getSiteInfo } from './site.repository';
import { insertVisit, takeVisitHit } from './visit.repository';

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
    const sender = await senderKey(c.env.SENDER_KEY_SECRET, c.var.site.id, c.req.header('cf-connecting-ip'));
    if (!(await takeVisitHit(c.env.DB, c.var.site.id, sender, source.data))) {
      throw new AppError(
        429,
        'Trop de visites enregistrées depuis cette adresse dans l’heure : celle-ci n’est pas comptée.',
      );
    }
    const visit = await insertVisit(c.env.DB, c.var.site.id, source.data, path);
    return c.json(ok(visit, 'Visite enregistrée.'), 201);
  });
