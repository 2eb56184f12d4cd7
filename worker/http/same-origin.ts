import type { MiddlewareHandler } from 'hono';
import { readConfig } from '../config';
import { AppError } from '../errors';
import type { AppEnv } from './app-env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site form posts (login CSRF, a forced logout) are refused: a browser sends Origin
 * with every POST/PUT/DELETE, and it must be this host or one of the configured origins.
 * Requests without Origin (curl, server-to-server) are not browser forms and pass.
 */
export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  if (origin !== undefined && !SAFE_METHODS.has(c.req.method)) {
    // 'null' (a sandboxed frame, a data: page) is never an allowed origin.
    const allowed = origin === new URL(c.req.url).origin || readConfig(c.env).corsOrigins.includes(origin);
    if (!allowed) throw new AppError(403, 'Cette action doit être faite depuis le site lui-même.');
  }
  await next();
};
