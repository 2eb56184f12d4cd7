import type { ListQuerySpec } from '../../../src/domain/shared/list-query';
import { ELEMENT_PAGE_SIZE, type Element, type ElementList } from '../../../src/schema/content/element';
import type { ListSql } from '../shared/list-query-sql';
import { translatedFilter, type LocaleScope } from '../translation/public';
import { translateElementLists, translateElements } from './element-translation';
import { all, first, firstOf, mapRows, readTotal, rowReader, rowsOf } from '../shared/d1';
import { LIST_COLUMNS, toElementList } from './element-list-rows';

// SQL for element lists, their elements and registrations. Site first, always. The admin's
// writes and the registrations have their own files; the routes reach them here.
export {
  deleteElement,
  deleteElementList,
  insertElement,
  insertElementList,
  updateElement,
  updateElementList,
} from './element-write.repository';
export { listRegistrations } from './element-registration.repository';

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
