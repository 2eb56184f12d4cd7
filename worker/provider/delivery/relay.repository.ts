import type { RelayPoint, RelayPointWrite } from '../../../src/schema/delivery';
import { bumpContentVersionStatement } from '../shared/d1';

// SQL for stored relay points and the per-site relay source setting (migration 0016).

const MAX_POINTS_RANKED = 2000;

interface RelayRow {
  id: number;
  code: string;
  name: string;
  addLine1: string;
  zipCode: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  icon: string;
  isActive: number;
}

const COLUMNS =
  'id, code, name, add_line1 AS addLine1, zip_code AS zipCode, city, country, latitude, longitude, icon, is_active AS isActive';

const toPoint = (row: RelayRow): RelayPoint => ({ ...row, isActive: row.isActive === 1 });

/** The site's active points in a country (bounded: ranking happens in code). */
export async function activeRelayPoints(
  db: D1Database,
  siteId: number,
  country: string,
): Promise<RelayPoint[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM relay_points WHERE site_id = ? AND country = ? AND is_active = 1 ORDER BY id LIMIT ?`,
    )
    .bind(siteId, country, MAX_POINTS_RANKED)
    .all<RelayRow>();
  return results.map(toPoint);
}

export async function listRelayPoints(db: D1Database, siteId: number): Promise<RelayPoint[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM relay_points WHERE site_id = ? ORDER BY zip_code, name, id LIMIT ?`)
    .bind(siteId, MAX_POINTS_RANKED)
    .all<RelayRow>();
  return results.map(toPoint);
}

export async function findRelayPoint(db: D1Database, siteId: number, id: number): Promise<RelayPoint | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM relay_points WHERE site_id = ? AND id = ?`)
    .bind(siteId, id)
    .first<RelayRow>();
  return row ? toPoint(row) : null;
}

export async function relayCodeTaken(
  db: D1Database,
  siteId: number,
  code: string,
  exceptId: number | null,
): Promise<boolean> {
  const row = await db
    .prepare('SELECT id FROM relay_points WHERE site_id = ? AND code = ? AND id <> ?')
    .bind(siteId, code, exceptId ?? 0)
    .first();
  return row !== null;
}

const values = (input: RelayPointWrite) => [
  input.code,
  input.name,
  input.addLine1,
  input.zipCode,
  input.city,
  input.country,
  input.latitude,
  input.longitude,
  input.icon,
  input.isActive ? 1 : 0,
];

const versionOf = (result: D1Result | undefined): number =>
  ((result?.results ?? []) as { content_version: number }[])[0]?.content_version ?? 1;

export async function insertRelayPoint(
  db: D1Database,
  siteId: number,
  input: RelayPointWrite,
): Promise<{ id: number; version: number }> {
  const [inserted, bumped] = await db.batch([
    db
      .prepare(
        `INSERT INTO relay_points (site_id, code, name, add_line1, zip_code, city, country, latitude, longitude, icon, is_active)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(siteId, ...values(input)),
    bumpContentVersionStatement(db, siteId),
  ]);
  const id = ((inserted?.results ?? []) as { id: number }[])[0]?.id;
  if (id === undefined) throw new Error('relay point not inserted');
  return { id, version: versionOf(bumped) };
}

export async function updateRelayPoint(
  db: D1Database,
  siteId: number,
  id: number,
  input: RelayPointWrite,
): Promise<number | null> {
  const [updated, bumped] = await db.batch([
    db
      .prepare(
        `UPDATE relay_points SET code = ?, name = ?, add_line1 = ?, zip_code = ?, city = ?, country = ?, latitude = ?,
                longitude = ?, icon = ?, is_active = ? WHERE site_id = ? AND id = ? RETURNING id`,
      )
      .bind(...values(input), siteId, id),
    bumpContentVersionStatement(db, siteId),
  ]);
  return (updated?.results.length ?? 0) > 0 ? versionOf(bumped) : null;
}

export async function deleteRelayPoint(db: D1Database, siteId: number, id: number): Promise<number | null> {
  const [deleted, bumped] = await db.batch([
    db.prepare('DELETE FROM relay_points WHERE site_id = ? AND id = ? RETURNING id').bind(siteId, id),
    bumpContentVersionStatement(db, siteId),
  ]);
  return (deleted?.results.length ?? 0) > 0 ? versionOf(bumped) : null;
}

export type RelaySource = 'STORED' | 'CARRIER_API';

export async function relaySource(db: D1Database, siteId: number): Promise<RelaySource> {
  const row = await db
    .prepare('SELECT relay_source AS relaySource FROM delivery_settings WHERE site_id = ?')
    .bind(siteId)
    .first<{ relaySource: RelaySource }>();
  return row?.relaySource ?? 'STORED';
}

export async function saveRelaySource(db: D1Database, siteId: number, source: RelaySource): Promise<number> {
  const [, bumped] = await db.batch([
    db
      .prepare(
        `INSERT INTO delivery_settings (site_id, relay_source) VALUES (?, ?)
         ON CONFLICT (site_id) DO UPDATE SET relay_source = excluded.relay_source`,
      )
      .bind(siteId, source),
    bumpContentVersionStatement(db, siteId),
  ]);
  return versionOf(bumped);
}
