import { BOOKING_LOCATIONS, BOOKING_PAYMENTS } from '../../../src/schema/booking';
import { firstOf, rowReader, rowsOf, type ReadType } from '../shared/d1';

// The bookable services' SQL. Every query takes and filters by the site.

export const readServiceRow = rowReader({
  id: 'number',
  name: 'string',
  description: 'string',
  translations: 'string?',
  duration_minutes: 'number',
  price_cents: 'number?',
  location_kind: BOOKING_LOCATIONS,
  postcodes: 'string?',
  travel_minutes: 'number',
  buffer_before_minutes: 'number',
  buffer_after_minutes: 'number',
  capacity: 'number',
  payment: BOOKING_PAYMENTS,
  deposit_cents: 'number?',
  service_page_path: 'string?',
  position: 'number',
  active: 'number',
});
export type ServiceRow = ReadType<typeof readServiceRow>;

export const SERVICE_COLUMNS = `id, name, description, translations, duration_minutes, price_cents, location_kind,
  postcodes, travel_minutes, buffer_before_minutes, buffer_after_minutes, capacity, payment,
  deposit_cents, service_page_path, position, active`;

export async function listServices(
  db: D1Database,
  siteId: number,
  activeOnly: boolean,
): Promise<ServiceRow[]> {
  const result = await db
    .prepare(
      `SELECT ${SERVICE_COLUMNS} FROM booking_services
        WHERE site_id = ? ${activeOnly ? 'AND active = 1' : ''} ORDER BY position, id`,
    )
    .bind(siteId)
    .all();
  return rowsOf(result, readServiceRow);
}

export async function findService(db: D1Database, siteId: number, id: number): Promise<ServiceRow | null> {
  const result = await db
    .prepare(`SELECT ${SERVICE_COLUMNS} FROM booking_services WHERE site_id = ? AND id = ?`)
    .bind(siteId, id)
    .all();
  return firstOf(result, readServiceRow);
}
