import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { FORM_LIMITS } from '../../src/domain/content/form-rules';
import { AppError, badRequest } from '../errors';
import type { AppEnv } from './app-env';

// Multipart uploads (builder forms with files). The global 64 KB limit skips these routes
// (worker/http/body-limit.ts); this one caps the whole body at FORM_LIMITS.uploadBytes,
// refuses any other media type and parses the form once, in French when it cannot.

const MAX_MB = FORM_LIMITS.uploadBytes / 1024 / 1024;
const UPLOAD_TOO_LARGE = `L'envoi est trop volumineux (${MAX_MB} Mo au maximum, fichiers compris).`;
const NOT_MULTIPART = 'Envoyez le formulaire en multipart/form-data.';

const uploadLimit = bodyLimit({
  maxSize: FORM_LIMITS.uploadBytes,
  onError: () => {
    throw new AppError(413, UPLOAD_TOO_LARGE);
  },
});

/** Caps, checks and parses a multipart (or url-encoded) body; the route reads c.req.formData(). */
export const uploadBody: MiddlewareHandler<AppEnv> = (c, next) =>
  uploadLimit(c, async () => {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) {
      throw new AppError(415, NOT_MULTIPART);
    }
    try {
      await c.req.formData(); // cached in c.req.bodyCache for the route and its validator
    } catch (error) {
      if (error instanceof AppError) throw error; // the size limit, hit while reading
      throw badRequest('Le formulaire envoyé est illisible. Rechargez la page et réessayez.');
    }
    await next();
  });
