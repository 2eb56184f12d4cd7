import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import { handOver, type ProviderHandover } from '../http/provider-handover';

// A lean Worker: the provider API (all its routes, their zod schemas and OpenAPI
// descriptions) is not evaluated at startup nor merged into the page router. Bundled into one
// file, this dynamic import becomes a lazily initialised module: its top-level code runs on the
// first API request or the first in-process provider call of the isolate, then never again.

let loading: Promise<Hono<AppEnv>> | null = null;

/** The provider app behind /api, loaded once per isolate. */
function providerRunner(): Promise<Hono<AppEnv>> {
  loading ??= import('./runner').then(
    (module) => module.providerRunner,
    (error: unknown) => {
      loading = null; // a failed load is tried again by the next request
      throw error;
    },
  );
  return loading;
}

/** The request's execution context, or undefined where there is none (a test's app.request()). */
export function executionContextOf(c: Context<AppEnv>): ExecutionContext | undefined {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    return undefined;
  }
}

/** Runs the provider app on a request, starting from what the caller resolved. */
export async function runProvider(
  request: Request,
  handover: ProviderHandover,
  env: AppEnv['Bindings'],
  executionCtx: ExecutionContext | undefined,
): Promise<Response> {
  const runner = await providerRunner();
  handOver(request, handover);
  return runner.fetch(request, env, executionCtx);
}

/**
 * The one route /api/* has in the storefront and admin-host apps: the request has been through
 * their middlewares (site or idSite, CORS, request id and log, body limit…), the provider app
 * takes it from there with the same variables and the same env (the D1 session facade).
 */
export const providerDispatch: MiddlewareHandler<AppEnv> = (c) =>
  runProvider(c.req.raw, { vars: c.var, internal: false, caller: c }, c.env, executionContextOf(c));
