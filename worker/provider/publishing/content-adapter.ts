import type { z } from 'zod';
import { validationError } from '../../errors';
import type { BlogArticleDetail, ArianeItem } from '../../../src/schema/content/blog';
import type { Element, ElementList } from '../../../src/schema/content/element';
import type { News } from '../../../src/schema/content/news';
import type { PageDetail } from '../../../src/schema/content/page';
import type { ServiceDetail } from '../../../src/schema/content/service';
import type { ContentFields, ContentType } from '../../../src/schema/publishing/publishing';
import type { ProductPreview } from '../catalogue/public';
import type { ServiceContext } from '../shared/service-context';

// What the publishing workflow needs to know of a content type: how to read the live fields of
// one item, how to write them back, how to show or hide it, and what changed in words. Each
// type's adapter holds its own SQL (its *-live.repository.ts); the workflow never names a table.

export interface LiveItem {
  locale: string;
  /** Visitors see it (its is_valid / is_published flag). */
  isLive: boolean;
  fields: ContentFields;
}

export interface LiveRow {
  table: 'pages' | 'news' | 'blog_articles' | 'services' | 'elements' | 'products';
  flag: 'is_valid' | 'is_published';
}

/** What a shared preview shows: the item as its public page will, with the draft's fields. */
export type PreviewView =
  | { type: 'page'; page: PageDetail }
  | { type: 'news'; news: News }
  | { type: 'blog'; article: BlogArticleDetail & { ariane: ArianeItem[] } }
  | { type: 'service'; service: ServiceDetail; locale: string }
  | { type: 'element-item'; list: ElementList; element: Element }
  | ({ type: 'product' } & ProductPreview);

export interface ContentAdapter {
  type: ContentType;
  /** The 404 message: « Cette page n'existe pas. » */
  missing: string;
  /** The live rows' table and the flag that shows an item, for the lists' states in one query. */
  liveRow: LiveRow;
  /** Validates and cleans a draft's fields (sanitised rich text, checked links). */
  parse(fields: unknown): ContentFields;
  read(db: D1Database, siteId: number, itemId: number): Promise<LiveItem | null>;
  /** The statements that put `fields` in the live row (and its children), in order. */
  write(
    db: D1Database,
    siteId: number,
    itemId: number,
    fields: ContentFields,
    at: string,
  ): D1PreparedStatement[];
  /**
   * The statement that shows or hides the item at `at` (ISO); a type may date a first
   * publication with it (a news item's date is the day it first appears).
   */
  show(db: D1Database, siteId: number, itemId: number, live: boolean, at: string): D1PreparedStatement;
  /** What changed between two versions, in the owner's words: ['titre', '2 blocs']. */
  changes(before: ContentFields, after: ContentFields): string[];
  /** The item as its public page will show `fields` (ctx in the item's language). */
  preview(ctx: ServiceContext, itemId: number, fields: ContentFields): Promise<PreviewView | null>;
}

/** Parses with a zod schema; the issues become the 400's field messages. */
export function parsedWith<T extends ContentFields>(schema: z.ZodType<T>, fields: unknown): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The names of the top-level fields whose values differ (JSON compared). */
export function changedFields(
  before: ContentFields,
  after: ContentFields,
  words: Record<string, string>,
): string[] {
  return Object.entries(words)
    .filter(([field]) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map(([, word]) => word);
}
