import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors';

// Every request body is capped before anything reads it: JSON calls and form posts are small.
// A future upload route needs its own larger bodyLimit AND must be skipped by this one
// (this middleware runs first, for every path).

export const DEFAULT_BODY_LIMIT_KB = 64;

export const TOO_LARGE = `Le contenu envoyé est trop volumineux (${DEFAULT_BODY_LIMIT_KB} Ko au maximum).`;

/** A French 413: the envelope on /api, the error page elsewhere (worker/http/on-error.ts). */
export const bodySizeLimit = bodyLimit({
  maxSize: DEFAULT_BODY_LIMIT_KB * 1024,
  onError: () => {
    throw new AppError(413, TOO_LARGE);
  },
});
