import type { ListQuerySpec } from '../../../src/domain/list-query';
import { sanitizeRichText } from '../../../src/domain/rich-text';
import {
  SERVICE_PAGE_SIZE,
  type Service,
  type ServiceInput,
  type ServiceList,
} from '../../../src/schema/service';
import type { ListSql } from '../shared/list-query-sql';
import { bumpContentVersionStatement } from '../shared/d1';

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

interface ServiceRow {
  id: number;
  title: string;
  summary: string;
  description: string;
  imageUrl: string | null;
  imageAlt: string;
  order: number;
  tags: string; // JSON array, in the order the owner gave them
}

const SERVICE_SELECT = `SELECT s.id, s.title, s.summary, s.description, s.image_url AS imageUrl,
    s.image_alt AS imageAlt, s.position AS "order",
    (SELECT json_group_array(tag) FROM (
       SELECT t.tag FROM service_tags t WHERE t.site_id = s.site_id AND t.service_id = s.id ORDER BY t.rowid
     )) AS tags
  FROM services s`;

function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    // Sanitised on write; again on read, so a row written behind the API's back is safe too.
    description: sanitizeRichText(row.description),
    image: row.imageUrl === null ? null : { src: row.imageUrl, alt: row.imageAlt },
    tags: JSON.parse(row.tags) as string[],
    order: row.order,
  };
}

/** Services of the site and locale; with tags, only those carrying at least one of them. */
export async function listServices(
  db: D1Database,
  siteId: number,
  locale: string,
  list: ListSql,
  tags: string[],
): Promise<ServiceList> {
  const tagFilter =
    tags.length === 0
      ? ''
      : ` AND EXISTS (SELECT 1 FROM service_tags t WHERE t.site_id = s.site_id AND t.service_id = s.id AND t.tag IN (${tags.map(() => '?').join(', ')}))`;
  const where = `WHERE s.site_id = ? AND s.locale = ?${tagFilter}${list.where}`;
  const [page, count] = await db.batch([
    db
      .prepare(`${SERVICE_SELECT} ${where}${list.orderBy || ' ORDER BY s.position'}, s.id${list.limit}`)
      .bind(siteId, locale, ...tags, ...list.params),
    db
      .prepare(`SELECT COUNT(*) AS total FROM services s ${where}`)
      .bind(siteId, locale, ...tags, ...list.filterParams),
  ]);
  return {
    services: ((page?.results ?? []) as ServiceRow[]).map(toService),
    total: ((count?.results ?? []) as { total: number }[])[0]?.total ?? 0,
  };
}

export async function findService(
  db: D1Database,
  siteId: number,
  serviceId: number,
): Promise<Service | null> {
  const row = await db
    .prepare(`${SERVICE_SELECT} WHERE s.site_id = ? AND s.id = ?`)
    .bind(siteId, serviceId)
    .first<ServiceRow>();
  return row ? toService(row) : null;
}

export async function serviceExists(db: D1Database, siteId: number, serviceId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT id FROM services WHERE site_id = ? AND id = ?')
    .bind(siteId, serviceId)
    .first();
  return row !== null;
}

function versionOf(result: D1Result | undefined): number {
  return ((result?.results ?? []) as { content_version: number }[])[0]?.content_version ?? 1;
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
  const results = await db.batch([
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
    bumpContentVersionStatement(db, siteId),
  ]);
  const id = ((results[0]?.results ?? []) as { id: number }[])[0]?.id ?? 0;
  return { id, version: versionOf(results.at(-1)) };
}

/** Replaces a service's fields; its tags too when `tags` is given. The caller checked it exists. */
export async function updateService(
  db: D1Database,
  siteId: number,
  serviceId: number,
  input: ServiceInput,
): Promise<number> {
  const results = await db.batch([
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
    bumpContentVersionStatement(db, siteId),
  ]);
  return versionOf(results.at(-1));
}

export async function deleteService(db: D1Database, siteId: number, serviceId: number): Promise<number> {
  const [, bumped] = await db.batch([
    db.prepare('DELETE FROM services WHERE site_id = ? AND id = ?').bind(siteId, serviceId),
    bumpContentVersionStatement(db, siteId),
  ]);
  return versionOf(bumped);
}
