import type { Parameter } from '../../../src/schema/parameter';
import { bumpContentVersionStatement } from './site.repository';

const COLUMNS = 'id, type, kind, label, value';

export async function listParameters(db: D1Database, siteId: number): Promise<Parameter[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM parameters WHERE site_id = ? ORDER BY type`)
    .bind(siteId)
    .all<Parameter>();
  return results;
}

export async function findParameter(db: D1Database, siteId: number, type: string): Promise<Parameter | null> {
  return db
    .prepare(`SELECT ${COLUMNS} FROM parameters WHERE site_id = ? AND type = ?`)
    .bind(siteId, type)
    .first<Parameter>();
}

/** Writes a setting and bumps the site's content version in one transaction. */
export async function updateParameterValue(
  db: D1Database,
  siteId: number,
  type: string,
  value: string,
): Promise<{ parameter: Parameter | null; version: number }> {
  const [updated, bumped] = await db.batch([
    db
      .prepare(`UPDATE parameters SET value = ? WHERE site_id = ? AND type = ? RETURNING ${COLUMNS}`)
      .bind(value, siteId, type),
    bumpContentVersionStatement(db, siteId),
  ]);
  return {
    parameter: ((updated?.results ?? []) as Parameter[])[0] ?? null,
    version: ((bumped?.results ?? []) as { content_version: number }[])[0]?.content_version ?? 1,
  };
}
