import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { namedRoute } from './request-log';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { failure } from '../../src/schema/shared/envelope';
import { ProviderError } from '../../src/provider/provider-error';
import { AppError, UnknownSiteError, type ErrorStatus } from '../errors';
import type { AppEnv, ErrorPageRenderer } from './app-env';
import { translatorFor } from '../../src/i18n/compiled-catalogue';
import { localisedApiFields, localisedApiText } from '../../src/i18n/api-messages';
import { plainErrorHtml, plainErrorWords } from './error-page';

// The one error handler. API paths answer the envelope; pages answer the error page.
// AppErrors carry their status and French message; anything else is logged with the
// request id and answered generically.

const GENERIC = 'Une erreur inattendue est survenue. Veuillez réessayer dans quelques instants.';

function isApi(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).pathname.startsWith('/api/') || new URL(c.req.url).pathname === '/api';
}

// Hono's own 4xx (a malformed JSON body, a body limit, …) keep their status; their English
// messages are replaced with French ones.
const HTTP_MESSAGES: Record<Exclude<ErrorStatus, 400>, string> = {
  401: 'Veuillez vous connecter.',
  403: "Vous n'avez pas accès à cette ressource.",
  404: "Cette ressource n'existe pas.",
  405: "Cette méthode n'est pas acceptée à cette adresse.",
  409: "Cette action est en conflit avec l'état actuel des données.",
  413: 'Les données envoyées sont trop volumineuses.',
  415: "Ce type de contenu n'est pas accepté.",
  422: 'Les données envoyées ne peuvent pas être traitées.',
  429: 'Trop de requêtes en peu de temps. Réessayez dans quelques instants.',
  502: 'Un service extérieur n’a pas répondu. Réessayez dans quelques instants.',
};

// A provider's refusal that is about the visitor's request keeps its status and message on
// the page (a page gone, a limit reached). 400, 401 and 403 from the provider would mean this
// edge called it wrongly: those are logged and answered as 500 like any unexpected error.
const PROVIDER_PASS_THROUGH = new Set<number>([404, 405, 409, 413, 415, 422, 429]);

function isErrorStatus(status: number): status is Exclude<ErrorStatus, 400> {
  return Object.hasOwn(HTTP_MESSAGES, status);
}

function classify(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    if (error.status === 400) return new AppError(400, "Le corps de la requête n'est pas un JSON valide.");
    if (isErrorStatus(error.status)) return new AppError(error.status, HTTP_MESSAGES[error.status]);
    // Any other 4xx Hono could raise is still the sender's fault, never a 500.
    if (error.status < 500) return new AppError(400, 'Requête refusée.');
    return null;
  }
  if (
    error instanceof ProviderError &&
    PROVIDER_PASS_THROUGH.has(error.status) &&
    isErrorStatus(error.status)
  ) {
    return new AppError(error.status, error.message);
  }
  return null;
}

/** The error's kind for the request's log line: a French refusal, or what the code threw. */
function errorKindOf(error: unknown, known: AppError | null): string {
  if (error instanceof UnknownSiteError) return 'unknown_site';
  if (known) return error instanceof ProviderError ? 'provider_refusal' : `refusal_${known.status}`;
  if (error instanceof ProviderError) return 'provider_error';
  return error instanceof Error ? error.name : 'non_error_throw';
}

export async function onError(error: unknown, c: Context<AppEnv>): Promise<Response> {
  const known = classify(error);
  const requestId = c.get('requestId') ?? 'unknown';
  c.set('errorKind', errorKindOf(error, known));
  if (!known) {
    // The route pattern, not the URL: a path or query can carry a token or an e-mail.
    console.error(
      JSON.stringify({
        requestId,
        event: 'request.failed',
        method: c.req.method,
        route: namedRoute(c) ?? routePath(c),
        siteId: c.get('site')?.id ?? null,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      }),
    );
  }
  const status = known?.status ?? 500;
  const message = known?.message ?? GENERIC;
  if (isApi(c)) {
    // The refusal in the request's language (the userLang header; French when none).
    const locale = c.get('locale') ?? null;
    const fields = known?.fields && locale ? localisedApiFields(known.fields, locale) : known?.fields;
    return c.json(
      failure(locale ? localisedApiText(message, locale) : message, fields ? { errors: fields } : null),
      status,
    );
  }
  return renderPageError(c, status, message, error);
}

/**
 * Gives the error handler the page that shows errors in the site's layout (worker/pages renders
 * it): set first in the chain, so every page error after it can use it.
 */
export const errorPages =
  (render: ErrorPageRenderer): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('errorPage', render);
    await next();
  };

/**
 * The error page in the site's layout (the renderer errorPages set). An unknown host gets a plain page that names no
 * site; if the layout itself fails, a plain apology with the request id and a link home.
 */
async function renderPageError(c: Context<AppEnv>, status: number, message: string, cause: unknown) {
  const renderErrorInLayout = c.get('errorPage');
  if (cause instanceof UnknownSiteError || !c.get('site') || !renderErrorInLayout) {
    return c.html(plainErrorHtml(status, message), status as ContentfulStatusCode);
  }
  try {
    return await renderErrorInLayout(c, status, message);
  } catch (failure) {
    console.error(
      JSON.stringify({ requestId: c.get('requestId'), event: 'error_page.failed', error: String(failure) }),
    );
    // In the request's language: under /en, English words and a link to /en/.
    const translator = translatorFor(c.get('locale') ?? c.get('site')?.defaultLocale ?? 'fr_FR');
    const french = translator.uiLocale === 'fr_FR';
    const reference = c.get('requestId') ?? (french ? 'inconnue' : 'unknown');
    // The provider's messages are French: another language says what the status means instead.
    const shown = french ? message : translator.t(status === 404 ? 'error.notFound' : 'error.generic');
    return c.html(
      plainErrorHtml(
        status,
        translator.t('error.pageFailed'),
        translator.t('error.details', { status, message: shown, reference }),
        plainErrorWords(translator, c.get('localePrefix') ?? ''),
      ),
      status as ContentfulStatusCode,
    );
  }
}
