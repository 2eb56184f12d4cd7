import { describe, expect, it } from 'vitest';
import {
  readSchema,
  SCHEMA_STATEMENTS,
  siteTables,
  type Row,
  type TableInfo,
} from '../../../scripts/site-transfer';
import { migratedDb } from '../support/migrated-db';

// Every table the migrations leave (each CREATE TABLE with the later ALTER, DROP and RENAME
// applied, by running them) is classified once: one site's rows, which a site export carries
// and a move between databases copies (the registry: siteTables of scripts/site-transfer.ts,
// every table with a site_id plus `sites`); rows rebuilt from those by triggers (the search
// index: a move or an import rebuilds them by inserting the site's rows); or platform data that
// stays in the directory database. A new table without site_id must be named below on purpose,
// and a new site table the registry would leave out (its foreign key names a platform table)
// fails here, before the export and the move silently forget it (docs/sharding.md).

/** Platform data, never one site's: it stays in the directory database. */
const DIRECTORY_TABLES = [
  'operators',
  'admin_sessions',
  'admin_session_sites', // an operator session's rights over sites: platform sessions
  'operator_sign_in_links',
  'platform_cron_runs',
  'platform_rate_limit_hits',
  'platform_route_errors',
  // Reference data a blank site copies: written by the migrations themselves, so every database
  // that runs them (the directory and each shard) holds the same rows.
  'reference_countries',
  'reference_cities',
  'reference_languages',
];

/** Written by triggers from the site's rows (search_rows, then the FTS5 table and its shadows). */
const DERIVED_TABLES = [
  'search_rows',
  'search_fts',
  'search_fts_config',
  'search_fts_data',
  'search_fts_docsize',
  'search_fts_idx',
];

/** In the registry (the export carries them) and read by host resolution before any shard is
 * known: the directory keeps them; the shard keeps its own `sites` row as the parent of its
 * rows' foreign keys (docs/sharding.md). */
const ALSO_IN_DIRECTORY = ['sites', 'site_domains'];

// SQLite's own (sqlite_sequence), D1's and Cloudflare's internal tables, as the export skips them.
const INTERNAL = /^(sqlite_|_cf_|d1_)/;

function schemaOfMigrations() {
  const db = migratedDb();
  const results = SCHEMA_STATEMENTS.map((sql) => db.prepare(sql).all() as Row[]);
  const names = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[]
  )
    .map((row) => row.name)
    .filter((name) => !INTERNAL.test(name));
  return { schema: readSchema(results), names };
}

/** The tables neither in the registry nor in the lists above: none may be left. */
function unclassified(names: string[], registry: Set<string>): string[] {
  const listed = new Set([...DIRECTORY_TABLES, ...DERIVED_TABLES]);
  return names.filter((name) => !registry.has(name) && !listed.has(name));
}

describe('every table of the migrations is a site table, derived, or a directory table', () => {
  const { schema, names } = schemaOfMigrations();
  const { tables, skipped } = siteTables(schema);
  const registry = new Set(tables.map((table) => table.name));

  it('reads the whole schema', () => {
    expect(names.length).toBeGreaterThan(90);
    expect(registry.size).toBeGreaterThan(80);
    for (const name of ['orders', 'page_views', 'email_outbox', 'booking_holds', 'gift_card_ledger'])
      expect(registry.has(name)).toBe(true);
  });

  it('leaves no table unclassified', () => {
    expect(unclassified(names, registry)).toEqual([]);
  });

  it('classifies each table once, and names no table the migrations do not make', () => {
    const all = new Set(names);
    for (const name of [...DIRECTORY_TABLES, ...DERIVED_TABLES]) {
      expect({ name, exists: all.has(name) }).toEqual({ name, exists: true });
      expect({ name, inRegistry: registry.has(name) }).toEqual({ name, inRegistry: false });
    }
    expect(new Set([...DIRECTORY_TABLES, ...DERIVED_TABLES]).size).toBe(
      DIRECTORY_TABLES.length + DERIVED_TABLES.length,
    );
    for (const name of ALSO_IN_DIRECTORY) expect(registry.has(name)).toBe(true);
  });

  it('leaves out of the registry only derived and directory tables, for the reason it gives', () => {
    expect(skipped).toEqual(
      expect.arrayContaining([
        { name: 'search_rows', reason: 'rebuilt by triggers' },
        { name: 'admin_session_sites', reason: "references admin_sessions, which is not the site's" },
      ]),
    );
    expect(skipped).toHaveLength(2);
  });

  it('keeps site_id out of the directory but for the session rights', () => {
    const withSiteId = schema.tables
      .filter((table) => table.columns.includes('site_id'))
      .map((table) => table.name);
    expect(DIRECTORY_TABLES.filter((name) => withSiteId.includes(name))).toEqual(['admin_session_sites']);
  });

  it('catches a new table nobody classified (the check is not blind)', () => {
    const platformTable: TableInfo = {
      name: 'platform_invoices',
      columns: ['id', 'amount_cents'],
      primaryKey: ['id'],
      references: [],
    };
    const siteTableOnPlatformKey: TableInfo = {
      name: 'operator_notes',
      columns: ['id', 'site_id', 'operator_id', 'body'],
      primaryKey: ['id'],
      references: ['sites', 'operators'],
    };
    const grown = { ...schema, tables: [...schema.tables, platformTable, siteTableOnPlatformKey] };
    const grownRegistry = new Set(siteTables(grown).tables.map((table) => table.name));
    expect(unclassified([...names, 'platform_invoices', 'operator_notes'], grownRegistry)).toEqual([
      'platform_invoices',
      'operator_notes',
    ]);
    // A new table with site_id and only site parents joins the registry by itself.
    const siteTable: TableInfo = {
      name: 'loyalty_points',
      columns: ['id', 'site_id', 'user_id', 'points'],
      primaryKey: ['id'],
      references: ['sites', 'users'],
    };
    const withSiteTable = { ...schema, tables: [...schema.tables, siteTable] };
    expect(siteTables(withSiteTable).tables.map((table) => table.name)).toContain('loyalty_points');
  });
});
