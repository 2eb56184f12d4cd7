import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// Reads the e2e Worker's local D1 the way its owner would: `wrangler d1 execute --local`.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

export async function queryLocalD1<T>(stateDir: string, sql: string): Promise<T[]> {
  const { stdout } = await run(
    path.join(ROOT, 'node_modules/.bin/wrangler'),
    ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--json', '--command', sql],
    {
      cwd: ROOT,
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
      maxBuffer: 4 * 1024 * 1024,
    },
  );
  const parsed = JSON.parse(stdout) as { results?: T[] }[];
  return parsed[0]?.results ?? [];
}
