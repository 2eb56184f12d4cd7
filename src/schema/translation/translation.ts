import { z } from 'zod';

// Languages: how a translated item names its other-language versions, and the
// admin's translation API shapes (worker/provider/translation/).

/** One other-locale version of an item: its locale, its id there, its slug there (a page: its path). */
const translationLinkSchema = z.object({
  locale: z.string().meta({ example: 'en_GB' }),
  id: z.number().int(),
  slug: z.string(),
});
export type TranslationLink = z.infer<typeof translationLinkSchema>;

/** The OTHER locales of the site in which the item exists (valid/published there). */
export const translationsSchema = z.array(translationLinkSchema).meta({
  description: "Les autres langues du site dans lesquelles l'élément existe : langue, identifiant, slug.",
});

/** The translatable fields that are an address segment (lower case, digits and hyphens). */
export const ADDRESS_FIELDS: ReadonlySet<string> = new Set(['slug', 'keyList', 'keyElem']);

const TRANSLATION_FIELD_KINDS = ['text', 'html'] as const;
export type TranslationFieldKind = (typeof TRANSLATION_FIELD_KINDS)[number];

/** A translatable field of an item, with its default-locale value. */
const translationFieldSchema = z.object({
  field: z.string(),
  label: z.string(),
  kind: z.enum(TRANSLATION_FIELD_KINDS),
  source: z.string(),
});
export type TranslationField = z.infer<typeof translationFieldSchema>;

/** GET /api/admin/translation/{entity}/{id}: the fields and every locale's values. */
export const translationDetailSchema = z.object({
  entity: z.string(),
  id: z.number().int(),
  fields: z.array(translationFieldSchema),
  values: z.record(z.string(), z.record(z.string(), z.string())),
});
export type TranslationDetail = z.infer<typeof translationDetailSchema>;

/** PUT /api/admin/translation/{entity}/{id}/{locale}: an empty string removes the field's translation. */
export const translationWriteSchema = z.object({
  values: z.record(
    z.string(),
    z.string({ message: 'Chaque traduction est un texte.' }).max(100_000, {
      message: 'Une traduction fait 100 000 caractères au plus.',
    }),
    { message: 'Les traductions sont un objet { champ: texte }.' },
  ),
});

/** outdated: a translation exists, but its original changed after it was last written. */
const MISSING_STATES = ['missing', 'partial', 'outdated'] as const;
export const missingTranslationSchema = z.object({
  entity: z.string(),
  id: z.number().int(),
  label: z.string(),
  state: z.enum(MISSING_STATES),
  locale: z.string().meta({ description: 'La langue où la traduction manque.' }),
  translationId: z.number().int().optional().meta({
    description: "Pour une traduction à revoir (outdated) : l'identifiant de la traduction.",
  }),
});

/** GET /api/admin/translation-review/{entity}/{id}: a translation row against its original. */
export const translationReviewSchema = z.object({
  id: z.number().int(),
  originalId: z.number().int(),
  outdated: z.boolean().meta({
    description: "L'original a été modifié après la dernière écriture de la traduction.",
  }),
  updatedAt: z
    .string()
    .nullable()
    .meta({ description: 'Dernière écriture de la traduction (UTC, ISO 8601).' }),
  originalUpdatedAt: z
    .string()
    .nullable()
    .meta({ description: "Dernière écriture de l'original (UTC, ISO 8601)." }),
});
export type TranslationReview = z.infer<typeof translationReviewSchema>;
export type MissingTranslation = z.infer<typeof missingTranslationSchema>;

/** POST /api/admin/translation/machine. */
export const machineTranslationInputSchema = z.object({
  from: z
    .string({ message: 'La langue source est obligatoire.' })
    .min(2, { message: 'La langue source est obligatoire.' }),
  to: z
    .string({ message: 'La langue cible est obligatoire.' })
    .min(2, { message: 'La langue cible est obligatoire.' }),
  texts: z
    .record(
      z.string(),
      z.string({ message: 'Chaque texte à traduire est une chaîne.' }).max(50_000, {
        message: 'Un texte à traduire fait 50 000 caractères au plus.',
      }),
      { message: 'Les textes à traduire sont un objet { clé: texte }.' },
    )
    .refine((texts) => Object.keys(texts).length <= 50, { message: '50 textes au plus par demande.' }),
  html: z.boolean().optional(),
});
export const machineTranslationSchema = z.object({ texts: z.record(z.string(), z.string()) });

const TRANSLATION_OF_MESSAGE = "translationOf est l'identifiant de l'original, dans la langue par défaut.";

/** On a row-per-locale create: the default-locale original this row translates. */
export const translationOfField = z
  .number({ message: TRANSLATION_OF_MESSAGE })
  .int({ message: TRANSLATION_OF_MESSAGE })
  .positive({ message: TRANSLATION_OF_MESSAGE })
  .nullable()
  .optional()
  .meta({
    description:
      "À la création : l'identifiant de l'original (langue par défaut) dont ce contenu est la traduction.",
  });

/** A content's language on a create (a code the site has; by default the request's). */
export const contentLocaleField = z
  .string({ message: 'La langue doit être un code comme fr_FR.' })
  .regex(/^[a-z]{2}_[A-Z]{2}$/, { message: 'La langue doit être un code comme fr_FR.' })
  .optional();
