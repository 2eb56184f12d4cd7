// The daily copy of the whole D1 database kept in R2, and the SQL that rebuilds a database from
// it. A copy is a folder `backups/<YYYY-MM-DD>/`: one JSON object per page of rows of each
// table, then `manifest.json`, written last, which lists the schema (sqlite_master's SQL) and
// every table with its columns, row count and page keys. A folder without a manifest is an
// unfinished copy and is never restored.
//
// Restoring replays the schema in an order that needs no foreign key or trigger to be off:
// tables and indexes first, then the rows (foreign keys deferred to the end of the
// transaction), then views and triggers (so no trigger fires on a restored row), then the full-text
// indexes are rebuilt from the tables they index.

export const BACKUP_PREFIX = 'backups/';
const BACKUP_KEEP_DAYS = 30;
export const BACKUP_FORMAT = 1;

export interface SchemaEntry {
  type: 'table' | 'index' | 'view' | 'trigger';
  name: string;
  tableName: string;
  sql: string | null;
}

export interface BackupTable {
  name: string;
  columns: string[];
  rows: number;
  pages: string[];
}

export interface BackupManifest {
  format: number;
  day: string;
  startedAt: string;
  finishedAt: string;
  schema: SchemaEntry[];
  tables: BackupTable[];
}

/** A stored value: D1's own types, a blob as hexadecimal. */
export type BackupValue = string | number | null | { blob: string };

const FTS_SHADOWS = ['_data', '_idx', '_content', '_docsize', '_config'];

export const backupDay = (unixSeconds: number): string =>
  new Date(unixSeconds * 1000).toISOString().slice(0, 10);
export const manifestKey = (day: string): string => `${BACKUP_PREFIX}${day}/manifest.json`;
export const pageKey = (day: string, table: string, page: number): string =>
  `${BACKUP_PREFIX}${day}/${table}/${String(page).padStart(5, '0')}.json`;

/** The copies older than BACKUP_KEEP_DAYS on `today`, among the days stored. */
export function expiredDays(days: readonly string[], today: string): string[] {
  const limit = new Date(`${today}T00:00:00Z`).getTime() - BACKUP_KEEP_DAYS * 86_400_000;
  return days.filter(
    (day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).getTime() < limit,
  );
}

const isVirtual = (entry: SchemaEntry): boolean => /^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(entry.sql ?? '');
/** A virtual table whose text lives in another table (FTS5 `content = '…'`): rebuilt, not copied. */
const hasExternalContent = (entry: SchemaEntry): boolean => /content\s*=\s*'[^']+'/i.test(entry.sql ?? '');
export const isWithoutRowid = (entry: SchemaEntry): boolean =>
  /WITHOUT\s+ROWID\s*;?\s*$/i.test(entry.sql ?? '');

/**
 * The schema worth keeping: sqlite_master minus SQLite's and D1's own objects and the shadow
 * tables a virtual table makes for itself (creating the virtual table makes them again).
 */
export function keptSchema(entries: readonly SchemaEntry[]): SchemaEntry[] {
  const virtual = entries.filter(isVirtual).map((entry) => entry.name);
  const shadows = new Set(virtual.flatMap((name) => FTS_SHADOWS.map((suffix) => `${name}${suffix}`)));
  return entries.filter(
    (entry) =>
      entry.sql !== null &&
      !entry.name.startsWith('sqlite_') &&
      !entry.name.startsWith('_cf_') &&
      !shadows.has(entry.name),
  );
}

/** The tables whose rows are copied: every kept table but the externally indexed virtual ones. */
export function copiedTables(schema: readonly SchemaEntry[]): SchemaEntry[] {
  return schema.filter((entry) => entry.type === 'table' && !(isVirtual(entry) && hasExternalContent(entry)));
}

export const quoteName = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** A value as an SQL literal. */
function sqlLiteral(value: BackupValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  return `X'${value.blob}'`;
}

/** What D1 answers for a cell, as stored in a page. */
export function backupValue(value: unknown): BackupValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'bigint') return Number(value);
  const bytes =
    value instanceof ArrayBuffer
      ? new Uint8Array(value)
      : Array.isArray(value)
        ? Uint8Array.from(value as number[])
        : ArrayBuffer.isView(value)
          ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
          : null;
  if (!bytes) return JSON.stringify(value);
  return { blob: Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('') };
}

// D1 refuses a statement over 100 KB; rows are grouped into INSERTs below that.
const STATEMENT_BYTES = 90_000;

/** INSERT statements for one page of a table's rows, each under D1's statement size. */
function insertStatements(
  table: string,
  columns: readonly string[],
  rows: readonly BackupValue[][],
): string[] {
  const head = `INSERT INTO ${quoteName(table)} (${columns.map(quoteName).join(', ')}) VALUES `;
  const statements: string[] = [];
  let values: string[] = [];
  let size = head.length;
  for (const row of rows) {
    const tuple = `(${row.map(sqlLiteral).join(', ')})`;
    if (values.length > 0 && size + tuple.length + 2 > STATEMENT_BYTES) {
      statements.push(head + values.join(', '));
      values = [];
      size = head.length;
    }
    values.push(tuple);
    size += tuple.length + 2;
  }
  if (values.length > 0) statements.push(head + values.join(', '));
  return statements;
}

/**
 * The statements that rebuild the copy in an empty database, in order. `pageRows` gives the
 * rows of a page key (read from R2 by the restore command, or by the test).
 */
export async function restoreStatements(
  manifest: BackupManifest,
  pageRows: (key: string) => Promise<BackupValue[][]>,
): Promise<string[]> {
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`format de copie inconnu : ${manifest.format}`);
  const sql = (entry: SchemaEntry) => entry.sql ?? '';
  const statements = ['PRAGMA defer_foreign_keys = on'];
  const tables = manifest.schema.filter((entry) => entry.type === 'table');
  statements.push(...tables.filter((entry) => !isVirtual(entry)).map(sql));
  statements.push(...tables.filter(isVirtual).map(sql));
  // Indexes before the rows: a foreign key to a composite key needs its unique index to exist.
  statements.push(...manifest.schema.filter((entry) => entry.type === 'index').map(sql));
  for (const table of manifest.tables) {
    for (const key of table.pages)
      statements.push(...insertStatements(table.name, table.columns, await pageRows(key)));
  }
  for (const type of ['view', 'trigger'] as const)
    statements.push(...manifest.schema.filter((entry) => entry.type === type).map(sql));
  for (const entry of tables.filter((table) => isVirtual(table) && hasExternalContent(table)))
    statements.push(`INSERT INTO ${quoteName(entry.name)} (${quoteName(entry.name)}) VALUES ('rebuild')`);
  return statements;
}
