import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { failure } from '../../src/schema/envelope';
import { AppError } from '../errors';
import type { AppEnv } from './app-env';
import { renderErrorPage } from '../pages/error-page';

// The one error handler. API paths answer the envelope; pages answer the error page.
// AppErrors carry their status and French message; anything else is logged with the
// request id and answered generically.

const GENERIC = 'Une erreur inattendue est survenue. Veuillez réessayer dans quelques instants.';

function isApi(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).pathname.startsWith('/api/') || new URL(c.req.url).pathname === '/api';
}

function classify(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own 4xx, e.g. a malformed JSON body.
    const message =
      error.status === 400
        ? "Le corps de la requête n'est pas un JSON valide."
        : error.message || 'Requête refusée.';
    return new AppError(error.status === 400 ? 400 : 422, message);
  }
  return null;
}

export function onError(error: unknown, c: Context<AppEnv>): Response {
  const known = classify(error);
  const requestId = c.get('requestId') ?? 'unknown';
  if (!known) {
    console.error(
      JSON.stringify({
        requestId,
        event: 'request.failed',
        method: c.req.method,
        url: c.req.url,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      }),
    );
  }
  const status = known?.status ?? 500;
  const message = known?.message ?? GENERIC;
  if (isApi(c)) {
    return c.json(failure(message, known?.fields ? { errors: known.fields } : null), status);
  }
  return renderErrorPage(c, status, message);
}
