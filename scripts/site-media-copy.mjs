// `npm run site:media -- --file site.json --to-site <id> --media-from <bucket> [...]`: copies the
// R2 objects of an exported site (media.keys) into the environment's MEDIA bucket under the
// prefix of site <id> (the id site:import gave it, which it prints with this very command), each
// with its content type and custom metadata (scripts/site-r2.mjs). What site:import
// --media-from does after the rows, on its own: for a copy made later, or made again (an object
// already there is replaced by the same one).
import { readFileSync } from 'node:fs';
import { parseArgs } from './site-d1.mjs';
import { copySiteMedia, SOURCE_OPTIONS } from './site-r2.mjs';
import { importTypeScript } from './ts-module.mjs';

const USAGE =
  'Usage : npm run site:media -- --file site.json --to-site <id> --media-from <seau R2> [--media-from-jurisdiction eu] ' +
  '[--media-from-remote | --media-from-persist-to <dossier>] [--remote] [--env <nom>] [--persist-to <dossier>]';

async function main() {
  const transfer = await importTypeScript('scripts/site-transfer.ts');
  const media = await importTypeScript('scripts/site-media.ts');
  const args = parseArgs(process.argv.slice(2), {
    values: ['file', 'to-site', 'env', 'persist-to', ...SOURCE_OPTIONS.values],
    flags: ['remote', ...SOURCE_OPTIONS.flags],
    usage: USAGE,
  });
  if (!args.file || !args['media-from'])
    throw new Error(`--file et --media-from sont obligatoires.\n${USAGE}`);
  const siteId = Number(args['to-site']);
  if (!Number.isSafeInteger(siteId) || siteId <= 0)
    throw new Error(`--to-site attend l'identifiant du site importé (un entier).\n${USAGE}`);
  const copies = media.mediaCopies(transfer.parseExport(readFileSync(args.file, 'utf8')), siteId);
  await copySiteMedia(args, copies);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
