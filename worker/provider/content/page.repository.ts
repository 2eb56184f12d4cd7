import type { PageDetail, PageSummary, PageTree } from '../../../src/schema/page';

/** The page columns, its row and its summary: shared with the admin's page queries. */
export const PAGE_COLUMNS = `id, site_id, locale, parent_id, position, menu_icon, is_valid, is_text, type, layout,
  show_in_menu, is_fixed_on_right, use_absolute_menu, reload, is_cms_page, cms_route, link_type,
  link_url, link_js_code, title, url, path, menu_title, meta_description`;

export interface PageRow {
  id: number;
  site_id: number;
  locale: string;
  parent_id: number | null;
  position: number;
  menu_icon: string | null;
  is_valid: number;
  is_text: number;
  type: string;
  layout: PageSummary['layout'];
  show_in_menu: number;
  is_fixed_on_right: number;
  use_absolute_menu: number;
  reload: number;
  is_cms_page: number;
  cms_route: string | null;
  link_type: PageSummary['link']['type'];
  link_url: string | null;
  link_js_code: string | null;
  title: string;
  url: string;
  path: string;
  menu_title: string | null;
  meta_description: string;
}

interface BlockRow {
  id: number;
  kind: string;
  data: string;
}

export function summary(row: PageRow): PageSummary {
  return {
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
  };
}

/** Builds the nested tree from flat rows (already sorted by position). */
function nest(rows: PageRow[]): PageSummary[] {
  const byId = new Map(rows.map((row) => [row.id, summary(row)]));
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
  const { results } = await db
    .prepare(
      `SELECT ${PAGE_COLUMNS} FROM pages
        WHERE site_id = ? AND locale = ? AND is_valid = 1
        ORDER BY parent_id IS NOT NULL, parent_id, position, id`,
    )
    .bind(siteId, locale)
    .all<PageRow>();
  const tree = nest(results);
  return {
    [locale]: tree.filter((page) => !page.isFixedOnRight),
    rightPages: tree.filter((page) => page.isFixedOnRight),
  };
}

export async function findPage(db: D1Database, siteId: number, pageId: number): Promise<PageDetail | null> {
  const [pages, children, blocks] = await db.batch([
    db
      .prepare(`SELECT ${PAGE_COLUMNS} FROM pages WHERE site_id = ? AND id = ? AND is_valid = 1`)
      .bind(siteId, pageId),
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
  const row = (pages?.results as PageRow[] | undefined)?.[0];
  if (!row) return null;
  return {
    ...summary(row),
    children: ((children?.results ?? []) as PageRow[]).map(summary),
    blocks: ((blocks?.results ?? []) as BlockRow[]).map((block) => ({
      id: block.id,
      kind: block.kind,
      data: JSON.parse(block.data) as Record<string, unknown>,
    })),
  };
}
