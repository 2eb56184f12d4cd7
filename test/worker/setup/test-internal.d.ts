// The pool's internal module (@cloudflare/vitest-plugin, dist/worker/lib/cloudflare/
// test-internal.mjs): every ctx.waitUntil() of the Worker is also registered there.
declare module 'cloudflare:test-internal' {
  /** Resolves once every waitUntil promise registered so far (and any they add) settled. */
  export function waitForGlobalWaitUntil(): Promise<void>;
}
