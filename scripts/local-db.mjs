// The local D1 of `npm start`: brought to the newest schema and, when it holds no site, given
// the sample sites. It opens the very database `wrangler dev` serves (wrangler's own platform
// proxy on the same persisted state), once for all of it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getPlatformProxy, unstable_splitSqlQuery as splitSqlQuery } from 'wrangler';

// LOCAL_STATE_DIR keeps a separate local state (the e2e tests and the benchmark use their own).
export const persistArgs = process.env.LOCAL_STATE_DIR ? ['--persist-to', process.env.LOCAL_STATE_DIR] : [];

const MIGRATIONS_DIR = 'worker/migrations';
// The table `wrangler d1 migrations apply` keeps, created as it creates it: a database can be
// brought up to date by either.
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

/** The migration files not in `applied`, in order, each as its statements. */
export function pendingMigrations(applied, dir = MIGRATIONS_DIR) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort()
    .map((name) => ({ name, statements: splitSqlQuery(readFileSync(path.join(dir, name), 'utf8')) }));
}

/**
 * Applies the pending migrations and, on a database without sites, loads the sample sites (unless
 * `sampleSites` is false), in the state `wrangler dev --persist-to stateDir` serves, as two
 * batches (two transactions: all the migrations or none, then all the sample sites or none).
 * `wrangler d1 migrations apply` starts the runtime once per migration, over a minute for the
 * whole history on two cores; this starts it once.
 */
export async function prepareLocalDatabase({
  sampleSites = true,
  stateDir = process.env.LOCAL_STATE_DIR,
} = {}) {
  const persistPath = path.join(stateDir ?? '.wrangler/state', 'v3');
  const proxy = await getPlatformProxy({ persist: { path: persistPath } });
  try {
    const db = proxy.env.DB;
    await db.prepare(MIGRATIONS_TABLE).run();
    const { results } = await db.prepare('SELECT name FROM d1_migrations').all();
    const applied = new Set(results.map((row) => row.name));
    const pending = pendingMigrations(applied);
    // A new database gets its (empty) sites table with the first migration.
    const empty =
      applied.size === 0 || (await db.prepare('SELECT COUNT(*) AS n FROM sites').first('n')) === 0;
    const statements = [];
    for (const migration of pending) {
      for (const sql of migration.statements) statements.push(db.prepare(sql));
      statements.push(db.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(migration.name));
    }
    if (statements.length > 0) await db.batch(statements);
    if (pending.length > 0)
      console.log(`Migrations D1 appliquées : ${pending.length} (${pending.at(-1).name}).`);
    // The sample sites in a batch of their own: the schema and the reference data (every French
    // commune, migration 0048) in one transaction were more than the local runtime took at once
    // on a loaded machine (it closed the connection). A seed that fails leaves no site, so the
    // next start loads it again.
    if (empty && sampleSites) {
      console.log('Base locale vide : chargement des sites d’exemple…');
      const { sampleStatements } = await import('../worker/seed/index.ts');
      await db.batch(sampleStatements().map((sql) => db.prepare(sql)));
    }
  } finally {
    await proxy.dispose();
  }
}
