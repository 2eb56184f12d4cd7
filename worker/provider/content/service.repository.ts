import type { ListQuerySpec } from '../../../src/domain/shared/list-query';
import { sanitizeRichText } from '../../../src/domain/shared/rich-text';
import {
  SERVICE_PAGE_SIZE,
  type Service,
  type ServiceInput,
  type ServiceList,
} from '../../../src/schema/content/service';
import type { ListSql } from '../shared/list-query-sql';
import { first, firstOf, mapRows, pagedList, rowReader, writeBumpingVersion } from '../shared/d1';

export const serviceListSpec: ListQuerySpec = {
  fields: {
    id: { column: 's.id', type: 'number' },
    title: { column: 's.title', type: 'text' },
    order: { column: 's.position', type: 'number' },
  },
  orderable: ['order', 'id', 'title'],
  defaultOrder: { field: 'order', direction: 'ASC' },
  defaultNbItem: SERVICE_PAGE_SIZE,
  maxNbItem: SERVICE_PAGE_SIZE,
};

const SERVICE_COLUMNS = `s.id, s.title, s.summary, s.description, s.image_url, s.image_alt, s.position,
    (SELECT json_group_array(tag) FROM (
       SELECT t.tag FROM service_tags t WHERE t.site_id = s.site_id AND t.service_id = s.id ORDER BY t.rowid
     )) AS tags`;

const toService = mapRows(
  rowReader({
    id: 'number',
    title: 'string',
    summary: 'string',
    description: 'string',
    image_url: 'string?',
    image_alt: 'string',
    position: 'number',
    tags: 'string', // JSON array, in the order the owner gave them
  }),
  (row): Service => ({
    id: row.id,
    title: row.title,
    summary: row.summary,
    // Sanitised on write; again on read, so a row written behind the API's back is safe too.
    description: sanitizeRichText(row.description),
    image: row.image_url === null ? null : { src: row.image_url, alt: row.image_alt },
    tags: JSON.parse(row.tags) as string[],
    order: row.position,
  }),
);

/**
 * Services of the site and locale; with tags, only those carrying at least one of them. The
 * public reads (`visibleOnly`) list only the published ones; the admin lists all.
 */
export async function listServices(
  db: D1Database,
  siteId: number,
  locale: string,
  list: ListSql,
  tags: string[],
  visibleOnly: boolean,
): Promise<ServiceList> {
  const tagFilter =
    tags.length === 0
      ? ''
      : ` AND EXISTS (SELECT 1 FROM service_tags t WHERE t.site_id = s.site_id AND t.service_id = s.id AND t.tag IN (${tags.map(() => '?').join(', ')}))`;
  const { rows, total } = await pagedList(
    db,
    {
      columns: SERVICE_COLUMNS,
      from: `services s WHERE s.site_id = ? AND s.locale = ?${visibleOnly ? ' AND s.is_valid = 1' : ''}${tagFilter}`,
      params: [siteId, locale, ...tags],
      orderBy: `${list.orderBy || ' ORDER BY s.position'}, s.id`,
    },
    list,
    toService,
  );
  return { services: rows, total };
}

export async function findService(
  db: D1Database,
  siteId: number,
  serviceId: number,
  locale?: string, // the public reads: only the service's row in this locale, if published
): Promise<Service | null> {
  const inLocale = locale === undefined ? '' : ' AND s.locale = ? AND s.is_valid = 1';
  return first(
    db
      .prepare(`SELECT ${SERVICE_COLUMNS} FROM services s WHERE s.site_id = ? AND s.id = ?${inLocale}`)
      .bind(siteId, serviceId, ...(locale === undefined ? [] : [locale])),
    toService,
  );
}

export async function serviceExists(db: D1Database, siteId: number, serviceId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT id FROM services WHERE site_id = ? AND id = ?')
    .bind(siteId, serviceId)
    .first();
  return row !== null;
}

function distinct(tags: string[] | undefined): string[] {
  return [...new Set(tags ?? [])];
}

/** Inserts a tag row; `serviceId` 'new' is the service created earlier in the same batch. */
function insertTagStatement(db: D1Database, siteId: number, serviceId: number | 'new', tag: string) {
  // In the create batch the id is not known yet: it is the site's newest service (ids only
  // grow, and the batch is one transaction).
  const service = serviceId === 'new' ? '(SELECT MAX(id) FROM services WHERE site_id = ?)' : '?';
  return db
    .prepare(`INSERT INTO service_tags (site_id, service_id, tag) VALUES (?, ${service}, ?)`)
    .bind(siteId, serviceId === 'new' ? siteId : serviceId, tag);
}

export async function createService(
  db: D1Database,
  siteId: number,
  locale: string,
  input: ServiceInput,
): Promise<{ id: number; version: number }> {
  const { results, version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `INSERT INTO services (site_id, locale, title, summary, description, image_url, image_alt, position)
         VALUES (?, ?, ?, ?, ?, ?, ?, COALESCE(?, (SELECT COALESCE(MAX(position), -1) + 1 FROM services WHERE site_id = ?)))
         RETURNING id`,
      )
      .bind(
        siteId,
        locale,
        input.title,
        input.summary ?? '',
        sanitizeRichText(input.description ?? ''),
        input.image?.src ?? null,
        input.image?.alt ?? '',
        input.order ?? null,
        siteId,
      ),
    ...distinct(input.tags).map((tag) => insertTagStatement(db, siteId, 'new', tag)),
  ]);
  return { id: firstOf(results[0], rowReader({ id: 'number' }))?.id ?? 0, version };
}

/** Replaces a service's fields; its tags too when `tags` is given. The caller checked it exists. */
export async function updateService(
  db: D1Database,
  siteId: number,
  serviceId: number,
  input: ServiceInput,
): Promise<number> {
  const { version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `UPDATE services SET title = ?, summary = ?, description = ?, image_url = ?, image_alt = ?,
           position = COALESCE(?, position)
         WHERE site_id = ? AND id = ?`,
      )
      .bind(
        input.title,
        input.summary ?? '',
        sanitizeRichText(input.description ?? ''),
        input.image?.src ?? null,
        input.image?.alt ?? '',
        input.order ?? null,
        siteId,
        serviceId,
      ),
    ...(input.tags === undefined
      ? []
      : [
          db.prepare('DELETE FROM service_tags WHERE site_id = ? AND service_id = ?').bind(siteId, serviceId),
          ...distinct(input.tags).map((tag) => insertTagStatement(db, siteId, serviceId, tag)),
        ]),
  ]);
  return version;
}

export async function deleteService(db: D1Database, siteId: number, serviceId: number): Promise<number> {
  const { version } = await writeBumpingVersion(db, siteId, [
    db.prepare('DELETE FROM services WHERE site_id = ? AND id = ?').bind(siteId, serviceId),
  ]);
  return version;
}
