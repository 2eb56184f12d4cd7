import { z } from 'zod';
import { translationOfField } from '../translation/translation';
import { blockDataSchemas, blockKinds, type BlockKind } from './page-block';
import { pageBlockSchema, pageFields, pageSummarySchema, type PageSummary } from './page';
import { cleanText, isSafeLinkOrSitePath } from '../shared/safe-text';

// What an owner edits on a page: its menu entry, its SEO fields, its
// layout and its content blocks. The blocks are checked against the schema of their kind, the
// same one the page reads them with.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

export const pageInputSchema = z
  .object({
    title: cleanText()
      .trim()
      .min(1, { message: 'Le titre est obligatoire.' })
      .max(120, { message: 'Le titre doit faire au plus 120 caractères.' }),
    url: z
      .string()
      .trim()
      .regex(SLUG, {
        message: "L'adresse courte ne peut contenir que des minuscules, des chiffres et des tirets.",
      })
      .max(120)
      .optional()
      .meta({ description: 'Le slug ; par défaut tiré du titre.' }),
    path: z
      .string()
      .trim()
      .regex(PATH, {
        message: 'Le chemin doit commencer par / et ne contenir que des minuscules, chiffres, tirets et /.',
      })
      .max(250)
      .optional()
      .meta({ description: 'Le chemin public ; par défaut celui du parent suivi du slug.' }),
    menuTitle: cleanText()
      .trim()
      .max(60, { message: 'Le titre de menu doit faire au plus 60 caractères.' })
      .nullable()
      .default(null),
    metaDescription: cleanText()
      .trim()
      .max(300, { message: 'La description doit faire au plus 300 caractères.' })
      .default(''),
    layout: z.enum(['STANDARD', 'WIDE']).default('STANDARD'),
    idParent: z.number().int().positive().nullable().default(null),
    isValid: z.boolean().default(true),
    showInMenu: z.boolean().default(true),
    isFixedOnRight: z.boolean().default(false),
    useAbsoluteMenu: z.boolean().default(false),
    // A JS link would run owner code from the menu: not offered until it has a CSP story.
    linkType: z.enum(['NONE', 'URL'], { message: 'Le type de lien doit être NONE ou URL.' }).default('NONE'),
    linkUrl: z
      .string()
      .trim()
      .refine(isSafeLinkOrSitePath, {
        message: 'Le lien doit être une adresse http(s), mailto:, tel: ou un chemin du site.',
      })
      .nullable()
      .default(null),
    locale: z.string().optional(),
    translationOf: translationOfField,
  })
  .refine((page) => page.linkType !== 'URL' || page.linkUrl !== null, {
    message: 'Un lien de type URL a besoin de son adresse.',
    path: ['linkUrl'],
  });
export type PageInput = z.infer<typeof pageInputSchema>;

/** The whole menu of one locale in its new order: every page with its parent and position. */
export const pageOrderSchema = z.object({
  locale: z.string().optional(),
  pages: z
    .array(
      z.object({
        id: z.number().int().positive(),
        idParent: z.number().int().positive().nullable(),
        order: z.number().int().min(0).max(10_000),
      }),
    )
    .min(1, { message: 'La liste des pages est vide.' })
    .max(1000),
});
export type PageOrderInput = z.infer<typeof pageOrderSchema>;

const blockInputSchema = z
  .object({
    kind: z.enum(blockKinds as [BlockKind, ...BlockKind[]]),
    data: z.record(z.string(), z.unknown()),
  })
  .transform((block, context) => {
    const parsed = blockDataSchemas[block.kind].safeParse(block.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        context.addIssue({
          code: 'custom',
          message: `Bloc ${block.kind} : ${issue.message}`,
          path: ['data', ...issue.path],
        });
      return z.NEVER;
    }
    return { kind: block.kind, data: parsed.data };
  });

export const pageBlocksInputSchema = z.object({
  blocks: z.array(blockInputSchema).max(60, { message: 'Une page compte au plus 60 blocs.' }),
  /** The layout hash the editor loaded: when the stored one differs, nothing is written (409). */
  hash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type PageBlocksInput = z.infer<typeof pageBlocksInputSchema>;

export const pageLayoutSchema = z.object({
  id: z
    .number()
    .int()
    .meta({ description: 'Identifiant de la mise en page (une par page : celui de la page).' }),
  html: z.string().meta({ description: 'La mise en page telle que stockée (blocs en JSON canonique).' }),
  hash: z.string().meta({ description: 'SHA-256 de `html`.' }),
});
export type PageLayout = z.infer<typeof pageLayoutSchema>;

/**
 * A page as the admin reads it: its menu summary and, on a translation, its original. Typed as
 * the summary (translationOf is optional) so the answers keep the summary's recursive type.
 */
const adminPageSummarySchema: z.ZodType<PageSummary> = pageFields.extend({
  translationOf: z.number().int().nullable().optional().meta({
    description: "L'original (langue par défaut) dont cette page est la traduction ; null sur un original.",
  }),
  children: z.lazy(() => z.array(pageSummarySchema)),
});

export const adminPageSchema = z.object({
  page: z.lazy(() => adminPageSummarySchema),
  blocks: z.array(pageBlockSchema),
  layout: pageLayoutSchema,
});

export const adminPageListSchema = z.object({
  pages: z.array(z.lazy(() => adminPageSummarySchema)),
  total: z.number().int(),
});

export const layoutHashCheckSchema = z.object({
  html: z.string({ message: 'La mise en page chargée (html) est obligatoire.' }).max(500_000),
});

export const layoutHashResultSchema = z.object({ changed: z.boolean(), hash: z.string() });

export const layoutPreviewSchema = z.object({
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
