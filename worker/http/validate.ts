import type { Context } from 'hono';
import type { $ZodError } from 'zod/v4/core';
import { localisedIssueMessage, localisedValidationText } from '../../src/i18n/validation-messages';
import { badRequest, fieldErrors, type AppError } from '../errors';
import type { AppEnv } from './app-env';

/**
 * The validation hook of every provider route (the `defaultHook` of worker/openapi/router.ts),
 * and of the page forms whose content the provider checks (zValidator('form', …) in
 * worker/pages): a zod failure reaches the one error handler as a 400 with a message per
 * field, in the request's language (c.var.locale: the page's, or the API's userLang; French
 * for the admin, which sends none).
 */
export function failOnInvalid(
  result: { success: true } | { success: false; error: $ZodError },
  // Any route's context (the page forms' zValidator types it without the app's env).
  c?: Context,
): void {
  if (!result.success) throw localisedValidationError(result.error, localeOf(c));
}

function localeOf(c: Context | undefined): string | null {
  try {
    return (c as Context<AppEnv> | undefined)?.var.locale ?? null;
  } catch {
    return null;
  }
}

/** The 400 of a zod failure, its messages in `locale` (null: as the schemas write them, French). */
export function localisedValidationError(error: $ZodError, locale: string | null): AppError {
  const issues = locale
    ? error.issues.map((issue) => ({ ...issue, message: localisedIssueMessage(issue, locale) }))
    : error.issues;
  const fields = Object.fromEntries(
    Object.entries(fieldErrors({ issues } as $ZodError)).map(([field, message]) => [
      field,
      locale ? localisedValidationText(message, locale) : message,
    ]),
  );
  const first = Object.values(fields)[0] ?? 'Les données envoyées ne sont pas valides.';
  return badRequest(locale ? localisedValidationText(first, locale) : first, fields);
}
