import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { readConfig } from '../config';
import type { AppEnv } from '../http/app-env';
import { normaliseHost } from '../../src/domain/site/host-name';
import {
  SESSION_NOTICE_COOKIE,
  SESSION_NOTICE_MAX_AGE,
  type SessionNotice,
} from '../../src/domain/members/session-notice';
import { resolveSiteByHost } from '../site/site-resolver';

// The login answer's token and idSite are kept in cookies 'token' and 'idSite', max age
// 86400 s, path /, on the parent domain, narrowed here: the parent domain only when
// the parent domain is served by the SAME site (www.mon-site.fr → mon-site.fr), otherwise
// host-only, so two sites under one parent (vins.localhost under localhost) never overwrite
// each other's login. HttpOnly token, SameSite=Lax, Secure except on plain-http localhost.
// The API host's cookies are always host-only (sessionCookieScope).
//
// A third cookie, `member=1`, is a non-secret hint readable by JavaScript: the header's account
// icon (an island) shows the signed-in state from it, so pages stay one cacheable rendering
// for everyone. It grants nothing: the token cookie is what the server checks. A fourth,
// `member_name`, holds the member's first name for the same icon (the header names
// who is signed in); it is set by the sign-in pages and goes with the session.

export const SESSION_MAX_AGE = 86_400;
const TOKEN_COOKIE = 'token';
const SITE_COOKIE = 'idSite';
const MEMBER_HINT_COOKIE = 'member';
const MEMBER_NAME_HINT_COOKIE = 'member_name';

/** www.mon-site.fr → mon-site.fr; a one-label host, localhost or an IP has no parent. */
export function parentDomain(host: string): string | undefined {
  if (/^[\d.]+$/.test(host) || host.includes(':')) return undefined;
  const labels = host.split('.');
  return labels.length >= 2 && labels[1] !== '' ? labels.slice(1).join('.') : undefined;
}

/** Browsers accept Secure cookies from http://localhost; elsewhere plain http must not get a session. */
export function isPlainHttpLocalhost(url: URL): boolean {
  const host = url.hostname;
  return (
    url.protocol === 'http:' &&
    (host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]')
  );
}

interface CookieScope {
  domain: string | undefined;
  secure: boolean;
}

/**
 * Where the session cookies of this request's site go: the parent domain when it is ours.
 * On the API host always host-only: its site comes from the idSite header, not from
 * the host, so api.localhost's parent (localhost, the massage site) says nothing about whose
 * session it is, and a Domain=localhost cookie would reach vins.localhost, which then takes
 * the visitor for signed out (its own cookie shadowed by another site's token).
 */
async function sessionCookieScope(c: Context<AppEnv>): Promise<CookieScope> {
  const url = new URL(c.req.url);
  const secure = !isPlainHttpLocalhost(url);
  const host = normaliseHost(url.hostname);
  const apiHost = readConfig(c.env).apiHost;
  if (apiHost !== '' && host === apiHost) return { domain: undefined, secure };
  const parent = parentDomain(host);
  if (!parent) return { domain: undefined, secure };
  const owner = await resolveSiteByHost(c.env, parent);
  return { domain: owner?.id === c.var.site.id ? parent : undefined, secure };
}

export async function setSessionCookies(c: Context<AppEnv>, token: string, siteId: number): Promise<void> {
  const { domain, secure } = await sessionCookieScope(c);
  const base = { path: '/', maxAge: SESSION_MAX_AGE, secure, sameSite: 'Lax' as const, domain };
  setCookie(c, TOKEN_COOKIE, token, { ...base, httpOnly: true });
  setCookie(c, SITE_COOKIE, String(siteId), { ...base, httpOnly: true });
  setCookie(c, MEMBER_HINT_COOKIE, '1', base);
}

/** The first name the header shows, readable by JavaScript like the `member=1` hint. */
export async function setMemberNameHint(c: Context<AppEnv>, firstname: string): Promise<void> {
  const { domain, secure } = await sessionCookieScope(c);
  // hono's setCookie percent-encodes the value; the island decodes it (memberNameHint).
  setCookie(c, MEMBER_NAME_HINT_COOKIE, firstname.trim().slice(0, 40), {
    path: '/',
    maxAge: SESSION_MAX_AGE,
    secure,
    sameSite: 'Lax',
    domain,
  });
}

export async function clearSessionCookies(c: Context<AppEnv>): Promise<void> {
  const { domain, secure } = await sessionCookieScope(c);
  for (const name of [TOKEN_COOKIE, SITE_COOKIE, MEMBER_HINT_COOKIE, MEMBER_NAME_HINT_COOKIE]) {
    deleteCookie(c, name, { path: '/', domain, secure });
    // A host-only cookie set before the parent domain was ours would survive the line above.
    if (domain) deleteCookie(c, name, { path: '/', secure });
  }
}

/**
 * « Vous êtes connecté » / « Vous êtes déconnecté » for the page the redirect lands on. Host-only
 * on purpose: the page that reads it is on this host, and it must not greet a sister site.
 */
export function setSessionNotice(c: Context<AppEnv>, notice: SessionNotice): void {
  setCookie(c, SESSION_NOTICE_COOKIE, notice, {
    path: '/',
    maxAge: SESSION_NOTICE_MAX_AGE,
    secure: !isPlainHttpLocalhost(new URL(c.req.url)),
    sameSite: 'Lax',
  });
}
