import { z } from 'zod';
import { isCleanText } from '../shared/safe-text';

// The sender of a site's e-mails, set by its owner: the From header's display name
// (SENDER_MAIL_NAME) and address (SENDER_MAIL_ADDRESS). Both end up in a mail header, so the
// name is one line without any control character and the address a plain e-mail address;
// empty means no name shown, and the platform's own address (worker/mail/mail-sender.ts).

export const SENDER_NAME_MAX = 120; // the longest site name, which a new site's sender name is

const LINE_BREAK = /[\r\n\t\u2028\u2029]/;

const senderNameSchema = z
  .string()
  .trim()
  .refine((value) => isCleanText(value) && !LINE_BREAK.test(value), {
    message:
      "Le nom d'expéditeur des e-mails (SENDER_MAIL_NAME) doit tenir sur une ligne, sans caractère de contrôle.",
  })
  .refine((value) => value.length <= SENDER_NAME_MAX, {
    message: `Le nom d'expéditeur des e-mails (SENDER_MAIL_NAME) ne doit pas dépasser ${SENDER_NAME_MAX} caractères.`,
  });

const senderAddressSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || (value.length <= 254 && z.email().safeParse(value).success), {
    message:
      "L'adresse d'expédition des e-mails (SENDER_MAIL_ADDRESS) doit être une adresse e-mail valide, par exemple contact@votre-domaine.fr.",
  });

const SENDER_SETTINGS: Readonly<Record<string, z.ZodType<string>>> = {
  SENDER_MAIL_NAME: senderNameSchema,
  SENDER_MAIL_ADDRESS: senderAddressSchema,
};

/** The rule of a sender setting, or null for any other setting (checked by its kind). */
export function senderSettingSchema(type: string): z.ZodType<string> | null {
  return SENDER_SETTINGS[type] ?? null;
}

/** True when the address is one a sender setting accepts (non-empty, valid). */
export function isSenderAddress(value: string): boolean {
  return value.trim() !== '' && senderAddressSchema.safeParse(value).success;
}
