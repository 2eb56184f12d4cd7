// `npm start`: what production serves, locally. `npm run dev`: the development mode.
// Both check the port, migrate and seed the local D1 when empty, build the islands and admin
// bundles, then serve the Worker with wrangler on http://localhost:8787 (PORT overrides).
//
// Production (`npm start`, used by the e2e tests and the bench): wrangler bundles the Worker
// exactly as `wrangler deploy` does — NODE_ENV=production is what wrangler defines for a
// deploy build, so React's production build is inlined and its dev warnings are gone.
// Development (`npm run dev`, i.e. `--dev`): NODE_ENV=development (React's warnings and
// checks) and the browser reloads when the Worker is rebuilt.
import { spawn } from 'node:child_process';
import { buildAdmin } from './build-admin.mjs';
import { buildClient } from './build-client.mjs';
import {
  ensureDevVars,
  ensureGiftCardCodeSecret,
  ensureLocalInbox,
  ensureSecretsEncryptionKey,
} from './dev-vars.mjs';
import { persistArgs, prepareLocalDatabase } from './local-db.mjs';
import { portProblem } from './port-holder.mjs';

const port = process.env.PORT ?? '8787';
const development = process.argv.includes('--dev');
const nodeEnv = development ? 'development' : 'production';

const busy = await portProblem(Number(port));
if (busy) {
  console.error(busy);
  process.exit(1);
}

ensureDevVars();
ensureSecretsEncryptionKey();
ensureGiftCardCodeSecret();
ensureLocalInbox();
await prepareLocalDatabase();

// The e2e set-up builds both bundles once for all its servers (--built).
if (!process.argv.includes('--built')) {
  await buildClient();
  await buildAdmin();
}

console.log(`Mode ${development ? 'développement' : 'production'} (NODE_ENV=${nodeEnv}).`);
const server = spawn(
  'wrangler',
  [
    'dev',
    '--port',
    port,
    ...persistArgs,
    '--show-interactive-dev-session=false',
    ...(development ? ['--live-reload'] : []),
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: nodeEnv, WRANGLER_SEND_METRICS: 'false' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
