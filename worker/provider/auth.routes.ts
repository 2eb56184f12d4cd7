import { Hono } from 'hono';
import { ok } from '../../src/schema/envelope';
import { loginSchema } from '../../src/schema/user';
import { sessionUser } from '../auth/current-user';
import { newToken, tokenHash, verifyPassword } from '../auth/password';
import { clearSessionCookies, SESSION_MAX_AGE, setSessionCookies } from '../auth/session-cookies';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import { deleteSession, insertSession } from './session.repository';
import { findUserByEmail } from './user.repository';

const WRONG_CREDENTIALS = 'Adresse e-mail ou mot de passe incorrect.';

export const authRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', loginSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const siteId = c.var.site.id;
    const user = await findUserByEmail(c.env.DB, siteId, email);
    // The same answer whether the e-mail is unknown or the password wrong.
    if (!user || !(await verifyPassword(password, user.password_hash)))
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
    return c.json(ok({ token, idSite: siteId }, 'Vous êtes connecté.'));
  })
  .get('/logged', async (c) => {
    const user = await sessionUser(c);
    if (!user) throw new AppError(401, "Vous n'êtes pas connecté.");
    return c.json(ok({ logged: true, user }));
  })
  .post('/logout', async (c) => {
    if (c.var.token) await deleteSession(c.env.DB, c.var.site.id, await tokenHash(c.var.token));
    clearSessionCookies(c);
    return c.json(ok(null, 'Vous êtes déconnecté.'));
  });
