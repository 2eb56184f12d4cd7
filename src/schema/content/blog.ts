import { z } from 'zod';
import { translationOfField, translationsSchema } from '../translation/translation';
import { safeImageSrc } from '../../domain/shared/rich-text';
import { cleanText } from '../shared/safe-text';

// The blog: folders that may nest, articles in a folder or at the root.
// One set of schemas for the provider's answers, the client's parsing and the admin's writes.

/** The blog list shows 12 articles per page. */
export const BLOG_PAGE_SIZE = 12;

const blogImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const blogFolderSchema = z
  .object({
    id: z.number().int(),
    idParent: z.number().int().nullable(),
    order: z.number().int(),
    name: z.string(),
    description: z.string(),
    locale: z.string(),
    url: z.string().meta({ description: 'Adresse publique : /blog/{id}-{slug du nom}.' }),
  })
  .meta({ id: 'BlogFolder' });
export type BlogFolder = z.infer<typeof blogFolderSchema>;

const blogSummarySchema = z
  .object({
    id: z.number().int(),
    idFolder: z.number().int().nullable(),
    title: z.string(),
    summary: z.string(),
    image: blogImageSchema.nullable(),
    author: z.string(),
    publishedAt: z.string(),
    updatedAt: z.string(),
    locale: z.string(),
    url: z.string().meta({ description: 'Adresse publique : /blog/article/{id}-{slug du titre}.' }),
  })
  .meta({ id: 'BlogSummary' });
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogArticleSchema = blogSummarySchema
  .extend({
    content: z.string().meta({ description: 'Texte riche, nettoyé (balises autorisées seulement).' }),
    isPublished: z.boolean(),
  })
  .meta({ id: 'BlogArticle' });
export type BlogArticle = z.infer<typeof blogArticleSchema>;

/** GET /blog/{id}: the article and its versions in the site's other languages. */
export const blogArticleDetailSchema = blogArticleSchema
  .extend({ translations: translationsSchema })
  .meta({ id: 'BlogArticleDetail' });
export type BlogArticleDetail = z.infer<typeof blogArticleDetailSchema>;

/** GET /blog/folder/{id}: the folder and its versions in the site's other languages. */
export const blogFolderDetailSchema = blogFolderSchema
  .extend({ translations: translationsSchema })
  .meta({ id: 'BlogFolderDetail' });
export type BlogFolderDetail = z.infer<typeof blogFolderDetailSchema>;

/** GET /blog/folder/list[/{id}]: the folder's sub-folders and one page of its articles. */
export const blogFolderContentSchema = z.object({
  folders: z.array(blogFolderSchema),
  blogs: z.array(blogSummarySchema),
  total: z.number().int().meta({ description: 'Nombre total d’articles correspondant aux filtres.' }),
});
export type BlogFolderContent = z.infer<typeof blogFolderContentSchema>;

/** One step of a breadcrumb (ariane), from the blog's root down to the item itself. */
export const arianeItemSchema = z.object({ id: z.number().int(), url: z.string(), name: z.string() });
export type ArianeItem = z.infer<typeof arianeItemSchema>;

/** The admin list of articles, published or not. */
export const blogArticleListSchema = z.object({
  blogs: z.array(blogArticleSchema),
  total: z.number().int(),
});

// Admin writes ------------------------------------------------------------------------------

const text = (label: string, max: number) =>
  cleanText()
    .trim()
    .max(max, { message: `${label} ne doit pas dépasser ${max} caractères.` });

const requiredText = (label: string, max: number) =>
  text(label, max).pipe(z.string().min(1, { message: `${label} est obligatoire.` }));

const idOrNull = (message: string) => z.number({ message }).int({ message }).positive({ message }).nullable();

const localeCode = z
  .string({ message: 'La langue doit être un code comme fr_FR.' })
  .regex(/^[a-z]{2}_[A-Z]{2}$/, { message: 'La langue doit être un code comme fr_FR.' });

export const blogFolderWriteSchema = z.object({
  name: requiredText('Le nom du dossier', 120),
  description: text('La description', 500).default(''),
  idParent: idOrNull('Le dossier parent doit être un identifiant de dossier.').default(null),
  order: z.number({ message: "L'ordre doit être un nombre entier." }).int().min(0).max(10_000).default(0),
  locale: localeCode.optional(),
  translationOf: translationOfField,
});
export type BlogFolderWrite = z.infer<typeof blogFolderWriteSchema>;

const IMAGE_URL_MESSAGE = "L'image doit être un chemin du site (/…) ou une adresse http(s).";

const blogImageWriteSchema = z.object({
  url: z
    .string({ message: IMAGE_URL_MESSAGE })
    .trim()
    .max(2000, { message: "L'adresse de l'image est trop longue." })
    .refine((value) => safeImageSrc(value) === value && !value.startsWith('//'), {
      message: IMAGE_URL_MESSAGE,
    }),
  alt: text("Le texte alternatif de l'image", 250).default(''),
  width: z.number({ message: "La largeur de l'image doit être un nombre entier." }).int().min(1).max(10_000),
  height: z.number({ message: "La hauteur de l'image doit être un nombre entier." }).int().min(1).max(10_000),
});

export const blogArticleWriteSchema = z.object({
  title: requiredText('Le titre', 160),
  summary: text('Le résumé', 400).default(''),
  content: cleanText()
    .max(100_000, { message: "Le texte de l'article est trop long (100 000 caractères au plus)." })
    .default(''),
  idFolder: idOrNull('Le dossier doit être un identifiant de dossier.').default(null),
  image: blogImageWriteSchema.nullable().default(null),
  author: text("Le nom de l'auteur", 120).default(''),
  isPublished: z.boolean({ message: 'isPublished doit valoir true ou false.' }).default(true),
  publishedAt: z.iso
    .datetime({ message: 'La date de publication doit être une date ISO 8601 (2026-03-14T09:00:00Z).' })
    .optional(),
  locale: localeCode.optional(),
  translationOf: translationOfField,
});
export type BlogArticleWrite = z.infer<typeof blogArticleWriteSchema>;
