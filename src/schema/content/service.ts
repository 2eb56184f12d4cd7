import { z } from 'zod';
import { contentLocaleField, translationOfField, translationsSchema } from '../translation/translation';
import { safeImageSrc } from '../../domain/shared/rich-text';
import { cleanText } from '../shared/safe-text';

// Services, the spec's « realisations » (GET /service?page=1&nbItem=100&tag=a,b → data.services,
// GET /service/{id}): the massage practice's treatments, each with tags to filter by.

export const SERVICE_PAGE_SIZE = 100; // a service list answers 100 a page by default

export const serviceSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    description: z.string(), // sanitised rich text
    image: z.object({ src: z.string(), alt: z.string() }).nullable(),
    tags: z.array(z.string()),
    order: z.number().int(),
  })
  .meta({ id: 'Service' });
export type Service = z.infer<typeof serviceSchema>;

/** GET /service/{id}: the service and its versions in the site's other languages. */
export const serviceDetailSchema = serviceSchema
  .extend({ translations: translationsSchema })
  .meta({ id: 'ServiceDetail' });
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

export const serviceListSchema = z.object({ services: z.array(serviceSchema), total: z.number().int() });
export type ServiceList = z.infer<typeof serviceListSchema>;

// --- Admin writes -------------------------------------------------------------------------

const TAG_PATTERN = /^[^,]+$/;

const tag = cleanText()
  .trim()
  .toLowerCase()
  .min(1, { message: 'Une étiquette ne peut pas être vide.' })
  .max(40, { message: 'Une étiquette fait 40 caractères au plus.' })
  .regex(TAG_PATTERN, { message: 'Une étiquette ne peut pas contenir de virgule.' });

export const serviceInputSchema = z
  .object({
    title: cleanText()
      .trim()
      .min(1, { message: 'Le titre de la prestation est obligatoire.' })
      .max(200, { message: 'Le titre est trop long (200 caractères au plus).' }),
    summary: cleanText()
      .trim()
      .max(500, { message: 'Le résumé est trop long (500 caractères au plus).' })
      .optional(),
    description: cleanText()
      .max(20_000, { message: 'La description est trop longue (20 000 caractères au plus).' })
      .optional(),
    image: z
      .object({
        src: cleanText()
          .trim()
          .min(1, { message: "L'adresse de l'image est obligatoire." })
          .max(2000, { message: "L'adresse de l'image est trop longue." })
          .refine((src) => safeImageSrc(src) === src, {
            message: "L'adresse de l'image doit être un chemin du site (/…) ou une adresse http(s).",
          }),
        alt: cleanText()
          .trim()
          .max(300, { message: 'Le texte alternatif est trop long (300 caractères au plus).' }),
      })
      .nullable()
      .optional(),
    tags: z
      .array(tag, { message: 'Les étiquettes doivent être une liste.' })
      .max(20, { message: 'Une prestation porte 20 étiquettes au plus.' })
      .optional(),
    order: z
      .number({ message: "L'ordre doit être un nombre entier." })
      .int({ message: "L'ordre doit être un nombre entier." })
      .min(0, { message: "L'ordre ne peut pas être négatif." })
      .max(1_000_000, { message: "L'ordre est trop grand." })
      .optional(),
    locale: contentLocaleField,
    translationOf: translationOfField,
  })
  .meta({ id: 'ServiceInput' });
export type ServiceInput = z.infer<typeof serviceInputSchema>;

/** The tags of a `tag=a,b` query: trimmed, lower-case, distinct, at most 20. */
export function parseTagQuery(raw: string | undefined | null): string[] {
  if (!raw) return [];
  const tags = raw
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value !== '' && value.length <= 40);
  return [...new Set(tags)].slice(0, 20);
}
