import { z } from 'zod';
import { hostnameStateSchema } from './custom-hostname';
import { roleSchema } from '../members/member';

// What a platform operator (SUPER_ADMIN) manages: the sites, the hosts that answer for them,
// and who administers each one. Site owners (ADMIN) never reach these calls.

const HOST = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;

export const domainKindSchema = z.enum(['PROD', 'DEV']);

export const domainInputSchema = z.object({
  host: z
    .string({ message: "Le nom d'hôte est obligatoire." })
    .trim()
    .toLowerCase()
    .transform((host) => host.replace(/\.$/, ''))
    .pipe(
      z.string().regex(HOST, {
        message:
          "Le nom d'hôte n'est pas valide : lettres, chiffres, tirets et points, sans port ni « http:// ».",
      }),
    ),
  kind: domainKindSchema.default('PROD'),
});
export type DomainInput = z.infer<typeof domainInputSchema>;

// A production host answers once its custom hostname is active: its state and the
// DNS records its customer creates come with it; development hosts are always active.
export const domainSchema = z
  .object({ host: z.string(), kind: domainKindSchema, idSite: z.number().int() })
  .extend(hostnameStateSchema.shape);
export type Domain = z.infer<typeof domainSchema>;

const siteName = z
  .string({ message: 'Le nom du site est obligatoire.' })
  .trim()
  .min(2, { message: 'Le nom du site doit faire au moins 2 caractères.' })
  .max(120, { message: 'Le nom du site doit faire au plus 120 caractères.' });

const siteUrl = z
  .string({ message: "L'adresse du site est obligatoire." })
  .trim()
  .pipe(
    z.url({ protocol: /^https?$/, message: "L'adresse du site doit commencer par https:// ou http://." }),
  );

const localeCode = z
  .string()
  .regex(/^[a-z]{2}_[A-Z]{2}$/, { message: 'La langue doit être un code comme fr_FR.' });

const identityText = (label: string, max: number) =>
  z
    .string({ message: `${label} est obligatoire.` })
    .trim()
    .min(1, { message: `${label} est obligatoire.` })
    .max(max, { message: `${label} doit faire au plus ${max} caractères.` });
// The panel sends an emptied field as null: read as ''.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Ce champ doit faire au plus ${max} caractères.` })
    .nullish()
    .transform((value) => value ?? '');

/**
 * The new business's identity when a site is created from a model: it replaces the
 * model's everywhere the model named itself (settings, legal pages, texts, contact details,
 * logo), so a new site never publishes the model's company.
 */
const businessIdentitySchema = z.object({
  activity: identityText("L'activité", 120).meta({ example: 'Atelier de céramique' }),
  legalName: optionalText(160).meta({ description: 'Raison sociale ; par défaut le nom du site.' }),
  legalForm: identityText('La forme juridique', 120).meta({ example: 'Entreprise individuelle' }),
  legalAgent: optionalText(120).meta({ description: 'Représentant légal (directeur de la publication).' }),
  address: identityText("L'adresse", 240).meta({ example: '12 rue des Potiers, 44000 Nantes' }),
  phone: identityText('Le téléphone', 30).meta({ example: '02 40 00 00 00' }),
  email: z
    .string({ message: "L'adresse e-mail de l'entreprise est obligatoire." })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "L'adresse e-mail de l'entreprise n'est pas valide." })),
  siret: z
    .string({ message: 'Le numéro SIRET est obligatoire.' })
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{14}$/, { message: 'Le numéro SIRET compte 14 chiffres.' })),
  rcs: optionalText(120),
  vat: optionalText(40),
  shareCapital: optionalText(60),
});
export type BusinessIdentity = z.infer<typeof businessIdentitySchema>;

export const siteCreateSchema = z
  .object({
    name: siteName,
    url: siteUrl,
    isECommerce: z.boolean().default(false),
    isWinemaker: z.boolean().default(false),
    // A new site starts in building mode: visitors see « site en construction » until it opens.
    isBuilding: z.boolean().default(true),
    defaultLocale: localeCode.default('fr_FR'),
    /** Copy the settings, pages, fonts, logos and footer of this site; null: an empty site. */
    modelSiteId: z.number().int().positive().nullable().default(null),
    /** Required with a model: the new business's identity replaces the model's. */
    identity: businessIdentitySchema.optional(),
    domains: z.array(domainInputSchema).max(20).default([]),
  })
  .refine((input) => input.modelSiteId === null || input.identity !== undefined, {
    message: "Un site créé d'après un modèle demande l'identité de la nouvelle entreprise.",
    path: ['identity'],
  });
export type SiteCreateInput = z.infer<typeof siteCreateSchema>;

