import type { ContentFields } from '../../../src/schema/publishing/publishing';
import { firstOf, rowReader, rowsOf } from '../shared/d1';
import type { LiveItem } from './content-adapter';

// A CMS page's publishable fields in its live rows: title, menu title and description on
// `pages`, the blocks in `page_blocks`. Its place in the menu, slug and path are not drafted.

const readPage = rowReader({
  locale: 'string',
  is_valid: 'number',
  title: 'string',
  menu_title: 'string?',
  meta_description: 'string',
});
const readBlock = rowReader({ kind: 'string', data: 'string' });

export interface PageFields extends ContentFields {
  title: string;
  menuTitle: string | null;
  metaDescription: string;
  blocks: { kind: string; data: Record<string, unknown> }[];
}

export async function readLivePage(db: D1Database, siteId: number, pageId: number): Promise<LiveItem | null> {
  const [pages, blocks] = await db.batch([
    db
      .prepare(
        'SELECT locale, is_valid, title, menu_title, meta_description FROM pages WHERE site_id = ? AND id = ?',
      )
      .bind(siteId, pageId),
    db
      .prepare('SELECT kind, data FROM page_blocks WHERE site_id = ? AND page_id = ? ORDER BY position, id')
      .bind(siteId, pageId),
  ]);
  const page = firstOf(pages, readPage);
  if (!page) return null;
  const fields: PageFields = {
    title: page.title,
    menuTitle: page.menu_title,
    metaDescription: page.meta_description,
    blocks: rowsOf(blocks, readBlock).map((block) => ({
      kind: block.kind,
      data: JSON.parse(block.data) as Record<string, unknown>,
    })),
  };
  return { locale: page.locale, isLive: page.is_valid === 1, fields };
}

/** The blocks first: the page's own update last re-indexes it for search with its new blocks. */
export function writeLivePage(
  db: D1Database,
  siteId: number,
  pageId: number,
  fields: PageFields,
): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM page_blocks WHERE site_id = ? AND page_id = ?').bind(siteId, pageId),
    ...fields.blocks.map((block, position) =>
      db
        .prepare('INSERT INTO page_blocks (site_id, page_id, position, kind, data) VALUES (?, ?, ?, ?, ?)')
        .bind(siteId, pageId, position, block.kind, JSON.stringify(block.data)),
    ),
    db
      .prepare(
        `UPDATE pages SET title = ?, menu_title = ?, meta_description = ?, updated_at = datetime('now')
          WHERE site_id = ? AND id = ?`,
      )
      .bind(fields.title, fields.menuTitle, fields.metaDescription, siteId, pageId),
  ];
}

export function showLivePage(
  db: D1Database,
  siteId: number,
  pageId: number,
  live: boolean,
): D1PreparedStatement {
  return db
    .prepare(`UPDATE pages SET is_valid = ?, updated_at = datetime('now') WHERE site_id = ? AND id = ?`)
    .bind(live ? 1 : 0, siteId, pageId);
}
