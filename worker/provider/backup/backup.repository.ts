import type { SchemaEntry } from '../../../src/domain/site/database-backup';
import { isWithoutRowid, quoteName } from '../../../src/domain/site/database-backup';

// The reads of the daily database copy. The copy is the whole database by design (every site's
// rows, the platform's tables): it is written to the backup bucket only, never shown to anyone.

interface MasterRow {
  type: SchemaEntry['type'];
  name: string;
  tbl_name: string;
  sql: string | null;
}

/** sqlite_master in creation order. */
export async function readSchema(db: D1Database): Promise<SchemaEntry[]> {
  const { results } = await db
    .prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid')
    .all<MasterRow>();
  return results.map((row) => ({ type: row.type, name: row.name, tableName: row.tbl_name, sql: row.sql }));
}

export interface TablePage {
  columns: string[];
  rows: unknown[][];
  /** Where the next page starts: the last rowid read, or the offset for a table without rowid. */
  next: number | null;
}

const ROWID = '__backup_rowid';

/**
 * One page of a table's rows after `after`: by rowid (a keyset, so a page never rereads what
 * the previous ones read), or by primary key and offset for a table WITHOUT ROWID.
 */
export async function readTablePage(
  db: D1Database,
  table: SchemaEntry,
  after: number,
  limit: number,
): Promise<TablePage> {
  const name = quoteName(table.name);
  if (isWithoutRowid(table)) {
    const { results: keys } = await db
      .prepare(`PRAGMA table_info(${name})`)
      .all<{ name: string; pk: number }>();
    const order = keys
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => quoteName(column.name))
      .join(', ');
    const [columns = [], ...rows] = await db
      .prepare(`SELECT * FROM ${name} ORDER BY ${order || '1'} LIMIT ? OFFSET ?`)
      .bind(limit, after)
      .raw({ columnNames: true });
    return { columns: columns, rows, next: rows.length === limit ? after + limit : null };
  }
  const [header = [], ...raw] = await db
    .prepare(`SELECT rowid AS ${ROWID}, * FROM ${name} WHERE rowid > ? ORDER BY rowid LIMIT ?`)
    .bind(after, limit)
    .raw({ columnNames: true });
  const last = raw.at(-1);
  return {
    columns: header.slice(1),
    rows: raw.map((row) => row.slice(1)),
    next: raw.length === limit && last ? Number(last[0]) : null,
  };
}
