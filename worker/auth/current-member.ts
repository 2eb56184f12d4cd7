import type { Context, MiddlewareHandler } from 'hono';
import type { SessionMember } from '../../src/schema/members/member';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { findSessionMember } from '../provider/members/public';
import { isAdminHost, offAdminHostMessage } from './admin-host';
import { adminActor, adminSession } from './admin-session';
import { tokenHash } from './password';

// Who is signed in, on the provider side of the seam: the provider app owns the sessions and
// reads them from D1 (sessionMember: /logged, admin calls), once per request. The public pages
// ask the provider instead (./page-member.ts).

const sessionLookups = new WeakMap<Context<AppEnv>, Promise<SessionMember | null>>();

/** Provider side: the member behind the request's token on this site, from D1; null when none. */
export function sessionMember(c: Context<AppEnv>): Promise<SessionMember | null> {
  let lookup = sessionLookups.get(c);
  if (!lookup) {
    lookup = (async () => {
      const token = c.var.token;
      if (!token) return null;
      return findSessionMember(
        c.env.DB,
        c.var.site.id,
        await tokenHash(token),
        Math.floor(Date.now() / 1000),
      );
    })();
    sessionLookups.set(c, lookup);
  }
  return lookup;
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
