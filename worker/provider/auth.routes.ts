import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../src/schema/envelope';
import { loggedSchema, loginResultSchema, loginSchema } from '../../src/schema/user';
import { sessionUser } from '../auth/current-user';
import { newToken, tokenHash, verifyPassword } from '../auth/password';
import { clearSessionCookies, SESSION_MAX_AGE, setSessionCookies } from '../auth/session-cookies';
import { AppError } from '../errors';
import { jsonOnly } from '../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../openapi/responses';
import { providerRouter } from '../openapi/router';
import { deleteSession, insertSession } from './session.repository';
import { findUserByEmail } from './user.repository';

const WRONG_CREDENTIALS = 'Adresse e-mail ou mot de passe incorrect.';

const loginRoute = createRoute({
  method: 'post',
  path: '/login',
  tags: ['Connexion'],
  summary: 'Se connecter',
  description:
    'Rend le jeton de session et pose les cookies `token` (HttpOnly) et `idSite` pour 24 h. ' +
    'La même réponse 401 que l’adresse soit inconnue ou le mot de passe faux.',
  middleware: [jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(loginSchema, 'Adresse e-mail et mot de passe.') },
  responses: {
    200: okJson(loginResultSchema, 'Connecté : le jeton et le site.'),
    ...errorResponses(400, 401, 413, 415),
  },
});

const loggedRoute = createRoute({
  method: 'get',
  path: '/logged',
  tags: ['Connexion'],
  summary: 'Le membre connecté',
  security: signedIn,
  request: { headers: siteHeaders },
  responses: { 200: okJson(loggedSchema, 'Le membre connecté sur ce site.'), ...errorResponses(401) },
});

const logoutRoute = createRoute({
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
    const siteId = c.var.site.id;
    const user = await findUserByEmail(c.env.DB, siteId, email);
    // The same answer whether the e-mail is unknown or the password wrong.
    if (!user || !(await verifyPassword(password, user.password_hash)).ok)
      throw new AppError(401, WRONG_CREDENTIALS);
    const token = newToken();
    await insertSession(
      c.env.DB,
      siteId,
      user.id,
      await tokenHash(token),
      Math.floor(Date.now() / 1000) + SESSION_MAX_AGE,
    );
    setSessionCookies(c, token, siteId);
    return c.json(ok({ token, idSite: siteId }, 'Vous êtes connecté.'), 200);
  })
  .openapi(loggedRoute, async (c) => {
    const user = await sessionUser(c);
    if (!user) throw new AppError(401, "Vous n'êtes pas connecté.");
    return c.json(ok({ logged: true as const, user }), 200);
  })
  .openapi(logoutRoute, async (c) => {
    if (c.var.token) await deleteSession(c.env.DB, c.var.site.id, await tokenHash(c.var.token));
    clearSessionCookies(c);
    return c.json(ok(null, 'Vous êtes déconnecté.'), 200);
  });
