import { blogArticlePath, blogFolderPath } from '../../../src/domain/content/blog-url';
import type { ListQuerySpec } from '../../../src/domain/shared/list-query';
import type {
  ArianeItem,
  BlogArticle,
  BlogArticleWrite,
  BlogFolder,
  BlogFolderWrite,
  BlogSummary,
} from '../../../src/schema/content/blog';
import { BLOG_PAGE_SIZE } from '../../../src/schema/content/blog';
import type { ListSql } from '../shared/list-query-sql';
import {
  all,
  first,
  firstOf,
  mapRows,
  pagedList,
  readTotal,
  rowReader,
  rowsOf,
  writeBumpingVersion,
  type RowRead,
} from '../shared/d1';

// The blog's SQL, site id first in every function. Public reads see published articles of one
// locale only; admin reads see everything of the site.

export const blogListSpec: ListQuerySpec = {
  fields: {
    id: { column: 'id', type: 'number' },
    title: { column: 'title', type: 'text' },
    author: { column: 'author', type: 'text' },
    publishedAt: { column: 'published_at', type: 'text' },
  },
  orderable: ['publishedAt', 'title', 'id'],
  defaultOrder: { field: 'publishedAt', direction: 'DESC' },
  defaultNbItem: BLOG_PAGE_SIZE,
  maxNbItem: 100,
};

const FOLDER_COLUMNS = 'id, parent_id, position, name, description, locale';
const ARTICLE_COLUMNS = `id, folder_id, title, summary, content, image_url, image_alt, image_width,
  image_height, author, is_published, published_at, updated_at, locale`;

const folder = mapRows(
  rowReader({
    id: 'number',
    parent_id: 'number?',
    position: 'number',
    name: 'string',
    description: 'string',
    locale: 'string',
  }),
  (row): BlogFolder => ({
    id: row.id,
    idParent: row.parent_id,
    order: row.position,
    name: row.name,
    description: row.description,
    locale: row.locale,
    url: blogFolderPath(row.id, row.name),
  }),
);

const readArticle = rowReader({
  id: 'number',
  folder_id: 'number?',
  title: 'string',
  summary: 'string',
  content: 'string',
  image_url: 'string?',
  image_alt: 'string',
  image_width: 'number',
  image_height: 'number',
  author: 'string',
  is_published: 'number',
  published_at: 'string',
  updated_at: 'string',
  locale: 'string',
});

const summary = mapRows(readArticle, (row): BlogSummary => ({
  id: row.id,
  idFolder: row.folder_id,
  title: row.title,
  summary: row.summary,
  image: row.image_url
    ? { url: row.image_url, alt: row.image_alt, width: row.image_width, height: row.image_height }
    : null,
  author: row.author,
  publishedAt: row.published_at,
  updatedAt: row.updated_at,
  locale: row.locale,
  url: blogArticlePath(row.id, row.title),
}));

const article = mapRows(readArticle, (row): BlogArticle => ({
  ...summary(row),
  content: row.content,
  isPublished: row.is_published === 1,
}));

// Public reads ------------------------------------------------------------------------------

/** What a visitor may see: published, already due, in the asked locale. */
const VISIBLE = `site_id = ? AND locale = ? AND is_published = 1
  AND published_at <= strftime('%Y-%m-%dT%H:%M:%SZ', 'now')`;

export async function findFolder(
  db: D1Database,
  siteId: number,
  folderId: number,
  locale?: string,
): Promise<BlogFolder | null> {
  return first(
    db
      .prepare(
        `SELECT ${FOLDER_COLUMNS} FROM blog_folders WHERE site_id = ? AND id = ?${locale ? ' AND locale = ?' : ''}`,
      )
      .bind(siteId, folderId, ...(locale ? [locale] : [])),
    folder,
  );
}

/**
 * A folder's content: its sub-folders and one page of its articles. Without a folder, the
 * blog's home: the root folders and every article of the blog, newest first.
 */
