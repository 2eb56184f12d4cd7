import type { Context } from 'hono';
import { ProviderError } from '../../src/provider/client';
import { clearSessionCookies } from '../auth/session-cookies';
import type { AppEnv } from '../http/app-env';
import { localLink } from '../http/path-locale';
import { requestProvider } from '../http/request-provider';

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
  return c.redirect(localLink(c, '/'), 303); // the home page in the visitor's locale
}
