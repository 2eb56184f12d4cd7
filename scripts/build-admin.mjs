// Builds the admin panel (client/admin/main.tsx, react-admin on React) into
// public/assets/admin-<hash>.js and writes public/assets/admin-manifest.json, which /admin reads
// to emit its script tag. It is loaded only by /admin: the public pages never see it, and it is
// outside the 20 KB islands budget (its size is reported by `npm run size`).
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'public/assets');
const KEEP_BUNDLES = 3;

// The last builds are kept so a panel already open keeps finding its screens' files; the
// chunks older than the oldest kept entry belong to no kept build.
async function pruneOldBundles() {
  const bundles = [];
  const chunks = [];
  for (const file of await readdir(outdir)) {
    const entry = /^admin-[A-Z0-9]+\.js$/i.test(file);
    if (!entry && !/^admin-chunk-[A-Z0-9]+\.js$/i.test(file)) continue;
    (entry ? bundles : chunks).push({ file, mtime: (await stat(path.join(outdir, file))).mtimeMs });
  }
  bundles.sort((a, b) => b.mtime - a.mtime);
  for (const { file } of bundles.slice(KEEP_BUNDLES - 1)) await rm(path.join(outdir, file), { force: true });
  const oldestKept = bundles.slice(0, KEEP_BUNDLES - 1).at(-1)?.mtime ?? Infinity;
  for (const { file, mtime } of chunks) {
    if (mtime < oldestKept - 60_000) await rm(path.join(outdir, file), { force: true });
  }
}

export async function buildAdmin() {
  await pruneOldBundles();
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['client/admin/main.tsx'],
    outdir,
    entryNames: 'admin-[hash]',
    // Screens load when first opened (client/admin/lazy-screens.ts): each in its own file.
    splitting: true,
    chunkNames: 'admin-chunk-[hash]',
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    platform: 'browser',
    metafile: true,
    jsx: 'automatic',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': '{"MODE":"production"}' },
    logLevel: 'warning',
  });
  const entry = Object.entries(result.metafile.outputs).find(
    ([, output]) => output.entryPoint === 'client/admin/main.tsx',
  );
  if (!entry) throw new Error('esbuild produced no admin entry');
  const manifest = { admin: `/assets/${path.basename(entry[0])}` };
  await writeFile(path.join(outdir, 'admin-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { file: path.join(root, entry[0]), manifest };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { manifest } = await buildAdmin();
  console.log(`admin bundle: ${manifest.admin}`);
}
