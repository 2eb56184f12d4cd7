// `npm run site:export -- --site <id|host> [--remote] [--env production] [--out site.json]`: every
// row of the site in every table (scripts/site-transfer.ts says which), and the R2 keys its rows
// name, as one JSON file (--out, or standard output); what it did goes to standard error. The
// file holds the site's accounts (password hashes) and orders: it is written readable by its
// owner only (mode 600), also when standard output is redirected to a file.
import { restrictDescriptor, writeOwnerOnly } from './owner-only.mjs';
import { parseArgs, query } from './site-d1.mjs';
import { importTypeScript } from './ts-module.mjs';

const USAGE =
  'Usage : npm run site:export -- --site <id|hôte> [--remote] [--env <nom>] [--persist-to <dossier>] [--out site.json]';

async function main() {
  const transfer = await importTypeScript('scripts/site-transfer.ts');
  const args = parseArgs(process.argv.slice(2), {
    values: ['site', 'env', 'persist-to', 'out'],
    flags: ['remote'],
    usage: USAGE,
  });
  if (!args.site) throw new Error(`--site est obligatoire.\n${USAGE}`);
  const [[site]] = query(args, transfer.siteLookupSql(args.site));
  if (!site) throw new Error(`Aucun site ne correspond à « ${args.site} » (identifiant ou hôte).`);
  const schema = transfer.readSchema(query(args, transfer.SCHEMA_STATEMENTS.join(';\n')));
  const { tables, skipped } = transfer.siteTables(schema);
  // One wrangler call for every table: their SELECTs in one command, results in the same order.
  const results = query(args, tables.map((table) => transfer.selectSql(table, site.id)).join(';\n'));
  const rows = new Map(tables.map((table, index) => [table.name, results[index] ?? []]));
  const data = transfer.buildExport({ site, tables, rows, exportedAt: new Date().toISOString() });
  const text = `${JSON.stringify(data)}\n`;
  if (args.out) writeOwnerOnly(args.out, text);
  else {
    restrictDescriptor(1); // `> site.json`: the shell made the file with the umask's mode
    process.stdout.write(text);
  }
  const count = data.tables.reduce((sum, table) => sum + table.rows.length, 0);
  console.error(
    `Site ${site.id} « ${site.name} » exporté : ${count} lignes dans ${data.tables.length} tables, ` +
      `${data.media.keys.length} clés R2 nommées (préfixe ${data.media.prefixes.join(', ')}).`,
  );
  for (const table of skipped) console.error(`Table non exportée : ${table.name} (${table.reason}).`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
