import { zValidator, type Hook } from '@hono/zod-validator';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { badRequest, fieldErrors, type FieldErrors } from '../../errors';
import type { AppEnv } from '../../http/app-env';

// The pages' form posts (they work without JavaScript) are validated like the API's bodies,
// with @hono/zod-validator: zValidator('form', schema, hook). The schema sees the posted text
// fields as a browser means them (the last value of a repeated field; a file is no text); the
// hook turns a refusal into the page's own answer, the form again with French messages beside
// the fields (validForm). Forms the provider checks only shape their fields (postedText).

const UNREADABLE_FORM = 'Le formulaire envoyé est illisible. Rechargez la page et réessayez.';

export type FormFields = Record<string, string>;

/** The text fields of a form body as zValidator reads it. */
export function textFields(body: unknown): FormFields {
  const fields: FormFields = {};
  if (typeof body !== 'object' || body === null) return fields;
  for (const [name, value] of Object.entries(body)) {
    if (name.endsWith('[]')) continue; // a list by its name: no single text
    const last: unknown = Array.isArray(value) ? value.at(-1) : value;
    if (typeof last === 'string') fields[name] = last;
  }
  return fields;
}

const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

/**
 * Reads a form body before zValidator does (it reads the same cached FormData), so a body that
 * cannot be read is a French 400: zValidator's own refusal is an English HTTPException.
 */
export const readableForm: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (FORM_TYPES.has(type)) {
    try {
      await c.req.formData();
    } catch {
      throw badRequest(UNREADABLE_FORM);
    }
  }
  await next();
};

const POSTED = z.object({ fields: z.record(z.string(), z.string()) });

/**
 * A page form's schema: `input` builds from the text fields what `schema` checks (its issues keep
 * their field names); the valid output also carries the fields as posted, to echo them back.
 */
export function pageForm<S extends z.ZodType>(
  input: (fields: FormFields) => Record<string, unknown>,
  schema: S,
) {
  return z.preprocess((body) => {
    const fields = textFields(body);
    return { ...input(fields), fields };
  }, schema.and(POSTED));
}

/** Answers a refused form: the page again, with the fields' messages beside them. */
export type RefuseForm = (c: Context<AppEnv>, errors: FieldErrors, fields: FormFields) => Promise<Response>;

/**
 * zValidator('form', schema, hook) for a page route: the hook hands a refusal to `refuse`,
 * with zod's French messages per field and the fields as posted.
 */
export function validForm<S extends z.ZodType>(schema: S, refuse: RefuseForm) {
  return zValidator<S, 'form', AppEnv, string, Hook<z.infer<S>, AppEnv, string, 'form', object, S>>(
    'form',
    schema,
    (result, c) =>
      result.success ? undefined : refuse(c, fieldErrors(result.error), textFields(result.data)),
  );
}

/**
 * The schema of a form whose content the provider checks (its refusals come back as the page's
 * errors): the named text fields, '' when not posted. It cannot refuse: its hook is the API's
 * (failOnInvalid), which would only ever meet a bug.
 */
export function postedText<const Names extends readonly string[]>(names: Names) {
  const shape = Object.fromEntries(names.map((name) => [name, z.string()])) as {
    [Name in Names[number]]: z.ZodString;
  };
  return pageForm(
    (form) => Object.fromEntries(names.map((name) => [name, form[name] ?? ''])),
    z.object(shape),
  );
}
