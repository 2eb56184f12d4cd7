import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  keptSchema,
  manifestKey,
  quoteName,
  restoreStatements,
  type BackupManifest,
  type BackupValue,
  type SchemaEntry,
} from '../../../src/domain/site/database-backup';
import worker from '../../../worker/index';
import { backUpDatabase } from '../../../worker/provider/backup/public';

// The daily copy of the database into the backup bucket, and its restore into an empty
// database: what the restore command (scripts/backup-restore.mjs) runs with wrangler, run here
// on a second D1 of the test runtime. The restored database has the same schema, the same rows
// in every table and a working search index.

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

async function manifestOf(day: string): Promise<BackupManifest> {
  const object = await env.BACKUPS.get(manifestKey(day));
  if (!object) throw new Error(`no manifest for ${day}`);
  return object.json<BackupManifest>();
}

async function pageRows(key: string): Promise<BackupValue[][]> {
  const object = await env.BACKUPS.get(key);
  if (!object) throw new Error(`page ${key} missing`);
  return object.json<BackupValue[][]>();
}

async function schemaOf(db: D1Database): Promise<SchemaEntry[]> {
  const { results } = await db
    .prepare('SELECT type, name, tbl_name AS tableName, sql FROM sqlite_master ORDER BY type, name')
    .all<SchemaEntry>();
  return keptSchema(results);
}

/** Every row of a table in a fixed order, whatever order they were inserted in. */
async function rowsOf(db: D1Database, table: string): Promise<string[]> {
  const rows = await db.prepare(`SELECT * FROM ${quoteName(table)}`).raw();
  return rows.map((row) => JSON.stringify(row)).sort();
}

describe('the daily database copy', () => {
  it('is restored into an empty database with the same schema, rows and search', async () => {
    // Small pages: every table of more than 7 rows is read and written in several pages.
    const report = await backUpDatabase(env.DB, env.BACKUPS, now(), 7);
    expect(report.written).toBe(true);
    expect(report.rows).toBeGreaterThan(100);
    const manifest = await manifestOf(report.day);
    const sites = manifest.tables.find((table) => table.name === 'sites');
    expect(sites?.rows).toBeGreaterThan(0);
    expect(manifest.tables.some((table) => table.pages.length > 1)).toBe(true);
    expect(manifest.tables.map((table) => table.name)).toContain('page_views'); // WITHOUT ROWID
    expect(manifest.tables.map((table) => table.name)).not.toContain('search_fts_data');

    const statements = await restoreStatements(manifest, pageRows);
    await env.RESTORE_DB.batch(statements.map((sql) => env.RESTORE_DB.prepare(sql)));

    expect(await schemaOf(env.RESTORE_DB)).toEqual(await schemaOf(env.DB));
    for (const table of manifest.tables) {
      const restored = await rowsOf(env.RESTORE_DB, table.name);
      expect(restored, table.name).toEqual(await rowsOf(env.DB, table.name));
      expect(restored.length, table.name).toBe(table.rows);
    }
    // The full-text index was rebuilt from the restored rows: a search finds the same rows.
    const search = `SELECT COUNT(*) AS n FROM search_fts WHERE search_fts MATCH 'massage OR vin'`;
    const original = await env.DB.prepare(search).first<number>('n');
    expect(original).toBeGreaterThan(0);
    expect(await env.RESTORE_DB.prepare(search).first<number>('n')).toBe(original);
    // Triggers came back after the rows, and work: a new search row is indexed.
    await env.RESTORE_DB.prepare(
      `INSERT INTO search_rows (id, site_id, kind, ref_id, locale, title, body)
       VALUES (4294967296 * 1 + 999999, 1, 'PAGE', 999999, 'fr', 'Restauration', 'zygomatique')`,
    ).run();
    const found = `SELECT COUNT(*) AS n FROM search_fts WHERE search_fts MATCH 'zygomatique'`;
    expect(await env.RESTORE_DB.prepare(found).first<number>('n')).toBe(1);
    const migrations = await rowsOf(env.RESTORE_DB, 'd1_migrations');
    expect(migrations).toEqual(await rowsOf(env.DB, 'd1_migrations'));
  });

  it('is written once a day by the Cron Trigger; the copies past 30 days are deleted', async () => {
    const today = now();
    const day = new Date(today * 1000).toISOString().slice(0, 10);
    await env.BACKUPS.delete(manifestKey(day)); // the copy the first test wrote today
    const old = new Date((today - 31 * DAY) * 1000).toISOString().slice(0, 10);
    const kept = new Date((today - 29 * DAY) * 1000).toISOString().slice(0, 10);
    for (const day of [old, kept]) {
      await env.BACKUPS.put(`backups/${day}/sites/00001.json`, '[]');
      await env.BACKUPS.put(manifestKey(day), '{}');
    }
    const controller = createScheduledController({ scheduledTime: today * 1000, cron: '*/15 * * * *' });
    await worker.scheduled(controller, env);
    const first = await env.BACKUPS.head(manifestKey(day));
    expect(first).not.toBeNull();
    expect(await env.BACKUPS.head(manifestKey(old))).toBeNull();
    expect((await env.BACKUPS.list({ prefix: `backups/${old}/` })).objects).toHaveLength(0);
    expect(await env.BACKUPS.head(manifestKey(kept))).not.toBeNull();

    // A later run the same day leaves the day's copy as it is.
    const again = await backUpDatabase(env.DB, env.BACKUPS, today + 900);
    expect(again.written).toBe(false);
    expect((await env.BACKUPS.head(manifestKey(day)))?.uploaded).toEqual(first?.uploaded);
  });
});
