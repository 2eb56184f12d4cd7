import { Hono, type MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv, AppVariables } from '../http/app-env';
import { bodySizeLimit } from '../http/body-limit';
import { MemoTrieRouter } from '../http/memo-router';
import { onError } from '../http/on-error';
import { API_PREFIX, handoverOf } from '../http/provider-handover';
import { providerApp } from './app';

// The provider app as worker/provider/dispatch.ts runs it (loaded on first use): mounted
// at /api in an app of its own, so the page router never searches its routes.

/** The caller's variables, set before any provider middleware runs. */
const adoptHandover: MiddlewareHandler<AppEnv> = async (c, next) => {
  const handover = handoverOf(c.req.raw);
  if (!handover) throw new Error('Le fournisseur a reçu une requête sans le contexte de son appelant.');
  for (const [key, value] of Object.entries(handover.vars)) {
    c.set(key as keyof AppVariables, value as never);
  }
  // A page's in-process call gets the body limit the request chain would have applied to it.
  await (handover.internal ? bodySizeLimit(c, next) : next());
  // The caller's log line names the route that answered ('/api/news/:id'), not its '/api/*'.
  handover.caller?.set('apiRoute', routePath(c));
};

// The page app's router (worker/http/memo-router.ts): RegExpRouter cannot take these routes
// either (/api/blog/folder/:id beside its static siblings), and a page's in-process calls ask
// for the same few paths again and again.
export const providerRunner = new Hono<AppEnv>({ router: new MemoTrieRouter() })
  .use('*', adoptHandover)
  .route(API_PREFIX, providerApp);

// The same error handler as the request chain, run here so the provider's middlewares see the
// error's envelope as the answer (as they did when the routes were merged into the page app);
// the caller's log line still names the error kind.
providerRunner.onError(async (error, c) => {
  const response = await onError(error, c);
  const caller = handoverOf(c.req.raw)?.caller;
  const kind = c.get('errorKind');
  if (caller && kind !== undefined) caller.set('errorKind', kind);
  return response;
});
