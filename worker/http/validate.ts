import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import type { $ZodError } from 'zod/v4/core';
import { validationError } from '../errors';

/**
 * The validation hook of every provider route (the `defaultHook` of worker/openapi/router.ts):
 * a zod failure reaches the one error handler as a 400 with French messages per field.
 */
export function failOnInvalid(result: { success: true } | { success: false; error: $ZodError }): void {
  if (!result.success) throw validationError(result.error);
}

/**
 * zValidator with the same hook, for a route outside the provider API. Provider routes are
 * declared with createRoute() instead, so the OpenAPI document describes what they validate.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, failOnInvalid);
}
