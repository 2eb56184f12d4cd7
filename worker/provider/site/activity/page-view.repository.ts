import { PAGE_VIEW_TOP, type PageViews } from '../../../../src/schema/site/page-views';
import { rowReader, rowsOf } from '../../shared/d1';

// The page-view counters (migration 0032): raised by upsert, several in one batch, and read
// back per day, per page and per source for the dashboard. Every statement names the site.

export interface PageViewCount {
  siteId: number;
  day: string;
  path: string;
  source: string;
  count: number;
}

/** Adds the counts in one transaction: one upsert per (site, day, path, source). */
export async function addPageViews(db: D1Database, counts: readonly PageViewCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db.batch(
    counts.map((view) =>
      db
        .prepare(
          `INSERT INTO page_views (site_id, day, path, source, count) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (site_id, day, path, source) DO UPDATE SET count = count + excluded.count`,
        )
        .bind(view.siteId, view.day, view.path, view.source, view.count),
    ),
  );
}

const readDay = rowReader({ day: 'string', views: 'number' });
const readPage = rowReader({ path: 'string', views: 'number' });
const readSource = rowReader({ source: 'string', views: 'number' });

/**
 * The views of the site's days from `dates[0]` to the last date, zeros included; campaign
 * visits from `visitsSince` (SQLite datetime text, UTC: the start of the first Paris day).
 */
export async function pageViewsOf(
  db: D1Database,
  siteId: number,
  dates: string[],
  visitsSince: string,
): Promise<Omit<PageViews, 'timeZone'>> {
  const from = dates[0] ?? '';
  const to = dates.at(-1) ?? '';
  const [days, pages, sources] = await db.batch([
    db
      .prepare(
        `SELECT day, SUM(count) AS views FROM page_views WHERE site_id = ? AND day BETWEEN ? AND ?
          GROUP BY day`,
      )
      .bind(siteId, from, to),
    db
      .prepare(
        `SELECT path, SUM(count) AS views FROM page_views WHERE site_id = ? AND day BETWEEN ? AND ?
          GROUP BY path ORDER BY views DESC, path LIMIT ?`,
      )
      .bind(siteId, from, to, PAGE_VIEW_TOP),
    // A campaign link (?from=) is answered by a redirect to the page without it, which logs a
    // visit (visits table) and is not a page view: its campaigns come from there, the
    // referring sites and direct views from page_views.
    db
      .prepare(
        `SELECT source, SUM(views) AS views FROM (
           SELECT source, count AS views FROM page_views WHERE site_id = ?1 AND day BETWEEN ?2 AND ?3
           UNION ALL
           SELECT source, 1 AS views FROM visits WHERE site_id = ?1 AND created_at >= ?4
         ) GROUP BY source ORDER BY views DESC, source LIMIT ?5`,
      )
      .bind(siteId, from, to, visitsSince, PAGE_VIEW_TOP),
  ]);
  const byDay = new Map(rowsOf(days, readDay).map((row) => [row.day, row.views]));
  const perDay = dates.map((date) => ({ date, views: byDay.get(date) ?? 0 }));
  return {
    days: perDay,
    topPages: rowsOf(pages, readPage),
    topSources: rowsOf(sources, readSource),
    total: perDay.reduce((total, day) => total + day.views, 0),
  };
}
