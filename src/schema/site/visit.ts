import { z } from 'zod';

// A visit logged from a ?from= campaign parameter (GET /site/visit/{id}).
export const visitSourceSchema = z
  .string()
  .trim()
  .min(1, { message: 'La source de la visite est obligatoire.' })
  .max(200, { message: 'La source de la visite ne doit pas dépasser 200 caractères.' });

export const visitSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  path: z.string().nullable(),
});
export type Visit = z.infer<typeof visitSchema>;
