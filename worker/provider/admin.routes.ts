import { Hono } from 'hono';
import { z } from 'zod';
import { LEGAL_PAGES } from '../../src/domain/legal-text';
import { sanitizeRichText } from '../../src/domain/rich-text';
import { ok } from '../../src/schema/envelope';
import { parameterValueSchema } from '../../src/schema/parameter';
import { requireAdmin } from '../auth/current-user';
import { publishContentVersion } from '../cache/content-version';
import { notFound, validationError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import { findParameter, updateParameterValue } from './parameter.repository';

const RICH_TEXT_PARAMETERS = new Set<string>(Object.values(LEGAL_PAGES).map((page) => page.parameter));

const parameterWrite = z.object({ value: z.string({ message: 'La valeur est obligatoire.' }) });

export const adminRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  // Owners change a setting; the site's content version is bumped in the same transaction.
  .put('/parameter/:type', validate('json', parameterWrite), async (c) => {
    const siteId = c.var.site.id;
    const type = c.req.param('type').toUpperCase();
    const existing = await findParameter(c.env.DB, siteId, type);
    if (!existing) throw notFound("Ce paramètre n'existe pas.");
    const value = parameterValueSchema(existing.kind).safeParse(c.req.valid('json').value);
    if (!value.success) throw validationError(value.error);
    // Rich text is sanitised on write as well as on render.
    const stored = RICH_TEXT_PARAMETERS.has(type) ? sanitizeRichText(value.data) : value.data;
    const { parameter, version } = await updateParameterValue(c.env.DB, siteId, type, stored);
    await publishContentVersion(c.env, siteId, version);
    return c.json(ok(parameter, 'Paramètre enregistré.'));
  });
