import { z } from 'zod';

export const roleSchema = z.enum(['MEMBER', 'ADMIN', 'SUPER_ADMIN']);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({ id: z.number().int(), email: z.string(), role: roleSchema });
export type User = z.infer<typeof userSchema>;

export const loginSchema = z.object({
  email: z
    .string({ message: "L'adresse e-mail est obligatoire." })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "L'adresse e-mail n'est pas valide." })),
  password: z
    .string({ message: 'Le mot de passe est obligatoire.' })
    .min(1, { message: 'Le mot de passe est obligatoire.' })
    .max(200, { message: 'Le mot de passe est trop long.' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Spec section 7: login answers data.token and data.idSite. */
export const loginResultSchema = z.object({ token: z.string(), idSite: z.number().int() });

/** GET /logged: the signed-in member of this site. */
export const loggedSchema = z.object({ logged: z.literal(true), user: userSchema });

export const ADMIN_ROLES: readonly Role[] = ['ADMIN', 'SUPER_ADMIN'];
