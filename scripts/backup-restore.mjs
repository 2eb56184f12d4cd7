// `npm run backup:restore -- --day <YYYY-MM-DD> --database <name> [--remote] [--bucket <name>]
// [--jurisdiction eu] [--persist-to <dir>] [--out restore.sql]`: rebuilds the daily copy of that
// day (written by the Cron Trigger into the backup bucket, worker/provider/backup) into a
// database. Reads the manifest and every page with `wrangler r2 object get`, writes the SQL
// (src/domain/site/database-backup.ts, restoreStatements: tables and indexes, rows, views and
// triggers, search index rebuilt) to a file readable by its owner only (it holds every site's
// data), then runs it with `wrangler d1 execute <database> --file` unless --out was given.
// The database must be empty (a new one: `wrangler d1 create`); docs/operations.md « Backups ».
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeOwnerOnly } from './owner-only.mjs';
import { parseArgs } from './site-d1.mjs';
import { importTypeScript } from './ts-module.mjs';

const USAGE =
  'Usage : npm run backup:restore -- --day <AAAA-MM-JJ> --database <nom> [--remote] ' +
  '[--bucket site-platform-backups] [--jurisdiction eu] [--persist-to <dossier>] [--out restore.sql]';

function wrangler(args) {
  const result = spawnSync('wrangler', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  });
  if (result.status !== 0) {
    process.stderr.write(result.stderr ?? '');
    throw new Error(
      `wrangler ${args.slice(0, 2).join(' ')} a échoué (code ${result.status ?? result.signal}).`,
    );
  }
  return result.stdout;
}

function where(args) {
  return [
    ...(args.remote ? ['--remote'] : ['--local']),
    ...(args['persist-to'] ? ['--persist-to', args['persist-to']] : []),
  ];
}

async function main() {
  const backup = await importTypeScript('src/domain/site/database-backup.ts');
  const args = parseArgs(process.argv.slice(2), {
    values: ['day', 'database', 'bucket', 'jurisdiction', 'persist-to', 'out'],
    flags: ['remote'],
    usage: USAGE,
  });
  if (!args.day || !/^\d{4}-\d{2}-\d{2}$/.test(args.day))
    throw new Error(`--day AAAA-MM-JJ est obligatoire.\n${USAGE}`);
  if (!args.database && !args.out) throw new Error(`--database (ou --out) est obligatoire.\n${USAGE}`);
  const bucket = args.bucket ?? 'site-platform-backups';
  const dir = mkdtempSync(path.join(tmpdir(), 'backup-'));
  let downloads = 0;
  const read = (key) => {
    const file = path.join(dir, `object-${downloads++}.json`);
    wrangler([
      'r2',
      'object',
      'get',
      `${bucket}/${key}`,
      '--file',
      file,
      ...where(args),
      ...(args.jurisdiction ? ['--jurisdiction', args.jurisdiction] : []),
    ]);
    const text = readFileSync(file, 'utf8');
    rmSync(file);
    return JSON.parse(text);
  };
  try {
    const manifest = read(backup.manifestKey(args.day));
    console.error(
      `Copie du ${manifest.day} (${manifest.startedAt} → ${manifest.finishedAt}) : ` +
        `${manifest.tables.reduce((sum, table) => sum + table.rows, 0)} lignes dans ${manifest.tables.length} tables.`,
    );
    const statements = await backup.restoreStatements(manifest, async (key) => read(key));
    const sql = `${statements.join(';\n')};\n`;
    const file = args.out ?? path.join(dir, 'restore.sql');
    writeOwnerOnly(file, sql);
    if (args.out && !args.database) {
      console.error(`SQL écrit dans ${args.out} (mode 600) : ${statements.length} instructions.`);
      return;
    }
    wrangler(['d1', 'execute', args.database, ...where(args), '--yes', '--file', file]);
    console.error(`Base « ${args.database} » restaurée depuis la copie du ${manifest.day}.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
