import { z } from 'zod';
import { openingSlotSchema, type OpeningSlot } from '../../../src/schema/site/address';
import type { RelayPoint, RelayPointWrite } from '../../../src/schema/delivery/delivery';
import { all, first, mapRows, rowReader, writeBumpingVersion, insertBumpingVersion } from '../shared/d1';

// SQL for stored relay points and the per-site relay source setting (migration 0016), their
// opening hours a JSON array (migration 0049).

const MAX_POINTS_RANKED = 2000;

const COLUMNS =
  'id, code, name, add_line1, zip_code, city, country, latitude, longitude, icon, is_active, opening_hours';

const storedHours = z.array(openingSlotSchema);
/** The stored hours; a value no admin write could have left reads as none. */
function openingHours(json: string): OpeningSlot[] {
  try {
    const parsed = storedHours.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const toPoint = mapRows(
  rowReader({
    id: 'number',
    code: 'string',
    name: 'string',
    add_line1: 'string',
    zip_code: 'string',
    city: 'string',
    country: 'string',
    latitude: 'number',
    longitude: 'number',
    icon: 'string',
    is_active: 'number',
    opening_hours: 'string',
  }),
  (row): RelayPoint => ({
    id: row.id,
    code: row.code,
    name: row.name,
    addLine1: row.add_line1,
    zipCode: row.zip_code,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    icon: row.icon,
    isActive: row.is_active === 1,
    openingHours: openingHours(row.opening_hours),
  }),
);
/** The site's active points in a country (bounded: ranking happens in code). */
export async function activeRelayPoints(
  db: D1Database,
  siteId: number,
  country: string,
): Promise<RelayPoint[]> {
  return all(
    db
      .prepare(
        `SELECT ${COLUMNS} FROM relay_points WHERE site_id = ? AND country = ? AND is_active = 1 ORDER BY id LIMIT ?`,
      )
      .bind(siteId, country, MAX_POINTS_RANKED),
    toPoint,
  );
}

export async function listRelayPoints(db: D1Database, siteId: number): Promise<RelayPoint[]> {
  return all(
    db
      .prepare(`SELECT ${COLUMNS} FROM relay_points WHERE site_id = ? ORDER BY zip_code, name, id LIMIT ?`)
      .bind(siteId, MAX_POINTS_RANKED),
    toPoint,
  );
}

export async function findRelayPoint(db: D1Database, siteId: number, id: number): Promise<RelayPoint | null> {
  return first(
    db.prepare(`SELECT ${COLUMNS} FROM relay_points WHERE site_id = ? AND id = ?`).bind(siteId, id),
    toPoint,
  );
}

/** An active point by its carrier code (what a buyer's order names), or null. */
export async function findActiveRelayPointByCode(
  db: D1Database,
  siteId: number,
  code: string,
): Promise<RelayPoint | null> {
  return first(
    db
      .prepare(`SELECT ${COLUMNS} FROM relay_points WHERE site_id = ? AND code = ? AND is_active = 1`)
      .bind(siteId, code),
    toPoint,
  );
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
  JSON.stringify(input.openingHours),
];

export function insertRelayPoint(
  db: D1Database,
  siteId: number,
  input: RelayPointWrite,
): Promise<{ id: number; version: number }> {
  return insertBumpingVersion(
    db,
    siteId,
    db
      .prepare(
        `INSERT INTO relay_points (site_id, code, name, add_line1, zip_code, city, country, latitude, longitude, icon,
                                   is_active, opening_hours)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(siteId, ...values(input)),
    'relay point',
  );
}

export async function updateRelayPoint(
  db: D1Database,
  siteId: number,
  id: number,
  input: RelayPointWrite,
): Promise<number | null> {
  const {
    results: [updated],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `UPDATE relay_points SET code = ?, name = ?, add_line1 = ?, zip_code = ?, city = ?, country = ?, latitude = ?,
                longitude = ?, icon = ?, is_active = ?, opening_hours = ? WHERE site_id = ? AND id = ? RETURNING id`,
      )
      .bind(...values(input), siteId, id),
  ]);
  return (updated?.results.length ?? 0) > 0 ? version : null;
}

export async function deleteRelayPoint(db: D1Database, siteId: number, id: number): Promise<number | null> {
  const {
    results: [deleted],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db.prepare('DELETE FROM relay_points WHERE site_id = ? AND id = ? RETURNING id').bind(siteId, id),
  ]);
  return (deleted?.results.length ?? 0) > 0 ? version : null;
}

export type RelaySource = 'STORED' | 'CARRIER_API';

export async function relaySource(db: D1Database, siteId: number): Promise<RelaySource> {
  const row = await first(
    db.prepare('SELECT relay_source FROM delivery_settings WHERE site_id = ?').bind(siteId),
    rowReader({ relay_source: ['STORED', 'CARRIER_API'] }),
  );
  return row?.relay_source ?? 'STORED';
}

export async function saveRelaySource(db: D1Database, siteId: number, source: RelaySource): Promise<number> {
  const { version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `INSERT INTO delivery_settings (site_id, relay_source) VALUES (?, ?)
         ON CONFLICT (site_id) DO UPDATE SET relay_source = excluded.relay_source`,
      )
      .bind(siteId, source),
  ]);
  return version;
}
