import type { RateRow, ZoneArea } from '../../../src/domain/delivery/shipping-fees';
import type { CarrierDetail, CarrierWrite } from '../../../src/schema/delivery/delivery';
import { all, first, firstOf, mapRows, rowReader, rowsOf, writeBumpingVersion, readId } from '../shared/d1';

/** The columns of a zone's area (shipping_zone_areas), read into the domain's ZoneArea. */
export const ZONE_AREA_COLUMNS = 'zone_id, country_id, postal_code_prefix';
export const readZoneArea = mapRows(
  rowReader({ zone_id: 'number', country_id: 'number', postal_code_prefix: 'string' }),
  (row): ZoneArea => ({
    zoneId: row.zone_id,
    countryId: row.country_id,
    postalCodePrefix: row.postal_code_prefix,
  }),
);

// SQL for carriers, shipping zones and rate tables (migration 0016). Site first, always.

interface CarrierRow {
  id: number;
  name: string;
  serviceCode: string;
  deliveryType: 'DELIVERY' | 'PICKUP';
  isActive: boolean;
  position: number;
}

export interface CarrierWithRates extends CarrierRow {
  rates: RateRow[];
}

export interface ShippingCountry {
  id: number;
  alphaTwo: string;
  name: string;
}

const CARRIER_COLUMNS = 'id, name, service_code, delivery_type, is_active, position';

const toCarrier = mapRows(
  rowReader({
    id: 'number',
    name: 'string',
    service_code: 'string',
    delivery_type: ['DELIVERY', 'PICKUP'],
    is_active: 'number',
    position: 'number',
  }),
  (row): CarrierRow => ({
    id: row.id,
    name: row.name,
    serviceCode: row.service_code,
    deliveryType: row.delivery_type,
    isActive: row.is_active === 1,
    position: row.position,
  }),
);

const RATE_COLUMNS = 'id, carrier_id, zone_id, min_bottles, max_bottles, price_cents';
const readRate = rowReader({
  id: 'number',
  carrier_id: 'number',
  zone_id: 'number',
  min_bottles: 'number',
  max_bottles: 'number?',
  price_cents: 'number',
});
/** A country of the site by id or by alpha-2 code (any case). */
export async function findShippingCountry(
  db: D1Database,
  siteId: number,
  country: number | string,
): Promise<ShippingCountry | null> {
  const byId = typeof country === 'number';
  return first(
    db
      .prepare(
        `SELECT id, alpha_two, name FROM countries
          WHERE site_id = ? AND ${byId ? 'id = ?' : 'alpha_two = ?'}`,
      )
      .bind(siteId, byId ? country : country.toUpperCase()),
    mapRows(rowReader({ id: 'number', alpha_two: 'string', name: 'string' }), (row): ShippingCountry => ({
      id: row.id,
      alphaTwo: row.alpha_two,
      name: row.name,
    })),
  );
}

export async function zoneAreasOfCountry(
  db: D1Database,
  siteId: number,
  countryId: number,
): Promise<ZoneArea[]> {
  return all(
    db
      .prepare(`SELECT ${ZONE_AREA_COLUMNS} FROM shipping_zone_areas WHERE site_id = ? AND country_id = ?`)
      .bind(siteId, countryId),
    readZoneArea,
  );
}

/** Active carriers having at least one rate in the zone, with those rates, in display order. */
export async function carriersForZone(
  db: D1Database,
  siteId: number,
  zoneId: number,
): Promise<CarrierWithRates[]> {
  const [carriers, rates] = await db.batch([
    db
      .prepare(
        `SELECT ${CARRIER_COLUMNS} FROM carriers c
          WHERE site_id = ? AND is_active = 1
            AND EXISTS (SELECT 1 FROM carrier_rates r WHERE r.site_id = c.site_id AND r.carrier_id = c.id AND r.zone_id = ?)
          ORDER BY position, id`,
      )
      .bind(siteId, zoneId),
    db
      .prepare(
        `SELECT ${RATE_COLUMNS} FROM carrier_rates WHERE site_id = ? AND zone_id = ? ORDER BY min_bottles`,
      )
      .bind(siteId, zoneId),
  ]);
  const rateRows = rowsOf(rates, readRate);
  return rowsOf(carriers, toCarrier).map((row) => ({
    ...row,
    rates: rateRows
      .filter((rate) => rate.carrier_id === row.id)
      .map((rate) => ({
        minBottles: rate.min_bottles,
        maxBottles: rate.max_bottles,
        priceCents: rate.price_cents,
      })),
  }));
}

// ---- Admin: carriers with their rate tables ----

