import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './app-env';

// The locale cookie lasts 365 days, path /, SameSite=Lax. Written only when
// it changes, so most responses carry no Set-Cookie. Pages call it (not every request: a
// static file or an API answer carries no cookie); the locale is the request's (c.var.locale).
export const LOCALE_COOKIE = 'i18n_locale';
const ONE_YEAR = 365 * 24 * 60 * 60;

export function rememberLocale(c: Context<AppEnv>): void {
  const locale = c.var.locale;
  if (getCookie(c, LOCALE_COOKIE) === locale) return;
  setCookie(c, LOCALE_COOKIE, locale, { path: '/', maxAge: ONE_YEAR, sameSite: 'Lax', secure: true });
}
