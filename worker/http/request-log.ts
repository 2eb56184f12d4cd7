import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from './app-env';

// One structured log line per request, for Workers Logs and Logpush: filter by
// site, route, status or error kind (docs/operations.md, « Watching: logs »). Only what identifies the request
// and its outcome is logged: the route PATTERN (never the path or the query, which can carry a
// token or an e-mail), no header, cookie, client address, body or account.
//
// Durations: inside a Worker the clock moves only across I/O (a defence against timing
// attacks), so durationMs is the time spent waiting (D1, KV, fetch), not CPU time.

export interface RequestLogLine {
  event: 'request';
  requestId: string;
  host: 'admin' | 'site';
  siteId: number | null;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  /** Set when the error handler ran (worker/http/on-error.ts): what kind of error it was. */
  errorKind: string | null;
}

/**
 * The route pattern that answered ('/api/news/:id'), or the page's own name where the pattern
 * is a catch-all ('page:content' for a CMS page, logRoute); '*' when none matched (a 404).
 */
function routeOf(c: Context<AppEnv>): string {
  const apiRoute = c.get('apiRoute');
  if (apiRoute !== undefined) return apiRoute;
  return namedRoute(c) ?? patternOf(c) ?? '*';
}

function patternOf(c: Context<AppEnv>): string | undefined {
  try {
    return routePath(c);
  } catch {
    return undefined;
  }
}

/** Gives the request its log name, held by the route running now. */
export function nameRoute(c: Context<AppEnv>, name: string): void {
  c.set('logRoute', name);
  c.set('logRouteAt', patternOf(c));
}

/** The request's log name, if the route that named it is the one that answered (the last one
 * the router ran: a route that passed the request on names nothing). */
export function namedRoute(c: Context<AppEnv>): string | undefined {
  const name = c.get('logRoute');
  if (name === undefined) return undefined;
  return c.get('logRouteAt') === patternOf(c) ? name : undefined;
}

function requestLogLine(c: Context<AppEnv>, host: RequestLogLine['host'], startedAt: number): RequestLogLine {
  return {
    event: 'request',
    requestId: c.get('requestId') ?? 'unknown',
    host,
    siteId: c.get('site')?.id ?? null,
    method: c.req.method,
    route: routeOf(c),
    status: c.res.status,
    durationMs: Date.now() - startedAt,
    errorKind: c.get('errorKind') ?? null,
  };
}

/** What else sees each line once it is logged (the error counters per route name). */
export type LogListener = (c: Context<AppEnv>, line: RequestLogLine) => void;

/** After the request id (it is in the line), around everything else. */
export const requestLog =
  (host: RequestLogLine['host'], listener?: LogListener): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const startedAt = Date.now();
    try {
      await next();
    } finally {
      const line = requestLogLine(c, host, startedAt);
      if (line.status >= 500) console.error(JSON.stringify(line));
      else console.log(JSON.stringify(line));
      try {
        listener?.(c, line);
      } catch (error) {
        // A counter must never change the answer.
        console.warn(JSON.stringify({ event: 'request.listener-failed', error: String(error) }));
      }
    }
  };

/** Names the route a page is logged under (its kind, 'page:product'), for a pattern that says less. */
export const logAs =
  (route: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    nameRoute(c, route);
    await next();
  };
