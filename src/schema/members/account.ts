import { z } from 'zod';
import { memberProfileSchema, newPasswordSchema } from './member';

// The personal space's payloads: profile update, password change, account deletion
// and the data export. The profile rules are auth's memberProfileSchema, on server and island.

const currentPassword = z
  .string({ message: 'Saisissez votre mot de passe actuel.' })
  .max(200, { message: 'Le mot de passe est trop long.' });

/** PUT /user: the profile; `currentPassword` is required when the e-mail changes. */
export const profileUpdateSchema = memberProfileSchema.extend({
  currentPassword: currentPassword.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** PUT /user/password */
export const passwordChangeSchema = z.object({
  currentPassword: currentPassword.min(1, { message: 'Saisissez votre mot de passe actuel.' }),
  newPassword: newPasswordSchema,
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** The word to type to confirm a deletion without the password, per interface language. */
export const DELETION_CONFIRMATION = 'SUPPRIMER';
export const DELETION_CONFIRMATION_EN = 'DELETE';

/** The word an account page in `locale` asks for (its visitor may type either). */
export const deletionWordOf = (locale: string): string =>
  locale.toLowerCase().startsWith('fr') ? DELETION_CONFIRMATION : DELETION_CONFIRMATION_EN;

/** The refusal when neither the password nor a confirmation word came. */
export const DELETION_CONFIRMATION_REQUIRED = `Confirmez la suppression : saisissez votre mot de passe ou tapez « ${DELETION_CONFIRMATION} ».`;

const CONFIRMATION_WORDS = new Set([DELETION_CONFIRMATION, DELETION_CONFIRMATION_EN]);

/** DELETE /user: the current password, or the typed confirmation word. */
export const accountDeletionSchema = z
  .object({
    password: currentPassword.optional(),
    confirmation: z.string().max(50).optional(),
  })
  .refine(
    (value) =>
      (value.password !== undefined && value.password !== '') ||
      CONFIRMATION_WORDS.has(value.confirmation?.trim().toUpperCase() ?? ''),
    {
      message: DELETION_CONFIRMATION_REQUIRED,
      path: ['confirmation'],
    },
  );
export type AccountDeletion = z.input<typeof accountDeletionSchema>;

/** GET /user/export: every piece of the member's own data this site keeps. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  site: z.object({ id: z.number().int(), name: z.string() }),
  profile: z.object({
    id: z.number().int(),
    email: z.string(),
    phone: z.string().nullable(),
    firstname: z.string(),
    lastname: z.string(),
    birthdate: z.string().nullable(),
    role: z.string(),
    createdAt: z.string(),
    lastActiveAt: z.string(),
  }),
  sessions: z.array(z.object({ expiresAt: z.string() })),
  newsletter: z
    .object({
      email: z.string(),
      confirmedAt: z.string().nullable(),
      createdAt: z.string(),
      lists: z.array(z.object({ id: z.number().int(), name: z.string() })),
    })
    .nullable(),
  messages: z.array(
    z.object({ id: z.number().int(), subject: z.string(), body: z.string(), createdAt: z.string() }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
