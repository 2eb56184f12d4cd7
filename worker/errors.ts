import type { z } from 'zod';
import type { $ZodError } from 'zod/v4/core';

// One error model: expected failures are AppErrors with an HTTP status and a French
// message for the visitor; anything else is logged with the request id and answered
// generically (see worker/http/on-error.ts).

export type FieldErrors = Record<string, string>;

// 502: an outside service the request needs (machine translation, card payment) failed or refused.
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 502;

export class AppError extends Error {
  readonly status: ErrorStatus;
  readonly fields: FieldErrors | undefined;

  constructor(status: ErrorStatus, message: string, fields?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.fields = fields;
  }
}

/** No site answers for the request's host: the storefront's 404 without a site layout. */
export class UnknownSiteError extends AppError {
  constructor() {
    super(404, "Aucun site n'est publié à cette adresse.");
    this.name = 'UnknownSiteError';
  }
}

/** The unknown-route message, shown translated on the French error page. */
export const PAGE_NOT_FOUND = 'This page could not be found';

export const notFound = (message = "Cette ressource n'existe pas.") => new AppError(404, message);
export const badRequest = (message: string, fields?: FieldErrors) => new AppError(400, message, fields);

/** zod issues → one French message per field (the first one wins). */
export function fieldErrors(error: z.ZodError | $ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    // A body of the wrong shape altogether ([], null, a string) gets one plain sentence.
    const message =
      issue.path.length === 0 && issue.code === 'invalid_type'
        ? 'Les données envoyées doivent être un objet JSON.'
        : issue.message;
    fields[key] ??= message;
  }
  return fields;
}

export function validationError(error: z.ZodError | $ZodError): AppError {
  const fields = fieldErrors(error);
  const first = Object.values(fields)[0] ?? 'Les données envoyées ne sont pas valides.';
  return badRequest(first, fields);
}
