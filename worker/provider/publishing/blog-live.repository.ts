import type { ContentFields } from '../../../src/schema/publishing/publishing';
import { first, rowReader } from '../shared/d1';
import type { LiveItem } from './content-adapter';

// A blog article's publishable fields in its live row (`blog_articles`): title, summary, text,
// image and author. Its folder and language are not drafted; its first publication dates it.

export interface BlogFields extends ContentFields {
  title: string;
  summary: string;
  content: string;
  image: { url: string; alt: string; width: number; height: number } | null;
  author: string;
}

const readArticle = rowReader({
  locale: 'string',
  is_published: 'number',
  title: 'string',
  summary: 'string',
  content: 'string',
  image_url: 'string?',
  image_alt: 'string',
  image_width: 'number',
  image_height: 'number',
  author: 'string',
});

export async function readLiveArticle(db: D1Database, siteId: number, id: number): Promise<LiveItem | null> {
  const row = await first(
    db
      .prepare(
        `SELECT locale, is_published, title, summary, content, image_url, image_alt, image_width, image_height,
           author FROM blog_articles WHERE site_id = ? AND id = ?`,
      )
      .bind(siteId, id),
    readArticle,
  );
  if (!row) return null;
  const fields: BlogFields = {
    title: row.title,
    summary: row.summary,
    content: row.content,
    image: row.image_url
      ? { url: row.image_url, alt: row.image_alt, width: row.image_width, height: row.image_height }
      : null,
    author: row.author,
  };
  return { locale: row.locale, isLive: row.is_published === 1, fields };
}

/** D1's date format of the blog (no milliseconds), for its published_at comparisons. */
const blogTime = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z');

export function writeLiveArticle(
  db: D1Database,
  siteId: number,
  id: number,
  fields: BlogFields,
  now: string,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE blog_articles SET title = ?, summary = ?, content = ?, image_url = ?, image_alt = ?,
           image_width = ?, image_height = ?, author = ?, updated_at = ? WHERE site_id = ? AND id = ?`,
      )
      .bind(
        fields.title,
        fields.summary,
        fields.content,
        fields.image?.url ?? null,
        fields.image?.alt ?? '',
        fields.image?.width ?? 800,
        fields.image?.height ?? 500,
        fields.author,
        blogTime(now),
        siteId,
        id,
      ),
  ];
}

/** Shown for the first time, the article is dated from now. */
export function showLiveArticle(
  db: D1Database,
  siteId: number,
  id: number,
  live: boolean,
  now: string,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE blog_articles SET published_at = CASE WHEN ?1 = 1 AND is_published = 0 THEN ?2 ELSE published_at END,
         is_published = ?1, updated_at = ?2 WHERE site_id = ?3 AND id = ?4`,
    )
    .bind(live ? 1 : 0, blogTime(now), siteId, id);
}
