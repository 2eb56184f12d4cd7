// Applied migrations are immutable: a database migrated with a file's earlier text would
// silently differ from a new one. worker/migrations.lock.json holds the sha256 of every
// migration file; this script compares the folder with it.
//
//   npm run migrations:check   fails when a locked file was edited or removed, or a new file
//                              is not locked yet (part of `npm run check`)
//   npm run migrations:lock    adds the new files to the lock; refuses while a locked file
//                              differs (make a new migration instead: docs/operations.md)
//
// Merging branches that each add migrations: take either side's lock, then run
// `npm run migrations:lock` once; it adds every file it does not know.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
export const MIGRATIONS_DIR = path.join(ROOT, 'worker/migrations');
export const LOCK_FILE = path.join(ROOT, 'worker/migrations.lock.json');

/** The sha256 (hex) of every .sql file of `dir`, by file name, in name order. */
export function hashMigrations(dir = MIGRATIONS_DIR) {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return Object.fromEntries(
    names.map((name) => [
      name,
      createHash('sha256')
        .update(readFileSync(path.join(dir, name)))
        .digest('hex'),
    ]),
  );
}

/** What differs between the folder's hashes and the lock's: edited, removed and new files. */
export function compareLock(current, locked) {
  const edited = Object.keys(locked).filter((name) => name in current && current[name] !== locked[name]);
  const removed = Object.keys(locked).filter((name) => !(name in current));
  const added = Object.keys(current).filter((name) => !(name in locked));
  return { edited, removed, added };
}

/** The problems `migrations:check` reports, one line each (none: the folder matches its lock). */
export function lockProblems({ edited, removed, added }) {
  return [
    ...edited.map(
      (name) =>
        `${name} a été modifiée après son verrouillage : annulez la modification et écrivez une nouvelle migration.`,
    ),
    ...removed.map((name) => `${name} a été supprimée : une migration appliquée ne disparaît jamais.`),
    ...added.map((name) => `${name} n'est pas verrouillée : lancez npm run migrations:lock.`),
  ];
}

export function readLock(file = LOCK_FILE) {
  try {
    return JSON.parse(readFileSync(file, 'utf8')).migrations ?? {};
  } catch (error) {
    if (error?.code === 'ENOENT') return {};
    throw error;
  }
}

/** The lock with the new files added; throws while a locked file was edited or removed. */
export function lockedWithNewFiles(current, locked) {
  const { edited, removed } = compareLock(current, locked);
  const problems = lockProblems({ edited, removed, added: [] });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return { ...locked, ...current };
}

export function writeLock(migrations, file = LOCK_FILE) {
  const sorted = Object.fromEntries(Object.entries(migrations).sort(([a], [b]) => a.localeCompare(b)));
  const body = {
    comment: 'sha256 of each applied migration: never edit one, add a new file (npm run migrations:lock).',
    migrations: sorted,
  };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const mode = process.argv[2];
  const current = hashMigrations();
  const locked = readLock();
  if (mode === '--write') {
    try {
      const next = lockedWithNewFiles(current, locked);
      const added = Object.keys(next).filter((name) => !(name in locked));
      writeLock(next);
      console.log(added.length === 0 ? 'Verrou à jour.' : `Verrouillées : ${added.join(', ')}`);
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }
  } else {
    const problems = lockProblems(compareLock(current, locked));
    if (problems.length > 0) {
      console.error(problems.join('\n'));
      process.exit(1);
    }
    console.log(`${Object.keys(current).length} migrations conformes au verrou.`);
  }
}
