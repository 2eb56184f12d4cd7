import type { FieldErrors } from '../../../worker/errors';
import { failureError, type BusinessFailure } from '../../../worker/provider/shared/failure-status';
import type { Result } from '../../../worker/provider/shared/result';

// Domain helpers answer Results (worker/provider/shared/result.ts): tests read the value of a
// success, and a failure as the route would answer it (its status and French message).

export function valueOf<T>(result: Result<T, string>): T {
  if (!result.ok) throw new Error(`expected a success, got ${result.failure}: ${result.message ?? ''}`);
  return result.value;
}

export interface Refusal {
  failure: BusinessFailure;
  status: number;
  message: string;
  fields: FieldErrors | undefined;
}

export function refusalOf(result: Result<unknown, BusinessFailure>): Refusal {
  if (result.ok) throw new Error('expected a failure, got a success');
  const error = failureError(result);
  return { failure: result.failure, status: error.status, message: error.message, fields: error.fields };
}
