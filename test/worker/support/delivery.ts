import { env } from 'cloudflare:workers';
import { adminCall } from './accounts';
import { WINE_SITE_ID } from './factories';
import { WINE_HOST } from './http';

// Helpers of the delivery tests: the demo catalogue's declination ids (looked up, not
// guessed) and JSON posts to the wine site.

/** The declination of a demo product (by product id, year and capacity in cl). */
export async function declinationOf(
  productId: number,
  year: number | null,
  capacity: number | null,
): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT id FROM product_declinations WHERE site_id = ? AND product_id = ? AND year IS ? AND capacity IS ?`,
  )
    .bind(WINE_SITE_ID, productId, year, capacity)
    .first<{ id: number }>();
  if (!row) throw new Error(`no declination ${productId}/${year}/${capacity}`);
  return row.id;
}

export function post<T = unknown>(
  path: string,
  payload: unknown,
  host = WINE_HOST,
  token: string | null = null,
) {
  return adminCall<T>('POST', path, token, payload, host);
}

export async function contentVersionOf(siteId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT content_version FROM sites WHERE id = ?')
    .bind(siteId)
    .first<{ content_version: number }>();
  return row?.content_version ?? 0;
}
