// The pure parts of `npm run site:export` and `npm run site:import` (scripts/site-export.mjs,
// scripts/site-import.mjs; what the import checks is in site-import-plan.ts): a site moves between D1 databases as a unit (`shared`
// architecture), every row of every table that belongs to it, ids kept, plus the list of its
// R2 keys. Tables are discovered from the database itself (sqlite_master and its pragmas), so
// a table a later migration adds is exported without anyone updating this file.
//
// What belongs to a site: `sites` (its row), and every table with a site_id column. Tables
// written by triggers (search_index) are left out: the import's inserts rebuild them. A table
// with a site_id whose foreign key names a platform table (admin_session_sites → admin_sessions)
// holds platform sessions, which mean nothing in another database: left out too.

export const EXPORT_FORMAT = 'site-platform/site-export';
export const EXPORT_VERSION = 1;

export type Value = string | number | null;
export type Row = Record<string, Value>;

export interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: string[];
  references: string[]; // tables its foreign keys name
  /** Its declared foreign keys column by column (PRAGMA foreign_key_list), when read. */
  foreignKeys?: { table: string; from: string; to: string }[];
}

export interface SiteExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  site: { id: number; name: string; hosts: string[] };
  /** Tables in import order (parents first), each with its columns and rows. */
  tables: { name: string; columns: string[]; primaryKey: string[]; rows: Value[][] }[];
  /** R2 keys under the site's prefixes to copy: its media library's (`media/`), listed from the
   * bucket, and those its rows name (media in pages, form files…). Sized variants and technical
   * files are made again on demand, under the ids the import gives: never copied. */
  media: { prefixes: string[]; keys: string[] };
}

/** Tables and columns, foreign keys, triggers, virtual tables: four result sets for readSchema. */
export const SCHEMA_STATEMENTS = [
  `SELECT m.name AS tbl, p.name AS col, p.pk AS pk FROM sqlite_master m JOIN pragma_table_info(m.name) p
    WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_cf_%' AND m.name NOT LIKE 'd1_%'
      AND m.sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY m.name, p.cid`,
  // Foreign keys from the CREATE TABLE text: D1 refuses pragma_foreign_key_list() in a SELECT.
  `SELECT name AS tbl, sql FROM sqlite_master WHERE type = 'table' AND sql IS NOT NULL`,
  `SELECT sql FROM sqlite_master WHERE type = 'trigger'`,
  `SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'`,
];

