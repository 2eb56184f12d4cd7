import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { adminSessionCookie } from '../auth/admin-host';
import { sessionDatabase, sessionOf } from './d1-session-database';
import { noteRequestScope } from './publish-preparation';
import type { AppEnv } from '../http/app-env';

// D1's Sessions API. Every request reads through one session:
// - an anonymous visitor's opens at 'first-unconstrained': its first query may go to the
//   nearest read replica (with replication on; locally there is only the primary);
// - a visitor who carries a bookmark (cookie D1_BOOKMARK_COOKIE) opens at that bookmark: D1
//   serves them from a copy at least as new as what they last wrote or read, so a member or an
//   admin always reads their own writes, even when the next request lands elsewhere;
// - a signed-in visitor without a bookmark yet opens at 'first-primary'.
// After the answer, a signed-in visitor (member token, admin session, bearer), and one the
// answer signs in, get the session's newest bookmark in the cookie. Anonymous visitors never
// get it (their page views stay shareable by the HTML cache, and an anonymous form's answer
// stays the same whatever it wrote: a registration must not tell a known address apart).
//
// The in-process provider calls of a request run through the same app with the same env: they
// find the session already open and share it (one consistent read of the request).
//
// Bench/test instrument: on a local host, a request with `x-d1-probe: 1` is answered with
// `x-d1-round-trips`, the D1 round trips it made (worker/cache/d1-session-database.ts).

export const D1_BOOKMARK_COOKIE = 'd1_bookmark';
export const D1_PROBE_HEADER = 'x-d1-probe';
export const D1_ROUND_TRIPS_HEADER = 'x-d1-round-trips';
/** With the probe: where the request's session opened ('bookmark', or the constraint). */
export const D1_SESSION_HEADER = 'x-d1-session';
/** A bookmark only needs to outlive replication lag; a day covers a working session. */
const BOOKMARK_MAX_AGE = 24 * 60 * 60;
// D1 bookmarks are hex groups joined by dashes; anything else in the cookie is ignored.
const BOOKMARK_SHAPE = /^[0-9a-zA-Z-]{1,200}$/;

const isLocalHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';

const SIGN_IN_COOKIE = /^(?:token|(?:__Host-)?admin_session)=[^;]/;

/** The answer opens a session: it sets a member token or an admin-session cookie. */
const signsIn = (response: Response): boolean =>
  response.headers.getSetCookie().some((cookie) => SIGN_IN_COOKIE.test(cookie) && !/Max-Age=0/i.test(cookie));

/** The request's execution context, or null where there is none (a test's app.request()). */
function backgroundContext(c: Context<AppEnv>): ExecutionContext | null {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    return null;
  }
}

export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (sessionOf(c.env.DB)) return next(); // an in-process call of a request that has one
  const cookie = getCookie(c, D1_BOOKMARK_COOKIE);
  const bookmark = cookie !== undefined && BOOKMARK_SHAPE.test(cookie) ? cookie : null;
  const signedIn =
    c.req.header('Authorization') !== undefined ||
    getCookie(c, 'token') !== undefined ||
    adminSessionCookie(c) !== undefined;
  const constraint = bookmark ?? (signedIn ? 'first-primary' : 'first-unconstrained');
  const { db, session, state } = sessionDatabase(c.env.DB, constraint);
  const base = c.env; // a preparation after a write renders with its own session (publish-preparation.ts)
  c.env = { ...c.env, DB: db };
  const ctx = backgroundContext(c);
  if (ctx) noteRequestScope(c.env, { ctx, url: c.req.url, base, headers: c.req.raw.headers });
  await next();

  const url = new URL(c.req.url);
  const newest = session.getBookmark();
  const carries = (signedIn || signsIn(c.res)) && newest !== null && newest !== bookmark;
  const probed = isLocalHost(url.hostname) && c.req.header(D1_PROBE_HEADER) === '1';
  if (!probed && !carries) return;
  // A response made elsewhere (a fetch) has immutable headers: then a copy takes them.
  try {
    c.res.headers.delete(D1_ROUND_TRIPS_HEADER);
  } catch {
    c.res = new Response(c.res.body, c.res);
  }
  if (probed) {
    c.res.headers.set(D1_ROUND_TRIPS_HEADER, String(state.count));
    c.res.headers.set(D1_SESSION_HEADER, bookmark === null ? constraint : 'bookmark');
  }
  if (carries && newest !== null) {
    setCookie(c, D1_BOOKMARK_COOKIE, newest, {
      path: '/',
      maxAge: BOOKMARK_MAX_AGE,
      httpOnly: true,
      sameSite: 'Lax',
      secure: url.protocol === 'https:',
    });
  }
};
