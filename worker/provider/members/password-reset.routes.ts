import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import { passwordResetAskSchema, passwordResetSchema } from '../../../src/schema/members/member';
import { limitClient, RESET_ASK_LIMIT, RESET_LIMIT, RESET_MAIL_LIMIT } from '../../auth/member-limits';
import { enqueueEmail } from '../../mail/mail-queue';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { emailPasswordReset } from './emailed-token.service';
import { resetPassword } from './password-reset.service';

export const RESET_ASKED =
  'Si un compte existe avec cette adresse e-mail, vous allez recevoir un message avec un lien pour ' +
  'choisir un nouveau mot de passe. Ce lien est valable 1 heure.';
export const RESET_DONE =
  'Votre mot de passe a été changé. Vous pouvez vous connecter avec le nouveau ; vos autres sessions ' +
  'ont été fermées.';
const askRoute = createRoute({
  operationId: 'putPasswordResetAsk',
  security: [],
  method: 'put',
  path: '/password/reset/ask',
  tags: ['Connexion'],
  summary: 'Demander un lien de réinitialisation du mot de passe',
  description:
    'Toujours la même réponse, que l’adresse ait un compte ou non. Si elle en a un, un e-mail part ' +
    'avec un lien `/password/reset#{token}` (le code après le #, jamais dans le chemin) valable 1 heure et utilisable une fois. Au plus ' +
    `${RESET_ASK_LIMIT.limit} demandes par adresse IP en 15 minutes (429) et ${RESET_MAIL_LIMIT.limit} ` +
    'e-mails par adresse e-mail et par heure.',
  middleware: [jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(passwordResetAskSchema, 'L’adresse e-mail du compte.') },
  responses: { 200: okJson(z.null(), 'Demande prise en compte.'), ...errorResponses(400, 413, 415, 429) },
});

const resetRoute = createRoute({
  operationId: 'putPasswordReset',
  security: [],
  method: 'put',
  path: '/password/reset',
  tags: ['Connexion'],
  summary: 'Choisir un nouveau mot de passe avec le lien reçu',
  description:
    'Le jeton du lien et le nouveau mot de passe (mêmes règles qu’à l’inscription). Le lien ne sert ' +
    'qu’une fois ; toutes les sessions du membre sont fermées.',
  middleware: [jsonOnly] as const,
  request: {
    headers: siteHeaders,
    body: jsonBody(passwordResetSchema, 'Le jeton et le nouveau mot de passe.'),
  },
  responses: { 200: okJson(z.null(), 'Mot de passe changé.'), ...errorResponses(400, 413, 415, 429) },
});

export const passwordResetRoutes = providerRouter()
  .openapi(askRoute, async (c) => {
    const { email } = c.req.valid('json');
    await limitClient(
      c,
      RESET_ASK_LIMIT,
      'Trop de demandes de réinitialisation depuis votre connexion internet.',
    );
    const outboxId = await emailPasswordReset(routeContext(c), email);
    if (outboxId !== null) enqueueEmail(c, { siteId: c.var.site.id, outboxId });
    return c.json(ok(null, RESET_ASKED), 200);
  })
  .openapi(resetRoute, async (c) => {
    const { token, password } = c.req.valid('json');
    await limitClient(c, RESET_LIMIT, 'Trop de tentatives depuis votre connexion internet.');
    const outboxId = await resetPassword(routeContext(c), token, password);
    if (outboxId !== null) enqueueEmail(c, { siteId: c.var.site.id, outboxId });
    return c.json(ok(null, RESET_DONE), 200);
  });
