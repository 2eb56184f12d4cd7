import { env } from 'cloudflare:workers';
import type { News } from '../../../src/schema/content/news';
import { unique } from './factories';
import { adminCall as call } from './accounts';

// News builders and the accounts the admin tests sign in with.

export { ADMIN as MASSAGE_ADMIN, login, MEMBER as MASSAGE_MEMBER, WINE_ADMIN } from './accounts';

export interface NewsRowOptions {
  title?: string;
  promoted?: boolean;
  valid?: boolean;
  locale?: string;
  publishedAt?: string;
}

/** Inserts an article straight into D1 (no version bump: for API reads only); returns its id. */
export async function insertNews(siteId: number, options: NewsRowOptions = {}): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO news (site_id, locale, title, summary, content, is_promoted, is_valid, published_at, updated_at)
     VALUES (?, ?, ?, 'Résumé', '<p>Texte</p>', ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      siteId,
      options.locale ?? 'fr_FR',
      options.title ?? unique('Actualité'),
      options.promoted ? 1 : 0,
      options.valid === false ? 0 : 1,
      options.publishedAt ?? '2026-01-01T00:00:00.000Z',
      options.publishedAt ?? '2026-01-01T00:00:00.000Z',
    )
    .first<{ id: number }>();
  if (!row) throw new Error('news insert returned no id');
  return row.id;
}

export async function newsIdsOf(siteId: number): Promise<number[]> {
  const { results } = await env.DB.prepare('SELECT id FROM news WHERE site_id = ? ORDER BY id')
    .bind(siteId)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

export async function contentVersion(siteId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT content_version FROM sites WHERE id = ?')
    .bind(siteId)
    .first<{ content_version: number }>();
  return row?.content_version ?? -1;
}

/** An admin call on news: the answer's data is a news item unless told otherwise. */
export function adminCall<T = News>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string | null,
  payload?: unknown,
  host = 'localhost',
) {
  return call<T>(method, path, token, payload, host);
}
