import type { RouteErrorCount } from '../../../../src/domain/site/route-error-tally';
import { all, rowReader } from '../../shared/d1';

// Answers in error per route name and hour (platform_route_errors): the platform's own figures
// across every site, for its operators (no site's rows, no path, only route names).

/** Adds an isolate's counts in one batch, and deletes the hours older than `keepFrom`. */
export async function addRouteErrors(
  db: D1Database,
  counts: readonly RouteErrorCount[],
  keepFrom: number,
): Promise<void> {
  await db.batch([
    ...counts.map((entry) =>
      db
        .prepare(
          `INSERT INTO platform_route_errors (host, route, hour, count) VALUES (?, ?, ?, ?)
           ON CONFLICT (host, route, hour) DO UPDATE SET count = count + excluded.count`,
        )
        .bind(entry.host, entry.route, entry.hour, entry.count),
    ),
    db.prepare('DELETE FROM platform_route_errors WHERE hour < ?').bind(keepFrom),
  ]);
}

const readRouteErrors = rowReader({
  host: ['admin', 'site'],
  route: 'string',
  this_hour: 'number',
  last_day: 'number',
});

export interface RouteErrors {
  host: 'admin' | 'site';
  route: string;
  thisHour: number;
  lastDay: number;
}

/** Per route, the errors of the hour starting at `hour` and of the 24 hours up to it; most first. */
export async function recentRouteErrors(db: D1Database, hour: number, limit: number): Promise<RouteErrors[]> {
  const rows = await all(
    db
      .prepare(
        `SELECT host, route, SUM(CASE WHEN hour >= ?1 THEN count ELSE 0 END) AS this_hour, SUM(count) AS last_day
           FROM platform_route_errors WHERE hour > ?1 - 86400
          GROUP BY host, route ORDER BY last_day DESC, route LIMIT ?2`,
      )
      .bind(hour, limit),
    readRouteErrors,
  );
  return rows.map((row) => ({
    host: row.host,
    route: row.route,
    thisHour: row.this_hour,
    lastDay: row.last_day,
  }));
}
