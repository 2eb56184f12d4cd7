import type { z } from 'zod';
import { sanitizeRichText } from '../../../src/domain/shared/rich-text';
import type { ContentFields, ContentType } from '../../../src/schema/publishing/publishing';
import type { ServiceContext } from '../shared/service-context';
import {
  changedFields,
  parsedWith,
  type ContentAdapter,
  type LiveItem,
  type LiveRow,
  type PreviewView,
} from './content-adapter';

// The adapter of a content type whose drafted fields are flat (news, blog articles, element
// items, products, bookable services): a zod schema, the rich-text fields to sanitise, the
// owner's word for each field, and the type's live-row SQL. A page (its blocks) has its own.

interface FieldsAdapterSpec<F extends ContentFields> {
  type: ContentType;
  missing: string;
  liveRow: LiveRow;
  schema: z.ZodType<F>;
  /** The fields holding rich text (HTML), sanitised as the type's own writes do. */
  richText: readonly (keyof F & string)[];
  /** Each drafted field and its word in a revision's summary (« titre », « texte »). */
  words: Record<keyof F & string, string>;
  read: (db: D1Database, siteId: number, itemId: number) => Promise<LiveItem | null>;
  write: (db: D1Database, siteId: number, itemId: number, fields: F, at: string) => D1PreparedStatement[];
  show: (db: D1Database, siteId: number, itemId: number, live: boolean, at: string) => D1PreparedStatement;
  preview: (ctx: ServiceContext, itemId: number, fields: F) => Promise<PreviewView | null>;
}

export function fieldsAdapter<F extends ContentFields>(spec: FieldsAdapterSpec<F>): ContentAdapter {
  return {
    type: spec.type,
    missing: spec.missing,
    liveRow: spec.liveRow,
    parse: (fields) => {
      const parsed: ContentFields = { ...parsedWith(spec.schema, fields) };
      for (const field of spec.richText) {
        const html = parsed[field];
        parsed[field] = sanitizeRichText(typeof html === 'string' ? html : '');
      }
      return parsed;
    },
    read: spec.read,
    write: (db, siteId, itemId, fields, at) => spec.write(db, siteId, itemId, fields as F, at),
    show: spec.show,
    changes: (before, after) => changedFields(before, after, spec.words),
    preview: (ctx, itemId, fields) => spec.preview(ctx, itemId, fields as F),
  };
}
