import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { readConfig } from '../config';
import type { AppEnv } from './app-env';

export const SITE_ID_HEADER = 'idSite';

/** CORS with credentials for the configured origins; answers preflights before site lookup. */
export const providerCors: MiddlewareHandler<AppEnv> = (c, next) =>
  cors({
    origin: (origin) => (readConfig(c.env).corsOrigins.includes(origin) ? origin : null),
    credentials: true,
    allowHeaders: ['Authorization', 'Content-Type', 'userLang', SITE_ID_HEADER],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  })(c, next);
