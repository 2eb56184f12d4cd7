import { env } from 'cloudflare:workers';
import type { News } from '../../../src/schema/news';
import { unique } from './factories';
import { api, postJson } from './http';

// News builders and the accounts the admin tests sign in with.

export const MASSAGE_ADMIN = {
  email: 'proprietaire@massages-bien-etre.example',
  password: 'Massages-Local-2026',
};
export const MASSAGE_MEMBER = { email: 'cliente@massages-bien-etre.example', password: 'Cliente-Local-2026' };
export const WINE_ADMIN = { email: 'proprietaire@domaine-coteaux.example', password: 'Domaine-Local-2026' };

export async function login(credentials: { email: string; password: string }, host = 'localhost') {
  const { status, body } = await postJson('/login', credentials, host);
  if (status !== 200) throw new Error(`login failed: ${status}`);
  return (body.data as { token: string }).token;
}

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

/** An admin call with a JSON body (or none) and the token in the Authorization header. */
export function adminCall<T = News>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string | null,
  payload?: unknown,
  host = 'localhost',
) {
  return api<T>(path, {
    host,
    method,
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
}