export async function listFolderContent(
  db: D1Database,
  siteId: number,
  locale: string,
  folderId: number | null,
  list: ListSql,
): Promise<{ folders: BlogFolder[]; blogs: BlogSummary[]; total: number }> {
  const inFolder = folderId === null ? '' : ' AND folder_id = ?';
  const folderParams = folderId === null ? [] : [folderId];
  const [folders, page, count] = await db.batch([
    db
      .prepare(
        `SELECT ${FOLDER_COLUMNS} FROM blog_folders WHERE site_id = ? AND locale = ?
          AND parent_id ${folderId === null ? 'IS NULL' : '= ?'} ORDER BY position, name, id`,
      )
      .bind(siteId, locale, ...folderParams),
    db
      .prepare(
        `SELECT ${ARTICLE_COLUMNS} FROM blog_articles WHERE ${VISIBLE}${inFolder}${list.where}${list.orderBy}, id DESC${list.limit}`,
      )
      .bind(siteId, locale, ...folderParams, ...list.params),
    db
      .prepare(`SELECT COUNT(*) AS total FROM blog_articles WHERE ${VISIBLE}${inFolder}${list.where}`)
      .bind(siteId, locale, ...folderParams, ...list.filterParams),
  ]);
  // Not pagedList: the folders ride in the same batch (one round trip for the blog's page).
  return {
    folders: rowsOf(folders, folder),
    blogs: rowsOf(page, summary),
    total: firstOf(count, readTotal)?.total ?? 0,
  };
}

export async function findPublishedArticle(
  db: D1Database,
  siteId: number,
  locale: string,
  articleId: number,
): Promise<BlogArticle | null> {
  return first(
    db
      .prepare(`SELECT ${ARTICLE_COLUMNS} FROM blog_articles WHERE ${VISIBLE} AND id = ?`)
      .bind(siteId, locale, articleId),
    article,
  );
}

/** Any article of the site, published or not (a shared preview of its draft). */
export async function findAnyArticle(
  db: D1Database,
  siteId: number,
  articleId: number,
): Promise<BlogArticle | null> {
  return first(
    db
      .prepare(`SELECT ${ARTICLE_COLUMNS} FROM blog_articles WHERE site_id = ? AND id = ?`)
      .bind(siteId, articleId),
    article,
  );
}

/** The folder and its ancestors, root first. Depth-bounded, so a cycle can never loop. */
export async function folderAriane(db: D1Database, siteId: number, folderId: number): Promise<ArianeItem[]> {
  const results = await all(
    db
      .prepare(
        `WITH RECURSIVE chain(id, parent_id, name, depth) AS (
         SELECT id, parent_id, name, 0 FROM blog_folders WHERE site_id = ? AND id = ?
         UNION ALL
         SELECT f.id, f.parent_id, f.name, chain.depth + 1 FROM blog_folders f
           JOIN chain ON f.id = chain.parent_id WHERE f.site_id = ? AND chain.depth < 32
       )
       SELECT id, name FROM chain ORDER BY depth DESC`,
      )
      .bind(siteId, folderId, siteId),
    rowReader({ id: 'number', name: 'string' }),
  );
  return results.map((row) => ({ id: row.id, name: row.name, url: blogFolderPath(row.id, row.name) }));
}

// Admin -------------------------------------------------------------------------------------

export async function listAllFolders(db: D1Database, siteId: number): Promise<BlogFolder[]> {
  return all(
    db
      .prepare(
        `SELECT ${FOLDER_COLUMNS} FROM blog_folders WHERE site_id = ? ORDER BY locale, parent_id, position, id`,
      )
      .bind(siteId),
    folder,
  );
}

export async function listAllArticles(
  db: D1Database,
  siteId: number,
  list: ListSql,
  locale?: string, // per-locale editing: one language's articles
): Promise<{ blogs: BlogArticle[]; total: number }> {
  const { rows, total } = await pagedList(
    db,
    {
      columns: ARTICLE_COLUMNS,
      from: `blog_articles WHERE site_id = ?${locale ? ' AND locale = ?' : ''}`,
      params: locale ? [siteId, locale] : [siteId],
      orderBy: `${list.orderBy}, id DESC`,
    },
    list,
    article,
  );
  return { blogs: rows, total };
}

export async function findArticle(
  db: D1Database,
  siteId: number,
  articleId: number,
): Promise<BlogArticle | null> {
  return first(
    db
      .prepare(`SELECT ${ARTICLE_COLUMNS} FROM blog_articles WHERE site_id = ? AND id = ?`)
      .bind(siteId, articleId),
    article,
  );
}

export interface Written<T> {
  value: T | null;
  version: number;
}

/** Writes in one transaction with the content version bump; null value when nothing matched. */
async function writeWithBump<T>(
  db: D1Database,
  siteId: number,
  statement: D1PreparedStatement,
  read: RowRead<T>,
): Promise<Written<T>> {
  const { results, version } = await writeBumpingVersion(db, siteId, [statement]);
  return { value: firstOf(results[0], read), version };
}

