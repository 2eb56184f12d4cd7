// Loads a TypeScript module of the project from a Node script: the operations commands
// (operator:create, site:export, site:import) share the Worker's own rules and formats, whose
// files import each other without extensions, which Node's type stripping cannot follow.
// esbuild bundles the entry (packages stay external) into node_modules/.cache/ops/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function importTypeScript(entry) {
  const outdir = path.join(root, 'node_modules/.cache/ops');
  mkdirSync(outdir, { recursive: true });
  const outfile = path.join(outdir, `${path.basename(entry, '.ts')}.mjs`);
  await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  return import(pathToFileURL(outfile).href);
}
