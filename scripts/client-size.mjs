// Prints the raw and gzip size of the two client bundles the manifest names and fails when one
// is over its budget (older bundles kept for running servers are not counted):
// - main: the islands entry and the files it imports, loaded by every page: 18,000 B of gzip
//   (it was 20 KB). The islands only some pages carry are not in it: the forms, the
//   cart badge and its store (e-commerce sites), the analytics loaders (after consent);
// - shop: the shop chunk (client/shop-islands.ts), then, since each shop island is its own
//   dynamic import, that chunk with each island's files in turn: what a shop page
//   loads beyond the main bundle for its island (the largest is checked against the budget;
//   bench/page-scripts.mjs weighs what a page really loads). Its budget (20,000 B, history below): the checkout,
//   the largest, with the cart store (valtio, the cart rules), which left the main bundle
//   (a site without a shop no longer loads it); a checkout page then ships about 35 KB
//   of gzip JavaScript (main + shop chunk + checkout), 1 KB less than before, and a product
//   page about 27 KB. Before that it was 16.5 KB for every shop island in one file. Then came
//   the checkout's its order summary beside the steps and the step kept across visits
//   (sessionStorage): 19,445 B, so the budget went from 19,000 to 19,500 B. The lean-Worker goals
//   are the main bundle and the JS of a content and a product page, which this does not touch.
//   Then the cart badge stopped loading the store (a wine content page 20.0 → 18.0 KB):
//   the store announces each change for it and the cart counter's constants became a chunk of
//   their own shared with the badge, about 430 B of gzip more for the checkout set (19,878 B):
//   2 KB saved on every content page of a shop site against 0.4 KB on the checkout, so 20,000 B.
//   Then the checkout took every French address: the town typed when no commune has the postal
//   code, the delivery town written as the address has it, the relay points' distance and
//   opening hours (20,388 B, the hours' formatter in a file of its own): 20,500 B.
//   Then the checkout took gift cards (« Carte cadeau »: a code's balance, several cards, what
//   each pays): 21,069 B; loading that field as a chunk of its own weighed more (21,611 B): 21,200 B.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const MAIN_BUDGET_GZIP_BYTES = 18_000;
export const SHOP_BUDGET_GZIP_BYTES = 21_200;
// The member chunk: the login and registration forms' island, loaded by /auth only.
export const MEMBER_BUDGET_GZIP_BYTES = 4 * 1024;
const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/assets');

/** Raw and gzip (level 9) bytes of each file and their sums; null when a file is missing. */
export async function weigh(urls) {
  const built = await readdir(assets);
  const files = [];
  for (const url of urls) {
    const file = path.basename(url);
    if (!built.includes(file)) return null;
    const content = await readFile(path.join(assets, file));
    files.push({ file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
  }
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

/** The main bundle's and the shop chunk's file lists, from public/assets/manifest.json. */
export async function bundles() {
  const manifest = JSON.parse(await readFile(path.join(assets, 'manifest.json'), 'utf8'));
  return {
    main: [manifest.islands, ...(manifest.chunks ?? [])],
    shop: manifest.shop ? [manifest.shop, ...(manifest.shopChunks ?? [])] : [],
    shopIslands: manifest.shopIslands ?? {},
    member: manifest.member ? [manifest.member, ...(manifest.memberChunks ?? [])] : [],
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const lists = await bundles();
  let failed = false;
  for (const [name, urls, budget] of [
    ['main islands bundle', lists.main, MAIN_BUDGET_GZIP_BYTES],
    ['shop chunk', lists.shop, SHOP_BUDGET_GZIP_BYTES],
    ['member chunk', lists.member, MEMBER_BUDGET_GZIP_BYTES],
  ]) {
    const weight = await weigh(urls);
    if (!weight) {
      console.error(`${name}: the manifest names files that are not built: run scripts/build-client.mjs`);
      process.exit(1);
    }
    for (const file of weight.files) console.log(`  ${file.file}: ${file.raw} B raw, ${file.gzip} B gzip`);
    console.log(
      `${name}: ${weight.raw} B raw, ${weight.gzip} B gzip (${kb(weight.gzip)}; budget ${budget} B = ${kb(budget)} gzip)`,
    );
    if (weight.gzip > budget) {
      console.error(`${name} is over budget by ${weight.gzip - budget} B`);
      failed = true;
    }
  }
  for (const [source, files] of Object.entries(lists.shopIslands)) {
    const weight = await weigh([...lists.shop, ...files]);
    if (!weight) {
      console.error(`${source}: the manifest names files that are not built: run scripts/build-client.mjs`);
      process.exit(1);
    }
    console.log(
      `shop chunk + ${source}: ${weight.raw} B raw, ${weight.gzip} B gzip (budget ${SHOP_BUDGET_GZIP_BYTES} B)`,
    );
    if (weight.gzip > SHOP_BUDGET_GZIP_BYTES) {
      console.error(`shop chunk + ${source} is over budget by ${weight.gzip - SHOP_BUDGET_GZIP_BYTES} B`);
      failed = true;
    }
  }
  if (failed) process.exit(1);
}
