import type { z } from 'zod';
import { validationError } from '../errors';

/**
 * The validation hook of every provider route (the `defaultHook` of worker/openapi/router.ts):
 * a zod failure reaches the one error handler as a 400 with French messages per field.
 */
export function failOnInvalid(result: { success: true } | { success: false; error: z.ZodError }): void {
  if (!result.success) throw validationError(result.error);
}
