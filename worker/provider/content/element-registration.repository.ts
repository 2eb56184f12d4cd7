import type { Registration } from '../../../src/schema/content/element';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';
import { all, bumpContentVersionIfStatement, firstOf, mapRows, rowReader, readId } from '../shared/d1';

// SQL for the registrations to an element: the admin's list, and a visitor's registration
// checked against the places left. Site first, always.

export async function listRegistrations(
  db: D1Database,
  siteId: number,
  elementId: number,
): Promise<Registration[]> {
  return all(
    db
      .prepare(
        `SELECT id, element_id, firstname, lastname, email, phone, seats, message, created_at
           FROM element_registrations WHERE site_id = ? AND element_id = ? ORDER BY id`,
      )
      .bind(siteId, elementId),
    toRegistration,
  );
}

const toRegistration = mapRows(
  rowReader({
    id: 'number',
    element_id: 'number',
    firstname: 'string',
    lastname: 'string',
    email: 'string',
    phone: 'string?',
    seats: 'number',
    message: 'string',
    created_at: 'string',
  }),
  (row): Registration => ({
    id: row.id,
    elementId: row.element_id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    seats: row.seats,
    message: row.message,
    createdAt: row.created_at,
  }),
);

export interface NewRegistration {
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  seats: number;
  message: string;
}

export type RegistrationOutcome =
  | { kind: 'registered'; id: number; outboxId: number | null; placesLeft: number; version: number | null }
  | { kind: 'full'; placesLeft: number }
  | { kind: 'duplicate' };

/**
 * Registers if the seats still fit, and queues the confirmation e-mail, in one transaction.
 * The capacity check is part of the INSERT itself (INSERT … SELECT … WHERE taken + seats <=
 * capacity): D1 runs a statement atomically on its single writer, so parallel registrations
 * for the last places cannot all pass. The e-mail row is inserted only if the registration
 * row with this public id exists, so a refused registration queues nothing. Registrations do
 * not change page data that is cached… except places left, so the content version is bumped
 * too (the detail page shows the places left).
 */
export async function registerToElement(
  db: D1Database,
  siteId: number,
  elementId: number,
  registration: NewRegistration,
  email: OutboxEmail | null,
): Promise<RegistrationOutcome> {
  const publicId = crypto.randomUUID();
  const statements = [
    db
      .prepare(
        `INSERT INTO element_registrations (site_id, element_id, public_id, firstname, lastname, email, phone, seats, message)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
          WHERE (SELECT e.capacity FROM elements e WHERE e.site_id = ?1 AND e.id = ?2)
                  >= ?8 + (SELECT COALESCE(SUM(r.seats), 0) FROM element_registrations r
                            WHERE r.site_id = ?1 AND r.element_id = ?2)
            AND NOT EXISTS (SELECT 1 FROM element_registrations r
                             WHERE r.site_id = ?1 AND r.element_id = ?2 AND r.email = ?6)
         RETURNING id`,
      )
      .bind(
        siteId,
        elementId,
        publicId,
        registration.firstname,
        registration.lastname,
        registration.email,
        registration.phone,
        registration.seats,
        registration.message,
      ),
  ];
  if (email) {
    statements.push(
      insertOutboxStatement(db, siteId, email, {
        sql: 'EXISTS (SELECT 1 FROM element_registrations WHERE site_id = ? AND public_id = ?)',
        params: [siteId, publicId],
      }),
    );
  }
  statements.push(
    bumpContentVersionIfStatement(
      db,
      siteId,
      'SELECT 1 FROM element_registrations WHERE site_id = ? AND public_id = ?',
      [siteId, publicId],
    ),
    db
      .prepare(
        `SELECT e.capacity - (SELECT COALESCE(SUM(r.seats), 0) FROM element_registrations r
                               WHERE r.site_id = e.site_id AND r.element_id = e.id) AS places_left
           FROM elements e WHERE e.site_id = ? AND e.id = ?`,
      )
      .bind(siteId, elementId),
  );
  const results = await db.batch(statements);
  const id = firstOf(results[0], readId)?.id;
  const outboxId = email ? (firstOf(results[1], readId)?.id ?? null) : null;
  const bumped = results[results.length - 2];
  // No row: the registration was refused and nothing was bumped.
  const version = firstOf(bumped, rowReader({ content_version: 'number' }))?.content_version ?? null;
  const last = results[results.length - 1];
  const placesLeft = Math.max(0, firstOf(last, rowReader({ places_left: 'number?' }))?.places_left ?? 0);
  if (id !== undefined) return { kind: 'registered', id, outboxId, placesLeft, version };
  const duplicate = await db
    .prepare(
      'SELECT 1 AS found FROM element_registrations WHERE site_id = ? AND element_id = ? AND email = ?',
    )
    .bind(siteId, elementId, registration.email)
    .first();
  return duplicate ? { kind: 'duplicate' } : { kind: 'full', placesLeft };
}
