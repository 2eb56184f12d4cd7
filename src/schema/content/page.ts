import { z } from 'zod';
import { translationsSchema } from '../translation/translation';
import { blockKinds } from './page-block';

export const pageFields = z.object({
  id: z.number().int(),
  menuIcon: z.string().nullable(),
  isValid: z.boolean(),
  order: z.number().int(),
  idSite: z.number().int(),
  idParent: z.number().int().nullable(),
  isText: z.boolean(),
  type: z.string(),
  layout: z.enum(['STANDARD', 'WIDE']),
  showInMenu: z.boolean(),
  isFixedOnRight: z.boolean(),
  useAbsoluteMenu: z.boolean(),
  reload: z.boolean(),
  cms: z.object({ isCmsPage: z.boolean(), route: z.string().nullable() }),
  link: z.object({
    type: z.enum(['NONE', 'URL', 'JS']),
    url: z.string().nullable(),
    jsCode: z.string().nullable(),
  }),
  title: z.string(),
  url: z.string(),
  path: z.string(),
  menuTitle: z.string().nullable(),
  metaDescription: z.string(),
  locale: z.string(),
});

export type PageSummary = z.infer<typeof pageFields> & { children: PageSummary[] };

// The id names the recursive schema for the OpenAPI document (a $ref instead of endless nesting).
export const pageSummarySchema: z.ZodType<PageSummary> = pageFields
  .extend({ children: z.lazy(() => z.array(pageSummarySchema)) })
  .meta({ id: 'PageSummary' });

export const pageBlockSchema = z.object({
  id: z.number().int(),
  kind: z.enum(blockKinds as [string, ...string[]]),
  data: z.record(z.string(), z.unknown()),
});

export const pageDetailSchema = pageFields.extend({
  children: z.array(pageSummarySchema),
  blocks: z.array(pageBlockSchema),
  // The page's versions in the site's other languages; slug: that page's path.
  translations: translationsSchema,
});
export type PageDetail = z.infer<typeof pageDetailSchema>;

/** The menu tree: pages keyed by locale, plus the pages fixed on the right. */
export const pageTreeSchema = z
  .object({ rightPages: z.array(pageSummarySchema) })
  .catchall(z.array(pageSummarySchema));
export type PageTree = { rightPages: PageSummary[] } & Record<string, PageSummary[]>;
