import type { ListQuerySpec } from '../../../src/domain/list-query';
import {
  ELEMENT_PAGE_SIZE,
  type Element,
  type ElementList,
  type ElementListWrite,
  type ElementWrite,
  type Registration,
} from '../../../src/schema/element';
import type { ListSql } from '../shared/list-query-sql';
import { translatedFilter, type LocaleScope } from '../translation/public';
import { translateElementLists, translateElements } from './element-translation';
import { insertOutboxStatement, type OutboxEmail } from '../shared/outbox.repository';
import {
  all,
  bumpContentVersionIfStatement,
  first,
  firstOf,
  mapRows,
  readTotal,
  rowReader,
  rowsOf,
  writeBumpingVersion,
  readId,
  insertBumpingVersion,
} from '../shared/d1';

// SQL for element lists, their elements and registrations. Site first, always.

export const elementListSpec: ListQuerySpec = {
  fields: {
    id: { column: 'e.id', type: 'number' },
    title: { column: 'e.title', type: 'text' },
    location: { column: 'e.location', type: 'text' },
    startsAt: { column: 'e.starts_at', type: 'text' },
    capacity: { column: 'e.capacity', type: 'number' },
    position: { column: 'e.position', type: 'number' },
  },
  orderable: ['startsAt', 'title', 'id', 'position'],
  defaultOrder: { field: 'startsAt', direction: 'ASC' },
  defaultNbItem: ELEMENT_PAGE_SIZE,
  maxNbItem: 100,
};

const LIST_COLUMNS = 'id, route, key_list, key_elem, title, description';
const toElementList = mapRows(
  rowReader({
    id: 'number',
    route: 'string',
    key_list: 'string',
    key_elem: 'string',
    title: 'string',
    description: 'string',
  }),
  (row): ElementList => ({
    id: row.id,
    route: row.route,
    keyList: row.key_list,
    keyElem: row.key_elem,
    title: row.title,
    description: row.description,
  }),
);
// Places taken are summed from the registrations: the one truth the capacity check reads too.
const ELEMENT_COLUMNS = `e.id, e.list_id, l.route, e.title, e.summary, e.body_html, e.image_src, e.image_alt,
       e.starts_at, e.duration_minutes, e.location, e.price_label, e.capacity, e.is_valid, e.position,
       (SELECT COALESCE(SUM(r.seats), 0) FROM element_registrations r
         WHERE r.site_id = e.site_id AND r.element_id = e.id) AS taken`;
const ELEMENT_FROM = 'elements e JOIN element_lists l ON l.site_id = e.site_id AND l.id = e.list_id';

const element = mapRows(
  rowReader({
    id: 'number',
    list_id: 'number',
    route: 'string',
    title: 'string',
    summary: 'string',
    body_html: 'string',
    image_src: 'string?',
    image_alt: 'string',
    starts_at: 'string?',
    duration_minutes: 'number?',
    location: 'string',
    price_label: 'string',
    capacity: 'number?',
    taken: 'number',
    is_valid: 'number',
    position: 'number',
  }),
  (row): Element => ({
    id: row.id,
    listId: row.list_id,
    route: row.route,
    title: row.title,
    summary: row.summary,
    body: row.body_html,
    image: row.image_src ? { src: row.image_src, alt: row.image_alt } : null,
    startsAt: row.starts_at,
    durationMinutes: row.duration_minutes,
    location: row.location,
    price: row.price_label,
    capacity: row.capacity,
    placesLeft: row.capacity === null ? null : Math.max(0, row.capacity - row.taken),
    isValid: row.is_valid === 1,
    position: row.position,
  }),
);

// A `scope` in a non-default locale keeps only the lists and elements translated
// there, their texts translated; without one (the admin), the rows as written.

export async function listElementLists(
  db: D1Database,
  siteId: number,
  scope?: LocaleScope,
): Promise<ElementList[]> {
  const translated = translatedFilter('elementList', 'element_lists', scope);
  const lists = await all(
    db
      .prepare(`SELECT ${LIST_COLUMNS} FROM element_lists WHERE site_id = ?${translated.sql} ORDER BY id`)
      .bind(siteId, ...translated.params),
    toElementList,
  );
  return translateElementLists(db, siteId, lists, scope);
}

export async function findElementList(
  db: D1Database,
  siteId: number,
  route: string,
  scope?: LocaleScope,
): Promise<ElementList | null> {
  const translated = translatedFilter('elementList', 'element_lists', scope);
  const found = await first(
    db
      .prepare(`SELECT ${LIST_COLUMNS} FROM element_lists WHERE site_id = ? AND route = ?${translated.sql}`)
      .bind(siteId, route, ...translated.params),
    toElementList,
  );
  return found ? ((await translateElementLists(db, siteId, [found], scope))[0] ?? null) : null;
}

export function findElementListById(db: D1Database, siteId: number, id: number): Promise<ElementList | null> {
  return first(
    db.prepare(`SELECT ${LIST_COLUMNS} FROM element_lists WHERE site_id = ? AND id = ?`).bind(siteId, id),
    toElementList,
  );
}

const readListId = rowReader({ list_id: 'number' });

/** The list an element of the site belongs to; null when there is no such element. */
export async function elementListIdOf(db: D1Database, siteId: number, id: number): Promise<number | null> {
  const row = await first(
    db.prepare('SELECT list_id FROM elements WHERE site_id = ? AND id = ?').bind(siteId, id),
    readListId,
  );
  return row?.list_id ?? null;
}

