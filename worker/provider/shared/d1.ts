import type { ListSql } from './list-query-sql';

// The one way repositories read D1 results. D1 hands back `Record<string, unknown>` rows;
// `.first<Foo>()` or `results as Foo[]` only tell the compiler what it hopes. Here every row
// goes through a reader: `rowReader({ id: 'number', title: 'string?' })` checks each named
// column's type (a renamed column or a forgotten RETURNING fails loudly, at the query that
// broke, instead of becoming `undefined` deep in a page), and `mapRows(reader, toNews)` turns
// the checked snake_case row into the API shape. One style everywhere: SQL selects the
// table's own column names; one mapper per table turns them into camelCase.

export type Row = Record<string, unknown>;
export type BindValue = string | number | null;

/** The D1 types a column can come back as; `?` allows NULL. A list of values is an enum column (null in it allows NULL). */
type ColumnKind = 'number' | 'string' | 'number?' | 'string?' | readonly (string | null)[];
type ValueOf<K extends ColumnKind> = K extends readonly (infer E)[]
  ? E
  : K extends 'number'
    ? number
    : K extends 'string'
      ? string
      : K extends 'number?'
        ? number | null
        : string | null;
type Shape = Record<string, ColumnKind>;
export type RowOf<S extends Shape> = { [C in keyof S]: ValueOf<S[C]> };

/** Turns one raw D1 row into a typed value, or throws when the row is not what the SQL promised. */
export type RowRead<T> = (row: Row) => T;
/** What a reader gives: `type NewsRow = ReadType<typeof readNewsRow>`. */
export type ReadType<R> = R extends RowRead<infer T> ? T : never;

function checks(kind: ColumnKind, value: unknown): boolean {
  if (typeof kind !== 'string') return (typeof value === 'string' || value === null) && kind.includes(value);
  if (value === null) return kind.endsWith('?');
  return typeof value === (kind.startsWith('number') ? 'number' : 'string');
}

function describe(value: unknown): string {
  return value === null ? 'null' : typeof value === 'string' ? `'${value.slice(0, 40)}'` : typeof value;
}

/** A reader that checks the named columns (extra columns are ignored, not copied). */
export function rowReader<const S extends Shape>(shape: S): RowRead<RowOf<S>> {
  const columns = Object.entries(shape);
  return (row) => {
    const typed: Row = {};
    for (const [column, kind] of columns) {
      const value = row[column];
      if (!checks(kind, value)) {
        throw new TypeError(`D1 row: column ${column} is ${describe(value)}, not ${String(kind)}`);
      }
      typed[column] = value;
    }
    return typed as RowOf<S>;
  };
}

/** A reader that checks the row, then maps it (the per-table `toNews(row)`). */
export function mapRows<S extends Shape, T>(read: RowRead<RowOf<S>>, map: (row: RowOf<S>) => T): RowRead<T> {
  return (row) => map(read(row));
}

/** The first row of a statement, read; null when there is none. */
export async function first<T>(statement: D1PreparedStatement, read: RowRead<T>): Promise<T | null> {
  const row = await statement.first<Row>();
  return row === null ? null : read(row);
}

/** Every row of a statement, read. */
export async function all<T>(statement: D1PreparedStatement, read: RowRead<T>): Promise<T[]> {
  const { results } = await statement.all<Row>();
  return results.map(read);
}

/** The rows of one result of a `db.batch`, read (a missing result is no rows). */
export function rowsOf<T>(result: D1Result | undefined, read: RowRead<T>): T[] {
  return ((result?.results ?? []) as Row[]).map(read);
}

/** The first row of one result of a `db.batch`, read; null when there is none. */
export function firstOf<T>(result: D1Result | undefined, read: RowRead<T>): T | null {
  const row = (result?.results as Row[] | undefined)?.[0];
  return row === undefined ? null : read(row);
}

/**
 * The rows of a JSON array a query built from a child table (`json_group_array(json_object(…))`
 * of its own columns), read like any row: the JSON is SQL's output, not a trusted shape.
 */
export function jsonRows<T>(json: string, read: RowRead<T>): T[] {
  const rows: unknown = JSON.parse(json);
  if (!Array.isArray(rows)) throw new TypeError('D1 JSON column: not an array');
  return rows.map((row: unknown) => {
    if (typeof row !== 'object' || row === null)
      throw new TypeError('D1 JSON column: an element is not an object');
    return read(row as Row);
  });
}

