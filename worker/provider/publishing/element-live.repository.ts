import type { ContentFields } from '../../../src/schema/publishing/publishing';
import { first, rowReader } from '../shared/d1';
import type { LiveItem } from './content-adapter';

// An element list item's publishable fields in its live row (`elements`): what its page shows.
// Its list, place, capacity (registrations count against it) are not drafted; an element has
// no language of its own (its translations overlay it), so it is the site's default one.

export interface ElementFields extends ContentFields {
  title: string;
  summary: string;
  body: string;
  image: { src: string; alt: string } | null;
  startsAt: string | null;
  durationMinutes: number | null;
  location: string;
  price: string;
}

const readElement = rowReader({
  locale: 'string',
  is_valid: 'number',
  title: 'string',
  summary: 'string',
  body_html: 'string',
  image_src: 'string?',
  image_alt: 'string',
  starts_at: 'string?',
  duration_minutes: 'number?',
  location: 'string',
  price_label: 'string',
});

export async function readLiveElement(db: D1Database, siteId: number, id: number): Promise<LiveItem | null> {
  const row = await first(
    db
      .prepare(
        `SELECT (SELECT default_lang_code FROM sites WHERE id = e.site_id) AS locale, is_valid, title, summary,
           body_html, image_src, image_alt, starts_at, duration_minutes, location, price_label
           FROM elements e WHERE site_id = ? AND id = ?`,
      )
      .bind(siteId, id),
    readElement,
  );
  if (!row) return null;
  const fields: ElementFields = {
    title: row.title,
    summary: row.summary,
    body: row.body_html,
    image: row.image_src === null ? null : { src: row.image_src, alt: row.image_alt },
    startsAt: row.starts_at,
    durationMinutes: row.duration_minutes,
    location: row.location,
    price: row.price_label,
  };
  return { locale: row.locale, isLive: row.is_valid === 1, fields };
}

export function writeLiveElement(
  db: D1Database,
  siteId: number,
  id: number,
  fields: ElementFields,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE elements SET title = ?, summary = ?, body_html = ?, image_src = ?, image_alt = ?, starts_at = ?,
           duration_minutes = ?, location = ?, price_label = ? WHERE site_id = ? AND id = ?`,
      )
      .bind(
        fields.title,
        fields.summary,
        fields.body,
        fields.image?.src ?? null,
        fields.image?.alt ?? '',
        fields.startsAt,
        fields.durationMinutes,
        fields.location,
        fields.price,
        siteId,
        id,
      ),
  ];
}

export function showLiveElement(
  db: D1Database,
  siteId: number,
  id: number,
  live: boolean,
): D1PreparedStatement {
  return db
    .prepare('UPDATE elements SET is_valid = ? WHERE site_id = ? AND id = ?')
    .bind(live ? 1 : 0, siteId, id);
}