/** A page of a list's elements; visitors see valid ones only, admins every one. */
export async function listElements(
  db: D1Database,
  siteId: number,
  listId: number,
  list: ListSql,
  options: { includeHidden: boolean; scope?: LocaleScope },
): Promise<{ items: Element[]; total: number }> {
  const translated = translatedFilter('element', 'e', options.scope);
  const visible = `${options.includeHidden ? '' : ' AND e.is_valid = 1'}${translated.sql}`;
  const [page, count] = await db.batch([
    db
      .prepare(
        `SELECT ${ELEMENT_COLUMNS} FROM ${ELEMENT_FROM} WHERE e.site_id = ? AND e.list_id = ?${visible}${list.where}${list.orderBy || ' ORDER BY e.position'}, e.id${list.limit}`,
      )
      .bind(siteId, listId, ...translated.params, ...list.params),
    // Not pagedList: the count needs no join with the lists.
    db
      .prepare(
        `SELECT COUNT(*) AS total FROM elements e WHERE e.site_id = ? AND e.list_id = ?${visible}${list.where}`,
      )
      .bind(siteId, listId, ...translated.params, ...list.filterParams),
  ]);
  const items = await translateElements(db, siteId, rowsOf(page, element), options.scope);
  return { items, total: firstOf(count, readTotal)?.total ?? 0 };
}

export async function findElement(
  db: D1Database,
  siteId: number,
  listId: number,
  id: number,
  options: { includeHidden: boolean; scope?: LocaleScope },
): Promise<Element | null> {
  const translated = translatedFilter('element', 'e', options.scope);
  const visible = `${options.includeHidden ? '' : ' AND e.is_valid = 1'}${translated.sql}`;
  const found = await first(
    db
      .prepare(
        `SELECT ${ELEMENT_COLUMNS} FROM ${ELEMENT_FROM} WHERE e.site_id = ? AND e.list_id = ? AND e.id = ?${visible}`,
      )
      .bind(siteId, listId, id, ...translated.params),
    element,
  );
  return found ? ((await translateElements(db, siteId, [found], options.scope))[0] ?? null) : null;
}

// Admin writes: each one bumps the content version in the same transaction.

export async function insertElementList(
  db: D1Database,
  siteId: number,
  input: ElementListWrite,
): Promise<{ list: ElementList; version: number }> {
  const {
    results: [inserted],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `INSERT INTO element_lists (site_id, route, key_list, key_elem, title, description)
         VALUES (?, ?, ?, ?, ?, ?) RETURNING ${LIST_COLUMNS}`,
      )
      .bind(siteId, input.route, input.keyList, input.keyElem, input.title, input.description),
  ]);
  const list = firstOf(inserted, toElementList);
  if (!list) throw new Error('element list insert returned no row');
  return { list, version };
}

export async function updateElementList(
  db: D1Database,
  siteId: number,
  id: number,
  input: ElementListWrite,
): Promise<{ list: ElementList | null; version: number }> {
  const {
    results: [updated],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `UPDATE element_lists SET route = ?, key_list = ?, key_elem = ?, title = ?, description = ?
          WHERE site_id = ? AND id = ? RETURNING ${LIST_COLUMNS}`,
      )
      .bind(input.route, input.keyList, input.keyElem, input.title, input.description, siteId, id),
  ]);
  return { list: firstOf(updated, toElementList), version };
}

/** Deletes a list with its elements and registrations (cascade); null when it was not there. */
export async function deleteElementList(db: D1Database, siteId: number, id: number): Promise<number | null> {
  const {
    results: [deleted],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db.prepare('DELETE FROM element_lists WHERE site_id = ? AND id = ? RETURNING id').bind(siteId, id),
  ]);
  return (deleted?.results.length ?? 0) > 0 ? version : null;
}

function elementValues(input: ElementWrite): (string | number | null)[] {
  return [
    input.title,
    input.summary,
    input.body,
    input.image?.src ?? null,
    input.image?.alt ?? '',
    input.startsAt,
    input.durationMinutes,
    input.location,
    input.price,
    input.capacity,
    input.isValid ? 1 : 0,
    input.position,
  ];
}

export function insertElement(
  db: D1Database,
  siteId: number,
  listId: number,
  input: ElementWrite,
): Promise<{ id: number; version: number }> {
  return insertBumpingVersion(
    db,
    siteId,
    db
      .prepare(
        `INSERT INTO elements (site_id, list_id, title, summary, body_html, image_src, image_alt, starts_at,
                             duration_minutes, location, price_label, capacity, is_valid, position)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(siteId, listId, ...elementValues(input)),
    'element',
  );
}

export async function updateElement(
  db: D1Database,
  siteId: number,
  listId: number,
  id: number,
  input: ElementWrite,
): Promise<number | null> {
  const {
    results: [updated],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `UPDATE elements SET title = ?, summary = ?, body_html = ?, image_src = ?, image_alt = ?, starts_at = ?,
                duration_minutes = ?, location = ?, price_label = ?, capacity = ?, is_valid = ?, position = ?
          WHERE site_id = ? AND list_id = ? AND id = ? RETURNING id`,
      )
      .bind(...elementValues(input), siteId, listId, id),
  ]);
  return (updated?.results.length ?? 0) > 0 ? version : null;
}

export async function deleteElement(
  db: D1Database,
  siteId: number,
  listId: number,
  id: number,
): Promise<number | null> {
  const {
    results: [deleted],
    version,
  } = await writeBumpingVersion(db, siteId, [
    db
      .prepare('DELETE FROM elements WHERE site_id = ? AND list_id = ? AND id = ? RETURNING id')
      .bind(siteId, listId, id),
  ]);
  return (deleted?.results.length ?? 0) > 0 ? version : null;
}

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
