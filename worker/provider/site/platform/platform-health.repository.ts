import { first, rowReader, type Row } from '../../shared/d1';

// The platform-wide reads of the operators' health endpoint and the Cron Trigger's record of
// its runs. These are the platform's own figures, across every site by design (an operator's
// view, never shown to a site owner): no query here returns a site's rows.

const readBacklog = rowReader({ pending: 'number', oldest: 'number?', failed_last_day: 'number' });

/** E-mails waiting (with the oldest one's creation, unix seconds) and those failed in the last day. */
export async function outboxBacklog(
  db: D1Database,
): Promise<{ pending: number; oldestPendingAt: number | null; failedLastDay: number }> {
  const row = await first(
    db.prepare(
      `SELECT (SELECT COUNT(*) FROM email_outbox WHERE status = 'PENDING') AS pending,
              (SELECT CAST(strftime('%s', MIN(created_at)) AS INTEGER) FROM email_outbox WHERE status = 'PENDING') AS oldest,
              (SELECT COUNT(*) FROM email_outbox
                WHERE status = 'FAILED' AND COALESCE(last_activity_at, created_at) >= datetime('now', '-1 day')) AS failed_last_day`,
    ),
    readBacklog,
  );
  return {
    pending: row?.pending ?? 0,
    oldestPendingAt: row?.oldest ?? null,
    failedLastDay: row?.failed_last_day ?? 0,
  };
}

const readHostnames = rowReader({ pending: 'number', failed: 'number', oldest: 'number?' });

/** Customer hosts waiting for their custom hostname, failed ones, and the oldest wait's start. */
export async function hostnameBacklog(
  db: D1Database,
): Promise<{ pending: number; failed: number; oldestPendingAt: number | null }> {
  const row = await first(
    db.prepare(
      `SELECT COUNT(*) FILTER (WHERE hostname_status = 'pending') AS pending,
              COUNT(*) FILTER (WHERE hostname_status = 'failed') AS failed,
              MIN(pending_since) FILTER (WHERE hostname_status = 'pending') AS oldest
         FROM site_domains WHERE hostname_status <> 'active'`,
    ),
    readHostnames,
  );
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0, oldestPendingAt: row?.oldest ?? null };
}

/** Resolves when the database answers a query; rejects when it does not. */
export async function databaseAnswers(db: D1Database): Promise<void> {
  await db.prepare('SELECT 1').first();
}

/** The database's size in bytes (page count × page size); null where PRAGMA is refused. */
export async function databaseBytes(db: D1Database): Promise<number | null> {
  try {
    const [count, size] = await db.batch<Row>([
      db.prepare('PRAGMA page_count'),
      db.prepare('PRAGMA page_size'),
    ]);
    const pages = Number(count?.results[0]?.page_count);
    const pageSize = Number(size?.results[0]?.page_size);
    if (Number.isFinite(pages) && Number.isFinite(pageSize)) return pages * pageSize;
  } catch {
    // D1 answers its own size on every result instead (meta.size_after).
  }
  const result = await db.prepare('SELECT 1').run();
  const bytes = (result.meta as { size_after?: number }).size_after;
  return typeof bytes === 'number' ? bytes : null;
}

const readCronRun = rowReader({ started: 'number', finished: 'number?', ok: 'number', failures: 'string?' });

export interface CronRun {
  startedAt: number | null;
  finishedAt: number | null;
  ok: boolean;
  failures: string[];
}

export async function lastCronRun(db: D1Database, job: string): Promise<CronRun> {
  const row = await first(
    db
      .prepare(
        `SELECT CAST(strftime('%s', started_at) AS INTEGER) AS started,
                CAST(strftime('%s', finished_at) AS INTEGER) AS finished, ok, failures
           FROM platform_cron_runs WHERE job = ?`,
      )
      .bind(job),
    readCronRun,
  );
  if (!row) return { startedAt: null, finishedAt: null, ok: false, failures: [] };
  return {
    startedAt: row.started,
    finishedAt: row.finished,
    ok: row.ok === 1,
    failures: row.failures ? (JSON.parse(row.failures) as string[]) : [],
  };
}

/** A run starts: its row says so (finished_at NULL) until cronRunFinished. Times in unix seconds. */
export async function cronRunStarted(db: D1Database, job: string, at: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO platform_cron_runs (job, started_at, finished_at, ok, failures)
       VALUES (?, datetime(?, 'unixepoch'), NULL, 0, NULL)
       ON CONFLICT (job) DO UPDATE SET started_at = excluded.started_at, finished_at = NULL, ok = 0, failures = NULL`,
    )
    .bind(job, at)
    .run();
}

export async function cronRunFinished(
  db: D1Database,
  job: string,
  at: number,
  failures: readonly string[],
): Promise<void> {
  await db
    .prepare(
      `UPDATE platform_cron_runs SET finished_at = datetime(?, 'unixepoch'), ok = ?, failures = ? WHERE job = ?`,
    )
    .bind(at, failures.length === 0 ? 1 : 0, failures.length === 0 ? null : JSON.stringify(failures), job)
    .run();
}
