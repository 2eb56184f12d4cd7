import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from './app-env';

/**
 * Spec: every request carries the Authorization header from the stored token when present.
 * On site hosts the edge reads the `token` cookie itself, so pages and the in-process
 * provider see the same token a browser holds.
 */
export const authToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header('Authorization')?.trim();
  const fromHeader = header ? header.replace(/^Bearer\s+/i, '') : null;
  c.set('token', fromHeader || getCookie(c, 'token') || null);
  await next();
};
