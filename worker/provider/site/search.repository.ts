import { blogArticlePath } from '../../../src/domain/content/blog-url';
import { newsPath } from '../../../src/domain/content/news-url';
import { excerptHtml, HIT_END, HIT_START } from '../../../src/domain/site/search-query';
import { slugify } from '../../../src/domain/shared/slug-path';
import { searchKindSchema, type SearchKind, type SearchList } from '../../../src/schema/site/search';
import { servicePath } from '../../../src/ui/services/service-paths';
import { first, firstOf, rowReader, rowsOf } from '../shared/d1';

// Reads the search index of migration 0028 (search_rows, indexed by the FTS5 table search_fts,
// kept in step by triggers on the source tables). The site restricts the MATCH itself: its rows
// hold the rowids [siteId × 2^32, (siteId + 1) × 2^32), and FTS5 walks its doclists only inside
// that range; the locale is checked on the site's matches. (A prefix term, which every visitor
// word is, still has its doclists merged over the whole index first: docs/caching.md, « Many sites ».)
// Ranking is bm25 with the title weighing more than the body (columns: title, body).

const RANK = 'bm25(search_fts, 5.0, 1.0)';

/** The first and last rowid of a site's search rows (migration 0028). */
export function siteRowidRange(siteId: number): [number, number] {
  const first = siteId * 2 ** 32;
  return [first, first + 2 ** 32 - 1];
}

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

/** The MATCH restricted to one site's rowids: ?1 the query, ?2 and ?3 the range. */
export const SITE_MATCH = 'search_fts MATCH ?1 AND search_fts.rowid BETWEEN ?2 AND ?3';

/** One page of results for an FTS5 query made by ftsQuery() (never raw visitor input). */
export async function searchSite(
  db: D1Database,
  siteId: number,
  locale: string,
  match: string,
  paging: { page: number; nbItem: number },
): Promise<SearchList> {
  const [from, to] = siteRowidRange(siteId);
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT r.kind, r.ref_id, r.path, r.title,
           snippet(search_fts, -1, ?5, ?6, '…', 24) AS excerpt
         FROM search_fts JOIN search_rows r ON r.id = search_fts.rowid
         WHERE ${SITE_MATCH} AND r.site_id = ?4 AND r.locale = ?7
         ORDER BY ${RANK}, r.kind, r.ref_id LIMIT ?8 OFFSET ?9`,
      )
      .bind(
        match,
        from,
        to,
        siteId,
        HIT_START,
        HIT_END,
        locale,
        paging.nbItem,
        (paging.page - 1) * paging.nbItem,
      ),
    db
      .prepare(
        `SELECT COUNT(*) AS total FROM search_fts JOIN search_rows r ON r.id = search_fts.rowid
         WHERE ${SITE_MATCH} AND r.site_id = ?4 AND r.locale = ?5`,
      )
      .bind(match, from, to, siteId, locale),
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
