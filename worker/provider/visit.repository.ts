import type { Visit } from '../../src/schema/visit';

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

export async function listVisits(db: D1Database, siteId: number, limit = 50): Promise<Visit[]> {
  const { results } = await db
    .prepare('SELECT id, source, path FROM visits WHERE site_id = ? ORDER BY id DESC LIMIT ?')
    .bind(siteId, limit)
    .all<Visit>();
  return results;
}
