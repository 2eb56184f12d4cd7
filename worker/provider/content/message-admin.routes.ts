import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import { ok } from '../../../src/schema/shared/envelope';
import {
  inboxMessageSchema,
  inboxSchema,
  messageReadInputSchema,
} from '../../../src/schema/content/message-admin';
import { requireAdmin } from '../../auth/current-member';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { deleteMessage, inbox, inboxListSpec, inboxMessage, markRead } from './message-admin.service';

// The contact messages inbox (message-admin.service.ts): the owner reads them, marks them read or
// unread and answers by e-mail (the screen opens a mailto: link to the sender). Messages are
// personal data: deleting one here removes it for good.

const TAG = 'Administration des messages';
const idParams = z.object({
  id: z.string().meta({ type: 'integer', description: 'Identifiant du message.', example: 1 }),
});

const listRoute = createRoute({
  operationId: 'getAdminMessage',
  method: 'get',
  path: '/admin/message',
  tags: [TAG],
  summary: 'Les messages reçus, les plus récents d’abord',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: {
    headers: siteHeaders,
    query: listQueryParams(inboxListSpec).extend({
      unread: z.enum(['true', 'false']).optional().meta({ description: 'true : les non lus seulement.' }),
    }),
  },
  responses: { 200: okJson(inboxSchema, 'Une page de messages.'), ...errorResponses(400, 401, 403) },
});

const getRoute = createRoute({
  operationId: 'getAdminMessageById',
  method: 'get',
  path: '/admin/message/{id}',
  tags: [TAG],
  summary: 'Un message',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: { 200: okJson(inboxMessageSchema, 'Le message.'), ...errorResponses(401, 403, 404) },
});

// No patchUpdate: the body is one required flag, so nothing can be left out.
const readRoute = createRoute({
  operationId: 'putAdminMessageByIdRead',
  method: 'put',
  path: '/admin/message/{id}/read',
  tags: [TAG],
  summary: 'Marquer un message lu ou non lu',
  security: signedIn,
  middleware: [requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: idParams,
    body: jsonBody(messageReadInputSchema, 'Lu ou non lu.'),
  },
  responses: {
    200: okJson(inboxMessageSchema, 'Le message.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

const deleteRoute = createRoute({
  operationId: 'deleteAdminMessageById',
  method: 'delete',
  path: '/admin/message/{id}',
  tags: [TAG],
  summary: 'Supprimer un message',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: {
    200: okJson(z.object({ id: z.number().int() }), 'Le message supprimé.'),
    ...errorResponses(401, 403, 404),
  },
});

export const messageAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, inboxListSpec);
    const unreadOnly = c.req.valid('query').unread === 'true';
    return c.json(ok(await inbox(routeContext(c), query, unreadOnly)), 200);
  })
  .openapi(getRoute, async (c) =>
    c.json(ok(await inboxMessage(routeContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(readRoute, async (c) => {
    const message = await markRead(routeContext(c), c.req.valid('param').id, c.req.valid('json').read);
    return c.json(
      ok(message, message.readAt ? 'Message marqué comme lu.' : 'Message marqué comme non lu.'),
      200,
    );
  })
  .openapi(deleteRoute, async (c) => {
    const id = await deleteMessage(routeContext(c), c.req.valid('param').id);
    return c.json(ok({ id }, 'Message supprimé.'), 200);
  });