export function insertFolder(
  db: D1Database,
  siteId: number,
  locale: string,
  input: BlogFolderWrite,
): Promise<Written<BlogFolder>> {
  return writeWithBump(
    db,
    siteId,
    db
      .prepare(
        `INSERT INTO blog_folders (site_id, locale, parent_id, position, name, description)
         VALUES (?, ?, ?, ?, ?, ?) RETURNING ${FOLDER_COLUMNS}`,
      )
      .bind(siteId, locale, input.idParent, input.order, input.name, input.description),
    folder,
  );
}

export function updateFolder(
  db: D1Database,
  siteId: number,
  folderId: number,
  locale: string,
  input: BlogFolderWrite,
): Promise<Written<BlogFolder>> {
  return writeWithBump(
    db,
    siteId,
    db
      .prepare(
        `UPDATE blog_folders SET locale = ?, parent_id = ?, position = ?, name = ?, description = ?,
           updated_at = datetime('now') WHERE site_id = ? AND id = ? RETURNING ${FOLDER_COLUMNS}`,
      )
      .bind(locale, input.idParent, input.order, input.name, input.description, siteId, folderId),
    folder,
  );
}

/** Whether a folder still holds sub-folders or articles (it cannot be deleted then). */
export async function folderIsEmpty(db: D1Database, siteId: number, folderId: number): Promise<boolean> {
  const row = await first(
    db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM blog_folders WHERE site_id = ? AND parent_id = ?)
              + (SELECT COUNT(*) FROM blog_articles WHERE site_id = ? AND folder_id = ?) AS n`,
      )
      .bind(siteId, folderId, siteId, folderId),
    rowReader({ n: 'number' }),
  );
  return (row?.n ?? 0) === 0;
}

export function deleteFolder(db: D1Database, siteId: number, folderId: number): Promise<Written<BlogFolder>> {
  return writeWithBump(
    db,
    siteId,
    db
      .prepare(`DELETE FROM blog_folders WHERE site_id = ? AND id = ? RETURNING ${FOLDER_COLUMNS}`)
      .bind(siteId, folderId),
    folder,
  );
}

/** The stored form of an article write: sanitised content, a publication date always set. */
export interface ArticleValues extends Omit<BlogArticleWrite, 'publishedAt' | 'locale'> {
  publishedAt: string;
  locale: string;
}

function articleParams(values: ArticleValues): (string | number | null)[] {
  return [
    values.locale,
    values.idFolder,
    values.title,
    values.summary,
    values.content,
    values.image?.url ?? null,
    values.image?.alt ?? '',
    values.image?.width ?? 800,
    values.image?.height ?? 500,
    values.author,
    values.isPublished ? 1 : 0,
    values.publishedAt,
  ];
}

export function insertArticle(
  db: D1Database,
  siteId: number,
  values: ArticleValues,
): Promise<Written<BlogArticle>> {
  return writeWithBump(
    db,
    siteId,
    db
      .prepare(
        `INSERT INTO blog_articles (site_id, locale, folder_id, title, summary, content, image_url, image_alt,
           image_width, image_height, author, is_published, published_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${ARTICLE_COLUMNS}`,
      )
      .bind(siteId, ...articleParams(values)),
    article,
  );
}

export function updateArticle(
  db: D1Database,
  siteId: number,
  articleId: number,
  values: ArticleValues,
): Promise<Written<BlogArticle>> {
  return writeWithBump(
    db,
    siteId,
    db
      .prepare(
        `UPDATE blog_articles SET locale = ?, folder_id = ?, title = ?, summary = ?, content = ?, image_url = ?,
           image_alt = ?, image_width = ?, image_height = ?, author = ?, is_published = ?, published_at = ?,
           updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now')
         WHERE site_id = ? AND id = ? RETURNING ${ARTICLE_COLUMNS}`,
      )
      .bind(...articleParams(values), siteId, articleId),
    article,
  );
}

export function deleteArticle(
  db: D1Database,
  siteId: number,
  articleId: number,
): Promise<Written<BlogArticle>> {
  return writeWithBump(
    db,
    siteId,
    db
      .prepare(`DELETE FROM blog_articles WHERE site_id = ? AND id = ? RETURNING ${ARTICLE_COLUMNS}`)
      .bind(siteId, articleId),
    article,
  );
}
