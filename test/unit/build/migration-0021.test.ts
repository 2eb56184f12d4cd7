import { readdirSync, readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';

// Migration 0021 on a database that still has its operator as a SUPER_ADMIN user
// of site 1 (a local state, production): the account becomes a platform operator with the same
// e-mail and password hash, leaves the users table, and its member sessions go with it.

const DIR = 'worker/migrations';
const files = readdirSync(DIR)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const run = (db: DatabaseSync, name: string) => db.exec(readFileSync(`${DIR}/${name}`, 'utf8'));

function databaseBefore0021(): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  db.exec('PRAGMA foreign_keys = ON');
  for (const name of files.filter((file) => file < '0021')) run(db, name);
  db.exec(`
    INSERT INTO sites (id, name, url) VALUES (1, 'Massages', 'http://localhost:8787'), (2, 'Vins', 'http://vins.localhost:8787');
    INSERT INTO users (id, site_id, email, password_hash, role) VALUES
      (1, 1, 'proprietaire@exemple.fr', 'hash-proprietaire', 'ADMIN'),
      (2, 1, 'operateur@plateforme.example', 'hash-operateur', 'SUPER_ADMIN'),
      (3, 2, 'operateur@plateforme.example', 'hash-operateur-vins', 'SUPER_ADMIN'),
      (4, 2, 'cliente@exemple.fr', 'hash-cliente', 'MEMBER');
    INSERT INTO sessions (token_hash, site_id, user_id, expires_at) VALUES
      ('session-operateur', 1, 2, 4102444800), ('session-proprietaire', 1, 1, 4102444800);
  `);
  return db;
}

describe('migration 0021', () => {
  it('moves every SUPER_ADMIN into operators (one per address) and out of users, sessions included', () => {
    const db = databaseBefore0021();
    run(
      db,
      files.find((name) => name.startsWith('0021'))!,
    );
    expect(db.prepare('SELECT email, password_hash FROM operators').all()).toEqual([
      { email: 'operateur@plateforme.example', password_hash: 'hash-operateur' },
    ]);
    expect(db.prepare("SELECT COUNT(*) AS n FROM users WHERE role = 'SUPER_ADMIN'").get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT id FROM users ORDER BY id').all()).toEqual([{ id: 1 }, { id: 4 }]);
    expect(db.prepare('SELECT token_hash FROM sessions').all()).toEqual([
      { token_hash: 'session-proprietaire' },
    ]);
  });

  it('ends an owner’s admin right when their password or role changes, and with their account', () => {
    const db = databaseBefore0021();
    run(
      db,
      files.find((name) => name.startsWith('0021'))!,
    );
    db.exec(`
      INSERT INTO users (id, site_id, email, password_hash, role) VALUES (5, 2, 'proprietaire@exemple.fr', 'h', 'ADMIN');
      INSERT INTO admin_sessions (token_hash, email, expires_at) VALUES ('a', 'proprietaire@exemple.fr', 4102444800);
      INSERT INTO admin_session_sites (token_hash, site_id, user_id) VALUES ('a', 1, 1), ('a', 2, 5);
    `);
    const rights = () => db.prepare('SELECT site_id FROM admin_session_sites ORDER BY site_id').all();
    db.exec("UPDATE users SET last_active_at = datetime('now') WHERE id = 1");
    expect(rights()).toEqual([{ site_id: 1 }, { site_id: 2 }]);
    db.exec("UPDATE users SET password_hash = 'nouveau' WHERE id = 1");
    expect(rights()).toEqual([{ site_id: 2 }]);
    db.exec("UPDATE users SET role = 'MEMBER' WHERE id = 5");
    expect(rights()).toEqual([]);
    db.exec(`INSERT INTO admin_session_sites (token_hash, site_id, user_id) VALUES ('a', 1, 1)`);
    db.exec('DELETE FROM users WHERE id = 1');
    expect(rights()).toEqual([]);
  });
});