/** The `COUNT(*) AS total` of a list. */
export const readTotal = rowReader({ total: 'number' });

/** The `id` an INSERT … RETURNING id (or a lookup by id) answers. */
export const readId = rowReader({ id: 'number' });

/**
 * One page of a list and the number of rows matching, in one batch (one round trip, one
 * snapshot): `SELECT columns FROM from…filters ORDER BY … LIMIT` and `SELECT COUNT(*) FROM from…filters`.
 * `from` is the table and its fixed conditions, starting with `site_id = ?` (e.g.
 * `news WHERE site_id = ? AND locale = ?`), `params` its bound values; the list's filters,
 * order and window come from listQuerySql. `orderBy` replaces the list's own (tie-breakers).
 */
export interface PagedSelect {
  columns: string;
  from: string;
  params: BindValue[];
  orderBy?: string;
}

export async function pagedList<T>(
  db: D1Database,
  select: PagedSelect,
  list: ListSql,
  read: RowRead<T>,
): Promise<{ rows: T[]; total: number }> {
  const orderBy = select.orderBy ?? list.orderBy;
  const [page, count] = await db.batch([
    db
      .prepare(`SELECT ${select.columns} FROM ${select.from}${list.where}${orderBy}${list.limit}`)
      .bind(...select.params, ...list.params),
    db
      .prepare(`SELECT COUNT(*) AS total FROM ${select.from}${list.where}`)
      .bind(...select.params, ...list.filterParams),
  ]);
  return { rows: rowsOf(page, read), total: firstOf(count, readTotal)?.total ?? 0 };
}

// ── Writes that publish ──────────────────────────────────────────────────────────────────
// Every content write bumps sites.content_version in the same batch (one transaction), so
// the page caches keyed on it can never show a write without the new version or the other
// way round. Copying the new version to KV (publishContentVersion) stays the route's job.

const readVersion = rowReader({ content_version: 'number' });

/** The statement that bumps the site's content version and returns the new one. */
export function bumpContentVersionStatement(db: D1Database, siteId: number): D1PreparedStatement {
  return db
    .prepare('UPDATE sites SET content_version = content_version + 1 WHERE id = ? RETURNING content_version')
    .bind(siteId);
}

/**
 * A bump that only happens when `exists` (a `SELECT 1 FROM … WHERE site_id = ? AND …`) finds
 * a row: an update or delete of an unknown id changes nothing, so it publishes nothing.
 */
export function bumpContentVersionIfStatement(
  db: D1Database,
  siteId: number,
  exists: string,
  params: BindValue[],
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE sites SET content_version = content_version + 1
        WHERE id = ? AND EXISTS (${exists})
        RETURNING content_version`,
    )
    .bind(siteId, ...params);
}

/** The new version a bump statement returned; 1 when it bumped nothing (a conditional bump). */
export function versionOf(result: D1Result | undefined): number {
  return firstOf(result, readVersion)?.content_version ?? 1;
}

/**
 * Runs `writes` and a content-version bump in one batch. The bump runs after the writes, or
 * before them when `bump.first` (a conditional bump must see the row a delete removes).
 * Returns the writes' results in order and the new version.
 */
export async function writeBumpingVersion(
  db: D1Database,
  siteId: number,
  writes: D1PreparedStatement[],
  bump: { statement?: D1PreparedStatement; first?: boolean } = {},
): Promise<{ results: D1Result[]; version: number }> {
  const statement = bump.statement ?? bumpContentVersionStatement(db, siteId);
  if (bump.first) {
    const [bumped, ...results] = await db.batch([statement, ...writes]);
    return { results, version: versionOf(bumped) };
  }
  const results = await db.batch([...writes, statement]);
  const bumped = results.pop();
  return { results, version: versionOf(bumped) };
}

/**
 * One `INSERT … RETURNING id` with the content version bump in the same batch: the new row's id
 * and the version. `what` names the row in the error thrown if the insert answered none.
 */
export async function insertBumpingVersion(
  db: D1Database,
  siteId: number,
  insert: D1PreparedStatement,
  what: string,
): Promise<{ id: number; version: number }> {
  const {
    results: [inserted],
    version,
  } = await writeBumpingVersion(db, siteId, [insert]);
  const id = firstOf(inserted, readId)?.id;
  if (id === undefined) throw new Error(`${what} not inserted`);
  return { id, version };
}
