import { z } from 'zod';
import { pageBlocksInputSchema } from '../../../src/schema/content/page-admin';
import { cleanText } from '../../../src/schema/shared/safe-text';
import { cleanBlock, pagePreview } from '../content/public';
import { changedFields, parsedWith, type ContentAdapter } from './content-adapter';
import { readLivePage, showLivePage, writeLivePage, type PageFields } from './page-live.repository';

// CMS pages: the title, the menu title, the meta description and the content blocks.

const pageFieldsSchema = z.object({
  title: cleanText()
    .trim()
    .min(1, { message: 'Le titre est obligatoire.' })
    .max(120, { message: 'Le titre doit faire au plus 120 caractères.' }),
  menuTitle: cleanText()
    .trim()
    .max(60, { message: 'Le titre de menu doit faire au plus 60 caractères.' })
    .nullable()
    .default(null),
  metaDescription: cleanText()
    .trim()
    .max(300, { message: 'La description doit faire au plus 300 caractères.' })
    .default(''),
  blocks: pageBlocksInputSchema.shape.blocks.default([]),
});

/** « 2 blocs »: the blocks added, removed or changed, counted by position. */
function blockChanges(before: PageFields['blocks'], after: PageFields['blocks']): string[] {
  let changed = 0;
  for (let index = 0; index < Math.max(before.length, after.length); index++) {
    if (JSON.stringify(before[index] ?? null) !== JSON.stringify(after[index] ?? null)) changed++;
  }
  return changed === 0 ? [] : [changed === 1 ? '1 bloc' : `${changed} blocs`];
}

export const pageAdapter: ContentAdapter = {
  type: 'page',
  missing: "Cette page n'existe pas.",
  liveRow: { table: 'pages', flag: 'is_valid' },
  parse: (fields) => {
    const parsed = parsedWith(pageFieldsSchema, fields);
    return { ...parsed, blocks: parsed.blocks.map(cleanBlock) } satisfies PageFields;
  },
  read: readLivePage,
  write: (db, siteId, itemId, fields) => writeLivePage(db, siteId, itemId, fields as PageFields),
  show: (db, siteId, itemId, live) => showLivePage(db, siteId, itemId, live),
  changes: (before, after) => [
    ...changedFields(before, after, {
      title: 'titre',
      menuTitle: 'titre de menu',
      metaDescription: 'description',
    }),
    ...blockChanges((before as PageFields).blocks ?? [], (after as PageFields).blocks ?? []),
  ],
  preview: async (ctx, itemId, fields) => {
    const page = await pagePreview(ctx, itemId, fields as PageFields);
    return page ? { type: 'page', page } : null;
  },
};
