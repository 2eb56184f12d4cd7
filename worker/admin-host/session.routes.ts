import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { ok } from '../../src/schema/shared/envelope';
import { loginSchema } from '../../src/schema/members/member';
import { adminSessionCookieName, adminTokenOf } from '../auth/admin-host';
import { ADMIN_SESSION_MAX_AGE, adminSession } from '../auth/admin-session';
import { beginLoginAttempt } from '../auth/login-throttle';
import { dummyVerifyPassword, newToken, tokenHash, verifyPassword } from '../auth/password';
import { isPlainHttpLocalhost } from '../auth/session-cookies';
import { AppError, validationError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { jsonOnly } from '../openapi/json-body';
import {
  deleteAdminSession,
  findOwnerAccounts,
  insertAdminSession,
  type AdminSessionRow,
} from '../provider/members/public';
import { findOperatorCredentials, listSiteSummaries } from '../provider/site/public';
import { adminSiteChoice } from './admin-site-choice';

// Signing in on the admin host: POST /api/admin/session {email, password}.
// - an operator (table operators) gets every site;
// - an owner gets every site where an ADMIN account has this address and this password (each
//   checked, at most 50);
// - anyone else (a MEMBER, a wrong password, an unknown address) gets the member login's 401.
// The session is a host-only cookie (HttpOnly, SameSite=Strict; `__Host-` over https, see
// worker/auth/admin-session.ts) that no storefront ever sees; API clients may send the token as
// a bearer instead.

const WRONG_CREDENTIALS = 'Adresse e-mail ou mot de passe incorrect.';

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Who is signed in and which sites they may choose from. */
async function sessionView(
  c: Context<AppEnv>,
  session: Pick<AdminSessionRow, 'email' | 'operatorId' | 'sites'>,
) {
  const operator = session.operatorId !== null;
  const sites = await listSiteSummaries(c.env.DB, operator ? null : session.sites.map((site) => site.siteId));
  const requestUrl = new URL(c.req.url);
  return {
    account: { email: session.email, operator },
    sites: sites.map((site) => adminSiteChoice(site, requestUrl)),
  };
}

export type Grant = Pick<AdminSessionRow, 'email' | 'operatorId' | 'sites'>;

/**
 * Stores a new admin session for these rights and sets its cookie; returns the token. Shared by
 * the password sign-in and the operator's one-time link (operator-link.routes.ts).
 */
export async function openAdminSession(c: Context<AppEnv>, grant: Grant): Promise<string> {
  const token = newToken();
  await insertAdminSession(
    c.env.DB,
    { ...grant, tokenHash: await tokenHash(token), expiresAt: nowSeconds() + ADMIN_SESSION_MAX_AGE },
    nowSeconds(),
  );
  setCookie(c, adminSessionCookieName(c.req.url), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: ADMIN_SESSION_MAX_AGE,
    secure: !isPlainHttpLocalhost(new URL(c.req.url)),
  });
  return token;
}

/** The rights these credentials give, or null. Always verifies at least one hash (timing). */
async function grantFor(db: D1Database, email: string, password: string): Promise<Grant | null> {
  let verified = false;
  const operator = await findOperatorCredentials(db, email);
  if (operator) {
    verified = true;
    if ((await verifyPassword(password, operator.password_hash)).ok)
      return { email: operator.email, operatorId: operator.id, sites: [] };
  }
  const sites: Grant['sites'] = [];
  for (const account of await findOwnerAccounts(db, email)) {
    verified = true;
    if ((await verifyPassword(password, account.password_hash)).ok)
      sites.push({ siteId: account.site_id, userId: account.id });
  }
  if (!verified) await dummyVerifyPassword(password);
  return sites.length > 0 ? { email: email.trim().toLowerCase(), operatorId: null, sites } : null;
}

export const adminSessionRoutes = new Hono<AppEnv>()
  .post('/', jsonOnly, async (c) => {
    const parsed = loginSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw validationError(parsed.error);
    const { email, password } = parsed.data;
    // Counted before the check, as on /api/login, so parallel guesses cannot slip through. The
    // admin host has no site: its tries count on the platform (platform_rate_limit_hits), so
    // the first operator signs in on a platform that has no site yet.
    const attempt = await beginLoginAttempt(c, email, 'platform');
    const grant = await grantFor(c.env.DB, email, password);
    if (!grant) throw new AppError(401, WRONG_CREDENTIALS);
    await attempt.succeeded();
    const token = await openAdminSession(c, grant);
    return c.json(ok({ token, ...(await sessionView(c, grant)) }, 'Vous êtes connecté.'), 200);
  })
  .get('/', async (c) => {
    const session = await adminSession(c);
    if (!session) throw new AppError(401, "Vous n'êtes pas connecté.");
    return c.json(ok(await sessionView(c, session)), 200);
  })
  .delete('/', async (c) => {
    const token = adminTokenOf(c);
    if (token) await deleteAdminSession(c.env.DB, await tokenHash(token));
    deleteCookie(c, adminSessionCookieName(c.req.url), {
      path: '/',
      secure: !isPlainHttpLocalhost(new URL(c.req.url)),
    });
    return c.json(ok(null, 'Vous êtes déconnecté.'), 200);
  });
