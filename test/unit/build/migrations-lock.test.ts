import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import {
  compareLock,
  hashMigrations,
  lockedWithNewFiles,
  lockProblems,
  readLock,
  writeLock,
} from '../../../scripts/migrations-lock.mjs';

// Applied migrations are immutable: the committed lock (worker/migrations.lock.json) names the
// sha256 of each file, and `npm run check` fails on an edited, removed or unlocked one. The
// files edited before the lock existed are replayed by migration 0045: a database migrated with
// their first versions ends with the same schema as a new one.

const DIR = 'worker/migrations';
const ORIGINALS = 'test/unit/fixtures/edited-migrations';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('the migration lock', () => {
  it('matches the committed migrations (run npm run migrations:lock after adding one)', () => {
    expect(lockProblems(compareLock(hashMigrations(), readLock()))).toEqual([]);
  });

  it('reports an edited, a removed and an unlocked file, and accepts an unchanged folder', () => {
    const dir = folderWith({ '0001_a.sql': 'CREATE TABLE a (id INTEGER);', '0002_b.sql': 'SELECT 1;' });
    const lockFile = path.join(dir, 'lock.json');
    writeLock(hashMigrations(dir), lockFile);
    const locked = readLock(lockFile);
    expect(lockProblems(compareLock(hashMigrations(dir), locked))).toEqual([]);

    writeFileSync(path.join(dir, '0001_a.sql'), 'CREATE TABLE a (id INTEGER); -- une retouche');
    unlinkSync(path.join(dir, '0002_b.sql'));
    writeFileSync(path.join(dir, '0003_c.sql'), 'SELECT 3;');
    const difference = compareLock(hashMigrations(dir), locked);
    expect(difference).toEqual({ edited: ['0001_a.sql'], removed: ['0002_b.sql'], added: ['0003_c.sql'] });
    const problems = lockProblems(difference);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/0001_a\.sql a été modifiée/);
    expect(problems[2]).toMatch(/npm run migrations:lock/);
  });

  it('locks new files but refuses to lock over an edit', () => {
    const dir = folderWith({ '0001_a.sql': 'SELECT 1;' });
    const locked = hashMigrations(dir);
    writeFileSync(path.join(dir, '0002_b.sql'), 'SELECT 2;');
    expect(Object.keys(lockedWithNewFiles(hashMigrations(dir), locked))).toEqual([
      '0001_a.sql',
      '0002_b.sql',
    ]);
    writeFileSync(path.join(dir, '0001_a.sql'), 'SELECT 10;');
    expect(() => lockedWithNewFiles(hashMigrations(dir), locked)).toThrow(/0001_a\.sql a été modifiée/);
  });
});

/** Every schema object of a database (name → its SQL), internal ones aside. */
function schemaOf(db: DatabaseSync): Record<string, string | null> {
  const rows = db
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
    .all() as { type: string; name: string; sql: string | null }[];
  return Object.fromEntries(rows.map((row) => [`${row.type} ${row.name}`, row.sql]));
}

/** A database migrated with every file, some replaced by an earlier text; `between` runs before 0045. */
function migrated(replaced: Record<string, string>, between?: (db: DatabaseSync) => void): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = OFF');
  const files = readdirSync(DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  let ran = false;
  for (const name of files) {
    if (name.startsWith('0045') && between) {
      between(db);
      ran = true;
    }
    const original = replaced[name];
    db.exec(readFileSync(original ? `${ORIGINALS}/${original}` : `${DIR}/${name}`, 'utf8'));
  }
  if (between && !ran) throw new Error('no migration 0045 to run after the set-up');
  return db;
}

describe('migration 0045 on databases migrated before 0026, 0028 and 0039 were edited', () => {
  const fresh = schemaOf(migrated({}));

  it('gives a database that ran their first versions the schema of a new one', () => {
    const old = migrated({
      '0026_content_translations.sql': '0026_content_translations.2e6c005.sql',
      '0028_search_per_site.sql': '0028_search_per_site.78158fd.sql',
      '0039_last_modified.sql': '0039_last_modified.b494356.sql',
    });
    expect(schemaOf(old)).toEqual(fresh);
  });

  it('does the same for the second version of 0039', () => {
    const old = migrated({ '0039_last_modified.sql': '0039_last_modified.e71c3a8.sql' });
    expect(schemaOf(old)).toEqual(fresh);
  });

  it('removes the translations deleted items left behind and the services indexed twice', () => {
    const old = migrated(
      { '0026_content_translations.sql': '0026_content_translations.2e6c005.sql' },
      (db) => {
        db.exec(
          `INSERT INTO translations (site_id, entity, entity_id, locale, field, value)
             VALUES (1, 'product', 424242, 'en_GB', 'name', 'A deleted wine');
           INSERT INTO search_index (kind, ref_id, site_id, locale, path, title, body)
             VALUES ('SERVICE', 424242, 1, 'fr_FR', NULL, 'Massage', 'Détente'),
                    ('SERVICE', 424242, 1, 'fr_FR', NULL, 'Massage', 'Détente');`,
        );
      },
    );
    const left = old.prepare('SELECT COUNT(*) AS n FROM translations WHERE entity_id = 424242').get() as {
      n: number;
    };
    expect(left.n).toBe(0);
    const indexed = old
      .prepare("SELECT COUNT(*) AS n FROM search_rows WHERE kind = 'SERVICE' AND ref_id = 424242")
      .get() as { n: number };
    expect(indexed.n).toBe(1);
  });
});
