import { Hono } from 'hono';
import { ok } from '../../src/schema/shared/envelope';
import { blankSiteSchema, siteCreateSchema, type BlankSiteInput } from '../../src/schema/site/platform';
import { requireOperator } from '../auth/current-member';
import { validationError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { jsonOnly } from '../openapi/json-body';
import { createPlatformSite, refuseReservedHost } from '../provider/site/public';

// POST /api/admin/platform/blank-site: the operator creates a blank site from the
// admin host without choosing a site first. On an empty platform there is none to choose (and
// every other API call names one in idSite), so this is how the first site is made; the
// operator's sites screen uses it too. Behind the admin host's Origin check like every write.

/**
 * The site's address is its development host, in the admin request's scheme and port: the same
 * Worker serves both, so locally (http, the server's port) and in production (https) the address
 * is one that answers now; the operator sets the production address once its host is active.
 */
function siteUrl(input: BlankSiteInput, adminUrl: URL): string {
  const port = adminUrl.port ? `:${adminUrl.port}` : '';
  return `${adminUrl.protocol}//${input.devHost}${port}`;
}

export const blankSiteRoutes = new Hono<AppEnv>().post('/', requireOperator, jsonOnly, async (c) => {
  const parsed = blankSiteSchema.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) throw validationError(parsed.error);
  const input = parsed.data;
  refuseReservedHost(c.env, input.devHost, 'devHost');
  if (input.productionHost) refuseReservedHost(c.env, input.productionHost, 'productionHost');
  const site = await createPlatformSite(
    c,
    siteCreateSchema.parse({
      name: input.name,
      url: siteUrl(input, new URL(c.req.url)),
      isBuilding: input.isBuilding,
      defaultLocale: 'fr_FR',
      modelSiteId: null,
      domains: [
        { host: input.devHost, kind: 'DEV' },
        ...(input.productionHost ? [{ host: input.productionHost, kind: 'PROD' }] : []),
      ],
    }),
  );
  return c.json(ok(site, 'Site créé.'), 201);
});
