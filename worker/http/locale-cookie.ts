import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './app-env';

// Spec section 9: the locale cookie lasts 365 days, path /, SameSite=Lax. Written only when
// it changes, so most responses carry no Set-Cookie.
export const LOCALE_COOKIE = 'i18n_locale';
const ONE_YEAR = 365 * 24 * 60 * 60;

export function rememberLocale(c: Context<AppEnv>, locale: string): void {
  if (getCookie(c, LOCALE_COOKIE) === locale) return;
  setCookie(c, LOCALE_COOKIE, locale, { path: '/', maxAge: ONE_YEAR, sameSite: 'Lax', secure: true });
}
