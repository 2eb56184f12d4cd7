import type { ElementList, ElementListWrite, ElementWrite } from '../../../src/schema/content/element';
import { firstOf, writeBumpingVersion, insertBumpingVersion } from '../shared/d1';
import { LIST_COLUMNS, toElementList } from './element-list-rows';

// SQL for the admin's writes to element lists and elements. Site first, always.

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
