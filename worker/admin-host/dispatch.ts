import type { Hono, MiddlewareHandler } from 'hono';
import { isAdminHost } from '../auth/admin-host';
import type { AppEnv } from '../http/app-env';
import { executionContextOf } from '../provider/dispatch';

// The admin host's app (./app.ts: the panel's shell, the admin session, the provider API with
// idSite) is loaded on the first admin-host request of the isolate, never at startup: a
// storefront's isolate may never serve one (« a lean Worker »).

let loading: Promise<Hono<AppEnv>> | null = null;

function adminHostApp(): Promise<Hono<AppEnv>> {
  loading ??= import('./app').then(
    (module) => module.adminHostApp,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** First in the storefront chain: a request to the admin host never goes further there. */
export const adminHostDispatch: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isAdminHost(c)) return next();
  return (await adminHostApp()).fetch(c.req.raw, c.env, executionContextOf(c));
};
