import type { Context } from 'hono';
import type { AppEnv, AppVariables } from './app-env';

// The provider API app (worker/provider/app.ts) is loaded on first use and runs as its own
// Hono app (worker/provider/runner.ts). What the caller's chain already resolved (the site, the
// request id, the token…) reaches it here, keyed by the Request it is handed, so that nothing
// of the page chain runs a second time for it (worker/provider/dispatch.ts).

/** Where worker/index.ts and the admin host serve the provider API. */
export const API_PREFIX = '/api';

export interface ProviderHandover {
  /** The context variables the provider app starts with. */
  vars: Partial<AppVariables>;
  /**
   * An in-process call of a page (the provider seam): the page's own request already passed the
   * chain's checks, this one only gets the body limit the chain would have applied to it.
   */
  internal: boolean;
  /** The caller's context (a request to /api): told the error kind, for its request's log line. */
  caller?: Context<AppEnv>;
}

const handovers = new WeakMap<Request, ProviderHandover>();

export function handOver(request: Request, handover: ProviderHandover): void {
  handovers.set(request, handover);
}

export function handoverOf(request: Request): ProviderHandover | undefined {
  return handovers.get(request);
}
