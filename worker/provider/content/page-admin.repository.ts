import type { PageInput, PageLayout, PageOrderInput } from '../../../src/schema/content/page-admin';
import type { PageSummary } from '../../../src/schema/content/page';
import { all, first, firstOf, rowReader, rowsOf, writeBumpingVersion } from '../shared/d1';
import { PAGE_COLUMNS, toPageBlock, toPageSummary } from './page.repository';

// Owners' writes on pages: the menu entry and SEO fields, the order and nesting of the menu,
// and the content blocks. Every write bumps the site's content version in the same batch.

export interface StoredBlock {
  id: number;
  kind: string;
  data: Record<string, unknown>;
}

/** Every page of one locale, drafts included, flat, in menu order. */
export async function listAdminPages(db: D1Database, siteId: number, locale: string): Promise<PageSummary[]> {
  return all(
    db
      .prepare(
        `SELECT ${PAGE_COLUMNS} FROM pages WHERE site_id = ? AND locale = ?
          ORDER BY parent_id IS NOT NULL, parent_id, position, id`,
      )
      .bind(siteId, locale),
    toPageSummary,
  );
}

export async function findAdminPage(
  db: D1Database,
  siteId: number,
  pageId: number,
): Promise<{ page: PageSummary; blocks: StoredBlock[] } | null> {
  const [pages, blocks] = await db.batch([
    db.prepare(`SELECT ${PAGE_COLUMNS} FROM pages WHERE site_id = ? AND id = ?`).bind(siteId, pageId),
    db
      .prepare(
        'SELECT id, kind, data FROM page_blocks WHERE site_id = ? AND page_id = ? ORDER BY position, id',
      )
      .bind(siteId, pageId),
  ]);
  const page = firstOf(pages, toPageSummary);
  return page ? { page, blocks: rowsOf(blocks, toPageBlock) } : null;
}

/** JSON with object keys sorted, so the same layout always gives the same text and hash. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export async function layoutOf(
  pageId: number,
  layout: PageSummary['layout'],
  blocks: readonly { kind: string; data: Record<string, unknown> }[],
): Promise<PageLayout> {
  const html = canonical({ layout, blocks: blocks.map(({ kind, data }) => ({ kind, data })) });
  return { id: pageId, html, hash: await sha256Hex(html) };
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface PageWrite extends Omit<PageInput, 'url' | 'path' | 'locale'> {
  url: string;
  path: string;
  locale: string;
}

const flag = (value: boolean) => (value ? 1 : 0);

export async function createPage(
  db: D1Database,
  siteId: number,
  page: PageWrite,
): Promise<{ id: number; version: number }> {
  const { results, version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `INSERT INTO pages (site_id, locale, parent_id, position, is_valid, layout, show_in_menu, is_fixed_on_right,
           use_absolute_menu, link_type, link_url, title, url, path, menu_title, meta_description)
         VALUES (?1, ?2, ?3,
           (SELECT COALESCE(MAX(position) + 1, 0) FROM pages WHERE site_id = ?1 AND locale = ?2 AND parent_id IS ?3),
           ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)
         RETURNING id`,
      )
      .bind(
        siteId,
        page.locale,
        page.idParent,
        flag(page.isValid),
        page.layout,
        flag(page.showInMenu),
        flag(page.isFixedOnRight),
        flag(page.useAbsoluteMenu),
        page.linkType,
        page.linkUrl,
        page.title,
        page.url,
        page.path,
        page.menuTitle,
        page.metaDescription,
      ),
  ]);
  return { id: firstOf(results[0], rowReader({ id: 'number' }))?.id ?? 0, version };
}

export async function updatePage(
  db: D1Database,
  siteId: number,
  pageId: number,
  page: PageWrite,
): Promise<number> {
  const { version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `UPDATE pages SET parent_id = ?, is_valid = ?, layout = ?, show_in_menu = ?, is_fixed_on_right = ?,
           use_absolute_menu = ?, link_type = ?, link_url = ?, title = ?, url = ?, path = ?, menu_title = ?,
           meta_description = ?, updated_at = datetime('now')
         WHERE site_id = ? AND id = ?`,
      )
      .bind(
        page.idParent,
        flag(page.isValid),
        page.layout,
        flag(page.showInMenu),
        flag(page.isFixedOnRight),
        flag(page.useAbsoluteMenu),
        page.linkType,
        page.linkUrl,
        page.title,
        page.url,
        page.path,
        page.menuTitle,
        page.metaDescription,
        siteId,
        pageId,
      ),
  ]);
  return version;
}

export async function countChildren(db: D1Database, siteId: number, pageId: number): Promise<number> {
  const row = await first(
    db.prepare('SELECT COUNT(*) AS n FROM pages WHERE site_id = ? AND parent_id = ?').bind(siteId, pageId),
    rowReader({ n: 'number' }),
  );
  return row?.n ?? 0;
}

export async function deletePage(db: D1Database, siteId: number, pageId: number): Promise<number> {
  const { version } = await writeBumpingVersion(db, siteId, [
    db.prepare('DELETE FROM pages WHERE site_id = ? AND id = ?').bind(siteId, pageId),
  ]);
  return version;
}

export async function reorderPages(
  db: D1Database,
  siteId: number,
  order: PageOrderInput['pages'],
): Promise<number> {
  const { version } = await writeBumpingVersion(db, siteId, [
    ...order.map((page) =>
      db
        .prepare(
          // A page's place in the menu is not its content: its date (the sitemap's lastmod, a
          // translation's « à revoir ») stays.
          `UPDATE pages SET parent_id = ?, position = ? WHERE site_id = ? AND id = ?`,
        )
        .bind(page.idParent, page.order, siteId, page.id),
    ),
  ]);
  return version;
}

export async function replaceBlocks(
  db: D1Database,
  siteId: number,
  pageId: number,
  blocks: readonly { kind: string; data: Record<string, unknown> }[],
): Promise<number> {
  const { version } = await writeBumpingVersion(db, siteId, [
    db.prepare('DELETE FROM page_blocks WHERE site_id = ? AND page_id = ?').bind(siteId, pageId),
    ...blocks.map((block, position) =>
      db
        .prepare('INSERT INTO page_blocks (site_id, page_id, position, kind, data) VALUES (?, ?, ?, ?, ?)')
        .bind(siteId, pageId, position, block.kind, JSON.stringify(block.data)),
    ),
    db
      .prepare(`UPDATE pages SET updated_at = datetime('now') WHERE site_id = ? AND id = ?`)
      .bind(siteId, pageId),
  ]);
  return version;
}
