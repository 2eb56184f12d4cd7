import { z } from 'zod';
import { cleanText } from '../shared/safe-text';

// Google reviews (GET /google/reviews?from=): the reviews of the site's configured source and
// their rating summary.

export const reviewSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  publishedAt: z.string(), // 'YYYY-MM-DD'
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.number().int(),
  average: z.number().nullable(), // one decimal, null without reviews
});
export type ReviewList = z.infer<typeof reviewListSchema>;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const reviewWriteSchema = z.object({
  author: cleanText()
    .trim()
    .min(1, { message: "L'auteur est obligatoire." })
    .max(120, { message: "L'auteur fait 120 caractères au plus." }),
  rating: z
    .number({ message: 'La note est un nombre de 1 à 5.' })
    .int({ message: 'La note est un nombre entier de 1 à 5.' })
    .min(1, { message: 'La note est un nombre de 1 à 5.' })
    .max(5, { message: 'La note est un nombre de 1 à 5.' }),
  text: cleanText().trim().max(4000, { message: "L'avis fait 4 000 caractères au plus." }).default(''),
  publishedAt: z.string().regex(DATE, { message: 'La date doit être au format AAAA-MM-JJ.' }),
});
export type ReviewWrite = z.infer<typeof reviewWriteSchema>;

/** The rating summary: mean of the ratings to one decimal, null without reviews. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
}

/** `from=` accepts a date; anything else is refused with a French message. */
export const reviewFromSchema = z
  .string()
  .regex(DATE, { message: 'Le paramètre from est une date au format AAAA-MM-JJ.' })
  .optional();
