import { BOOKING_LOCATIONS, BOOKING_PAYMENTS } from '../../../src/schema/booking/booking';
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

/** A service as written by the owner (columns, JSON already encoded). */
export interface ServiceWrite {
  name: string;
  description: string;
  translations: string | null;
  durationMinutes: number;
  priceCents: number | null;
  location: string;
  postcodes: string | null;
  travelMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  capacity: number;
  payment: string;
  depositCents: number | null;
  servicePagePath: string | null;
  position: number;
  active: boolean;
}

const writeValues = (input: ServiceWrite) => [
  input.name,
  input.description,
  input.translations,
  input.durationMinutes,
  input.priceCents,
  input.location,
  input.postcodes,
  input.travelMinutes,
  input.bufferBeforeMinutes,
  input.bufferAfterMinutes,
  input.capacity,
  input.payment,
  input.depositCents,
  input.servicePagePath,
  input.position,
  input.active ? 1 : 0,
];

export async function insertService(db: D1Database, siteId: number, input: ServiceWrite): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO booking_services (site_id, name, description, translations, duration_minutes, price_cents,
         location_kind, postcodes, travel_minutes, buffer_before_minutes, buffer_after_minutes, capacity,
         payment, deposit_cents, service_page_path, position, active)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(siteId, ...writeValues(input))
    .first<{ id: number }>();
  if (!row) throw new Error('booking service insert returned no id');
  return row.id;
}

/** Whether a row of the site was updated. */
export async function updateService(
  db: D1Database,
  siteId: number,
  id: number,
  input: ServiceWrite,
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE booking_services SET name = ?, description = ?, translations = ?, duration_minutes = ?,
         price_cents = ?, location_kind = ?, postcodes = ?, travel_minutes = ?, buffer_before_minutes = ?,
         buffer_after_minutes = ?, capacity = ?, payment = ?, deposit_cents = ?, service_page_path = ?,
         position = ?, active = ?, updated_at = datetime('now')
       WHERE site_id = ? AND id = ?`,
    )
    .bind(...writeValues(input), siteId, id)
    .run();
  return result.meta.changes > 0;
}

/**
 * Deletes a service that was never booked; one with appointments (kept for the diary and the
 * history) is only switched off. 'gone' when the site has no such service.
 */
export async function removeService(
  db: D1Database,
  siteId: number,
  id: number,
): Promise<'deleted' | 'deactivated' | 'gone'> {
  const [deleted, deactivated] = await db.batch([
    db
      .prepare(
        `DELETE FROM booking_services WHERE site_id = ? AND id = ?
           AND NOT EXISTS (SELECT 1 FROM booking_appointments WHERE site_id = ? AND service_id = ?)`,
      )
      .bind(siteId, id, siteId, id),
    db
      .prepare(
        `UPDATE booking_services SET active = 0, updated_at = datetime('now') WHERE site_id = ? AND id = ?`,
      )
      .bind(siteId, id),
  ]);
  if ((deleted?.meta.changes ?? 0) > 0) return 'deleted';
  return (deactivated?.meta.changes ?? 0) > 0 ? 'deactivated' : 'gone';
}
