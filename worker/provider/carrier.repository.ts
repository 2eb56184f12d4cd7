import type { RateRow, ZoneArea } from '../../src/domain/shipping-fees';

// SQL for carriers, shipping zones and rate tables (migration 0016). Site first, always.

export interface CarrierRow {
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

const CARRIER_COLUMNS =
  'id, name, service_code AS serviceCode, delivery_type AS deliveryType, is_active AS isActive, position';

type RawCarrier = Omit<CarrierRow, 'isActive'> & { isActive: number };

const toCarrier = (row: RawCarrier): CarrierRow => ({ ...row, isActive: row.isActive === 1 });

/** A country of the site by id or by alpha-2 code (any case). */
export async function findShippingCountry(
  db: D1Database,
  siteId: number,
  country: number | string,
): Promise<ShippingCountry | null> {
  const byId = typeof country === 'number';
  return db
    .prepare(
      `SELECT id, alpha_two AS alphaTwo, name FROM countries
        WHERE site_id = ? AND ${byId ? 'id = ?' : 'alpha_two = ?'}`,
    )
    .bind(siteId, byId ? country : country.toUpperCase())
    .first<ShippingCountry>();
}

export async function zoneAreasOfCountry(
  db: D1Database,
  siteId: number,
  countryId: number,
): Promise<ZoneArea[]> {
  const { results } = await db
    .prepare(
      `SELECT zone_id AS zoneId, country_id AS countryId, postal_code_prefix AS postalCodePrefix
         FROM shipping_zone_areas WHERE site_id = ? AND country_id = ?`,
    )
    .bind(siteId, countryId)
    .all<ZoneArea>();
  return results;
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
        `SELECT carrier_id AS carrierId, min_bottles AS minBottles, max_bottles AS maxBottles, price_cents AS priceCents
           FROM carrier_rates WHERE site_id = ? AND zone_id = ? ORDER BY min_bottles`,
      )
      .bind(siteId, zoneId),
  ]);
  const rateRows = (rates?.results ?? []) as (RateRow & { carrierId: number })[];
  return ((carriers?.results ?? []) as RawCarrier[]).map((row) => ({
    ...toCarrier(row),
    rates: rateRows
      .filter((rate) => rate.carrierId === row.id)
      .map(({ minBottles, maxBottles, priceCents }) => ({ minBottles, maxBottles, priceCents })),
  }));
}
