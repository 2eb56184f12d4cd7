// `npm start`: local D1 migrated and seeded when empty, the islands bundle built, then the
// Worker served by wrangler on http://localhost:8787 (PORT overrides).
import { spawn } from 'node:child_process';
import { buildClient } from './build-client.mjs';
import { ensureDevVars } from './dev-vars.mjs';
import { applyMigrations, persistArgs, seedSampleSites, siteCount } from './local-db.mjs';

const port = process.env.PORT ?? '8787';

ensureDevVars();
applyMigrations();
if (siteCount() === 0) {
  console.log('Base locale vide : chargement des sites d’exemple…');
  await seedSampleSites();
}

await buildClient();

const dev = spawn(
  'wrangler',
  ['dev', '--port', port, ...persistArgs, '--show-interactive-dev-session=false'],
  {
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code) => process.exit(code ?? 0));
