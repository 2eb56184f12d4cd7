import { blogArticlePath } from '../../../src/domain/blog-url';
import { newsPath } from '../../../src/domain/news-url';
import { excerptHtml, HIT_END, HIT_START } from '../../../src/domain/search-query';
import { slugify } from '../../../src/domain/slug-path';
import { searchKindSchema, type SearchKind, type SearchList } from '../../../src/schema/search';
import { servicePath } from '../../../src/ui/services/service-paths';
import { first, firstOf, rowReader, rowsOf } from '../shared/d1';

// Reads the FTS5 index of migration 0012 (kept in step by triggers on the source tables).
// site_id and locale are in every WHERE; ranking is bm25 with the title weighing more than the
// body (columns: kind, ref_id, site_id, locale, path, title, body).

const RANK = 'bm25(search_index, 0, 0, 0, 0, 0, 5.0, 1.0)';

const readSearchRow = rowReader({
  kind: searchKindSchema.options,
  ref_id: 'number',
  path: 'string?',
  title: 'string',
  excerpt: 'string',
});

function urlOf(kind: SearchKind, id: number, title: string, path: string | null): string {
  switch (kind) {
    case 'PAGE':
      return path ?? '/';
    case 'NEWS':
      return newsPath({ id, slug: slugify(title, 'article') });
    case 'BLOG':
      return blogArticlePath(id, title);
    case 'SERVICE':
      return servicePath({ id, title });
  }
}

/** One page of results for an FTS5 query made by ftsQuery() (never raw visitor input). */
export async function searchSite(
  db: D1Database,
  siteId: number,
  locale: string,
  match: string,
  paging: { page: number; nbItem: number },
): Promise<SearchList> {
  const where = 'search_index MATCH ?1 AND site_id = ?2 AND locale = ?3';
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT kind, ref_id, path, title,
           snippet(search_index, -1, ?4, ?5, '…', 24) AS excerpt
         FROM search_index WHERE ${where}
         ORDER BY ${RANK}, kind, ref_id LIMIT ?6 OFFSET ?7`,
      )
      .bind(match, siteId, locale, HIT_START, HIT_END, paging.nbItem, (paging.page - 1) * paging.nbItem),
    db.prepare(`SELECT COUNT(*) AS total FROM search_index WHERE ${where}`).bind(match, siteId, locale),
  ]);
  return {
    total: firstOf(count, rowReader({ total: 'number' }))?.total ?? 0,
    results: rowsOf(rows, readSearchRow).map((row) => ({
      kind: row.kind,
      id: row.ref_id,
      title: row.title,
      url: urlOf(row.kind, row.ref_id, row.title, row.path),
      excerpt: excerptHtml(row.excerpt),
    })),
  };
}

/** The SEARCH_BAR setting: search is off (404) for sites that do not show the bar. */
export async function searchEnabled(db: D1Database, siteId: number): Promise<boolean> {
  const row = await first(
    db.prepare("SELECT value FROM parameters WHERE site_id = ? AND type = 'SEARCH_BAR'").bind(siteId),
    rowReader({ value: 'string?' }),
  );
  return row?.value === 'true';
}
