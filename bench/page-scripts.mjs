// The JavaScript a page really loads (≤ 20 KB on a content page, ≤ 30 KB on a product
// page, as Lighthouse counts transfer): headless Chromium opens each page in a fresh context
// (empty cache), waits for the network to settle (the islands' chunks are imported while they
// hydrate), and every script response is weighed gzip -9, as Cloudflare would send it (the
// local server may send it uncompressed).
// `node bench/page-scripts.mjs [origin]` against a running server (default
// http://localhost:8787); `npm run bench` calls pageScripts() on its own server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const PAGE_JS_BUDGETS = { content: 20 * 1024, product: 30 * 1024 };

export const PAGE_JS_TARGETS = [
  {
    name: 'massage content page',
    kind: 'content',
    host: 'localhost',
    path: '/les-massages/les-massages-bien-etre',
  },
  { name: 'massage home', kind: 'content', host: 'localhost', path: '/' },
  { name: 'wine content page', kind: 'content', host: 'vins.localhost', path: '/nos-vins' },
  {
    name: 'wine product page',
    kind: 'product',
    host: 'vins.localhost',
    path: '/boutique/1-saumur-champigny-les-perrieres',
  },
];

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Per target: the scripts it loaded (path, raw and gzip bytes) and their sums. */
export async function pageScripts(origin, targets = PAGE_JS_TARGETS) {
  const { port, protocol } = new URL(origin);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const results = [];
    for (const target of targets) {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      const page = await context.newPage();
      const pending = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        pending.push(
          response.body().then(
            (body) => ({
              url: new URL(response.url()).pathname,
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
            }),
            () => null,
          ),
        );
      });
      const url = `${protocol}//${target.host}${port ? `:${port}` : ''}${target.path}`;
      const answer = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
      const scripts = (await Promise.all(pending)).filter((script) => script !== null);
      await context.close();
      results.push({
        ...target,
        status: answer?.status() ?? 0,
        scripts,
        raw: scripts.reduce((sum, script) => sum + script.raw, 0),
        gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
        budget: PAGE_JS_BUDGETS[target.kind],
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Printable lines: one per page, against its budget. */
export function pageScriptsReport(results) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  return results.map(
    (result) =>
      `${result.name} ${result.host}${result.path}: ${result.scripts.length} scripts, ${kb(result.gzip)} gzip ` +
      `(${result.raw} B raw) of ${kb(result.budget)}: ${result.gzip <= result.budget ? 'met' : 'NOT met'}` +
      (result.status === 200 ? '' : ` (HTTP ${result.status})`),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const results = await pageScripts(process.argv[2] ?? 'http://localhost:8787');
  for (const result of results) {
    console.log(pageScriptsReport([result])[0]);
    for (const script of result.scripts)
      console.log(`  ${script.url}: ${script.raw} B raw, ${script.gzip} B gzip`);
  }
}
