import type { Context, MiddlewareHandler } from 'hono';
import type { SessionMember } from '../../src/schema/member';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { requestProvider } from '../provider/request-provider';
import { findSessionMember } from '../provider/members/public';
import { adminActor, adminSession, isAdminHost, offAdminHostMessage } from './admin-session';
import { tokenHash } from './password';

// Two answers to "who is signed in?", one per side of the provider seam:
// - the provider app owns the sessions and reads them from D1 (sessionMember: /logged, admin);
// - the public pages ask the provider through its client (currentMember: GET /logged), so a
//   remote provider's members are seen signed in too.
// Each is looked up at most once per request, however many parts of the page ask.

const sessionLookups = new WeakMap<Context<AppEnv>, Promise<SessionMember | null>>();
const pageLookups = new WeakMap<Context<AppEnv>, Promise<SessionMember | null>>();

function once(
  lookups: WeakMap<Context<AppEnv>, Promise<SessionMember | null>>,
  c: Context<AppEnv>,
  lookUp: () => Promise<SessionMember | null>,
): Promise<SessionMember | null> {
  let lookup = lookups.get(c);
  if (!lookup) {
    lookup = lookUp();
    lookups.set(c, lookup);
  }
  return lookup;
}

/** Provider side: the member behind the request's token on this site, from D1; null when none. */
export function sessionMember(c: Context<AppEnv>): Promise<SessionMember | null> {
  return once(sessionLookups, c, async () => {
    const token = c.var.token;
    if (!token) return null;
    return findSessionMember(c.env.DB, c.var.site.id, await tokenHash(token), Math.floor(Date.now() / 1000));
  });
}

/**
 * Page side: the member the provider says the token belongs to. Without a token no call is
 * made. A failing provider shows the page signed out (logged with the request id) rather than
 * breaking a page that may be served from cached data.
 */
export function currentMember(c: Context<AppEnv>): Promise<SessionMember | null> {
  return once(pageLookups, c, async () => {
    if (!c.var.token) return null;
    try {
      return await requestProvider(c).logged();
    } catch (error) {
      console.warn(
        JSON.stringify({ requestId: c.var.requestId, event: 'logged.lookup_failed', error: String(error) }),
      );
      return null;
    }
  });
}

/**
 * Admin calls are answered on the admin host only, to an admin session that manages
 * the request's site: an owner with a right on that site, or an operator. Anywhere else the
 * answer is 403 naming the admin host, whatever cookie or bearer the request carries.
 */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isAdminHost(c)) throw new AppError(403, offAdminHostMessage(c));
  const session = await adminSession(c);
  if (!session) throw new AppError(401, 'Veuillez vous connecter.');
  if (!(await adminActor(c))) throw new AppError(403, 'Vous ne gérez pas ce site.');
  await next();
};

/**
 * Platform operator calls (sites, domains, accounts, operators) need an operator's session on
 * the admin host. Site owners run their own sites and never reach these.
 */
export const requireOperator: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isAdminHost(c)) throw new AppError(403, offAdminHostMessage(c));
  const session = await adminSession(c);
  if (!session) throw new AppError(401, 'Veuillez vous connecter.');
  if (session.operatorId === null)
    throw new AppError(403, "Cette action est réservée à l'opérateur de la plateforme.");
  await next();
};

/** Every /api/admin/* call off the admin host: refused before routing, even unknown paths. */
export const adminHostOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isAdminHost(c)) throw new AppError(403, offAdminHostMessage(c));
  await next();
};
