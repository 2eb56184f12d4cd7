import { z } from 'zod';

// Every provider answer: { success, data, message }.
export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), data, message: z.string() });

/** Every failure: success false, a French message, and for invalid input one message per field. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  data: z.object({ errors: z.record(z.string(), z.string()) }).nullable(),
  message: z.string(),
});

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, data, message };
}

export function failure(message: string, data: unknown = null): Envelope<unknown> {
  return { success: false, data, message };
}
