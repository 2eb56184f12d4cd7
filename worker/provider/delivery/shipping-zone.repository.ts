import type { ZoneDetail, ZoneWrite } from '../../../src/schema/delivery/delivery';
import { all, first, rowReader, rowsOf, writeBumpingVersion, readId } from '../shared/d1';
import { readZoneArea, ZONE_AREA_COLUMNS } from './carrier.repository';

// SQL for shipping zones and their areas (country + postal-code prefix), migration 0016.

/** Country ids among `ids` the site does not have. */
export async function unknownCountryIds(
  db: D1Database,
  siteId: number,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await all(
    db
      .prepare(`SELECT id FROM countries WHERE site_id = ? AND id IN (${unique.map(() => '?').join(', ')})`)
      .bind(siteId, ...unique),
    readId,
  );
  const known = new Set(rows.map((row) => row.id));
  return unique.filter((id) => !known.has(id));
}

export async function listZones(db: D1Database, siteId: number, onlyId?: number): Promise<ZoneDetail[]> {
  const filter = onlyId === undefined ? '' : ' AND id = ?';
  const areaFilter = onlyId === undefined ? '' : ' AND zone_id = ?';
  const extra = onlyId === undefined ? [] : [onlyId];
  const [zones, areas] = await db.batch([
    db
      .prepare(
        `SELECT id, name, position FROM shipping_zones WHERE site_id = ?${filter} ORDER BY position, id`,
      )
      .bind(siteId, ...extra),
    db
      .prepare(
        `SELECT ${ZONE_AREA_COLUMNS} FROM shipping_zone_areas
          WHERE site_id = ?${areaFilter} ORDER BY country_id, postal_code_prefix`,
      )
      .bind(siteId, ...extra),
  ]);
  const areaRows = rowsOf(areas, readZoneArea);
  return rowsOf(zones, rowReader({ id: 'number', name: 'string', position: 'number' })).map((zone) => ({
    ...zone,
    areas: areaRows
      .filter((area) => area.zoneId === zone.id)
      .map(({ countryId, postalCodePrefix }) => ({ countryId, postalCodePrefix })),
  }));
}

export async function findZone(db: D1Database, siteId: number, id: number): Promise<ZoneDetail | null> {
  return (await listZones(db, siteId, id))[0] ?? null;
}

/** Areas already given to another zone of the site (an area belongs to one zone). */
export async function areasTakenElsewhere(
  db: D1Database,
  siteId: number,
  input: ZoneWrite,
  zoneId: number | null,
): Promise<{ countryId: number; postalCodePrefix: string }[]> {
  const taken: { countryId: number; postalCodePrefix: string }[] = [];
  const results = await all(
    db
      .prepare(`SELECT ${ZONE_AREA_COLUMNS} FROM shipping_zone_areas WHERE site_id = ? AND zone_id <> ?`)
      .bind(siteId, zoneId ?? 0),
    readZoneArea,
  );
  const used = new Set(results.map((area) => `${area.countryId}|${area.postalCodePrefix}`));
  for (const area of input.areas) {
    if (used.has(`${area.countryId}|${area.postalCodePrefix}`)) taken.push(area);
  }
  return taken;
}

function areaStatements(
  db: D1Database,
  siteId: number,
  zoneId: number,
  input: ZoneWrite,
): D1PreparedStatement[] {
  const unique = new Map(input.areas.map((area) => [`${area.countryId}|${area.postalCodePrefix}`, area]));
  return [
    db.prepare('DELETE FROM shipping_zone_areas WHERE site_id = ? AND zone_id = ?').bind(siteId, zoneId),
    ...[...unique.values()].map((area) =>
      db
        .prepare(
          'INSERT INTO shipping_zone_areas (site_id, zone_id, country_id, postal_code_prefix) VALUES (?, ?, ?, ?)',
        )
        .bind(siteId, zoneId, area.countryId, area.postalCodePrefix),
    ),
  ];
}

/**
 * Creates a zone with its areas in one transaction. The id is chosen up front so the areas can
 * name it in the same batch; two creations racing for one id make the second batch fail whole
 * on the primary key, and it takes the next id.
 */
export async function insertZone(
  db: D1Database,
  siteId: number,
  input: ZoneWrite,
): Promise<{ id: number; version: number }> {
  for (let attempt = 0; ; attempt++) {
    const next = await first(db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM shipping_zones'), readId);
    const id = next?.id ?? 1;
    try {
      const { version } = await writeBumpingVersion(db, siteId, [
        db
          .prepare('INSERT INTO shipping_zones (id, site_id, name, position) VALUES (?, ?, ?, ?)')
          .bind(id, siteId, input.name, input.position),
        ...areaStatements(db, siteId, id, input),
      ]);
      return { id, version };
    } catch (error) {
      if (attempt >= 2 || !String(error).includes('UNIQUE constraint failed: shipping_zones.id')) throw error;
    }
  }
}

export async function updateZone(
  db: D1Database,
  siteId: number,
  id: number,
  input: ZoneWrite,
): Promise<number> {
  const { version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare('UPDATE shipping_zones SET name = ?, position = ? WHERE site_id = ? AND id = ?')
      .bind(input.name, input.position, siteId, id),
    ...areaStatements(db, siteId, id, input),
  ]);
  return version;
}

export async function deleteZone(db: D1Database, siteId: number, id: number): Promise<number | null> {
  const {
    results: [deleted],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db.prepare('DELETE FROM shipping_zones WHERE site_id = ? AND id = ? RETURNING id').bind(siteId, id),
  ]);
  return (deleted?.results.length ?? 0) > 0 ? version : null;
}
