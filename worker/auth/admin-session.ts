import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { findAdminSession, type AdminSessionRow } from '../provider/members/public';
import { adminTokenOf, isAdminHost } from './admin-host';
import { tokenHash } from './password';

// The admin session behind an admin-host request, and who acts in it. Which host and cookie
// carry it is in ./admin-host.ts (light: the storefront's middleware reads it on every request).

export const ADMIN_SESSION_MAX_AGE = 86_400;

const lookups = new WeakMap<Context<AppEnv>, Promise<AdminSessionRow | null>>();

/**
 * The live admin session of this request, looked up once; null off the admin host, without a
 * token, or when it has ended. An owner whose every site right was revoked has no session left.
 */
export function adminSession(c: Context<AppEnv>): Promise<AdminSessionRow | null> {
  let lookup = lookups.get(c);
  if (!lookup) {
    lookup = (async () => {
      if (!isAdminHost(c)) return null;
      const token = adminTokenOf(c);
      if (!token) return null;
      const session = await findAdminSession(c.env.DB, await tokenHash(token), Math.floor(Date.now() / 1000));
      if (!session || (session.operatorId === null && session.sites.length === 0)) return null;
      return session;
    })();
    lookups.set(c, lookup);
  }
  return lookup;
}

/** Who acts in an admin call: the audit log, stock movements and order history record it. */
export interface AdminActor {
  /** The owner's member id on the request's site; null for an operator. */
  memberId: number | null;
  email: string;
  operator: boolean;
  operatorId: number | null;
}

/** The admin behind the request on its site (c.var.site); null when no session manages it. */
export async function adminActor(c: Context<AppEnv>): Promise<AdminActor | null> {
  const session = await adminSession(c);
  if (!session) return null;
  if (session.operatorId !== null) {
    return { memberId: null, email: session.email, operator: true, operatorId: session.operatorId };
  }
  const right = session.sites.find((site) => site.siteId === c.var.site.id);
  if (!right) return null;
  return { memberId: right.userId, email: session.email, operator: false, operatorId: null };
}
