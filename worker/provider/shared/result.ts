import type { FieldErrors } from '../../errors';

// Expected business failures (out of stock, code already used, slot full, a key reused…) are
// values, not exceptions (CONVENTIONS, after Vendure's error-result.ts): repositories and domain
// helpers answer a Result whose failure names what went wrong, with the French sentence when it
// depends on the data (what is left in stock, which rule a code breaks). Only a route turns a
// failure into an HTTP status, through orFail / failureError (failure-status.ts).

export type Failure<F extends string> = {
  ok: false;
  failure: F;
  /** The French sentence for this case; failure-status.ts has the default one. */
  message?: string;
  /** Per-field French messages, for a form. */
  fields?: FieldErrors;
};

export type Result<T, F extends string> = { ok: true; value: T } | Failure<F>;

export const success = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export function failure<F extends string>(code: F, message?: string, fields?: FieldErrors): Failure<F> {
  return {
    ok: false,
    failure: code,
    ...(message === undefined ? {} : { message }),
    ...(fields === undefined ? {} : { fields }),
  };
}
