import { z } from 'zod';
import { translationOfField, translationsSchema } from '../translation/translation';
import { safeImageSrc } from '../../domain/shared/rich-text';
import { isCleanText } from '../shared/safe-text';

// News articles (spec: GET /news?promoted=true, GET /news?{query} → { news, total }).
// One schema for what the provider answers and one for what an admin writes; both sides
// (provider routes, client, pages) use these.

export const NEWS_PAGE_SIZE = 10; // news list 10
export const PROMOTED_NEWS_LIMIT = 6;

export const PROMOTED_NEWS_STYLES = ['FLAT', 'CARDS'] as const;
export type PromotedNewsStyle = (typeof PROMOTED_NEWS_STYLES)[number];

/** PROMOTED_NEWS_STYLE as set by the owner; anything unknown falls back to the spec's FLAT. */
export function promotedNewsStyle(value: string | null | undefined): PromotedNewsStyle {
  const upper = value?.trim().toUpperCase();
  return PROMOTED_NEWS_STYLES.find((style) => style === upper) ?? 'FLAT';
}

const newsImageSchema = z.object({ url: z.string(), alt: z.string() });

export const newsSchema = z.object({
  id: z.number().int(),
  locale: z.string(),
  title: z.string(),
  slug: z.string().meta({ description: 'Dérivé du titre ; l’adresse publique est /actualites/{id}-{slug}.' }),
  summary: z.string(),
  content: z.string().meta({ description: 'Texte enrichi, nettoyé (balises autorisées seulement).' }),
  image: newsImageSchema.nullable(),
  isPromoted: z.boolean(),
  isValid: z.boolean(),
  publishedAt: z.string().meta({ description: 'Date de publication (ISO 8601).' }),
  updatedAt: z.string(),
});
export type News = z.infer<typeof newsSchema>;

/** GET /news/{id}: the article and its versions in the site's other languages. */
export const newsDetailSchema = newsSchema.extend({ translations: translationsSchema });
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const newsListSchema = z.object({ news: z.array(newsSchema), total: z.number().int() });
export type NewsList = z.infer<typeof newsListSchema>;

const INVALID_TEXT =
  'Le texte contient des caractères invalides (caractère de contrôle ou Unicode mal formé).';

const text = (max: number, tooLong: string) =>
  z.string().trim().max(max, { message: tooLong }).refine(isCleanText, { message: INVALID_TEXT });

const isoDate = z
  .string({ message: 'La date de publication doit être une date (AAAA-MM-JJ ou ISO 8601).' })
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)),
    {
      message: 'La date de publication doit être une date (AAAA-MM-JJ ou ISO 8601).',
    },
  )
  .transform((value) => new Date(value).toISOString());

/** What an admin writes (create and update alike). Rich text is sanitised by the route. */
export const newsInputSchema = z.object({
  title: z
    .string({ message: 'Le titre est obligatoire.' })
    .trim()
    .min(1, { message: 'Le titre est obligatoire.' })
    .max(200, { message: 'Le titre ne doit pas dépasser 200 caractères.' })
    .refine(isCleanText, { message: INVALID_TEXT }),
  summary: text(500, 'Le résumé ne doit pas dépasser 500 caractères.').default(''),
  content: z
    .string({ message: 'Le contenu doit être du texte.' })
    .max(100_000, { message: 'Le contenu est trop long.' })
    .refine(isCleanText, { message: INVALID_TEXT })
    .default(''),
  image: z
    .object({
      url: z
        .string({ message: "L'adresse de l'image est obligatoire." })
        .trim()
        .refine((url) => isCleanText(url) && safeImageSrc(url) !== null && url.length <= 2000, {
          message: "L'image doit être un chemin du site (/…) ou une adresse http(s).",
        }),
      alt: text(300, 'Le texte alternatif ne doit pas dépasser 300 caractères.').default(''),
    })
    .nullable()
    .default(null),
  isPromoted: z.boolean({ message: 'isPromoted doit valoir true ou false.' }).default(false),
  isValid: z.boolean({ message: 'isValid doit valoir true ou false.' }).default(true),
  publishedAt: isoDate.optional().meta({ description: 'Par défaut : maintenant.' }),
  locale: z.string().optional().meta({ description: 'Langue de l’article ; par défaut celle du site.' }),
  translationOf: translationOfField,
});
export type NewsInput = z.infer<typeof newsInputSchema>;
