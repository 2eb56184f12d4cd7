import { createRoute, z } from '@hono/zod-openapi';
import { SIGN_IN_LINK_ASKED } from '../../../src/domain/members/member-rules';
import { ok } from '../../../src/schema/shared/envelope';
import { loginResultSchema, signInLinkAskSchema, signInLinkSchema } from '../../../src/schema/members/member';
import {
  limitClient,
  SIGN_IN_LINK_ASK_LIMIT,
  SIGN_IN_LINK_LIMIT,
  SIGN_IN_LINK_MAIL_LIMIT,
} from '../../auth/member-limits';
import { setSessionCookies } from '../../auth/session-cookies';
import { enqueueEmail } from '../../mail/mail-queue';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { emailSignInLink } from './emailed-token.service';
import { signInWithLink } from './session.service';

// A way in for the account holder while someone else keeps failing on their account
// (login throttling never locks an account for everyone, and this does not depend on it): an
// e-mailed one-time link, 15 minutes, single use, stored hashed, valid on its own site only.

const askRoute = createRoute({
  operationId: 'putLoginLinkAsk',
  security: [],
  method: 'put',
  path: '/login/link/ask',
  tags: ['Connexion'],
  summary: 'Recevoir un lien de connexion par e-mail',
  description:
    'Toujours la même réponse, que l’adresse ait un compte ou non. Si elle en a un, un e-mail part avec ' +
    'un lien de connexion valable 15 minutes et utilisable une fois (le code est après le # du lien). ' +
    `Au plus ${SIGN_IN_LINK_ASK_LIMIT.limit} demandes par adresse IP en 15 minutes (429) et ` +
    `${SIGN_IN_LINK_MAIL_LIMIT.limit} e-mails par adresse e-mail et par heure.`,
  middleware: [jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(signInLinkAskSchema, 'L’adresse e-mail du compte.') },
  responses: { 200: okJson(z.null(), 'Demande prise en compte.'), ...errorResponses(400, 413, 415, 429) },
});

const useRoute = createRoute({
  operationId: 'postLoginLink',
  security: [],
  method: 'post',
  path: '/login/link',
  tags: ['Connexion'],
  summary: 'Se connecter avec le lien reçu par e-mail',
  description:
    'Le code du lien (après le #). Connecte le membre comme POST /login (mêmes cookies) ; le lien ne ' +
    'sert qu’une fois, 15 minutes, sur son site seulement.',
  middleware: [jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(signInLinkSchema, 'Le code du lien.') },
  responses: {
    200: okJson(loginResultSchema, 'Connecté : le jeton et le site.'),
    ...errorResponses(400, 413, 415, 429),
  },
});

export const signInLinkRoutes = providerRouter()
  .openapi(askRoute, async (c) => {
    const { email } = c.req.valid('json');
    await limitClient(c, SIGN_IN_LINK_ASK_LIMIT, 'Trop de demandes de lien depuis votre connexion internet.');
    const outboxId = await emailSignInLink(routeContext(c), email);
    if (outboxId !== null) enqueueEmail(c, { siteId: c.var.site.id, outboxId });
    return c.json(ok(null, SIGN_IN_LINK_ASKED), 200);
  })
  .openapi(useRoute, async (c) => {
    const { token } = c.req.valid('json');
    // 32 random bytes cannot be guessed; the limit only keeps the endpoint from being hammered.
    await limitClient(c, SIGN_IN_LINK_LIMIT, 'Trop de tentatives depuis votre connexion internet.');
    const session = await signInWithLink(routeContext(c), token);
    await setSessionCookies(c, session.token, session.idSite);
    return c.json(ok(session, 'Vous êtes connecté.'), 200);
  });
