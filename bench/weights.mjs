// Page weights: the islands bundle (from the manifest: the entry and the files it imports, the
// budgeted set; the shop chunk is weighed by `npm run size`), then what the home page loads: its HTML, its /assets/ scripts and stylesheets, raw and gzip, read from public/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { MAIN_BUDGET_GZIP_BYTES } from '../scripts/client-size.mjs';

// The islands main bundle's budget is the one `npm run size` enforces (MAIN_BUDGET_GZIP_BYTES in scripts/client-size.mjs).
export const BUDGET_GZIP_BYTES = MAIN_BUDGET_GZIP_BYTES;
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;

export function weights(publicDir, homeHtml) {
  const html = homeHtml.toString('utf8');
  const manifest = JSON.parse(readFileSync(path.join(publicDir, 'assets', 'manifest.json'), 'utf8'));
  const bundleUrl = manifest.islands;
  if (typeof bundleUrl !== 'string') throw new Error('public/assets/manifest.json has no islands entry');
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+)"/g)].map(
    (m) => m[1],
  );
  const notes = [];
  if (!scripts.includes(bundleUrl)) {
    notes.push(`the home page loads ${scripts.join(', ') || 'no script'}, the manifest says ${bundleUrl}`);
  }
  const file = (url) => {
    const content = readFileSync(path.join(publicDir, url));
    return { name: url, raw: content.length, gzip: gzip(content) };
  };
  const bundleFiles = [bundleUrl, ...(manifest.chunks ?? [])].map(file);
  const bundle = {
    name: bundleFiles.map((item) => item.name).join(' + '),
    raw: bundleFiles.reduce((sum, item) => sum + item.raw, 0),
    gzip: bundleFiles.reduce((sum, item) => sum + item.gzip, 0),
  };
  const page = { name: 'home page HTML /', raw: homeHtml.length, gzip: gzip(homeHtml) };
  const js = [...bundleFiles, ...scripts.filter((url) => url !== bundleUrl).map(file)];
  const css = (styles.length > 0 ? styles : ['/assets/site.css', '/assets/blocks.css']).map(file);
  const items = [...js, page, ...css];
  const total = {
    raw: items.reduce((sum, item) => sum + item.raw, 0),
    gzip: items.reduce((sum, item) => sum + item.gzip, 0),
  };
  return { bundle, items, total, notes };
}
