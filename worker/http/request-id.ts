import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { requestId as honoRequestId } from 'hono/request-id';
import type { AppEnv } from './app-env';

// Every request gets an id, c.var.requestId (Hono's request-id): Cloudflare's cf-ray when
// present, so a log line, an error page and Cloudflare's own logs name the same request.
// A client's X-Request-Id is never taken: an id in the logs is always one we gave.

const assignId = honoRequestId({
  headerName: '', // neither read from the request nor set before the answer exists
  generator: (c) => c.req.header('cf-ray') ?? crypto.randomUUID(),
});

/** The id rides on the answer, set once the answer exists (replayed pages included). */
const echoId: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('x-request-id', c.var.requestId);
};

export const requestId: MiddlewareHandler<AppEnv> = every(assignId, echoId);
