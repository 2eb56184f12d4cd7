// Prepares the benchmark's own local state before `node scripts/start.mjs` runs on it: D1
// migrations applied and the sample sites loaded, with the same wrangler commands and seed as
// scripts/local-db.mjs, but output captured and the seed SQL kept inside the state directory.
// start.mjs then finds the database migrated and not empty, and only serves it. Also lists the
// page-data keys in the state's KV, to check the measured page reads its data from there.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** Runs the project's wrangler with captured output; resolves { stdout, output } (output: both streams). */
export function wrangler(root, args) {
  return new Promise((resolve, reject) => {
    const child = spawn('wrangler', args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
        CI: 'true',
        WRANGLER_SEND_METRICS: 'false',
        NO_COLOR: '1',
      },
    });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve({ stdout, output });
      else
        reject(new Error(`wrangler ${args.join(' ')} failed (${code ?? signal}):\n${output.slice(-4000)}`));
    });
  });
}

export async function prepareState(root, stateDir) {
  const persist = ['--persist-to', stateDir];
  const { sampleStatements } = await import('../worker/seed/index.ts');
  const seedFile = path.join(stateDir, 'seed.sql');
  writeFileSync(seedFile, sampleStatements().join('\n'));
  await wrangler(root, ['d1', 'migrations', 'apply', 'DB', '--local', ...persist]);
  await wrangler(root, ['d1', 'execute', 'DB', '--local', ...persist, '--yes', '--file', seedFile]);
}

/** Names of the page-data keys (data:<site>:v<version>:<locale>:<name>) in the state's KV. */
export async function pageDataKeys(root, stateDir) {
  const args = [
    'kv',
    'key',
    'list',
    '--binding',
    'CACHE',
    '--local',
    '--persist-to',
    stateDir,
    '--prefix',
    'data:',
  ];
  const { stdout } = await wrangler(root, args);
  const start = stdout.indexOf('[');
  if (start < 0) throw new Error(`wrangler kv key list printed no JSON:\n${stdout.slice(0, 2000)}`);
  return JSON.parse(stdout.slice(start)).map((key) => key.name);
}
