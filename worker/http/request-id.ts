import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** Every request gets an id (Cloudflare's cf-ray when present), echoed in x-request-id. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = c.req.header('cf-ray') ?? crypto.randomUUID();
  c.set('requestId', id);
  await next();
  c.header('x-request-id', id);
};
