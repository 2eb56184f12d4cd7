import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// Storage is isolated per test file: every file starts from the migrations and the sample sites.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const seeded = await env.DB.prepare('SELECT COUNT(*) AS n FROM sites').first<{ n: number }>();
if (!seeded?.n) {
  await env.DB.batch(env.TEST_SEED.map((statement) => env.DB.prepare(statement)));
}
