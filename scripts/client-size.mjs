// Prints the raw and gzip size of the two client bundles the manifest names and fails when one
// is over its budget (older bundles kept for running servers are not counted):
// - main: the islands entry and the files it imports, loaded by every page: 20 KB of gzip
//   JavaScript for a page with every island;
// - shop: the shop chunk (client/shop-islands.ts) and the files only it needs, loaded on
//   top of the main bundle by the shop and checkout pages. Its 16.5 KB budget: the product
//   purchase, cart, mini-cart and checkout islands (forms, carriers, relay points, collect
//   slots, discount, payment) at about 2 KB gzip each, and a product or checkout page then
//   ships at most 36 KB of gzip JavaScript, which keeps a mid-range phone's script work
//   (Lighthouse's total blocking time) well under 50 ms. It was 16 KB until issue 20 added the
//   cart page's delivery-or-pick-up choice and the pick-up place-and-slot label (16,465 B then);
//   the cold-page issue (22) is where the shop's JavaScript is cut back.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const MAIN_BUDGET_GZIP_BYTES = 20 * 1024;
export const SHOP_BUDGET_GZIP_BYTES = 16.5 * 1024;
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
  if (failed) process.exit(1);
}
