// What site:export and site:import share: their arguments and `wrangler d1 execute` (local
// state by default; --remote, --env and --persist-to as wrangler takes them).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** `--name value` and `--flag` arguments; throws in French on anything else. */
export function parseArgs(argv, { values, flags, usage }) {
  const args = {};
  for (let index = 0; index < argv.length; index++) {
    const name = argv[index]?.replace(/^--/, '');
    if (flags.includes(name)) args[name] = true;
    else if (values.includes(name)) {
      const value = argv[++index];
      if (value === undefined || value.startsWith('--'))
        throw new Error(`--${name} attend une valeur.\n${usage}`);
      args[name] = value;
    } else throw new Error(`Argument inconnu : ${argv[index]}\n${usage}`);
  }
  if (!args.remote && !args['persist-to'] && process.env.LOCAL_STATE_DIR)
    args['persist-to'] = process.env.LOCAL_STATE_DIR;
  return args;
}

function databaseArgs(args) {
  return [
    ...(args.remote ? ['--remote'] : ['--local']),
    ...(args.env ? ['--env', args.env] : []),
    ...(args['persist-to'] ? ['--persist-to', args['persist-to']] : []),
  ];
}

function wrangler(args, what = 'wrangler d1 execute') {
  const result = spawnSync('wrangler', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
  if (result.status !== 0)
    // Its output is in the message: the import names a refusal it recognises there.
    throw new Error(
      `${what} a échoué (code ${result.status ?? result.signal}) :\n${(result.stderr ?? '').trim()}`,
    );
  return result.stdout;
}

/** The result rows of each statement (`;`-separated) of one --command. */
export function query(args, sql) {
  const out = JSON.parse(
    wrangler(['d1', 'execute', 'DB', ...databaseArgs(args), '--json', '--command', sql]),
  );
  return out.map((result) => result.results ?? []);
}

/** Runs SQL statements from a temporary file (one transaction per file on D1). */
export function executeFile(args, statements) {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
  try {
    const file = path.join(dir, 'import.sql');
    writeFileSync(file, statements.join('\n'), { mode: 0o600 });
    wrangler(['d1', 'execute', 'DB', ...databaseArgs(args), '--yes', '--file', file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
