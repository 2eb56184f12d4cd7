import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { referenceData, sampleSites, sampleMembers } from '../../../worker/seed/index';
import { seedStatements } from '../../../worker/seed/sql';

// Migration 0004 rebuilds tables to give their foreign keys a site_id. On a database that
// already holds data (a local state, production) it must keep every row and index.

const DIR = 'worker/migrations';
const files = readdirSync(DIR)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const run = (db: DatabaseSync, name: string) => db.exec(readFileSync(`${DIR}/${name}`, 'utf8'));

const TABLES = ['page_blocks', 'sessions', 'cities', 'languages', 'pages', 'users', 'contact_messages'];

describe('migration 0004 on a database with data', () => {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = ON');
  for (const name of files.filter((file) => file < '0004')) run(db, name);
  db.exec('BEGIN');
  // Only the platform's rows: the content modules' sample rows need their own later migrations,
  // and so do the translated pages (translation_of, migration 0026).
  const originals = sampleSites.map((site) => ({
    ...site,
    pages: site.pages.filter((page) => page.translationOf === undefined),
  }));
  for (const statement of seedStatements(originals, referenceData, sampleMembers)) db.exec(statement);
  db.exec('COMMIT');
  db.exec(
    `INSERT INTO sessions (token_hash, site_id, user_id, expires_at)
       SELECT 'jeton-' || id, site_id, id, 4102444800 FROM users;
     INSERT INTO contact_messages (site_id, firstname, lastname, email, subject, body, sender_hash)
       VALUES (1, 'Camille', 'Durand', 'c@example.fr', 'Sujet', 'Un message assez long', 'abc');`,
  );
  const countRows = () =>
    Object.fromEntries(
      TABLES.map((table) => [
        table,
        (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n,
      ]),
    );
  const before = countRows();
  const blocksBefore = db.prepare('SELECT * FROM page_blocks ORDER BY id').all();
  db.exec('BEGIN');
  run(db, files.find((file) => file.startsWith('0004')) ?? '');
  db.exec('COMMIT');

  it('keeps every row of the rebuilt tables, unchanged', () => {
    expect(before.page_blocks).toBeGreaterThan(0);
    expect(before.sessions).toBeGreaterThan(0);
    expect(before.cities).toBeGreaterThan(0);
    expect(countRows()).toEqual(before);
    expect(db.prepare('SELECT * FROM page_blocks ORDER BY id').all()).toEqual(blocksBefore);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
  });

  it('keeps the indexes and drops the unkeyed sender hash', () => {
    const indexes = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all() as { name: string }[]
    ).map((row) => row.name);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'page_blocks_page',
        'sessions_user',
        'cities_search',
        'cities_postal',
        'pages_site_id',
      ]),
    );
    const columns = (db.prepare('PRAGMA table_info(contact_messages)').all() as { name: string }[]).map(
      (row) => row.name,
    );
    expect(columns).not.toContain('sender_hash');
  });

  it('declares the foreign keys with site_id', () => {
    const keys = (table: string) =>
      (db.prepare(`PRAGMA foreign_key_list(${table})`).all() as { table: string; from: string; to: string }[])
        .filter((key) => key.table !== 'sites')
        .map((key) => `${key.from}→${key.table}.${key.to}`)
        .sort();
    expect(keys('page_blocks')).toEqual(['page_id→pages.id', 'site_id→pages.site_id']);
    expect(keys('sessions')).toEqual(['site_id→users.site_id', 'user_id→users.id']);
    expect(keys('cities')).toEqual(['country_id→countries.id', 'site_id→countries.site_id']);
    expect(keys('languages')).toEqual(['country_id→countries.id', 'site_id→countries.site_id']);
  });
});
