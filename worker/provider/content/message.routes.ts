import { createRoute } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import { messageSchema, messageSentSchema } from '../../../src/schema/content/message';
import { enqueueEmail } from '../../mail/mail-queue';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { MESSAGE_RATE_LIMIT, sendMessage } from './message.service';

// Spam protection (message.service.ts): a honeypot field bots fill in (answered as a success,
// stored nowhere) and a limit per sender and site.
export { MESSAGE_RATE_LIMIT };
const SENT = 'Merci, votre message a bien été envoyé.';

const sendRoute = createRoute({
  operationId: 'postMessage',
  security: [],
  method: 'post',
  path: '/',
  tags: ['Messages'],
  summary: 'Envoyer un message de contact',
  description:
    'Le message est enregistré et envoyé par e-mail au site ; l’expéditeur reçoit un accusé de réception. ' +
    `Au plus ${MESSAGE_RATE_LIMIT.limit} ` +
    `messages par expéditeur et par site en ${MESSAGE_RATE_LIMIT.windowSeconds / 60} minutes. ` +
    'Le champ `website` est un piège à robots : rempli, le message est ignoré (réponse 201, id 0).',
  middleware: [jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(messageSchema, 'Le message et son expéditeur.') },
  responses: {
    201: okJson(messageSentSchema, 'Message envoyé.'),
    ...errorResponses(400, 413, 415, 429),
  },
});

export const messageRoutes = providerRouter().openapi(sendRoute, async (c) => {
  const { website, ...message } = c.req.valid('json');
  if (website && website.trim() !== '') return c.json(ok({ id: 0 }, SENT), 201);

  const ctx = routeContext(c);
  const { messageId, outboxIds } = await sendMessage(ctx, message, c.req.header('cf-connecting-ip'));
  for (const outboxId of outboxIds) enqueueEmail(c, { siteId: ctx.site.id, outboxId });
  return c.json(ok({ id: messageId }, SENT), 201);
});
