import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/envelope';
import { loggedSchema, loginResultSchema, loginSchema } from '../../../src/schema/member';
import { beginLoginAttempt } from '../../auth/login-throttle';
import { dummyVerifyPassword, hashPassword, newToken, tokenHash, verifyPassword } from '../../auth/password';
import { clearSessionCookies, SESSION_MAX_AGE, setSessionCookies } from '../../auth/session-cookies';
import { AppError } from '../../errors';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { deleteSession, insertSession } from './session.repository';
import { findMemberByEmail, updatePasswordHashStatement } from './member-credentials.repository';
import { loggedMember } from './account.service';
import { routeContext } from '../shared/service-context';

const WRONG_CREDENTIALS = 'Adresse e-mail ou mot de passe incorrect.';

const loginRoute = createRoute({
  operationId: 'postLogin',
  security: [],
  method: 'post',
  path: '/login',
  tags: ['Connexion'],
  summary: 'Se connecter',
  description:
    'Rend le jeton de session et pose les cookies `token` et `idSite` (HttpOnly, 24 h, SameSite=Lax) ' +
    'et l’indice `member=1` lisible par les scripts. La même réponse 401 que l’adresse soit inconnue ' +
    'ou le mot de passe faux. Au plus 10 essais par adresse IP en 15 minutes, et 5 par adresse IP sur ' +
    'un même compte avant des attentes croissantes (30 s, 1 min, 2 min… 15 min) : 429 avec ' +
    '`Retry-After`. Jamais par compte seul : le titulaire n’est pas bloqué par les essais d’un autre.',
  middleware: [jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(loginSchema, 'Adresse e-mail et mot de passe.') },
  responses: {
    200: okJson(loginResultSchema, 'Connecté : le jeton et le site.'),
    ...errorResponses(400, 401, 413, 415, 429),
  },
});

const loggedRoute = createRoute({
  operationId: 'getLogged',
  method: 'get',
  path: '/logged',
  tags: ['Connexion'],
  summary: 'Le membre connecté',
  security: signedIn,
  request: { headers: siteHeaders },
  responses: { 200: okJson(loggedSchema, 'Le membre connecté sur ce site.'), ...errorResponses(401) },
});

const logoutRoute = createRoute({
  operationId: 'postLogout',
  method: 'post',
  path: '/logout',
  tags: ['Connexion'],
  summary: 'Se déconnecter',
  description: 'Termine la session du jeton présent (s’il y en a un) et efface les cookies.',
  security: [...signedIn, {}],
  request: { headers: siteHeaders },
  responses: { 200: okJson(z.null(), 'Déconnecté.'), ...errorResponses(413) },
});

export const authRoutes = providerRouter()
  .openapi(loginRoute, async (c) => {
    const { email, password } = c.req.valid('json');
    const db = c.env.DB;
    const siteId = c.var.site.id;
    // Counted before the check, so parallel guesses cannot slip past the limits (429 here).
    const attempt = await beginLoginAttempt(c, email);
    const user = await findMemberByEmail(db, siteId, email);
    if (!user) {
      // The same work as a real check: an unknown e-mail answers like a wrong password, in
      // words and in time.
      await dummyVerifyPassword(password);
      throw new AppError(401, WRONG_CREDENTIALS);
    }
    const { ok: matches, needsRehash } = await verifyPassword(password, user.password_hash);
    if (!matches) throw new AppError(401, WRONG_CREDENTIALS);
    await attempt.succeeded();
    const token = newToken();
    // An older hash (PBKDF2, weaker parameters) is replaced now that the password is known.
    const upgrade = needsRehash
      ? [updatePasswordHashStatement(db, siteId, user.id, await hashPassword(password))]
      : [];
    await insertSession(db, siteId, user.id, await tokenHash(token), nowSeconds() + SESSION_MAX_AGE, upgrade);
    await setSessionCookies(c, token, siteId);
    return c.json(ok({ token, idSite: siteId }, 'Vous êtes connecté.'), 200);
  })
  .openapi(loggedRoute, async (c) =>
    c.json(ok({ logged: true as const, user: await loggedMember(routeContext(c)) }), 200),
  )
  .openapi(logoutRoute, async (c) => {
    if (c.var.token) await deleteSession(c.env.DB, c.var.site.id, await tokenHash(c.var.token));
    await clearSessionCookies(c);
    return c.json(ok(null, 'Vous êtes déconnecté.'), 200);
  });

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
