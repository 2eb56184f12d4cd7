import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../../src/domain/shared/list-query';
import { outboxListSchema, outboxMessageSchema } from '../../../../src/schema/site/email-outbox';
import { ok } from '../../../../src/schema/shared/envelope';
import { requireAdmin } from '../../../auth/current-member';
import { enqueueEmail } from '../../../mail/mail-queue';
import { listQueryParams } from '../../../openapi/list-query-params';
import { errorResponses, okJson, signedIn, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { routeContext } from '../../shared/service-context';
import { outboxListSpec, outboxMessage, outboxPage, resendEmail } from './email-outbox.service';

// The sent-mail screen: the owner sees every e-mail their site queued (recipient,
// subject, status, attempts, the message as received) and resends a sent or failed one. In
// local development, where no mail API is configured, this is where e-mails are read.

const TAG = 'Administration des e-mails envoyés';
const idParams = z.object({
  id: z.string().meta({ type: 'integer', description: "Identifiant de l'e-mail.", example: 1 }),
});

const listRoute = createRoute({
  operationId: 'getAdminEmail',
  method: 'get',
  path: '/admin/email',
  tags: [TAG],
  summary: 'Les e-mails du site, les plus récents d’abord',
  description: 'Filtres : `status` (PENDING, SENT, FAILED), `to` (destinataire), `subject`.',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, query: listQueryParams(outboxListSpec) },
  responses: { 200: okJson(outboxListSchema, 'Une page d’e-mails.'), ...errorResponses(400, 401, 403) },
});

const getRoute = createRoute({
  operationId: 'getAdminEmailById',
  method: 'get',
  path: '/admin/email/{id}',
  tags: [TAG],
  summary: 'Un e-mail tel que reçu (HTML et texte)',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: { 200: okJson(outboxMessageSchema, "L'e-mail."), ...errorResponses(401, 403, 404) },
});

const resendRoute = createRoute({
  operationId: 'postAdminEmailByIdResend',
  method: 'post',
  path: '/admin/email/{id}/resend',
  tags: [TAG],
  summary: 'Renvoyer un e-mail envoyé ou en échec',
  description:
    "Une copie de l'e-mail est mise en file d'envoi (nouvel identifiant). Un lien secret (réinitialisation " +
    'du mot de passe) déjà envoyé reste masqué dans la copie : le client en demande un nouveau.',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: idParams },
  responses: {
    201: okJson(outboxMessageSchema, 'La copie mise en file.'),
    ...errorResponses(401, 403, 404, 409),
  },
});

export const emailOutboxRoutes = providerRouter()
  .openapi(listRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, outboxListSpec);
    return c.json(ok(await outboxPage(routeContext(c), query)), 200);
  })
  .openapi(getRoute, async (c) =>
    c.json(ok(await outboxMessage(routeContext(c), c.req.valid('param').id)), 200),
  )
  .openapi(resendRoute, async (c) => {
    const copy = await resendEmail(routeContext(c), c.req.valid('param').id);
    enqueueEmail(c, { siteId: c.var.site.id, outboxId: copy.id });
    return c.json(ok(copy, `L'e-mail est renvoyé à ${copy.to}.`), 201);
  });