/**
 * A blank site made by the operator from the admin host, with no site chosen (the
 * first site of an empty platform): a name, the development host it answers on at once, and
 * optionally the production host (its custom hostname is created and waits for the customer's
 * DNS). Reference data, settings and a home page come from the platform.
 */
export const blankSiteSchema = z
  .object({
    name: siteName,
    devHost: domainInputSchema.shape.host,
    productionHost: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      domainInputSchema.shape.host.optional(),
    ),
    /** As every new site, in building mode unless the operator opens it now. */
    isBuilding: z.boolean().default(true),
  })
  .refine((input) => input.productionHost !== input.devHost, {
    message: "L'hôte de production doit différer de l'hôte de développement.",
    path: ['productionHost'],
  });
export type BlankSiteInput = z.infer<typeof blankSiteSchema>;

export const siteUpdateSchema = z
  .object({
    name: siteName,
    url: siteUrl,
    isECommerce: z.boolean(),
    isWinemaker: z.boolean(),
    isBuilding: z.boolean(),
    /** Must be one of the site's languages (after `locales` is applied). */
    defaultLocale: localeCode,
    /** The languages the site offers; the others are switched off (their rows are kept). */
    // Any code like fr_FR: the panel offers those of src/domain/site/site-languages.ts, and a code
    // outside them (added by hand) survives the site being saved from the panel.
    locales: z
      .array(localeCode)
      .min(1, { message: 'Le site doit proposer au moins une langue.' })
      .max(20, { message: 'Un site propose au plus 20 langues.' }),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, { message: 'Aucune modification à enregistrer.' });
export type SiteUpdateInput = z.infer<typeof siteUpdateSchema>;

export const platformSiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  isECommerce: z.boolean(),
  isWinemaker: z.boolean(),
  isBuilding: z.boolean(),
  defaultLocale: z.string(),
  /** The languages switched on (codes like fr_FR). */
  locales: z.array(z.string()),
  contentVersion: z.number().int(),
  createdAt: z.string(),
  domains: z.array(domainSchema),
});
export type PlatformSite = z.infer<typeof platformSiteSchema>;

export const siteUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: roleSchema,
  firstname: z.string(),
  lastname: z.string(),
  createdAt: z.string(),
});
export type SiteUser = z.infer<typeof siteUserSchema>;

// Operators are platform accounts (table operators): an account of a site is one of
// its MEMBERs or its ADMIN (owner), never SUPER_ADMIN any more.
export const assignableRoleSchema = z.enum(['MEMBER', 'ADMIN'], {
  message: 'Le rôle doit être MEMBER ou ADMIN : les opérateurs sont des comptes de la plateforme.',
});

export const roleInputSchema = z.object({
  role: assignableRoleSchema.meta({ description: 'MEMBER ou ADMIN (propriétaire du site).' }),
});

export const siteUserCreateSchema = z.object({
  email: z
    .string({ message: "L'adresse e-mail est obligatoire." })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "L'adresse e-mail n'est pas valide." })),
  firstname: z.string().trim().max(80).default(''),
  lastname: z.string().trim().max(80).default(''),
  role: assignableRoleSchema.default('ADMIN'),
  password: z
    .string({ message: 'Le mot de passe est obligatoire.' })
    .min(12, { message: 'Le mot de passe doit faire au moins 12 caractères.' })
    .max(200, { message: 'Le mot de passe est trop long.' }),
});
export type SiteUserCreateInput = z.infer<typeof siteUserCreateSchema>;

/** The owner the operator invites by e-mail: they choose their password themselves. */
export const ownerInvitationSchema = siteUserCreateSchema.pick({
  email: true,
  firstname: true,
  lastname: true,
});
export type OwnerInvitationInput = z.infer<typeof ownerInvitationSchema>;

// ----- the flat views across sites: every host, every administrator -----

export const hostSchema = domainSchema.extend({
  siteName: z.string().meta({ description: 'Le nom du site pour lequel cet hôte répond.' }),
  isPrimary: z.boolean().meta({
    description:
      "Le domaine principal du site (l'hôte de son adresse) : les autres hôtes de production y redirigent (301).",
  }),
});
export type Host = z.infer<typeof hostSchema>;

export const hostCreateSchema = domainInputSchema.extend({
  idSite: z.number({ message: 'Choisissez le site.' }).int().positive(),
});

export const platformUserSchema = siteUserSchema.extend({ idSite: z.number().int(), siteName: z.string() });
export type PlatformUser = z.infer<typeof platformUserSchema>;

export const platformUserListSchema = z.object({
  users: z.array(platformUserSchema),
  total: z.number().int(),
});

export const platformUserCreateSchema = siteUserCreateSchema.extend({
  idSite: z.number({ message: 'Choisissez le site.' }).int().positive(),
});
