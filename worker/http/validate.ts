import type { $ZodError } from 'zod/v4/core';
import { validationError } from '../errors';

/**
 * The validation hook of every provider route (the `defaultHook` of worker/openapi/router.ts),
 * and of the page forms whose content the provider checks (zValidator('form', …) in
 * worker/pages): a zod failure reaches the one error handler as a 400 with French messages
 * per field.
 */
export function failOnInvalid(result: { success: true } | { success: false; error: $ZodError }): void {
  if (!result.success) throw validationError(result.error);
}
