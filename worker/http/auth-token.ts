import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from './app-env';

/**
 * Spec: every request carries the Authorization header from the stored token when present.
 * On site hosts the edge reads the `token` cookie itself, so pages and the in-process
 * provider see the same token a browser holds.
 */
export const authToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('token', headerToken(c.req.header('Authorization')) || getCookie(c, 'token') || null);
  await next();
};

/** The token an Authorization header carries, with or without « Bearer ». */
export function headerToken(header: string | null | undefined): string | null {
  const value = header?.trim();
  return value ? value.replace(/^Bearer\s+/i, '') || null : null;
}
