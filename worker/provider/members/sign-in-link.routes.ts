import { createRoute, z } from '@hono/zod-openapi';
import { SIGN_IN_LINK_ASKED } from '../../../src/domain/member-rules';
import { ok } from '../../../src/schema/envelope';
import { loginResultSchema, signInLinkAskSchema, signInLinkSchema } from '../../../src/schema/member';
import {
  limitClient,
  SIGN_IN_LINK_ASK_LIMIT,
  SIGN_IN_LINK_LIMIT,
  SIGN_IN_LINK_MAIL_LIMIT,
  takeEmailHit,
} from '../../auth/member-limits';
import { newToken, tokenHash } from '../../auth/password';
import { SESSION_MAX_AGE, setSessionCookies } from '../../auth/session-cookies';
import { siteMailContext } from '../../auth/site-mail';
import { badRequest } from '../../errors';
import { enqueueEmail } from '../../mail/mail-queue';
import { signInLinkEmail } from '../../mail/sign-in-link-email';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { findMemberByEmail } from './member-credentials.repository';
import { insertSession } from './session.repository';
import { insertEmailedToken } from './emailed-token.repository';
import { claimSignInLink } from './sign-in-link.repository';

// A way in for the account holder while someone else keeps failing on their account
// (login throttling never locks an account for everyone, and this does not depend on it): an
// e-mailed one-time link, 15 minutes, single use, stored hashed, valid on its own site only.

export const SIGN_IN_LINK_REFUSED =
  "Ce lien de connexion n'est pas valide : il a déjà servi, a expiré (15 minutes) ou vient d'un autre " +
  'site. Demandez-en un nouveau.';

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
    const siteId = c.var.site.id;
    await limitClient(c, SIGN_IN_LINK_ASK_LIMIT, 'Trop de demandes de lien depuis votre connexion internet.');
    const user = await findMemberByEmail(c.env.DB, siteId, email);
    // Past the per-address mail limit the answer is the same; only the e-mail is not sent.
    if (user && (await takeEmailHit(c, SIGN_IN_LINK_MAIL_LIMIT, user.email))) {
      const token = newToken();
      const outboxId = await insertEmailedToken(
        c.env.DB,
        'signInLink',
        siteId,
        user.id,
        await tokenHash(token),
        signInLinkEmail(user.email, token, await siteMailContext(c)),
      );
      enqueueEmail(c, { siteId, outboxId });
    }
    return c.json(ok(null, SIGN_IN_LINK_ASKED), 200);
  })
  .openapi(useRoute, async (c) => {
    const { token } = c.req.valid('json');
    const db = c.env.DB;
    const siteId = c.var.site.id;
    // 32 random bytes cannot be guessed; the limit only keeps the endpoint from being hammered.
    await limitClient(c, SIGN_IN_LINK_LIMIT, 'Trop de tentatives depuis votre connexion internet.');
    const userId = await claimSignInLink(db, siteId, await tokenHash(token));
    if (userId === null) throw badRequest(SIGN_IN_LINK_REFUSED, { token: SIGN_IN_LINK_REFUSED });
    const session = newToken();
    await insertSession(
      db,
      siteId,
      userId,
      await tokenHash(session),
      Math.floor(Date.now() / 1000) + SESSION_MAX_AGE,
    );
    await setSessionCookies(c, session, siteId);
    return c.json(ok({ token: session, idSite: siteId }, 'Vous êtes connecté.'), 200);
  });
