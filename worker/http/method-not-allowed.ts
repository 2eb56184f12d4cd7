import type { Context } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { AppError } from '../errors';

// Hono answers a known path with an unknown method like an unknown path (404). HTTP wants
// 405 with an Allow header naming the methods the path does accept: this finds them by
// matching the path against the app's own routes, method by method.
//
// Not Hono's method-not-allowed middleware: that one matches c.req.path after a 404 answer,
// while here a path is routed without its locale prefix (/en/shop is routed as /shop), a
// 404 is a thrown AppError (the middleware steps aside when c.error is set), the CMS pages'
// catch-all makes every path GET-able, and the 405 must be the French envelope or error page.

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface RouteRef {
  method: string;
  path: string;
}

/**
 * The methods a path accepts among the given routes (middlewares, registered for every
 * method, do not count). HEAD comes with GET, as Hono answers HEAD with the GET handler.
 * The routes are read on first use, once the app is fully built.
 */
export function allowedMethods(routes: () => readonly RouteRef[]): (path: string) => string[] {
  let router: TrieRouter<true> | null = null;
  return (path) => {
    if (!router) {
      router = new TrieRouter<true>();
      for (const route of routes()) {
        if ((METHODS as readonly string[]).includes(route.method)) router.add(route.method, route.path, true);
      }
    }
    const built = router;
    const allowed = METHODS.filter((method) => built.match(method, path)[0].length > 0).flatMap((method) =>
      method === 'GET' ? ['GET', 'HEAD'] : [method],
    );
    return allowed;
  };
}

/** The 405 for a path that accepts other methods; the Allow header rides on the context. */
export function methodNotAllowed(c: Context, allowed: string[], message: string): AppError {
  c.header('Allow', allowed.join(', '));
  return new AppError(405, message);
}