/** The schema from the four result sets of SCHEMA_SQL. */
export function readSchema(results: Row[][]): { tables: TableInfo[]; derived: Set<string> } {
  const [columns = [], keys = [], triggers = [], virtual = []] = results;
  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    const name = String(row.tbl);
    const table = tables.get(name) ?? { name, columns: [], primaryKey: [], references: [] };
    table.columns.push(String(row.col));
    if (Number(row.pk) > 0) table.primaryKey.push(String(row.col));
    tables.set(name, table);
  }
  for (const row of keys) {
    const table = tables.get(String(row.tbl));
    for (const match of String(row.sql).matchAll(/REFERENCES\s+["`]?(\w+)/gi))
      if (table && !table.references.includes(match[1]!)) table.references.push(match[1]!);
  }
  const derived = new Set<string>(virtual.map((row) => String(row.name)));
  for (const row of triggers)
    for (const match of String(row.sql).matchAll(/INSERT\s+INTO\s+["`]?(\w+)/gi)) derived.add(match[1]!);
  return { tables: [...tables.values()], derived };
}

/** One PRAGMA per table: its declared foreign keys, column by column, for withForeignKeys. */
export function foreignKeySql(tables: TableInfo[]): string[] {
  return tables.map((table) => `PRAGMA foreign_key_list(${sqlIdentifier(table.name)})`);
}

/** The tables with their foreign keys from foreignKeySql's result sets (same order). */
export function withForeignKeys(tables: TableInfo[], results: Row[][]): TableInfo[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  return tables.map((table, index) => ({
    ...table,
    foreignKeys: (results[index] ?? []).map((row) => {
      const parent = String(row.table);
      // No column named: the parent's primary key.
      const to = row.to === null || row.to === undefined ? byName.get(parent)?.primaryKey[0] : row.to;
      return { table: parent, from: String(row.from), to: String(to ?? 'id') };
    }),
  }));
}

/** The tables of a site in an order that satisfies their foreign keys, and those left out. */
export function siteTables(schema: { tables: TableInfo[]; derived: Set<string> }): {
  tables: TableInfo[];
  skipped: { name: string; reason: string }[];
} {
  const skipped: { name: string; reason: string }[] = [];
  const candidates = new Map<string, TableInfo>();
  for (const table of schema.tables) {
    if (table.name === 'sites') candidates.set(table.name, table);
    else if (!table.columns.includes('site_id'))
      continue; // platform tables: operators…
    else if (schema.derived.has(table.name))
      skipped.push({ name: table.name, reason: 'rebuilt by triggers' });
    else candidates.set(table.name, table);
  }
  // A site table pointing at a platform table (not exported) could not be imported.
  let changed = true;
  while (changed) {
    changed = false;
    for (const table of candidates.values()) {
      const outside = table.references.find((ref) => ref !== table.name && !candidates.has(ref));
      if (outside) {
        candidates.delete(table.name);
        skipped.push({ name: table.name, reason: `references ${outside}, which is not the site's` });
        changed = true;
      }
    }
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visit = (table: TableInfo, path: string[]) => {
    if (placed.has(table.name) || path.includes(table.name)) return;
    for (const ref of table.references) {
      const parent = candidates.get(ref);
      if (parent && ref !== table.name) visit(parent, [...path, table.name]);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of [...candidates.values()].sort((a, b) => a.name.localeCompare(b.name))) visit(table, []);
  return { tables: ordered, skipped };
}

export function sqlLiteral(value: Value): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  return `'${value.replaceAll("'", "''")}'`;
}

/** A table or column name as an SQL identifier (quoted, its quotes doubled). */
export function sqlIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The SELECT of a table's rows of the site (primary key order, so exports compare). */
export function selectSql(table: TableInfo, siteId: number): string {
  const where = table.name === 'sites' ? `id = ${siteId}` : `site_id = ${siteId}`;
  const order =
    table.primaryKey.length > 0 ? ` ORDER BY ${table.primaryKey.map(sqlIdentifier).join(', ')}` : '';
  return `SELECT * FROM ${sqlIdentifier(table.name)} WHERE ${where}${order}`;
}

/** The site a --site argument names: its id, or one of its hosts. */
export function siteLookupSql(site: string): string {
  const value = site.trim().toLowerCase();
  return /^\d+$/.test(value)
    ? `SELECT id, name FROM sites WHERE id = ${Number(value)}`
    : `SELECT s.id, s.name FROM sites s JOIN site_domains d ON d.site_id = s.id WHERE d.host = ${sqlLiteral(value)}`;
}

/** Parents before children inside one table (pages.parent_id: a trigger checks the parent). */
export function parentsFirst(columns: string[], rows: Value[][]): Value[][] {
  const id = columns.indexOf('id');
  const parent = columns.indexOf('parent_id');
  if (id < 0 || parent < 0) return rows;
  const byId = new Map(rows.map((row) => [row[id], row]));
  const depth = (row: Value[], seen = 0): number =>
    row[parent] === null || !byId.has(row[parent]) || seen > rows.length
      ? 0
      : 1 + depth(byId.get(row[parent])!, seen + 1);
  return [...rows].sort((a, b) => depth(a) - depth(b));
}

const MEDIA_URL = /\/media\/([a-z0-9][a-z0-9-]{0,120}\.[a-z0-9]{2,4})/g;
const SITE_KEY = /^sites?\/\d+\//;

/** The folder of a site's media library in R2 (worker/provider/site/media.repository.ts). */
export const mediaLibraryPrefix = (siteId: number) => `sites/${siteId}/media/`;

/** The R2 keys the rows name (/media/<name> in any text, stored object keys of forms) and
 * those `stored` lists (the media library's). */
function mediaKeysOf(siteId: number, tables: SiteExport['tables'], stored: string[]): string[] {
  const keys = new Set<string>(stored.filter((key) => key.startsWith(mediaLibraryPrefix(siteId))));
  for (const table of tables)
    for (const row of table.rows)
      for (const value of row) {
        if (typeof value !== 'string') continue;
        for (const match of value.matchAll(MEDIA_URL)) keys.add(`sites/${siteId}/media/${match[1]}`);
        if (SITE_KEY.test(value) && value.startsWith(`sites/${siteId}/`)) keys.add(value);
      }
  return [...keys].sort();
}

export function buildExport(input: {
  site: { id: number; name: string };
  tables: TableInfo[];
  rows: Map<string, Row[]>;
  exportedAt: string;
  /** The keys of the site's media library in its bucket (listed by site:export). */
  storedKeys?: string[];
}): SiteExport {
  const tables = input.tables.map((table) => {
    const rows = (input.rows.get(table.name) ?? []).map((row) =>
      table.columns.map((column) => row[column] ?? null),
    );
    return {
      name: table.name,
      columns: table.columns,
      primaryKey: table.primaryKey,
      rows: parentsFirst(table.columns, rows),
    };
  });
  const domains = tables.find((table) => table.name === 'site_domains');
  const hostIndex = domains?.columns.indexOf('host') ?? -1;
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: input.exportedAt,
    site: {
      id: input.site.id,
      name: input.site.name,
      hosts: (domains?.rows ?? []).map((row) => String(row[hostIndex])),
    },
    tables,
    media: {
      prefixes: [`sites/${input.site.id}/`],
      keys: mediaKeysOf(input.site.id, tables, input.storedKeys ?? []),
    },
  };
}

/** Reads an export file; throws in French when it is not one. */
export function parseExport(text: string): SiteExport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error("Ce fichier n'est pas du JSON : est-ce bien une exportation de site ?");
  }
  const data = parsed as Partial<SiteExport> | null;
  if (
    data?.format !== EXPORT_FORMAT ||
    data.version !== EXPORT_VERSION ||
    !data.site ||
    !Array.isArray(data.tables)
  )
    throw new Error(
      `Ce fichier n'est pas une exportation de site (${EXPORT_FORMAT} version ${EXPORT_VERSION}).`,
    );
  return data as SiteExport;
}
