// Builds the islands bundle (client/islands.ts) into public/assets/islands-<hash>.js and
// writes public/assets/manifest.json, which the worker reads to emit the script tag.
// Code splitting is on for one reason: the shop chunk (client/shop-islands.ts, imported
// lazily by client/island-registry.ts) lands in its own file, loaded only by pages with a
// shop island; what it shares with the main bundle goes to islands-chunk-<hash>.js files the
// entry imports. The manifest lists both sets of files (scripts/client-size.mjs weighs them).
// Islands are written against React; the browser gets preact/compat instead (about 4 KB
// gzip rather than 60), which is how the bundle stays under its 18,000 B budget. Islands that
// only some pages carry (forms, the cart badge, each shop island, the analytics loaders) are
// dynamic imports, each in its own file, loaded by the pages that have them.
// Run directly (`node scripts/build-client.mjs`) or import buildClient() from npm start.
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import preactAliases from './preact-aliases.json' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'public/assets');

// Old bundles would pile up in public/ (the worker serves whatever is there), but a server
// started earlier from this checkout may still point at its own: the files of the few newest
// builds are kept (a build is several files now; a small record outside public/ says which).
const KEEP_BUILDS = 3;
const BUILDS_FILE = path.join(root, 'node_modules/.cache/client-builds.json');
const CLIENT_FILE = /^islands-.*\.js$/;

async function readBuilds() {
  try {
    const builds = JSON.parse(await readFile(BUILDS_FILE, 'utf8'));
    return Array.isArray(builds) ? builds.filter(Array.isArray) : [];
  } catch {
    return [];
  }
}

/** Records this build's files and removes client files of no kept build. */
async function pruneOldBuilds(files) {
  const builds = [files, ...(await readBuilds())].slice(0, KEEP_BUILDS);
  await mkdir(path.dirname(BUILDS_FILE), { recursive: true });
  await writeFile(BUILDS_FILE, `${JSON.stringify(builds)}\n`);
  const kept = new Set(builds.flat());
  for (const file of await readdir(outdir)) {
    if (!CLIENT_FILE.test(file) || kept.has(file)) continue;
    // Without a record (the first build with it), spare the files of the last hour.
    if (builds.length === 1 && Date.now() - (await stat(path.join(outdir, file))).mtimeMs < 3_600_000)
      continue;
    await rm(path.join(outdir, file), { force: true });
    await rm(path.join(outdir, `${file}.map`), { force: true });
  }
}

const asset = (output) => `/assets/${path.basename(output)}`;

/** The output file and every file it imports statically, transitively (the entry first). */
export function staticClosure(outputs, start) {
  const seen = [];
  const visit = (output) => {
    if (seen.includes(output)) return;
    seen.push(output);
    for (const imported of outputs[output]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(start);
  return seen;
}

/** The output file and every file it imports, statically or dynamically, transitively. */
export function fullClosure(outputs, start) {
  const seen = [];
  const visit = (output) => {
    if (seen.includes(output)) return;
    seen.push(output);
    for (const imported of outputs[output]?.imports ?? [])
      if (imported.kind === 'import-statement' || imported.kind === 'dynamic-import') visit(imported.path);
  };
  visit(start);
  return seen;
}

/**
 * The manifest from esbuild's metafile: `islands` (the entry the pages load), `chunks` (what
 * it imports statically), and `shop` with `chunks` (the shop chunk's entry and the files it
 * needs beyond the main ones).
 */
export function manifestFrom(metafile) {
  const outputs = metafile.outputs;
  const byEntry = (entryPoint) => {
    const found = Object.keys(outputs).find((output) => outputs[output].entryPoint === entryPoint);
    if (!found) throw new Error(`esbuild produced no output for ${entryPoint}`);
    return found;
  };
  const main = staticClosure(outputs, byEntry('client/islands.ts'));
  const shop = staticClosure(outputs, byEntry('client/shop-islands.ts')).filter(
    (file) => !main.includes(file),
  );
  // The shop registry imports each island on its own: per island (by its source
  // file), the files it needs beyond the main bundle and the registry's own.
  const shopIslands = Object.fromEntries(
    (outputs[shop[0]]?.imports ?? [])
      .filter((imported) => imported.kind === 'dynamic-import')
      .map((imported) => [
        outputs[imported.path]?.entryPoint ?? imported.path,
        fullClosure(outputs, imported.path)
          .filter((file) => !main.includes(file) && !shop.includes(file))
          .map(asset),
      ]),
  );
  const member = staticClosure(outputs, byEntry('client/member-islands.ts')).filter(
    (file) => !main.includes(file),
  );
  return {
    islands: asset(main[0]),
    chunks: main.slice(1).map(asset),
    shop: asset(shop[0]),
    shopChunks: shop.slice(1).map(asset),
    shopIslands,
    member: asset(member[0]),
    memberChunks: member.slice(1).map(asset),
  };
}

/** esbuild's options for the islands bundle (test/unit/catalogue/cart-count.test.ts builds with them, unwritten). */
export const clientBuildOptions = {
  absWorkingDir: root,
  entryPoints: ['client/islands.ts'],
  outdir,
  entryNames: 'islands-[hash]',
  chunkNames: 'islands-chunk-[hash]',
  bundle: true,
  minify: true,
  format: 'esm',
  splitting: true,
  target: 'es2020',
  platform: 'browser',
  metafile: true,
  jsx: 'automatic',
  jsxImportSource: 'react',
  legalComments: 'none',
  alias: preactAliases, // shared with test/unit/ui/island-hydration.test.ts
  // Valtio's development checks read import.meta.env.MODE.
  define: { 'import.meta.env': '{"MODE":"production"}', 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

export async function buildClient({ sourcemap = false } = {}) {
  const result = await build({ ...clientBuildOptions, sourcemap });
  const manifest = manifestFrom(result.metafile);
  await writeFile(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await pruneOldBuilds(Object.keys(result.metafile.outputs).map((output) => path.basename(output)));
  const file = path.join(outdir, path.basename(manifest.islands));
  return { file, manifest, metafile: result.metafile };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { manifest } = await buildClient({ sourcemap: process.argv.includes('--sourcemap') });
  console.log(`islands bundle: ${manifest.islands}; shop chunk: ${manifest.shop}`);
}
