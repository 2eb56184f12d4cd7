import { z } from 'zod';

export const fontSchema = z.object({
  id: z.number().int(),
  type: z.enum(['TITLE', 'CONTENT', 'MENU']),
  family: z.string(),
  color: z.string().nullable(),
  size: z.number().nullable(),
  weight: z.number().nullable(),
  style: z.string().nullable(),
  files: z.array(z.string()),
});
export type Font = z.infer<typeof fontSchema>;

export const countrySchema = z.object({
  id: z.number().int(),
  alphaTwo: z.string().length(2),
  alphaThree: z.string().length(3),
  numCode: z.number().int(),
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

/** A page of the country list (GET /countries) and the count of every match. */
export const countryListSchema = z.object({ countries: z.array(countrySchema), total: z.number().int() });
export type CountryList = z.infer<typeof countryListSchema>;

const languageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: z.string(),
  deeplCode: z.string().nullable(),
  country: countrySchema.nullable(),
  isValid: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;

export const logoTypeSchema = z.enum([
  'LOGO',
  'LOGO_FOOTER',
  'LOGO_DARK_THEME',
  'LOGO_LIGHT_THEME',
  'LOGO_FAVICON',
]);
export type LogoType = z.infer<typeof logoTypeSchema>;

export const logoSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  type: logoTypeSchema,
  onlineImage: z.object({
    id: z.number().int(),
    externalId: z.string().nullable(),
    externalType: z.string().nullable(),
    externalPath: z.string().nullable(),
    url: z.string(),
  }),
  alt: z.string(),
});
export type Logo = z.infer<typeof logoSchema>;

/** Spec: lookup by type; a single logo also serves as the footer logo. */
export function logoByType(logos: Logo[], type: LogoType): Logo | undefined {
  const found = logos.find((logo) => logo.type === type);
  if (found) return found;
  if (type === 'LOGO_FOOTER' && logos.length === 1) return logos[0];
  return undefined;
}

/**
 * The layout of the technical files an e-commerce site generates (GET /product/generate/file,
 * worker/provider/catalogue/technical-file.ts: one or two A4 pages per wine or box). Site info
 * names it on those sites (unless a site stores its own), null on sites without a shop.
 */
export const TECHNICAL_FILE_MODEL = 'FICHE_TECHNIQUE_A4';

export const siteInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().meta({
    description:
      "L'adresse principale du site (son domaine principal) ; sur un hôte de développement, celle de la requête.",
  }),
  devUrl: z.array(z.string()),
  prodUrl: z.array(z.string()),
  server: z.array(z.string()),
  fonts: z.array(fontSchema),
  logos: z.array(logoSchema),
  languages: z.array(languageSchema),
  isWinemaker: z.boolean(),
  isECommerce: z.boolean(),
  isBuilding: z.boolean(),
  technicalFileModel: z.string().nullable().meta({
    description: 'Le modèle des fiches techniques générées (sites marchands), sinon null.',
    example: TECHNICAL_FILE_MODEL,
  }),
  dashboardType: z.string(),
  defaultLang: z.object({ code: z.string(), label: z.string(), flag: z.string().nullable() }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const citySchema = z.object({
  id: z.number().int(),
  postalCode: z.string(),
  name: z.string(),
  countryId: z.number().int(),
});
export type City = z.infer<typeof citySchema>;
