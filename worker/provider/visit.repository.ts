import type { Visit } from '../../src/schema/visit';
import type { RateLimit } from './rate-limit.repository';

// A campaign link opened again and again (a reload loop, a bot) would add a row each time:
// one client logs at most 10 visits per source and hour on a site; beyond that the route
// answers 429 and stores nothing (the page still redirects, see worker/pages/visit-redirect.ts).
export const VISIT_RATE_LIMIT: RateLimit = { scope: 'visit', limit: 10, windowSeconds: 60 * 60 };

/** The rate-limit key of a client's visits from one source. */
export const visitSenderKey = (senderKey: string, source: string) => `${senderKey} ${source}`;

export async function insertVisit(
  db: D1Database,
  siteId: number,
  source: string,
  path: string | null,
): Promise<Visit> {
  const row = await db
    .prepare('INSERT INTO visits (site_id, source, path) VALUES (?, ?, ?) RETURNING id, source, path')
    .bind(siteId, source, path)
    .first<Visit>();
  if (!row) throw new Error('visit insert returned no row');
  return row;
}
