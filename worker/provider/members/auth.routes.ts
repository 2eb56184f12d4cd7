import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../src/schema/shared/envelope';
import { loggedSchema, loginResultSchema, loginSchema } from '../../../src/schema/members/member';
import { beginLoginAttempt } from '../../auth/login-throttle';
import { clearSessionCookies, setSessionCookies } from '../../auth/session-cookies';
import { jsonOnly } from '../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { loggedMember } from './account.service';
import { signIn, signOut } from './session.service';
import { routeContext } from '../shared/service-context';

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
    const credentials = c.req.valid('json');
    // Counted before the check, so parallel guesses cannot slip past the limits (429 here).
    const attempt = await beginLoginAttempt(c, credentials.email);
    const session = await signIn(routeContext(c), credentials, () => attempt.succeeded());
    await setSessionCookies(c, session.token, session.idSite);
    return c.json(ok(session, 'Vous êtes connecté.'), 200);
  })
  .openapi(loggedRoute, async (c) =>
    c.json(ok({ logged: true as const, user: await loggedMember(routeContext(c)) }), 200),
  )
  .openapi(logoutRoute, async (c) => {
    await signOut(routeContext(c));
    await clearSessionCookies(c);
    return c.json(ok(null, 'Vous êtes déconnecté.'), 200);
  });
