import { z } from 'zod';
import {
  MESSAGE_LIMITS as L,
  MESSAGE_FIELD_ERRORS as M,
  PHONE_PATTERN,
} from '../../domain/content/message-rules';

// The message form (POST /message). Limits and French messages are shared with the browser's
// check (src/domain/content/message-rules.ts).
const text = (required: string, min: number, tooShort: string, max: number, tooLong: string) =>
  z.string({ message: required }).trim().min(min, { message: tooShort }).max(max, { message: tooLong });

export const messageSchema = z.object({
  firstname: text(
    M.firstnameRequired,
    L.firstname.min,
    M.firstnameRequired,
    L.firstname.max,
    M.firstnameTooLong,
  ),
  lastname: text(M.lastnameRequired, L.lastname.min, M.lastnameRequired, L.lastname.max, M.lastnameTooLong),
  email: z
    .string({ message: M.emailRequired })
    .trim()
    .min(1, { message: M.emailRequired })
    .max(L.email.max, { message: M.emailInvalid })
    .pipe(z.email({ message: M.emailInvalid })),
  phone: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, { message: M.phoneInvalid })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  subject: text(M.subjectRequired, L.subject.min, M.subjectRequired, L.subject.max, M.subjectTooLong),
  body: text(M.bodyTooShort, L.body.min, M.bodyTooShort, L.body.max, M.bodyTooLong),
  // Honeypot: people never see this field; a submission that fills it is dropped silently.
  website: z.string().max(500).optional(),
});
export type MessageInput = z.infer<typeof messageSchema>;

/** The answer to a message sent: its id (0 when the honeypot dropped it). */
export const messageSentSchema = z.object({ id: z.number().int() });
