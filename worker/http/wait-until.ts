import type { Context } from 'hono';

/** The request's waitUntil, or undefined where there is none (a test calling the app without one). */
export function backgroundOf(c: Context): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return undefined;
  }
}
