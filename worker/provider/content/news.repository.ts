import type { ListQuerySpec } from '../../../src/domain/shared/list-query';
import { slugify } from '../../../src/domain/shared/slug-path';
import { NEWS_PAGE_SIZE, type News, type NewsInput } from '../../../src/schema/content/news';
import type { ListSql } from '../shared/list-query-sql';
import {
  bumpContentVersionIfStatement,
  first,
  firstOf,
  mapRows,
  pagedList,
  rowReader,
  writeBumpingVersion,
} from '../shared/d1';

export const newsListSpec: ListQuerySpec = {
  fields: {
    id: { column: 'id', type: 'number' },
    title: { column: 'title', type: 'text' },
    publishedAt: { column: 'published_at', type: 'text' },
  },
  orderable: ['publishedAt', 'title', 'id'],
  defaultOrder: { field: 'publishedAt', direction: 'DESC' },
  defaultNbItem: NEWS_PAGE_SIZE,
  maxNbItem: 100,
};

const COLUMNS = `id, locale, title, summary, content, image_url, image_alt, is_promoted, is_valid,
  published_at, updated_at`;

const toNews = mapRows(
  rowReader({
    id: 'number',
    locale: 'string',
    title: 'string',
    summary: 'string',
    content: 'string',
    image_url: 'string?',
    image_alt: 'string',
    is_promoted: 'number',
    is_valid: 'number',
    published_at: 'string',
    updated_at: 'string',
  }),
  (row): News => ({
    id: row.id,
    locale: row.locale,
    title: row.title,
    slug: slugify(row.title, 'article'),
    summary: row.summary,
    content: row.content,
    image: row.image_url ? { url: row.image_url, alt: row.image_alt } : null,
    isPromoted: row.is_promoted === 1,
    isValid: row.is_valid === 1,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
  }),
);

export interface NewsScope {
  locale: string | null; // null: every locale (admin lists)
  validOnly: boolean; // visitors see published articles only
  promoted?: boolean;
}

function scopeSql(scope: NewsScope): { where: string; params: (string | number)[] } {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  if (scope.locale !== null) {
    clauses.push(' AND locale = ?');
    params.push(scope.locale);
  }
  if (scope.validOnly) clauses.push(' AND is_valid = 1');
  if (scope.promoted !== undefined) {
    clauses.push(' AND is_promoted = ?');
    params.push(scope.promoted ? 1 : 0);
  }
  return { where: clauses.join(''), params };
}

/** One page of a site's news and the number of articles matching, newest first by default. */
export async function listNews(
  db: D1Database,
  siteId: number,
  scope: NewsScope,
  list: ListSql,
): Promise<{ news: News[]; total: number }> {
  const fixed = scopeSql(scope);
  // Ties on the order column (same publication time) are broken by id, so pages never overlap.
  const orderBy = list.orderBy === '' ? ' ORDER BY published_at DESC, id DESC' : `${list.orderBy}, id DESC`;
  const { rows, total } = await pagedList(
    db,
    {
      columns: COLUMNS,
      from: `news WHERE site_id = ?${fixed.where}`,
      params: [siteId, ...fixed.params],
      orderBy,
    },
    list,
    toNews,
  );
  return { news: rows, total };
}

/** One article of the site, or null (unknown id, another site's id, or hidden by the scope). */
export async function findNews(
  db: D1Database,
  siteId: number,
  id: number,
  scope: NewsScope,
): Promise<News | null> {
  const fixed = scopeSql(scope);
  return first(
    db
      .prepare(`SELECT ${COLUMNS} FROM news WHERE site_id = ? AND id = ?${fixed.where}`)
      .bind(siteId, id, ...fixed.params),
    toNews,
  );
}

/** An admin's article, already validated and sanitised, with the values the route settled. */
export interface NewsWrite extends Omit<NewsInput, 'publishedAt' | 'locale'> {
  publishedAt: string;
  locale: string;
}

function writeValues(write: NewsWrite, now: string): (string | number | null)[] {
  return [
    write.locale,
    write.title,
    write.summary,
    write.content,
    write.image?.url ?? null,
    write.image?.alt ?? '',
    write.isPromoted ? 1 : 0,
    write.isValid ? 1 : 0,
    write.publishedAt,
    now,
  ];
}

/** Creates an article and bumps the site's content version in one transaction. */
export async function createNews(
  db: D1Database,
  siteId: number,
  write: NewsWrite,
  now: string,
): Promise<{ news: News; version: number }> {
  const { results, version } = await writeBumpingVersion(db, siteId, [
    db
      .prepare(
        `INSERT INTO news (site_id, locale, title, summary, content, image_url, image_alt, is_promoted,
           is_valid, published_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
      )
      .bind(siteId, ...writeValues(write, now)),
  ]);
  const news = firstOf(results[0], toNews);
  if (!news) throw new Error('news insert returned no row');
  return { news, version };
}

/**
 * Rewrites one of the site's articles; null when the site has no such article. The version is
 * bumped only when a row changed: the bump is conditional on the article existing.
 */
export async function updateNews(
  db: D1Database,
  siteId: number,
  id: number,
  write: NewsWrite,
  now: string,
): Promise<{ news: News; version: number } | null> {
  const { results, version } = await writeBumpingVersion(
    db,
    siteId,
    [
      db
        .prepare(
          `UPDATE news SET locale = ?, title = ?, summary = ?, content = ?, image_url = ?, image_alt = ?,
             is_promoted = ?, is_valid = ?, published_at = ?, updated_at = ?
           WHERE site_id = ? AND id = ? RETURNING ${COLUMNS}`,
        )
        .bind(...writeValues(write, now), siteId, id),
    ],
    { statement: bumpIfExists(db, siteId, id) },
  );
  const news = firstOf(results[0], toNews);
  return news ? { news, version } : null;
}

/** Deletes one of the site's articles; null when the site has no such article. */
export async function deleteNews(
  db: D1Database,
  siteId: number,
  id: number,
): Promise<{ version: number } | null> {
  // The bump runs first, while the row still exists to be checked.
  const { results, version } = await writeBumpingVersion(
    db,
    siteId,
    [db.prepare('DELETE FROM news WHERE site_id = ? AND id = ? RETURNING id').bind(siteId, id)],
    { statement: bumpIfExists(db, siteId, id), first: true },
  );
  return (results[0]?.results ?? []).length > 0 ? { version } : null;
}

function bumpIfExists(db: D1Database, siteId: number, id: number): D1PreparedStatement {
  return bumpContentVersionIfStatement(db, siteId, 'SELECT 1 FROM news WHERE site_id = ? AND id = ?', [
    siteId,
    id,
  ]);
}
