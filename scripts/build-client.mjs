// Builds the islands bundle (client/islands.ts) into public/assets/islands-<hash>.js and
// writes public/assets/manifest.json, which the worker reads to emit the script tag.
// Islands are written against React; the browser gets preact/compat instead (about 4 KB
// gzip rather than 60), which is how the bundle stays under its 20 KB budget.
// Run directly (`node scripts/build-client.mjs`) or import buildClient() from npm start.
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import preactAliases from './preact-aliases.json' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'public/assets');

// Old bundles would pile up in public/ (the worker serves whatever is there), but a server
// started earlier from this checkout may still point at its own: keep the few newest.
const KEEP_BUNDLES = 3;

async function pruneOldBundles() {
  const bundles = [];
  for (const file of await readdir(outdir)) {
    if (/^islands-.*\.js$/.test(file))
      bundles.push({ file, mtime: (await stat(path.join(outdir, file))).mtimeMs });
  }
  bundles.sort((a, b) => b.mtime - a.mtime);
  for (const { file } of bundles.slice(KEEP_BUNDLES - 1)) {
    await rm(path.join(outdir, file), { force: true });
    await rm(path.join(outdir, `${file}.map`), { force: true });
  }
}

export async function buildClient({ sourcemap = false } = {}) {
  await pruneOldBundles();
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['client/islands.ts'],
    outdir,
    entryNames: 'islands-[hash]',
    chunkNames: 'islands-chunk-[hash]',
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    platform: 'browser',
    sourcemap,
    metafile: true,
    jsx: 'automatic',
    jsxImportSource: 'react',
    legalComments: 'none',
    alias: preactAliases, // shared with test/unit/island-hydration.test.ts
    // Valtio's development checks read import.meta.env.MODE.
    define: { 'import.meta.env': '{"MODE":"production"}', 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const entry = Object.entries(result.metafile.outputs).find(
    ([, output]) => output.entryPoint === 'client/islands.ts',
  );
  if (!entry) throw new Error('esbuild produced no islands entry');
  const file = path.basename(entry[0]);
  const manifest = { islands: `/assets/${file}` };
  await writeFile(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { file: path.join(outdir, file), manifest, metafile: result.metafile };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { manifest } = await buildClient({ sourcemap: process.argv.includes('--sourcemap') });
  console.log(`islands bundle: ${manifest.islands}`);
}
