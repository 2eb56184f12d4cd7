// The Worker's bundle as `wrangler deploy` would upload it, built offline with
// `wrangler deploy --dry-run --outdir <tmp>` (no account, no network): each module's size raw
// and gzip (level 9), source maps left out since they are not part of the script Cloudflare
// limits (3 MB gzip on the free plan, 10 MB paid), plus wrangler's own "Total Upload" line.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { wrangler } from './state.mjs';

export async function workerBundle(root) {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'site-platform-bench-bundle-'));
  try {
    const { output } = await wrangler(root, ['deploy', '--dry-run', '--outdir', outdir]);
    const modules = readdirSync(outdir, { recursive: true })
      .map(String)
      .filter((name) => statSync(path.join(outdir, name)).isFile())
      .filter((name) => !name.endsWith('.map') && name !== 'README.md')
      .map((name) => {
        const content = readFileSync(path.join(outdir, name));
        return { name, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
      });
    if (modules.length === 0) throw new Error(`wrangler deploy --dry-run wrote no module to ${outdir}`);
    const reported = /Total Upload:\s*([\d.]+ \w+)\s*\/\s*gzip:\s*([\d.]+ \w+)/.exec(output);
    return {
      modules,
      raw: modules.reduce((sum, module) => sum + module.raw, 0),
      gzip: modules.reduce((sum, module) => sum + module.gzip, 0),
      wranglerReports: reported ? `${reported[1]} / gzip ${reported[2]}` : null,
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
