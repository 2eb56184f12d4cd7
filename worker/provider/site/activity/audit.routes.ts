import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { parseListQuery } from '../../../../src/domain/shared/list-query';
import { auditListSchema } from '../../../../src/schema/site/audit';
import { ok } from '../../../../src/schema/shared/envelope';
import { adminActor } from '../../../auth/admin-session';
import { requireAdmin } from '../../../auth/current-member';
import type { AppEnv } from '../../../http/app-env';
import { listQueryParams } from '../../../openapi/list-query-params';
import { errorResponses, okJson, signedIn, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { routeContext } from '../../shared/service-context';
import { auditListSpec, auditPage, recordWrite } from './audit.service';

// The audit log of admin writes: every POST, PUT, PATCH or DELETE under /admin by a
// signed-in admin is recorded after it answered, refused ones (4xx) included, with the request
// id that ties it to the logs. A failure to record is logged and never breaks the write.

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const auditAdminWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!WRITES.has(c.req.method) || c.res.status === 401) return;
  const actor = await adminActor(c);
  if (!actor) return;
  await recordWrite(routeContext(c), actor, {
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    status: c.res.status,
  });
};

const listRoute = createRoute({
  operationId: 'getAdminAudit',
  method: 'get',
  path: '/admin/audit',
  tags: ['Administration'],
  summary: 'Le journal des modifications faites par les administrateurs du site',
  description:
    'Les plus récentes d’abord, 50 par page ; filtres email, method, path (lk:) et createdAt (gte:, lte:).',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, query: listQueryParams(auditListSpec) },
  responses: { 200: okJson(auditListSchema, 'Une page du journal.'), ...errorResponses(400, 401, 403) },
});

export const auditRoutes = providerRouter().openapi(listRoute, async (c) => {
  const query = parseListQuery(new URL(c.req.url).searchParams, auditListSpec);
  return c.json(ok(await auditPage(routeContext(c), query)), 200);
});
