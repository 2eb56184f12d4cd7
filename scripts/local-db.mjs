// Local D1 helpers for the start and reset scripts: run wrangler's own D1 commands so the
// local state is exactly what `wrangler dev` reads.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

// LOCAL_STATE_DIR keeps a separate local state (the e2e tests and the benchmark use their own).
export const persistArgs = process.env.LOCAL_STATE_DIR ? ['--persist-to', process.env.LOCAL_STATE_DIR] : [];

export function wrangler(args, { capture = false } = {}) {
  const result = spawnSync('wrangler', args, {
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
  if (result.status !== 0) {
    throw new Error(`wrangler ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
  return result.stdout ?? '';
}

export function applyMigrations() {
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs]);
}

export function siteCount() {
  const out = wrangler(
    [
      'd1',
      'execute',
      'DB',
      '--local',
      ...persistArgs,
      '--json',
      '--command',
      'SELECT COUNT(*) AS n FROM sites',
    ],
    {
      capture: true,
    },
  );
  const parsed = JSON.parse(out);
  return parsed[0]?.results?.[0]?.n ?? 0;
}

export async function seedSampleSites() {
  const { sampleStatements } = await import('../worker/seed/index.ts');
  mkdirSync('.wrangler', { recursive: true });
  writeFileSync('.wrangler/seed.sql', sampleStatements().join('\n'));
  wrangler(['d1', 'execute', 'DB', '--local', ...persistArgs, '--yes', '--file', '.wrangler/seed.sql'], {
    capture: true,
  });
}
