import {
  BACKUP_FORMAT,
  BACKUP_PREFIX,
  backupDay,
  backupValue,
  copiedTables,
  expiredDays,
  keptSchema,
  manifestKey,
  pageKey,
  type BackupManifest,
  type BackupTable,
} from '../../../src/domain/site/database-backup';
import { readSchema, readTablePage } from './backup.repository';

// The daily copy: the Cron Trigger calls it every 15 minutes; the first call of a UTC day whose
// copy has no manifest yet writes it, the others return at once. Rows are read and written
// page by page (PAGE_ROWS rows, one R2 object each), so a Worker's memory holds one page at a
// time whatever the database's size. A run that fails midway leaves no manifest: the next
// call starts that day's copy again (its pages are overwritten). Then the copies older than
// BACKUP_KEEP_DAYS are deleted.

const PAGE_ROWS = 500;

export interface BackupReport {
  day: string;
  written: boolean;
  tables: number;
  rows: number;
  deletedDays: string[];
}

const JSON_TYPE = { httpMetadata: { contentType: 'application/json' } };

async function copyTable(
  db: D1Database,
  bucket: R2Bucket,
  day: string,
  table: ReturnType<typeof copiedTables>[number],
  pageRows: number,
): Promise<BackupTable> {
  const copied: BackupTable = { name: table.name, columns: [], rows: 0, pages: [] };
  let after: number | null = 0;
  while (after !== null) {
    const page = await readTablePage(db, table, after, pageRows);
    if (copied.pages.length === 0) copied.columns = page.columns;
    if (page.rows.length > 0) {
      const key = pageKey(day, table.name, copied.pages.length + 1);
      await bucket.put(key, JSON.stringify(page.rows.map((row) => row.map(backupValue))), JSON_TYPE);
      copied.pages.push(key);
      copied.rows += page.rows.length;
    }
    after = page.next;
  }
  return copied;
}

async function storedDays(bucket: R2Bucket): Promise<string[]> {
  const days: string[] = [];
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: BACKUP_PREFIX, delimiter: '/', cursor });
    days.push(...listed.delimitedPrefixes.map((prefix) => prefix.slice(BACKUP_PREFIX.length, -1)));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return days;
}

async function deleteDay(bucket: R2Bucket, day: string): Promise<void> {
  let listed = await bucket.list({ prefix: `${BACKUP_PREFIX}${day}/` });
  for (;;) {
    if (listed.objects.length > 0) await bucket.delete(listed.objects.map((object) => object.key));
    if (!listed.truncated) return;
    listed = await bucket.list({ prefix: `${BACKUP_PREFIX}${day}/`, cursor: listed.cursor });
  }
}

/** Today's copy if not written yet (`now` in unix seconds), then the expired ones deleted. */
export async function backUpDatabase(
  db: D1Database,
  bucket: R2Bucket,
  now: number,
  pageRows = PAGE_ROWS,
): Promise<BackupReport> {
  const day = backupDay(now);
  const report: BackupReport = { day, written: false, tables: 0, rows: 0, deletedDays: [] };
  if (!(await bucket.head(manifestKey(day)))) {
    const startedAt = new Date().toISOString();
    const schema = keptSchema(await readSchema(db));
    const tables: BackupTable[] = [];
    for (const table of copiedTables(schema)) tables.push(await copyTable(db, bucket, day, table, pageRows));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      day,
      startedAt,
      finishedAt: new Date().toISOString(),
      schema,
      tables,
    };
    await bucket.put(manifestKey(day), JSON.stringify(manifest), JSON_TYPE);
    Object.assign(report, {
      written: true,
      tables: tables.length,
      rows: tables.reduce((n, t) => n + t.rows, 0),
    });
  }
  report.deletedDays = expiredDays(await storedDays(bucket), day);
  for (const expired of report.deletedDays) await deleteDay(bucket, expired);
  return report;
}
