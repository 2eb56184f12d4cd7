import { createRoute } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import { messageSchema, messageSentSchema } from '../../../src/schema/content/message';
import { senderKey } from '../../auth/password';
import { siteMailContext } from '../../auth/site-mail';
import { mailSiteIn } from '../../mail/layout/mail-site';
import { AppError } from '../../errors';
import { enqueueEmail } from '../../mail/mail-queue';
import { messageAcknowledgementEmail, messageEmail } from '../../mail/message-email';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { insertMessageWithEmail } from './message.repository';
import { findParameter } from '../site/settings/parameter.repository';
import { takeRateLimitHit, type RateLimit } from '../shared/rate-limit.repository';

// Spam protection: a honeypot field bots fill in (answered as a success, stored nowhere) and
// a limit per sender and site.
export const MESSAGE_RATE_LIMIT: RateLimit = { scope: 'message', limit: 5, windowSeconds: 15 * 60 };
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

  const siteId = c.var.site.id;
  const sender = await senderKey(c.env.SENDER_KEY_SECRET, siteId, c.req.header('cf-connecting-ip'));
  if (!(await takeRateLimitHit(c.env.DB, siteId, MESSAGE_RATE_LIMIT, sender))) {
    throw new AppError(
      429,
      'Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans un quart d’heure.',
    );
  }
  const [to, site] = await Promise.all([
    findParameter(c.env.DB, siteId, 'COMPANY_EMAIL'),
    siteMailContext(c),
  ]);
  const emails = [messageAcknowledgementEmail(message, site)];
  // The owner reads the site's default language, whatever the visitor's.
  if (to?.value) emails.push(messageEmail(message, to.value, mailSiteIn(site, site.defaultLocale)));
  const { messageId, outboxIds } = await insertMessageWithEmail(c.env.DB, siteId, message, emails);
  for (const outboxId of outboxIds) enqueueEmail(c, { siteId, outboxId });
  return c.json(ok({ id: messageId }, SENT), 201);
});