export async function listCarriers(
  db: D1Database,
  siteId: number,
  onlyId?: number,
): Promise<CarrierDetail[]> {
  const filter = onlyId === undefined ? '' : ' AND id = ?';
  const rateFilter = onlyId === undefined ? '' : ' AND carrier_id = ?';
  const extra = onlyId === undefined ? [] : [onlyId];
  const [carriers, rates] = await db.batch([
    db
      .prepare(`SELECT ${CARRIER_COLUMNS} FROM carriers WHERE site_id = ?${filter} ORDER BY position, id`)
      .bind(siteId, ...extra),
    db
      .prepare(
        `SELECT ${RATE_COLUMNS} FROM carrier_rates WHERE site_id = ?${rateFilter} ORDER BY zone_id, min_bottles, id`,
      )
      .bind(siteId, ...extra),
  ]);
  const rateRows = rowsOf(rates, readRate);
  return rowsOf(carriers, toCarrier).map((row) => ({
    ...row,
    rates: rateRows
      .filter((rate) => rate.carrier_id === row.id)
      .map((rate) => ({
        id: rate.id,
        zoneId: rate.zone_id,
        minBottles: rate.min_bottles,
        maxBottles: rate.max_bottles,
        price: rate.price_cents / 100,
      })),
  }));
}

export async function findCarrier(db: D1Database, siteId: number, id: number): Promise<CarrierDetail | null> {
  return (await listCarriers(db, siteId, id))[0] ?? null;
}

export async function serviceCodeTaken(
  db: D1Database,
  siteId: number,
  serviceCode: string,
  exceptId: number | null,
): Promise<boolean> {
  const row = await db
    .prepare('SELECT id FROM carriers WHERE site_id = ? AND service_code = ? AND id <> ?')
    .bind(siteId, serviceCode, exceptId ?? 0)
    .first();
  return row !== null;
}

/** Zone ids among `ids` the site does not have (a write refuses them before touching anything). */
export async function unknownZoneIds(
  db: D1Database,
  siteId: number,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await all(
    db
      .prepare(
        `SELECT id FROM shipping_zones WHERE site_id = ? AND id IN (${unique.map(() => '?').join(', ')})`,
      )
      .bind(siteId, ...unique),
    readId,
  );
  const known = new Set(rows.map((row) => row.id));
  return unique.filter((id) => !known.has(id));
}

/** The rate rows of a carrier; the carrier is named by its (unique) service code inside the batch. */
function rateStatements(db: D1Database, siteId: number, input: CarrierWrite): D1PreparedStatement[] {
  return input.rates.map((rate) =>
    db
      .prepare(
        `INSERT INTO carrier_rates (site_id, carrier_id, zone_id, min_bottles, max_bottles, price_cents)
         SELECT ?1, id, ?2, ?3, ?4, ?5 FROM carriers WHERE site_id = ?1 AND service_code = ?6`,
      )
      .bind(
        siteId,
        rate.zoneId,
        rate.minBottles,
        rate.maxBottles,
        Math.round(rate.price * 100),
        input.serviceCode,
      ),
  );
}

export async function insertCarrier(
  db: D1Database,
  siteId: number,
  input: CarrierWrite,
): Promise<{ id: number; version: number }> {
  const { results, version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `INSERT INTO carriers (site_id, name, service_code, delivery_type, is_active, position)
         VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(
        siteId,
        input.name,
        input.serviceCode,
        input.deliveryType,
        input.isActive ? 1 : 0,
        input.position,
      ),
    ...rateStatements(db, siteId, input),
  ]);
  const id = firstOf(results[0], readId)?.id;
  if (id === undefined) throw new Error('carrier not inserted');
  return { id, version };
}

/** Updates a carrier and replaces its rate table in one transaction. */
export async function updateCarrier(
  db: D1Database,
  siteId: number,
  id: number,
  input: CarrierWrite,
): Promise<number> {
  const { version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `UPDATE carriers SET name = ?, service_code = ?, delivery_type = ?, is_active = ?, position = ?
          WHERE site_id = ? AND id = ?`,
      )
      .bind(
        input.name,
        input.serviceCode,
        input.deliveryType,
        input.isActive ? 1 : 0,
        input.position,
        siteId,
        id,
      ),
    db.prepare('DELETE FROM carrier_rates WHERE site_id = ? AND carrier_id = ?').bind(siteId, id),
    ...rateStatements(db, siteId, input),
  ]);
  return version;
}

export async function deleteCarrier(db: D1Database, siteId: number, id: number): Promise<number | null> {
  const {
    results: [deleted],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db.prepare('DELETE FROM carriers WHERE site_id = ? AND id = ? RETURNING id').bind(siteId, id),
  ]);
  return (deleted?.results.length ?? 0) > 0 ? version : null;
}
