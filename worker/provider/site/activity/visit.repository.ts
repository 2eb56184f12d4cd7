import type { Visit } from '../../../../src/schema/site/visit';
import { first, rowReader } from '../../shared/d1';
import { takeRateLimitHit, type RateLimit } from '../../shared/rate-limit.repository';

// A campaign link opened again and again (a reload loop, a bot) would add a row each time:
// one client logs at most 10 visits per source and 30 in all per hour on a site; beyond
// that the route answers 429 and stores nothing (the page still redirects, see
// worker/pages/site/visit-redirect.ts).
const VISIT_RATE_LIMIT: RateLimit = { scope: 'visit', limit: 10, windowSeconds: 60 * 60 };
const VISIT_CLIENT_RATE_LIMIT: RateLimit = {
  scope: 'visit-client',
  limit: 30,
  windowSeconds: 60 * 60,
};

/** Takes a visit hit for the client and the source; false when either limit is used up. */
export async function takeVisitHit(
  db: D1Database,
  siteId: number,
  senderKey: string,
  source: string,
): Promise<boolean> {
  return (
    (await takeRateLimitHit(db, siteId, VISIT_CLIENT_RATE_LIMIT, senderKey)) &&
    takeRateLimitHit(db, siteId, VISIT_RATE_LIMIT, `${senderKey} ${source}`)
  );
}

export async function insertVisit(
  db: D1Database,
  siteId: number,
  source: string,
  path: string | null,
): Promise<Visit> {
  const row = await first(
    db
      .prepare('INSERT INTO visits (site_id, source, path) VALUES (?, ?, ?) RETURNING id, source, path')
      .bind(siteId, source, path),
    rowReader({ id: 'number', source: 'string', path: 'string?' }),
  );
  if (!row) throw new Error('visit insert returned no row');
  return row;
}
