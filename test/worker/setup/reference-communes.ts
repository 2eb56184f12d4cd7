import type { D1Migration } from '@cloudflare/vitest-plugin';

// Migration 0048 fills reference_cities with every French commune (about 37,000 rows). Each
// worker test file starts from a new database (fresh-state.ts), and those rows cost every file
// about half a second for tests that never search a city. So the test migrations keep the
// migration whole but its commune INSERTs, which the files that search cities load with
// loadAllCommunes() (test/worker/support/communes.ts). The unit tier applies 0048 whole
// (test/unit/build/reference-data.test.ts), and `npm start` always does.

const COMMUNES = /^INSERT INTO reference_cities\b/;

export function splitCommunes(migrations: D1Migration[]): { migrations: D1Migration[]; communes: string[] } {
  const communes = migrations.flatMap((migration) =>
    migration.queries.filter((query) => COMMUNES.test(query)),
  );
  if (communes.length === 0) throw new Error('no INSERT INTO reference_cities found in the migrations');
  return {
    migrations: migrations.map((migration) => ({
      ...migration,
      queries: migration.queries.filter((query) => !COMMUNES.test(query)),
    })),
    communes,
  };
}
