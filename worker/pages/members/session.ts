import type { Context } from 'hono';
import { ProviderError } from '../../../src/provider/provider-error';
import {
  clearSessionCookies,
  setMemberNameHint,
  setSessionCookies,
  setSessionNotice,
} from '../../auth/session-cookies';
import type { AppEnv } from '../../http/app-env';
import { localLink } from '../../http/path-locale';
import { requestProvider } from '../../provider/request-provider';

/**
 * Logging out without JavaScript: the provider revokes the session (POST /logout, in-process
 * or remote), then the cookies go. A 401 means the session was already gone, which is the
 * goal; any other failure reaches the error handler with the cookies kept, so the visitor
 * can try again rather than believe a live session ended.
 */
export async function logOut(c: Context<AppEnv>): Promise<Response> {
  if (c.var.token) {
    try {
      await requestProvider(c).logout();
    } catch (error) {
      if (!(error instanceof ProviderError) || error.status !== 401) throw error;
    }
  }
  await clearSessionCookies(c);
  setSessionNotice(c, 'signed-out');
  return c.redirect(localLink(c, '/'), 303); // the home page in the visitor's locale
}

/**
 * A sign-in from a page (password or e-mailed link): the session cookies, then the first name
 * the header's account menu shows, read with the new token. The name is a nicety: when it
 * cannot be read the member is signed in all the same and the menu says « Mon compte ».
 */
export async function signInOnPage(c: Context<AppEnv>, token: string, idSite: number): Promise<void> {
  await setSessionCookies(c, token, idSite);
  setSessionNotice(c, 'signed-in');
  try {
    const member = await requestProvider(c, c.var.locale, token).member();
    await setMemberNameHint(c, member.firstname);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
  }
}
