import { z } from 'zod';
import {
  BIRTHDATE_FORMAT,
  birthdateProblem,
  EMAIL_REQUIRED,
  emailProblem,
  nameProblem,
  passwordShapeProblem,
  PHONE_INVALID,
  phoneProblem,
  TERMS_LABEL,
  TERMS_REQUIRED,
} from '../../domain/members/member-rules';

// Members: registration, profile and password reset payloads, shared by the provider
// (validation) and the islands (same rules as the member types). The common-password check
// needs the dictionary, so it is not in these schemas: the server adds it (passwordProblem)
// and answers it on the `password` field like any other rule.

export { TERMS_LABEL };
export const TERMS_PATH = '/use-terms';

/** One of member-rules' field rules as a zod refinement: the island runs the same function. */
const rule =
  (problem: (value: string) => string | null) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

/** An e-mail as stored: trimmed, lower-case (unique per site on that form). */
export const memberEmailSchema = z
  .string({ message: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .superRefine(rule(emailProblem));

/** A new password: the shape rules (length); the server also refuses common passwords. */
export const newPasswordSchema = z
  .string({ message: 'Le mot de passe est obligatoire.' })
  .superRefine((password, ctx) => {
    const problem = passwordShapeProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const name = (label: string) =>
  z
    .string({ message: `Le ${label} est obligatoire.` })
    .trim()
    .superRefine(rule((value) => nameProblem(label, value)));

/** A phone number or nothing ('' or blanks from an empty form field count as nothing). */
const phoneSchema = z
  .string({ message: PHONE_INVALID })
  .trim()
  .superRefine(rule(phoneProblem))
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** A birthdate YYYY-MM-DD, a real calendar day, not in the future, after 1900. */
const birthdateSchema = z
  .string({ message: BIRTHDATE_FORMAT })
  .min(1, { message: BIRTHDATE_FORMAT }) // '' means « no birthdate » where one is optional
  .superRefine(rule((value) => birthdateProblem(value)));

const optionalBirthdate = birthdateSchema
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null))
  .transform((value) => value ?? null);

/** Spec: member profile (me): email, phone, firstname, lastname, birthdate. */
export const memberProfileSchema = z.object({
  email: memberEmailSchema,
  phone: phoneSchema,
  firstname: name('prénom'),
  lastname: name('nom'),
  birthdate: optionalBirthdate,
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** GET /user: the signed-in member's profile with id and role. */
export const memberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  phone: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  birthdate: z.string().nullable(),
  role: z.enum(['MEMBER', 'ADMIN', 'SUPER_ADMIN']),
});
export type Member = z.infer<typeof memberSchema>;

/**
 * POST /register. `acceptTerms` must be true (the checkbox TERMS_LABEL); whether the birthdate
 * is required and minors refused depends on the site's parameters, checked by the server.
 */
export const registerInputSchema = memberProfileSchema.extend({
  password: newPasswordSchema,
  acceptTerms: z.literal(true, { message: TERMS_REQUIRED }),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** PUT /password/reset/ask */
export const passwordResetAskSchema = z.object({ email: memberEmailSchema });

/** PUT /password/reset: the token from the e-mailed link and the new password. */
export const passwordResetSchema = z.object({
  token: z
    .string({ message: 'Le lien de réinitialisation est incomplet.' })
    .trim()
    .min(1, { message: 'Le lien de réinitialisation est incomplet.' })
    .max(200, { message: "Le lien de réinitialisation n'est pas valide." }),
  password: newPasswordSchema,
});

/** PUT /login/link/ask: where to send a one-time sign-in link. */
export const signInLinkAskSchema = z.object({ email: memberEmailSchema });

/** POST /login/link: the code of the e-mailed sign-in link. */
export const signInLinkSchema = z.object({
  token: z
    .string({ message: 'Le code de connexion est obligatoire.' })
    .trim()
    .min(1, { message: 'Le code de connexion est obligatoire.' })
    .max(200, { message: "Ce code de connexion n'est pas valide." }),
});

// The member behind a session: who is signed in, and with which role.
export const roleSchema = z.enum(['MEMBER', 'ADMIN', 'SUPER_ADMIN']);
export type Role = z.infer<typeof roleSchema>;

export const sessionMemberSchema = z.object({ id: z.number().int(), email: z.string(), role: roleSchema });
export type SessionMember = z.infer<typeof sessionMemberSchema>;

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

/** Login answers data.token and data.idSite. */
export const loginResultSchema = z.object({ token: z.string(), idSite: z.number().int() });

/** GET /logged: the signed-in member of this site. */
export const loggedSchema = z.object({ logged: z.literal(true), user: sessionMemberSchema });

export const ADMIN_ROLES: readonly Role[] = ['ADMIN', 'SUPER_ADMIN'];
