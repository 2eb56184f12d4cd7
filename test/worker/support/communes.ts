import { env } from 'cloudflare:workers';

/**
 * Loads every French commune of migration 0048 into reference_cities, as production has them
 * (the test migrations leave them out: test/worker/setup/reference-communes.ts). Call it in a
 * file's beforeAll; the next file starts without them again.
 */
export async function loadAllCommunes(): Promise<void> {
  const loaded = await env.DB.prepare('SELECT COUNT(*) AS n FROM reference_cities').first<number>('n');
  if (loaded !== 0) return;
  await env.DB.batch(env.TEST_COMMUNES.map((sql) => env.DB.prepare(sql)));
}
