import { inject } from 'vitest';

/**
 * The server of this test file: each vitest worker (VITEST_POOL_ID, 1-based) has its own, with
 * its own local state (test/e2e/setup/server.ts), so files running at once never share data.
 */
export function e2eServer(): { baseUrl: string; stateDir: string } {
  const servers = inject('servers');
  const pool = Number(process.env.VITEST_POOL_ID ?? 1);
  const server = servers[(Math.max(pool, 1) - 1) % servers.length];
  if (!server) throw new Error('no e2e server was started (test/e2e/setup/server.ts)');
  return server;
}
