import type { Context } from 'hono';
import type { SessionMember } from '../../src/schema/members/member';
import type { AppEnv } from '../http/app-env';
import { requestProvider } from '../provider/request-provider';

// Who is signed in, as the public pages see it: they ask the provider through its client
// (GET /logged), so a remote provider's members are seen signed in too. The provider side,
// which reads the sessions from D1, is ./current-member.ts. Looked up once per request,
// however many parts of the page ask.

const lookups = new WeakMap<Context<AppEnv>, Promise<SessionMember | null>>();

/**
 * The member the provider says the token belongs to. Without a token no call is made. A
 * failing provider shows the page signed out (logged with the request id) rather than
 * breaking a page that may be served from cached data.
 */
export function currentMember(c: Context<AppEnv>): Promise<SessionMember | null> {
  let lookup = lookups.get(c);
  if (!lookup) {
    lookup = (async () => {
      if (!c.var.token) return null;
      try {
        return await requestProvider(c).logged();
      } catch (error) {
        console.warn(
          JSON.stringify({ requestId: c.var.requestId, event: 'logged.lookup_failed', error: String(error) }),
        );
        return null;
      }
    })();
    lookups.set(c, lookup);
  }
  return lookup;
}
