import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { readConfig } from '../config';
import type { AppEnv } from '../http/app-env';
import { findAdminSession, type AdminSessionRow } from '../provider/members/public';
import { normaliseHost } from '../site/site-resolver';
import { tokenHash } from './password';

// Admin sessions live on the admin host only (issue 19): a storefront runs its owner's HTML
// and scripts, so no admin or operator right may ride on a storefront cookie. On the admin
// host the session comes from the host-only `admin_session` cookie or an explicit bearer
// token (API clients, tests); the members' `token` cookie means nothing there.

export const ADMIN_SESSION_COOKIE = 'admin_session';
export const ADMIN_SESSION_MAX_AGE = 86_400;

/** True when the request came to the admin host. */
export function isAdminHost(c: Context<AppEnv>): boolean {
  return normaliseHost(new URL(c.req.url).hostname) === readConfig(c.env).adminHost;
}

/** The admin host's origin as seen from this request: its scheme, ADMIN_HOST, its port. */
export function adminOrigin(c: Context<AppEnv>): string {
  const url = new URL(c.req.url);
  return `${url.protocol}//${readConfig(c.env).adminHost}${url.port ? `:${url.port}` : ''}`;
}

/** The French refusal of any admin call made elsewhere than on the admin host. */
export function offAdminHostMessage(c: Context<AppEnv>): string {
  return `L'administration se fait sur ${adminOrigin(c)} : connectez-vous sur l'hôte d'administration.`;
}

/** The admin-session token of an admin-host request: the bearer header, else the cookie. */
export function adminTokenOf(c: Context<AppEnv>): string | null {
  const header = c.req.header('Authorization')?.trim();
  const fromHeader = header ? header.replace(/^Bearer\s+/i, '') : '';
  return fromHeader || getCookie(c, ADMIN_SESSION_COOKIE) || null;
}

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
