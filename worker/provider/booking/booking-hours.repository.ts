import { rowReader, rowsOf } from '../shared/d1';

// The weekly booking hours and their exceptions (closed days, one-off extra openings). Every
// query takes and filters by the site.

const readRange = rowReader({ weekday: 'number', start_time: 'string', end_time: 'string' });
const readException = rowReader({
  id: 'number',
  date: 'string',
  kind: ['CLOSED', 'OPEN'],
  start_time: 'string?',
  end_time: 'string?',
  label: 'string',
});
export type ExceptionRow = ReturnType<typeof readException>;

export async function listHours(db: D1Database, siteId: number) {
  const result = await db
    .prepare(
      'SELECT weekday, start_time, end_time FROM booking_hours WHERE site_id = ? ORDER BY weekday, start_time',
    )
    .bind(siteId)
    .all();
  return rowsOf(result, readRange);
}

/** The week's ranges replaced as a whole, in one batch. */
export async function replaceHours(
  db: D1Database,
  siteId: number,
  ranges: readonly { weekday: number; start: string; end: string }[],
): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM booking_hours WHERE site_id = ?').bind(siteId),
    ...ranges.map((range) =>
      db
        .prepare('INSERT INTO booking_hours (site_id, weekday, start_time, end_time) VALUES (?, ?, ?, ?)')
        .bind(siteId, range.weekday, range.start, range.end),
    ),
  ]);
}

export async function listExceptions(db: D1Database, siteId: number, fromDate: string) {
  const result = await db
    .prepare(
      `SELECT id, date, kind, start_time, end_time, label FROM booking_exceptions
        WHERE site_id = ? AND date >= ? ORDER BY date, start_time`,
    )
    .bind(siteId, fromDate)
    .all();
  return rowsOf(result, readException);
}

export async function findException(db: D1Database, siteId: number, id: number) {
  const result = await db
    .prepare(
      'SELECT id, date, kind, start_time, end_time, label FROM booking_exceptions WHERE site_id = ? AND id = ?',
    )
    .bind(siteId, id)
    .all();
  return rowsOf(result, readException)[0] ?? null;
}

export interface ExceptionWrite {
  date: string;
  kind: 'CLOSED' | 'OPEN';
  start: string | null;
  end: string | null;
  label: string;
}

const exceptionValues = (input: ExceptionWrite) => [
  input.date,
  input.kind,
  input.kind === 'OPEN' ? input.start : null,
  input.kind === 'OPEN' ? input.end : null,
  input.label,
];

export async function insertException(
  db: D1Database,
  siteId: number,
  input: ExceptionWrite,
): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO booking_exceptions (site_id, date, kind, start_time, end_time, label)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(siteId, ...exceptionValues(input))
    .first<{ id: number }>();
  if (!row) throw new Error('booking exception insert returned no id');
  return row.id;
}

export async function updateException(
  db: D1Database,
  siteId: number,
  id: number,
  input: ExceptionWrite,
): Promise<boolean> {
  const result = await db
    .prepare(
      'UPDATE booking_exceptions SET date = ?, kind = ?, start_time = ?, end_time = ?, label = ? WHERE site_id = ? AND id = ?',
    )
    .bind(...exceptionValues(input), siteId, id)
    .run();
  return result.meta.changes > 0;
}

export async function deleteException(db: D1Database, siteId: number, id: number): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM booking_exceptions WHERE site_id = ? AND id = ?')
    .bind(siteId, id)
    .run();
  return result.meta.changes > 0;
}
