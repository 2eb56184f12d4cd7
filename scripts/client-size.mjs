// Prints the raw and gzip size of the built islands bundle (the entry manifest.json names and
// any chunk of the same build) and fails above the budget: 20 KB of gzip JavaScript for a
// page with every island. Older bundles kept for running servers are not counted.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_GZIP_BYTES = 20 * 1024;
const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/assets');

const manifest = JSON.parse(await readFile(path.join(assets, 'manifest.json'), 'utf8'));
const entry = path.basename(manifest.islands);
const chunks = (manifest.chunks ?? []).map((chunk) => path.basename(chunk));
const built = await readdir(assets);
const files = [entry, ...chunks].filter((file) => built.includes(file));
if (!built.includes(entry)) {
  console.error(`manifest points to ${manifest.islands}, which is not built: run scripts/build-client.mjs`);
  process.exit(1);
}

let raw = 0;
let gzip = 0;
for (const file of files) {
  const content = await readFile(path.join(assets, file));
  const zipped = gzipSync(content, { level: 9 }).length;
  raw += content.length;
  gzip += zipped;
  console.log(`${file}: ${content.length} B raw, ${zipped} B gzip`);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`total: ${kb(raw)} raw, ${kb(gzip)} gzip (budget ${kb(BUDGET_GZIP_BYTES)} gzip)`);
if (gzip > BUDGET_GZIP_BYTES) {
  console.error(`over budget by ${gzip - BUDGET_GZIP_BYTES} B`);
  process.exit(1);
}
