import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { failure } from '../../src/schema/envelope';
import { AppError } from '../errors';
import type { AppEnv } from './app-env';
import { plainErrorHtml } from '../pages/error-page';
import { renderErrorInLayout } from '../pages/page.routes';
import { UnknownSiteError } from '../site/site-middleware';

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

export async function onError(error: unknown, c: Context<AppEnv>): Promise<Response> {
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
  return renderPageError(c, status, message, error);
}

/**
 * The error page in the site's layout. An unknown host gets a plain page that names no
 * site; if the layout itself fails, a plain apology with the request id and a link home.
 */
async function renderPageError(c: Context<AppEnv>, status: number, message: string, cause: unknown) {
  if (cause instanceof UnknownSiteError || !c.get('site')) {
    return c.html(plainErrorHtml(status, message), status as ContentfulStatusCode);
  }
  try {
    return await renderErrorInLayout(c, status, message);
  } catch (failure) {
    console.error(
      JSON.stringify({ requestId: c.get('requestId'), event: 'error_page.failed', error: String(failure) }),
    );
    const apology = 'Nous sommes désolés : cette page n’a pas pu s’afficher.';
    return c.html(
      plainErrorHtml(
        status,
        apology,
        `Erreur ${status} – ${message} (référence ${c.get('requestId') ?? 'inconnue'})`,
      ),
      status as ContentfulStatusCode,
    );
  }
}
