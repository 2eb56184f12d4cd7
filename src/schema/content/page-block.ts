import { z } from 'zod';
import { productKindSchema } from '../catalogue/product';
import { PROMOTED_NEWS_LIMIT, PROMOTED_NEWS_STYLES } from './news';

// Content blocks a page is made of. `data` is stored as JSON in page_blocks.data and
// validated against the schema of its kind on read and on write.

/** The most products a PRODUCTS block shows. */
export const PRODUCTS_BLOCK_LIMIT = 12;

const imageRef = z.object({
  src: z.string().min(1),
  alt: z.string(),
});

export const blockDataSchemas = {
  HERO: z.object({
    title: z.string().min(1),
    subtitle: z.string().optional(),
    image: imageRef.optional(),
    ctaLabel: z.string().optional(),
    ctaHref: z.string().optional(),
  }),
  RICH_TEXT: z.object({ html: z.string() }),
  IMAGE: imageRef.extend({ caption: z.string().optional() }),
  IMAGE_TEXT: z.object({
    image: imageRef,
    html: z.string(),
    imagePosition: z.enum(['left', 'right']).default('left'),
  }),
  GALLERY: z.object({ title: z.string().optional(), images: z.array(imageRef).min(1) }),
  CTA: z.object({
    title: z.string().min(1),
    text: z.string().optional(),
    label: z.string().min(1),
    href: z.string().min(1),
  }),
  CONTACT: z.object({ title: z.string().optional() }),
  SOCIAL: z.object({ title: z.string().optional() }),
  MAP: z.object({
    title: z.string().optional(),
    address: z.string().min(1),
    latitude: z.number().optional(),
    longitude: z.number().optional(),
  }),
  BUILDER_FORM: z.object({ formId: z.number().int().positive(), title: z.string().optional() }),
  REVIEWS: z.object({ title: z.string().optional() }), // Google reviews and their rating summary
  FORM: z.object({ form: z.enum(['message']), title: z.string().optional() }),
  NEWS: z.object({
    title: z.string().optional(),
    style: z.enum(PROMOTED_NEWS_STYLES).optional(), // else the PROMOTED_NEWS_STYLE setting
    limit: z.number().int().min(1).max(PROMOTED_NEWS_LIMIT).optional(),
  }),
  // One product of the shop, chosen by its id; nothing shown once it is gone or unpublished.
  PRODUCT: z.object({ productId: z.number().int().positive(), title: z.string().optional() }),
  // The shop's products carrying a tag and/or of one kind, in the owner's order.
  PRODUCTS: z.object({
    title: z.string().optional(),
    tag: z.string().trim().min(1).optional(),
    kind: productKindSchema.optional(),
    limit: z.number().int().min(1).max(PRODUCTS_BLOCK_LIMIT).optional(),
  }),
} as const;

export type BlockKind = keyof typeof blockDataSchemas;
export const blockKinds = Object.keys(blockDataSchemas) as BlockKind[];

export type PageBlock = {
  [K in BlockKind]: { id: number; kind: K; data: z.infer<(typeof blockDataSchemas)[K]> };
}[BlockKind];
