import type { ContentFields } from '../../../src/schema/publishing/publishing';
import { first, rowReader } from '../shared/d1';
import type { LiveItem } from './content-adapter';

// A service's publishable fields in its live row (`services`): the title, the summary, the
// description and the image its page shows. Its tags and order are saved by its form at once;
// its language is its row's.

export interface ServiceFields extends ContentFields {
  title: string;
  summary?: string;
  description?: string;
  image?: { src: string; alt: string } | null;
}

const readService = rowReader({
  locale: 'string',
  is_valid: 'number',
  title: 'string',
  summary: 'string',
  description: 'string',
  image_url: 'string?',
  image_alt: 'string',
});

export async function readLiveService(db: D1Database, siteId: number, id: number): Promise<LiveItem | null> {
  const row = await first(
    db
      .prepare(
        `SELECT locale, is_valid, title, summary, description, image_url, image_alt
           FROM services WHERE site_id = ? AND id = ?`,
      )
      .bind(siteId, id),
    readService,
  );
  if (!row) return null;
  const fields: ServiceFields = {
    title: row.title,
    summary: row.summary,
    description: row.description,
    image: row.image_url === null ? null : { src: row.image_url, alt: row.image_alt },
  };
  return { locale: row.locale, isLive: row.is_valid === 1, fields };
}

export function writeLiveService(
  db: D1Database,
  siteId: number,
  id: number,
  fields: ServiceFields,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE services SET title = ?, summary = ?, description = ?, image_url = ?, image_alt = ?
           WHERE site_id = ? AND id = ?`,
      )
      .bind(
        fields.title,
        fields.summary ?? '',
        fields.description ?? '',
        fields.image?.src ?? null,
        fields.image?.alt ?? '',
        siteId,
        id,
      ),
  ];
}

export function showLiveService(
  db: D1Database,
  siteId: number,
  id: number,
  live: boolean,
): D1PreparedStatement {
  return db
    .prepare('UPDATE services SET is_valid = ? WHERE site_id = ? AND id = ?')
    .bind(live ? 1 : 0, siteId, id);
}
