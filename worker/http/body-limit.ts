import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';

// Every request body is capped before anything reads it: JSON calls and form posts are small.
// A future upload route needs its own larger bodyLimit AND must be skipped by this one
// (this middleware runs first, for every path).

export const DEFAULT_BODY_LIMIT_KB = 64;

export const TOO_LARGE = `Le contenu envoyé est trop volumineux (${DEFAULT_BODY_LIMIT_KB} Ko au maximum).`;

/** A French 413: the envelope on /api, the error page elsewhere (worker/http/on-error.ts). */
const defaultLimit = bodyLimit({
  maxSize: DEFAULT_BODY_LIMIT_KB * 1024,
  onError: () => {
    throw new AppError(413, TOO_LARGE);
  },
});

// Upload routes set their own larger limit (worker/http/upload-body.ts): builder form posts,
// to the API and to their no-JavaScript page (both routes cap the body themselves).
const UPLOAD_PATHS = [/^\/api\/forms\/[^/]+\/submit$/, /^\/formulaires\/[^/]+$/];

export const bodySizeLimit: MiddlewareHandler = (c, next) =>
  UPLOAD_PATHS.some((path) => path.test(c.req.path)) ? next() : defaultLimit(c, next);
