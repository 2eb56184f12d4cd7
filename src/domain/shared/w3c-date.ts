// Dates for sitemaps: <lastmod> takes the W3C Datetime format, e.g.
// 2026-03-14T09:30:00Z. The database keeps two shapes: SQLite's datetime('now'), which is UTC
// without a zone ('2026-03-14 09:30:00'), and ISO 8601 strings written by the Worker.

const SQLITE_DATETIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/** A stored date as a W3C Datetime in UTC, to the second; undefined when it is not a date. */
export function w3cDateTime(stored: string | null | undefined): string | undefined {
  if (!stored) return undefined;
  const sqlite = SQLITE_DATETIME.exec(stored.trim());
  const date = new Date(sqlite ? `${sqlite[1]}T${sqlite[2]}Z` : stored.trim());
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
