import { env } from 'cloudflare:workers';
import { publishContentVersion } from '../../../worker/cache/content-version';
import { unique } from './factories';

// Builders and helpers shared by the element, address and review tests.

export { ADMIN, adminCall, login, MEMBER, WINE_ADMIN } from './accounts';

/** A new element list of a site, with its own route and paths; returns its id and route. */
export async function insertList(
  siteId: number,
): Promise<{ id: number; route: string; keyList: string; keyElem: string }> {
  const route = unique('liste').toLowerCase();
  const row = await env.DB.prepare(
    `INSERT INTO element_lists (site_id, route, key_list, key_elem, title, description)
     VALUES (?, ?, ?, ?, ?, 'Une liste de test') RETURNING id`,
  )
    .bind(siteId, route, `${route}-l`, `${route}-e`, `Liste ${route}`)
    .first<{ id: number }>();
  if (!row) throw new Error('list insert returned no id');
  await bumpVersion(siteId);
  return { id: row.id, route, keyList: `${route}-l`, keyElem: `${route}-e` };
}

export interface ElementOptions {
  title?: string;
  capacity?: number | null;
  startsAt?: string | null;
  isValid?: boolean;
  location?: string;
}

export async function insertElement(
  siteId: number,
  listId: number,
  options: ElementOptions = {},
): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO elements (site_id, list_id, title, summary, starts_at, location, capacity, is_valid)
     VALUES (?, ?, ?, 'Résumé', ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      siteId,
      listId,
      options.title ?? unique('Élément'),
      options.startsAt === undefined ? '2099-06-01T10:00' : options.startsAt,
      options.location ?? 'Vertou',
      options.capacity === undefined ? 10 : options.capacity,
      options.isValid === false ? 0 : 1,
    )
    .first<{ id: number }>();
  if (!row) throw new Error('element insert returned no id');
  await bumpVersion(siteId);
  return row.id;
}

export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstname: 'Léa',
    lastname: 'Martin',
    email: `${unique('lea').toLowerCase()}@exemple.fr`,
    phone: '06 12 34 56 78',
    seats: 1,
    ...overrides,
  };
}

export async function contentVersion(siteId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT content_version FROM sites WHERE id = ?').bind(siteId).first<{
    content_version: number;
  }>();
  return row?.content_version ?? 0;
}

/** Rows written straight to D1 bump the content version, as docs/caching.md asks, so pages show them. */
export async function bumpVersion(siteId: number): Promise<void> {
  const row = await env.DB.prepare(
    'UPDATE sites SET content_version = content_version + 1 WHERE id = ? RETURNING content_version',
  )
    .bind(siteId)
    .first<{ content_version: number }>();
  if (row) await publishContentVersion(env, siteId, row.content_version);
}
