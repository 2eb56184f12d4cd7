import { z } from 'zod';

// Every provider answer: { success, data, message } (spec section 7).
export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), data, message: z.string() });

export function ok<T>(data: T, message = 'OK'): Envelope<T> {
  return { success: true, data, message };
}

export function failure(message: string, data: unknown = null): Envelope<unknown> {
  return { success: false, data, message };
}
