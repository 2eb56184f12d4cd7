import { rowReader, rowsOf } from './d1';

// When each public item of a site was last written (the sitemap's <lastmod>). One
// batch of small reads, one per kind of page; only rows of the site, dates as stored.

const LAST_MODIFIED_KINDS = ['page', 'news', 'blog', 'album', 'service', 'element', 'product'] as const;
type LastModifiedKind = (typeof LAST_MODIFIED_KINDS)[number];
/** kind → row id → stored date (`YYYY-MM-DD HH:MM:SS` or ISO 8601). */
export type LastModified = Record<LastModifiedKind, Record<number, string>>;

const TABLES: Record<LastModifiedKind, string> = {
  page: 'pages',
  news: 'news',
  blog: 'blog_articles',
  album: 'albums',
  service: 'services',
  element: 'elements',
  product: 'products',
};

const readDate = rowReader({ id: 'number', updated_at: 'string?' });

export async function lastModifiedDates(db: D1Database, siteId: number): Promise<LastModified> {
  const results = await db.batch(
    LAST_MODIFIED_KINDS.map((kind) =>
      db.prepare(`SELECT id, updated_at FROM ${TABLES[kind]} WHERE site_id = ?`).bind(siteId),
    ),
  );
  const dates = {} as LastModified;
  LAST_MODIFIED_KINDS.forEach((kind, index) => {
    dates[kind] = {};
    for (const row of rowsOf(results[index], readDate)) {
      if (row.updated_at) dates[kind][row.id] = row.updated_at;
    }
  });
  return dates;
}
