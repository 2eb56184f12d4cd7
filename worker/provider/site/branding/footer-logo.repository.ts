import type { ListQuerySpec } from '../../../../src/domain/shared/list-query';
import {
  FOOTER_LOGO_PAGE_SIZE,
  type FooterLogo,
  type FooterLogoInput,
} from '../../../../src/schema/site/footer-logo';
import type { ListSql } from '../../shared/list-query-sql';
import {
  first,
  mapRows,
  pagedList,
  rowReader,
  writeBumpingVersion,
  bumpContentVersionIfStatement,
} from '../../shared/d1';

// Footer logo elements: the partner and label logos of a site's footer, in the owner's order.

const COLUMNS = 'id, name, image_url, link_url, position';

const toFooterLogo = mapRows(
  rowReader({ id: 'number', name: 'string', image_url: 'string', link_url: 'string?', position: 'number' }),
  (row): FooterLogo => ({
    id: row.id,
    name: row.name,
    image: row.image_url,
    link: row.link_url ?? null,
    order: row.position,
  }),
);

export const footerLogoListSpec: ListQuerySpec = {
  fields: {
    id: { column: 'id', type: 'number' },
    name: { column: 'name', type: 'text' },
    order: { column: 'position', type: 'number' },
  },
  orderable: ['order', 'name', 'id'],
  defaultNbItem: FOOTER_LOGO_PAGE_SIZE, // footer logo elements 100
  maxNbItem: FOOTER_LOGO_PAGE_SIZE,
};

export async function listFooterLogos(
  db: D1Database,
  siteId: number,
  list: ListSql,
): Promise<{ footerLogos: FooterLogo[]; total: number }> {
  const { rows, total } = await pagedList(
    db,
    {
      columns: COLUMNS,
      from: 'footer_logos WHERE site_id = ?',
      params: [siteId],
      // The owner's order unless the query asks another; id breaks ties.
      orderBy: list.orderBy === '' ? ' ORDER BY position, id' : undefined,
    },
    list,
    toFooterLogo,
  );
  return { footerLogos: rows, total };
}

export function findFooterLogo(db: D1Database, siteId: number, id: number): Promise<FooterLogo | null> {
  return first(
    db.prepare(`SELECT ${COLUMNS} FROM footer_logos WHERE site_id = ? AND id = ?`).bind(siteId, id),
    toFooterLogo,
  );
}

export async function createFooterLogo(
  db: D1Database,
  siteId: number,
  input: FooterLogoInput,
): Promise<{ id: number; version: number }> {
  const { results, version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `INSERT INTO footer_logos (site_id, name, image_url, link_url, position)
         VALUES (?, ?, ?, ?, COALESCE(?, (SELECT COALESCE(MAX(position), -1) + 1 FROM footer_logos WHERE site_id = ?)))
         RETURNING id`,
      )
      .bind(siteId, input.name, input.image, input.link, input.order ?? null, siteId),
  ]);
  const id = (results[0]?.results[0] as { id?: number } | undefined)?.id;
  if (id === undefined) throw new Error('footer logo insert returned no id');
  return { id, version };
}

const EXISTS = 'SELECT 1 FROM footer_logos WHERE site_id = ? AND id = ?';

/** The new content version, or null when the site has no such logo (nothing written). */
export async function updateFooterLogo(
  db: D1Database,
  siteId: number,
  id: number,
  input: FooterLogoInput,
): Promise<number | null> {
  const { results, version } = await writeBumpingVersion(
    db,
    siteId,
    [
      db
        .prepare(
          `UPDATE footer_logos SET name = ?, image_url = ?, link_url = ?, position = COALESCE(?, position)
           WHERE site_id = ? AND id = ?`,
        )
        .bind(input.name, input.image, input.link, input.order ?? null, siteId, id),
    ],
    { statement: bumpContentVersionIfStatement(db, siteId, EXISTS, [siteId, id]) },
  );
  return (results[0]?.meta.changes ?? 0) > 0 ? version : null;
}

export async function deleteFooterLogo(db: D1Database, siteId: number, id: number): Promise<number | null> {
  const { results, version } = await writeBumpingVersion(
    db,
    siteId,
    [db.prepare('DELETE FROM footer_logos WHERE site_id = ? AND id = ?').bind(siteId, id)],
    { statement: bumpContentVersionIfStatement(db, siteId, EXISTS, [siteId, id]), first: true },
  );
  return (results[0]?.meta.changes ?? 0) > 0 ? version : null;
}
