import { z } from 'zod';
import { memberEmailSchema } from './member';
import { isCleanText } from '../shared/safe-text';

// Newsletter: lists, a member's subscription, the public double opt-in signup and
// the admin payloads. Shared by the provider (validation) and the pages.

export const newsletterListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
  position: z.number().int(),
});
export type NewsletterList = z.infer<typeof newsletterListSchema>;

const listIdsSchema = z
  .array(
    z.number({ message: 'Une liste de diffusion doit être désignée par son identifiant.' }).int().positive(),
    {
      message: 'Les listes doivent être données sous forme de tableau d’identifiants.',
    },
  )
  .max(50, { message: 'Trop de listes de diffusion.' });

/** GET|PUT /user/newsletter/subscription: the lists the member receives (confirmed only). */
export const newsletterSubscriptionSchema = z.object({ lists: z.array(z.number().int()) });
export const newsletterSubscriptionInputSchema = z.object({ lists: listIdsSchema });

/** POST /newsletter/subscribe: an address and, optionally, the lists (the default lists otherwise). */
export const newsletterSignupSchema = z.object({
  email: memberEmailSchema,
  lists: listIdsSchema.optional(),
});
export type NewsletterSignupInput = z.input<typeof newsletterSignupSchema>;

const tokenSchema = z
  .string({ message: 'Le lien est incomplet.' })
  .trim()
  .min(1, { message: 'Le lien est incomplet.' })
  .max(200, { message: "Le lien n'est pas valide." });

/** POST /newsletter/confirm and POST /newsletter/unsubscribe: the token of the e-mailed link. */
export const newsletterTokenSchema = z.object({ token: tokenSchema });

/** Admin: a list written. */
export const newsletterListInputSchema = z.object({
  name: z
    .string({ message: 'Le nom de la liste est obligatoire.' })
    .trim()
    .min(1, { message: 'Le nom de la liste est obligatoire.' })
    .max(120, { message: 'Le nom de la liste ne peut pas dépasser 120 caractères.' })
    .refine(isCleanText, { message: 'Le nom contient des caractères non autorisés.' }),
  description: z
    .string()
    .trim()
    .max(500, { message: 'La description ne peut pas dépasser 500 caractères.' })
    .refine(isCleanText, { message: 'La description contient des caractères non autorisés.' })
    .default(''),
  isDefault: z.boolean().default(false),
  position: z.number().int().min(0).max(10_000).default(0),
});
export type NewsletterListInput = z.infer<typeof newsletterListInputSchema>;

const newsletterSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  confirmed: z.boolean(),
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
  lists: z.array(z.number().int()),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
export const newsletterSubscriberListSchema = z.object({
  subscribers: z.array(newsletterSubscriberSchema),
  total: z.number().int(),
});

/** Admin: send a newsletter to the confirmed subscribers of one list (plain text). */
export const newsletterSendSchema = z.object({
  listId: z.number({ message: 'Choisissez la liste de diffusion.' }).int().positive(),
  subject: z
    .string({ message: "L'objet est obligatoire." })
    .trim()
    .min(1, { message: "L'objet est obligatoire." })
    .max(200, { message: "L'objet ne peut pas dépasser 200 caractères." })
    .refine(isCleanText, { message: "L'objet contient des caractères non autorisés." }),
  body: z
    .string({ message: 'Le texte de la lettre est obligatoire.' })
    .trim()
    .min(1, { message: 'Le texte de la lettre est obligatoire.' })
    .max(50_000, { message: 'Le texte de la lettre ne peut pas dépasser 50 000 caractères.' }),
});
export const newsletterSentSchema = z.object({ queued: z.number().int() });
