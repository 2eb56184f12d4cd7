import type { PageDetail, PageSummary, PageTree } from '../../../src/schema/content/page';
import { all, firstOf, mapRows, rowReader, rowsOf } from '../shared/d1';
import { groupTranslations, type LocaleScope } from '../translation/public';

/** The page columns: shared with the admin's page queries. */
export const PAGE_COLUMNS = `id, site_id, locale, parent_id, position, menu_icon, is_valid, is_text, type, layout,
  show_in_menu, is_fixed_on_right, use_absolute_menu, reload, is_cms_page, cms_route, link_type,
  link_url, link_js_code, title, url, path, menu_title, meta_description`;

const readPage = rowReader({
  id: 'number',
  site_id: 'number',
  locale: 'string',
  parent_id: 'number?',
  position: 'number',
  menu_icon: 'string?',
  is_valid: 'number',
  is_text: 'number',
  type: 'string',
  layout: ['STANDARD', 'WIDE'],
  show_in_menu: 'number',
  is_fixed_on_right: 'number',
  use_absolute_menu: 'number',
  reload: 'number',
  is_cms_page: 'number',
  cms_route: 'string?',
  link_type: ['NONE', 'URL', 'JS'],
  link_url: 'string?',
  link_js_code: 'string?',
  title: 'string',
  url: 'string',
  path: 'string',
  menu_title: 'string?',
  meta_description: 'string',
});

/** A page row as its summary (no children yet): shared with the admin's page queries. */
export const toPageSummary = mapRows(readPage, (row): PageSummary => ({
  id: row.id,
  idSite: row.site_id,
  idParent: row.parent_id,
  order: row.position,
  menuIcon: row.menu_icon,
  isValid: row.is_valid === 1,
  isText: row.is_text === 1,
  type: row.type,
  layout: row.layout,
  showInMenu: row.show_in_menu === 1,
  isFixedOnRight: row.is_fixed_on_right === 1,
  useAbsoluteMenu: row.use_absolute_menu === 1,
  reload: row.reload === 1,
  cms: { isCmsPage: row.is_cms_page === 1, route: row.cms_route },
  link: { type: row.link_type, url: row.link_url, jsCode: row.link_js_code },
  title: row.title,
  url: row.url,
  path: row.path,
  menuTitle: row.menu_title,
  metaDescription: row.meta_description,
  locale: row.locale,
  children: [],
}));

/** A content block row, its data parsed: shared with the admin's page queries. */
export const toPageBlock = mapRows(rowReader({ id: 'number', kind: 'string', data: 'string' }), (row) => ({
  id: row.id,
  kind: row.kind,
  data: JSON.parse(row.data) as Record<string, unknown>,
}));

/** Builds the nested tree from flat rows (already sorted by position). */
function nest(pages: PageSummary[]): PageSummary[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const roots: PageSummary[] = [];
  for (const page of byId.values()) {
    const parent = page.idParent === null ? undefined : byId.get(page.idParent);
    if (parent) parent.children.push(page);
    else roots.push(page);
  }
  return roots;
}

/** Valid pages of one locale as a tree, plus the pages fixed on the right of the menu. */
export async function getPageTree(db: D1Database, siteId: number, locale: string): Promise<PageTree> {
  const pages = await all(
    db
      .prepare(
        `SELECT ${PAGE_COLUMNS} FROM pages
          WHERE site_id = ? AND locale = ? AND is_valid = 1
          ORDER BY parent_id IS NOT NULL, parent_id, position, id`,
      )
      .bind(siteId, locale),
    toPageSummary,
  );
  const tree = nest(pages);
  return {
    [locale]: tree.filter((page) => !page.isFixedOnRight),
    rightPages: tree.filter((page) => page.isFixedOnRight),
  };
}

/**
 * A valid page (any page with `hiddenToo`, for a preview) of the scope's locale (another
 * locale's page is not found: each language has its own rows), its sub-pages, blocks and
 * versions in the site's other languages.
 */
export async function findPage(
  db: D1Database,
  siteId: number,
  pageId: number,
  scope: LocaleScope,
  hiddenToo = false,
): Promise<PageDetail | null> {
  const [pages, children, blocks] = await db.batch([
    db
      .prepare(
        `SELECT ${PAGE_COLUMNS} FROM pages WHERE site_id = ? AND id = ? AND locale = ? AND (is_valid = 1 OR ?)`,
      )
      .bind(siteId, pageId, scope.locale, hiddenToo ? 1 : 0),
    db
      .prepare(
        `SELECT ${PAGE_COLUMNS} FROM pages WHERE site_id = ? AND parent_id = ? AND is_valid = 1 ORDER BY position, id`,
      )
      .bind(siteId, pageId),
    db
      .prepare(
        'SELECT id, kind, data FROM page_blocks WHERE site_id = ? AND page_id = ? ORDER BY position, id',
      )
      .bind(siteId, pageId),
  ]);
  const page = firstOf(pages, toPageSummary);
  if (!page) return null;
  return {
    ...page,
    children: rowsOf(children, toPageSummary),
    blocks: rowsOf(blocks, toPageBlock),
    translations: await groupTranslations(db, siteId, 'pages', page.id, scope),
  };
}
