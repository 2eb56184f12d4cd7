// `npm run site:import -- --file site.json [--remote] [--env production]`: re-creates a site
// exported by site:export in another database, ids kept. Refused, with nothing written, when
// that database already has the site's id, one of its hosts, or rows with the same ids.
// The R2 objects are not copied here: the file lists their keys (media.keys) to copy.
import { readFileSync } from 'node:fs';
import { executeFile, parseArgs, query } from './site-d1.mjs';
import { importTypeScript } from './ts-module.mjs';

const USAGE =
  'Usage : npm run site:import -- --file site.json [--remote] [--env <nom>] [--persist-to <dossier>]';

async function main() {
  const transfer = await importTypeScript('scripts/site-transfer.ts');
  const args = parseArgs(process.argv.slice(2), {
    values: ['file', 'env', 'persist-to'],
    flags: ['remote'],
    usage: USAGE,
  });
  if (!args.file) throw new Error(`--file est obligatoire.\n${USAGE}`);
  const data = transfer.parseExport(readFileSync(args.file, 'utf8'));
  const checks = transfer.conflictChecks(data);
  const counts = query(args, checks.map((check) => check.sql).join(';\n')).map((rows) =>
    Number(rows[0]?.n ?? 0),
  );
  const problem = transfer.conflictProblem(checks, counts);
  if (problem) throw new Error(problem);
  const statements = transfer.importStatements(data);
  executeFile(args, statements);
  console.log(
    `Site ${data.site.id} « ${data.site.name} » importé : ${statements.length} lignes (hôtes : ${data.site.hosts.join(', ') || 'aucun'}).`,
  );
  if (data.media.keys.length > 0)
    console.log(
      `Objets R2 à copier (${data.media.keys.length}) : voir media.keys dans ${args.file} (README, « Exporter un site »).`,
    );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
