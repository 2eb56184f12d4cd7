import type { ContentFields } from '../../../src/schema/publishing/publishing';
import { first, rowReader } from '../shared/d1';
import type { LiveItem } from './content-adapter';

// A news item's publishable fields in its live row (`news`); its date is set by its first
// publication (the day it appears), its language by its row.

export interface NewsFields extends ContentFields {
  title: string;
  summary: string;
  content: string;
  image: { url: string; alt: string } | null;
  isPromoted: boolean;
}

const readNews = rowReader({
  locale: 'string',
  is_valid: 'number',
  title: 'string',
  summary: 'string',
  content: 'string',
  image_url: 'string?',
  image_alt: 'string',
  is_promoted: 'number',
});

export async function readLiveNews(db: D1Database, siteId: number, id: number): Promise<LiveItem | null> {
  const row = await first(
    db
      .prepare(
        `SELECT locale, is_valid, title, summary, content, image_url, image_alt, is_promoted
           FROM news WHERE site_id = ? AND id = ?`,
      )
      .bind(siteId, id),
    readNews,
  );
  if (!row) return null;
  const fields: NewsFields = {
    title: row.title,
    summary: row.summary,
    content: row.content,
    image: row.image_url ? { url: row.image_url, alt: row.image_alt } : null,
    isPromoted: row.is_promoted === 1,
  };
  return { locale: row.locale, isLive: row.is_valid === 1, fields };
}

export function writeLiveNews(
  db: D1Database,
  siteId: number,
  id: number,
  fields: NewsFields,
  now: string,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE news SET title = ?, summary = ?, content = ?, image_url = ?, image_alt = ?, is_promoted = ?,
           updated_at = ? WHERE site_id = ? AND id = ?`,
      )
      .bind(
        fields.title,
        fields.summary,
        fields.content,
        fields.image?.url ?? null,
        fields.image?.alt ?? '',
        fields.isPromoted ? 1 : 0,
        now,
        siteId,
        id,
      ),
  ];
}

/** Shown for the first time, the item is dated from now: it appears at the top of the lists. */
export function showLiveNews(
  db: D1Database,
  siteId: number,
  id: number,
  live: boolean,
  now: string,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE news SET published_at = CASE WHEN ?1 = 1 AND is_valid = 0 THEN ?2 ELSE published_at END,
         is_valid = ?1, updated_at = ?2 WHERE site_id = ?3 AND id = ?4`,
    )
    .bind(live ? 1 : 0, now, siteId, id);
}
