// `npm run site:export -- --site <id|host> [--remote] [--env production] [--out site.json]`: every
// row of the site in every table (scripts/site-transfer.ts says which), and the R2 keys to copy
// with it (its media library, listed from the environment's MEDIA bucket, and the keys its rows
// name; --no-media: only the latter, the bucket unread), as one JSON file (--out, or standard
// output); what it did goes to standard error. The
// file holds the site's accounts (password hashes) and orders: it is written readable by its
// owner only (mode 600), also when standard output is redirected to a file.
import { restrictDescriptor, writeOwnerOnly } from './owner-only.mjs';
import { parseArgs, query } from './site-d1.mjs';
import { listKeys, mediaBucket, withBuckets } from './site-r2.mjs';
import { importTypeScript } from './ts-module.mjs';

const USAGE =
  'Usage : npm run site:export -- --site <id|hôte> [--remote] [--env <nom>] [--persist-to <dossier>] [--out site.json] [--no-media]';

async function main() {
  const transfer = await importTypeScript('scripts/site-transfer.ts');
  const args = parseArgs(process.argv.slice(2), {
    values: ['site', 'env', 'persist-to', 'out'],
    flags: ['remote', 'no-media'],
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
  const bucket = { ...mediaBucket(args.env), remote: args.remote, persistTo: args['persist-to'] };
  const storedKeys = args['no-media']
    ? []
    : await withBuckets([bucket], ([media]) => listKeys(media, transfer.mediaLibraryPrefix(site.id)));
  const data = transfer.buildExport({
    site,
    tables,
    rows,
    exportedAt: new Date().toISOString(),
    storedKeys,
  });
  const text = `${JSON.stringify(data)}\n`;
  if (args.out) writeOwnerOnly(args.out, text);
  else {
    restrictDescriptor(1); // `> site.json`: the shell made the file with the umask's mode
    process.stdout.write(text);
  }
  const count = data.tables.reduce((sum, table) => sum + table.rows.length, 0);
  console.error(
    `Site ${site.id} « ${site.name} » exporté : ${count} lignes dans ${data.tables.length} tables, ` +
      `${data.media.keys.length} clés R2 à copier (préfixe ${data.media.prefixes.join(', ')}` +
      (args['no-media']
        ? ', seau non lu'
        : `, dont ${storedKeys.length} de la médiathèque de ${bucket.name}`) +
      ').',
  );
  for (const table of skipped) console.error(`Table non exportée : ${table.name} (${table.reason}).`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
