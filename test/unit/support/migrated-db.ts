import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

// The migrations alone, applied in order to an in-memory SQLite (D1 is SQLite): what a fresh
// production database holds before anyone signs in.

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../worker/migrations');

export function migrationFiles(): { name: string; sql: string }[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8') }));
}

export function migratedDb(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = ON');
  for (const migration of migrationFiles()) db.exec(migration.sql);
  return db;
}
