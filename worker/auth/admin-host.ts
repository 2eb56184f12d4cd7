import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { readConfig } from '../config';
import type { AppEnv } from '../http/app-env';
import { normaliseHost } from '../../src/domain/site/host-name';

// Admin sessions live on the admin host only: a storefront runs its owner's HTML
// and scripts, so no admin or operator right may ride on a storefront cookie. On the admin
// host the session comes from the host-only admin-session cookie or an explicit bearer
// token (API clients, tests); the members' `token` cookie means nothing there.
//
// Over https the cookie is `__Host-admin_session`: the browser takes it only host-only, with
// Path=/ and Secure, so a page on another host (one under the admin host, or sharing its
// parent domain) cannot set one, and a cookie it tosses for the admin host's domain with a
// longer path, sent first, is not this one (cookie tossing: the operator's panel working as
// whoever's token was slipped in). A `__Host-` cookie cannot be set over plain http, so locally
// the name stays `admin_session`; there, a request carrying two of them is refused (api-guard.ts).

/** The admin-session cookie's name for a request to this URL (its scheme decides). */
export function adminSessionCookieName(url: string | URL): string {
  return new URL(url).protocol === 'https:' ? '__Host-admin_session' : 'admin_session';
}

/** How many admin-session cookies the request carries (two: one was set by another host). */
export function adminSessionCookieCount(c: Context<AppEnv>): number {
  const name = adminSessionCookieName(c.req.url);
  const pairs = (c.req.header('cookie') ?? '').split(';');
  return pairs.filter((pair) => pair.trim().startsWith(`${name}=`)).length;
}

/** The admin-session cookie of this request, if any. */
export function adminSessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, adminSessionCookieName(c.req.url));
}

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
  return fromHeader || adminSessionCookie(c) || null;
}
