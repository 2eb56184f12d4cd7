import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors';

// Every request body is capped before anything reads it: JSON calls and form posts are small.
// A future upload route needs its own larger bodyLimit AND must be skipped by this one
// (this middleware runs first, for every path).

export const DEFAULT_BODY_LIMIT_KB = 64;

const TOO_LARGE = `Le contenu envoyé est trop volumineux (${DEFAULT_BODY_LIMIT_KB} Ko au maximum).`;

// Upload routes that apply their own larger limit, after checking who is sending: admin media
// uploads (worker/provider/site/media.routes.ts) and builder form posts, to the API and to their
// no-JavaScript page (worker/http/upload-body.ts).
const OWN_LIMIT: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/admin\/media$/ },
  { method: 'PUT', path: /^\/api\/admin\/page\/[^/]+\/layout\/[^/]+\/preview$/ },
  { method: 'POST', path: /^\/api\/forms\/[^/]+\/submit$/ },
  { method: 'POST', path: /^\/formulaires\/[^/]+$/ },
];

/** A French 413: the envelope on /api, the error page elsewhere (worker/http/on-error.ts). */
const defaultLimit = bodyLimit({
  maxSize: DEFAULT_BODY_LIMIT_KB * 1024,
  onError: () => {
    throw new AppError(413, TOO_LARGE);
  },
});

export const bodySizeLimit: MiddlewareHandler = (c, next) =>
  OWN_LIMIT.some((route) => route.method === c.req.method && route.path.test(c.req.path))
    ? next()
    : defaultLimit(c, next);
