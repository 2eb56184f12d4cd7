import type { Parameter } from '../../../src/schema/parameter';
import { all, bumpContentVersionStatement, rowReader } from '../shared/d1';

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

/** The values of the named settings the site has (a type the site lacks is absent from the map). */
export async function parameterValues(
  db: D1Database,
  siteId: number,
  types: readonly string[],
): Promise<Map<string, string | null>> {
  const rows = await all(
    db
      .prepare(
        `SELECT type, value FROM parameters WHERE site_id = ? AND type IN (${types.map(() => '?').join(', ')})`,
      )
      .bind(siteId, ...types),
    rowReader({ type: 'string', value: 'string?' }),
  );
  return new Map(rows.map((row) => [row.type, row.value]));
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
