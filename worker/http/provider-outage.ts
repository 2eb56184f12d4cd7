import { ProviderError } from '../../src/provider/provider-error';

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
