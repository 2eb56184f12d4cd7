import type { D1Migration } from 'cloudflare:test';

// Cloudflare.Env and the main module's type come from worker/env.generated.d.ts (npm run
// types); the worker tests add the bindings vitest.config.ts gives them.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      TEST_SEED: string[];
      /** Migration 0048's commune INSERTs, left out of TEST_MIGRATIONS (test/worker/support/communes.ts). */
      TEST_COMMUNES: string[];
      /** An empty database the backup test restores into (vitest.config.ts). */
      RESTORE_DB: D1Database;
    }
  }
}
