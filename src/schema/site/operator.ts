import { z } from 'zod';

// Platform operators: platform accounts signed in on the admin host only, member of
// no site. Their password follows the members' registration rules (src/domain/members/member-rules.ts).

export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const operatorCreateSchema = z.object({
  email: z
    .string({ message: "L'adresse e-mail est obligatoire." })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "L'adresse e-mail n'est pas valide." })),
  password: z
    .string({ message: 'Le mot de passe est obligatoire.' })
    .max(200, { message: 'Le mot de passe est trop long.' }),
});
