import { lazy } from '../domain/shared/lazy';
import type { ProviderClient, ProviderClientOptions } from './client';

// The provider client, loaded on its first call: the typed client holds the response schemas of
// every call, and building them is work that a Worker's startup and a page whose reads are all
// served in-process should not pay for. Every member of the client is an async call.

type Method = (...args: unknown[]) => Promise<unknown>;

export function lazyProviderClient(options: ProviderClientOptions): ProviderClient {
  const client = lazy(() =>
    import('./client').then(({ createProviderClient }) => createProviderClient(options)),
  );
  const methods = new Map<string, Method>();
  return new Proxy({} as ProviderClient, {
    get(_target, name) {
      // Not a thenable: a client returned from an async function is not awaited into a call.
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = methods.get(name);
      if (method === undefined) {
        method = async (...args) => ((await client()) as unknown as Record<string, Method>)[name]!(...args);
        methods.set(name, method);
      }
      return method;
    },
  });
}

/** `overrides` where it answers, `base` for every other call. */
export function withFallback(overrides: Partial<ProviderClient>, base: ProviderClient): ProviderClient {
  return new Proxy(base, {
    get: (target, name, receiver): unknown =>
      typeof name === 'string' && name in overrides
        ? overrides[name as keyof ProviderClient]
        : (Reflect.get(target, name, receiver) as unknown),
  });
}
