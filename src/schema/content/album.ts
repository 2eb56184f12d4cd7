import { z } from 'zod';
import { contentLocaleField, translationOfField, translationsSchema } from '../translation/translation';
import { mediaType } from '../../domain/site/media';
import { safeImageSrc } from '../../domain/shared/rich-text';
import { cleanText } from '../shared/safe-text';

// Albums (GET /album?page=1&nbItem=100, GET /album/{id}): a title, a
// description and an ordered set of images and videos that open in the fullscreen slider.

export const ALBUM_PAGE_SIZE = 100; // an album list answers 100 a page by default

const albumMediaSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    type: z.enum(['image', 'video']),
    alt: z.string(),
    order: z.number().int(),
  })
  .meta({ id: 'AlbumMedia' });
export type AlbumMedia = z.infer<typeof albumMediaSchema>;

export const albumSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    order: z.number().int(),
    mediaCount: z.number().int(),
    cover: albumMediaSchema.nullable(), // the first image, for the list
  })
  .meta({ id: 'Album' });
export type Album = z.infer<typeof albumSchema>;

export const albumDetailSchema = albumSchema.extend({ media: z.array(albumMediaSchema) }).meta({
  id: 'AlbumDetail',
});
export type AlbumDetail = z.infer<typeof albumDetailSchema>;

/** GET /album/{id} (public): the album and its versions in the site's other languages. */
export const albumPublicDetailSchema = albumDetailSchema
  .extend({ translations: translationsSchema })
  .meta({ id: 'AlbumPublicDetail' });
export type AlbumPublicDetail = z.infer<typeof albumPublicDetailSchema>;

export const albumListSchema = z.object({ albums: z.array(albumSchema), total: z.number().int() });
export type AlbumList = z.infer<typeof albumListSchema>;

// --- Admin writes -------------------------------------------------------------------------

const MEDIA_URL_MESSAGE = "L'adresse du média doit être un chemin du site (/…) ou une adresse http(s).";
const UNKNOWN_MEDIA_TYPE =
  "Le type du média n'a pas pu être déduit de son extension : précisez « image » ou « video ».";

const order = () =>
  z
    .number({ message: "L'ordre doit être un nombre entier." })
    .int({ message: "L'ordre doit être un nombre entier." })
    .min(0, { message: "L'ordre ne peut pas être négatif." })
    .max(1_000_000, { message: "L'ordre est trop grand." });

export const albumMediaInputSchema = z
  .object({
    url: cleanText()
      .trim()
      .min(1, { message: "L'adresse du média est obligatoire." })
      .max(2000, { message: "L'adresse du média est trop longue (2 000 caractères au plus)." })
      .refine((url) => safeImageSrc(url) === url, { message: MEDIA_URL_MESSAGE }),
    type: z
      .enum(['image', 'video'], { message: 'Le type du média doit être « image » ou « video ».' })
      .optional(),
    alt: cleanText()
      .trim()
      .max(300, { message: 'Le texte alternatif est trop long (300 caractères au plus).' })
      .optional(),
    order: order().optional(),
  })
  .superRefine((media, ctx) => {
    if (media.type === undefined && mediaType(media.url) === 'none') {
      ctx.addIssue({ code: 'custom', message: UNKNOWN_MEDIA_TYPE, path: ['type'] });
    }
  })
  .meta({ id: 'AlbumMediaInput' });
export type AlbumMediaInput = z.infer<typeof albumMediaInputSchema>;

export const albumInputSchema = z
  .object({
    title: cleanText()
      .trim()
      .min(1, { message: "Le titre de l'album est obligatoire." })
      .max(200, { message: 'Le titre est trop long (200 caractères au plus).' }),
    description: cleanText()
      .trim()
      .max(2000, { message: 'La description est trop longue (2 000 caractères au plus).' })
      .optional(),
    order: order().optional(),
    locale: contentLocaleField,
    translationOf: translationOfField,
    media: z
      .array(albumMediaInputSchema, { message: 'Les médias doivent être une liste.' })
      .max(200, { message: 'Un album contient 200 médias au plus.' })
      .optional(),
  })
  .meta({ id: 'AlbumInput' });
export type AlbumInput = z.infer<typeof albumInputSchema>;

/** The stored type of a media item: the one given, else the one its extension names. */
export function resolvedMediaType(media: AlbumMediaInput): 'image' | 'video' {
  return media.type ?? (mediaType(media.url) === 'video' ? 'video' : 'image');
}
