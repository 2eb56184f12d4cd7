import { z } from 'zod';

// What the admin reads of a row-per-locale record's language: its `locale` and, on
// a translation, `translationOf` (its original's id; null on an original), for the panel's
// per-locale editing (client/admin/translation/). Added to the records the admin routes
// answer, whatever their repository's shape, so the public answers keep theirs.

/** The fields every admin record of these tables carries (OpenAPI and types). */
export const localeRecordFields = {
  locale: z.string().meta({ example: 'en_GB' }),
  translationOf: z.number().int().nullable().meta({
    description: "L'original (langue par défaut) dont cet élément est la traduction ; null sur un original.",
  }),
};

export interface LocaleFields {
  locale: string;
  translationOf: number | null;
}

/** The `?translationOf=` query parameter of the admin lists. */
export const translationOfQuery = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { message: "translationOf est l'identifiant d'un original." })
  .transform(Number)
  .optional()
  .meta({ description: 'Seulement les traductions de cet original (son identifiant).', example: '12' });
