import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/app-env';

// Spec: the login answer's token and idSite are kept in cookies 'token' and 'idSite', max age
// 86400 s, path /, on the parent domain. The token is HttpOnly: pages read it at the edge.

export const SESSION_MAX_AGE = 86_400;

/** www.mon-site.fr → mon-site.fr; a bare host, localhost or an IP keeps a host-only cookie. */
export function parentDomain(host: string): string | undefined {
  if (/^[\d.]+$/.test(host) || host.includes(':')) return undefined;
  const labels = host.split('.');
  return labels.length >= 3 ? labels.slice(1).join('.') : undefined;
}

export function setSessionCookies(c: Context<AppEnv>, token: string, siteId: number): void {
  const domain = parentDomain(new URL(c.req.url).hostname);
  const base = { path: '/', maxAge: SESSION_MAX_AGE, secure: true, sameSite: 'Lax' as const, domain };
  setCookie(c, 'token', token, { ...base, httpOnly: true });
  setCookie(c, 'idSite', String(siteId), base);
}

export function clearSessionCookies(c: Context<AppEnv>): void {
  const domain = parentDomain(new URL(c.req.url).hostname);
  deleteCookie(c, 'token', { path: '/', domain, secure: true });
  deleteCookie(c, 'idSite', { path: '/', domain, secure: true });
}
