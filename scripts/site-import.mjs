// `npm run site:import -- --file site.json [--remote] [--env production]`: re-creates a site
// exported by site:export in another database, its ids kept where they are free and given anew
// where the database already uses them (scripts/site-id-remap.ts). The file is checked against that
// database's own schema first (scripts/site-import-plan.ts): refused, with nothing written, when
// it names a table or column the database does not have, carries a row of another site than the
// one it declares, a host that is not one of its domains or is the platform's (ADMIN_HOST,
// API_HOST of wrangler.toml for --env), or when the database already has one of its hosts, or rows with keys no new id can free. Then every row goes in one file: one transaction.
// The R2 objects the file names (media.keys) are then copied, each under the imported site's
// prefix with its content type and custom metadata (scripts/site-media.ts, site-r2.mjs), from the
// bucket --media-from names into the environment's MEDIA bucket; without --media-from the
// `npm run site:media` command that copies them is printed.
import { readFileSync } from 'node:fs';
import { unstable_readConfig } from 'wrangler';
import { executeFile, parseArgs, query } from './site-d1.mjs';
import { copySiteMedia, mediaCommand, SOURCE_OPTIONS } from './site-r2.mjs';
import { importTypeScript } from './ts-module.mjs';

const USAGE =
  'Usage : npm run site:import -- --file site.json [--remote] [--env <nom>] [--persist-to <dossier>] ' +
  '[--media-from <seau R2> [--media-from-jurisdiction eu] [--media-from-remote | --media-from-persist-to <dossier>]]';

/** The platform's own hosts for this environment, as the Worker reads them (worker/config.ts). */
function platformHosts(env) {
  const vars = unstable_readConfig({ env }).vars ?? {};
  const host = (value) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
  return { adminHost: host(vars.ADMIN_HOST) || 'admin.localhost', apiHost: host(vars.API_HOST) };
}

async function main() {
  const transfer = await importTypeScript('scripts/site-transfer.ts');
  const importer = await importTypeScript('scripts/site-import-plan.ts');
  const media = await importTypeScript('scripts/site-media.ts');
  const args = parseArgs(process.argv.slice(2), {
    values: ['file', 'env', 'persist-to', ...SOURCE_OPTIONS.values],
    flags: ['remote', ...SOURCE_OPTIONS.flags],
    usage: USAGE,
  });
  if (!args.file) throw new Error(`--file est obligatoire.\n${USAGE}`);
  const data = transfer.parseExport(readFileSync(args.file, 'utf8'));
  const read = transfer.readSchema(query(args, transfer.SCHEMA_STATEMENTS.join(';\n')));
  const keys = query(args, transfer.foreignKeySql(read.tables).join(';\n'));
  const schema = { ...read, tables: transfer.withForeignKeys(read.tables, keys) };
  const plan = importer.planImport(data, schema, platformHosts(args.env));
  // The checks and the id checks in one wrangler call (each starts the runtime), answers in order.
  const statements = [...plan.checks, ...plan.ids].map((check) => check.sql);
  const answers =
    statements.length === 0 ? [] : query(args, statements.join(';\n')).map((rows) => rows[0] ?? {});
  const counts = answers.slice(0, plan.checks.length).map((row) => Number(row.n ?? 0));
  const ids = answers.slice(plan.checks.length).map((row) => ({
    n: Number(row.n ?? 0),
    max: Number(row.max ?? 0),
  }));
  const result = importer.importStatements(plan, counts, ids);
  try {
    executeFile(args, result.statements);
  } catch (error) {
    const problem = importer.executionProblem(error instanceof Error ? error.message : String(error));
    if (problem) throw new Error(problem);
    throw error;
  }
  console.log(
    `Site ${result.siteId} « ${data.site.name} » importé : ${result.statements.filter((sql) => sql.startsWith('INSERT')).length} lignes (hôtes : ${plan.hosts.join(', ') || 'aucun'}).`,
  );
  if (result.siteId !== plan.siteId)
    console.log(
      `Le site n° ${plan.siteId} existait déjà dans la base : le site importé est le n° ${result.siteId}.`,
    );
  for (const { table, rows } of result.renumbered)
    if (table !== 'sites') console.log(`Identifiants déjà pris dans ${table} : ${rows} lignes renumérotées.`);
  const copies = media.mediaCopies(data, result.siteId);
  if (copies.length === 0) return;
  if (args['media-from']) {
    await copySiteMedia(args, copies);
    return;
  }
  console.log(
    `Objets R2 à copier (${copies.length}), sous le préfixe du site importé, avec leur type de contenu et leurs métadonnées (remplacez <seau-source> par le seau d'origine) :`,
  );
  console.log(mediaCommand(args, args.file, result.siteId));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
