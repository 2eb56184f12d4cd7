import { z } from 'zod';
import { roleSchema } from './member';

// The members screens of the admin panel: a page of the site's accounts, one
// member's details (profile, dates, newsletter lists, orders) and the deletion on request.

export const MEMBER_PAGE_SIZE = 25;

const memberSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  createdAt: z.string().meta({ description: 'Création du compte (ISO 8601, UTC).' }),
  lastActiveAt: z.string().meta({ description: 'Dernière connexion (ISO 8601, UTC).' }),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberPageSchema = z.object({
  members: z.array(memberSummarySchema),
  total: z.number().int(),
});
export type MemberPage = z.infer<typeof memberPageSchema>;

export const memberDetailsSchema = memberSummarySchema.extend({
  birthdate: z.string().nullable(),
  newsletter: z
    .object({
      confirmed: z.boolean(),
      lists: z.array(z.object({ id: z.number().int(), name: z.string() })),
    })
    .nullable()
    .meta({ description: 'L’inscription à la lettre de l’adresse du membre ; null sans inscription.' }),
  orderCount: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'Nombre de commandes du membre ; null sur un site sans boutique.' }),
});
export type MemberDetails = z.infer<typeof memberDetailsSchema>;
