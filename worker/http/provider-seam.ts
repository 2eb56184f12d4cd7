import type { Hono, MiddlewareHandler } from 'hono';
import { ProviderError } from '../../src/provider/client';
import { readConfig } from '../config';
import type { AppEnv } from './app-env';

/** The remote provider could not be reached at all (DNS, TLS, connection refused…). */
export class ProviderUnreachableError extends Error {
  constructor(cause: unknown) {
    super(`Fournisseur injoignable : ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ProviderUnreachableError';
  }
}

/**
 * True only when the provider is down or failing (unreachable, or a 5xx): the one case where
 * a stale copy beats an error page. A 4xx, a schema mismatch or a bug in our code is not an
 * outage and must surface.
 */
export function isProviderOutage(error: unknown): boolean {
  if (error instanceof ProviderUnreachableError) return true;
  return error instanceof ProviderError && error.status >= 500;
}

/**
 * The provider seam: in-process through this same app unless PROVIDER_URL names a remote
 * one. A network failure of the remote call becomes a ProviderUnreachableError, so it can be
 * told apart from a bug.
 */
export function providerSeam(app: () => Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const remote = readConfig(c.env).providerUrl !== '';
    c.set('providerFetch', (request) =>
      remote
        ? fetch(request).catch((error: unknown) => {
            throw new ProviderUnreachableError(error);
          })
        : Promise.resolve(app().fetch(request, c.env, c.executionCtx)),
    );
    await next();
  };
}
