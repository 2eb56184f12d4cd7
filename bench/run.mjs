// `npm run bench`: the home page's requests per second through the local Worker, page data
// from KV, beside a static file of the same size served by the same Worker, in one run
// (autocannon); then the islands bundle and page weights against the 20 KB gzip budget.
//
// The Worker starts exactly as `npm start` does (node scripts/start.mjs: migrations, seed,
// islands build, wrangler dev) on a free port with a fresh LOCAL_STATE_DIR, in its own process
// group that is killed at the end. The static file is written to public/assets only while the
// run lasts and removed afterwards. Exits non-zero on any non-2xx answer, request error or
// timeout, or when the islands bundle is over 20 KB gzip.
//
// Settings (environment): BENCH_PORT (8798, another free port if taken), BENCH_CONNECTIONS
// (10), BENCH_DURATION (10 s per target), BENCH_WARMUP (2 s per target), BENCH_START_TIMEOUT
// (120 s). NODE_ENV (default production) is passed on to wrangler, which bundles React's
// development build under `wrangler dev` unless NODE_ENV=production: the default measures the
// production build (what `wrangler deploy` ships); `NODE_ENV=development npm run bench` the other.
import { Buffer } from 'node:buffer';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { freePort, get, HOST, startServer } from './server.mjs';
import { pageDataKeys, prepareState } from './state.mjs';

const BUDGET_GZIP_BYTES = 20 * 1024;
const SITE_HOST = 'localhost';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const staticName = 'bench-same-size.html';
const staticFile = path.join(publicDir, 'assets', staticName);

const settings = {
  connections: positive('BENCH_CONNECTIONS', 10),
  duration: positive('BENCH_DURATION', 10),
  warmup: positive('BENCH_WARMUP', 2),
  startTimeoutMs: positive('BENCH_START_TIMEOUT', 120) * 1000,
  nodeEnv: process.env.NODE_ENV ?? 'production',
};
process.env.NODE_ENV = settings.nodeEnv; // inherited by the server the bench starts
const reactBuild =
  settings.nodeEnv === ''
    ? 'development (wrangler dev default; NODE_ENV unset)'
    : `NODE_ENV=${settings.nodeEnv}`;

function positive(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (message) => console.log(`[bench ${elapsed()}] ${message}`);
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** A plain HTML page of exactly `size` bytes (ASCII only, so characters are bytes). */
function paddedHtml(size) {
  const head =
    '<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Benchmark static file</title></head><body><p>';
  const tail = '</p></body></html>\n';
  const filler = 'Static file of the same size as the home page, served from the Worker assets. ';
  const room = size - head.length - tail.length;
  const html =
    room < 0 ? 'x'.repeat(size) : head + filler.repeat(Math.ceil(room / filler.length)).slice(0, room) + tail;
  if (Buffer.byteLength(html) !== size)
    throw new Error(`padding made ${Buffer.byteLength(html)} B, not ${size}`);
  return html;
}

/** Polls until the dev server serves the new asset with the right length (following one redirect). */
async function waitForStatic(port, urlPath, size, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let current = urlPath;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    try {
      const response = await get(port, current, { host: SITE_HOST });
      const location = response.headers.location;
      if (response.status >= 300 && response.status < 400 && typeof location === 'string') {
        const next = new URL(location, `http://${SITE_HOST}`).pathname;
        last = `${response.status} to ${next}`;
        if (next !== current) {
          log(`${current} answers ${response.status}, measuring ${next} instead`);
          current = next;
          continue;
        }
      } else if (response.status === 200 && response.body.length === size) {
        return {
          path: current,
          contentType: response.headers['content-type'] ?? '?',
          headerBytes: response.headerBytes,
        };
      } else {
        last = `status ${response.status}, ${response.body.length} B`;
      }
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await delay(250);
  }
  throw new Error(`${urlPath} was not served with ${size} B within ${timeoutMs / 1000} s (last: ${last})`);
}

function measure(port, urlPath, title) {
  return autocannon({
    title,
    url: `http://${HOST}:${port}${urlPath}`,
    headers: { host: SITE_HOST },
    connections: settings.connections,
    duration: settings.duration,
    warmup: { connections: settings.connections, duration: settings.warmup },
  });
}

function summarise(result) {
  const warm = result.warmup ?? { non2xx: 0, errors: 0, timeouts: 0 };
  const completed = result.requests.total;
  return {
    title: result.title,
    url: result.url,
    requests: completed,
    rpsMedian: result.requests.p50,
    rpsMean: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    warmupNon2xx: warm.non2xx,
    warmupErrors: warm.errors + warm.timeouts,
    bytesPerRequest: completed > 0 ? Math.round(result.throughput.total / completed) : 0,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count]),
    ),
  };
}

/**
 * Islands bundle from the manifest (the budget), then what the home page loads: its HTML, its
 * /assets/ scripts and its stylesheets, raw and gzip, read from public/.
 */
function weights(homeHtml) {
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
  const bundle = file(bundleUrl);
  const page = { name: 'home page HTML /', raw: homeHtml.length, gzip: gzip(homeHtml) };
  const js = [bundle, ...scripts.filter((url) => url !== bundleUrl).map(file)];
  const css = (styles.length > 0 ? styles : ['/assets/site.css', '/assets/blocks.css']).map(file);
  const items = [...js, page, ...css];
  const total = {
    raw: items.reduce((sum, item) => sum + item.raw, 0),
    gzip: items.reduce((sum, item) => sum + item.gzip, 0),
  };
  return { bundle, items, total, notes };
}

const table = (rows) => {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  return rows
    .map((row) =>
      row.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))),
    )
    .map((row) => row.join('  '))
    .join('\n');
};

// --- run ------------------------------------------------------------------------------------

if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(`[bench] Node ${process.version}: wrangler needs Node 22+; run it with npm run bench`);
  process.exit(1);
}

const stateDir = mkdtempSync(path.join(os.tmpdir(), 'site-platform-bench-state-'));
const port = await freePort(positive('BENCH_PORT', 8798));
let server = null;
let cleaned = false;

function removeStatic() {
  rmSync(staticFile, { force: true });
}

async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  removeStatic();
  if (server) {
    const stopped = await server.stop();
    if (!stopped) console.error(`[bench] process group ${server.pid} still alive after SIGKILL`);
  }
  rmSync(stateDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n[bench] ${signal}: stopping the server`);
    void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
process.on('exit', () => {
  // Synchronous last resort when something skipped the finally below.
  removeStatic();
  server?.killNow();
});

let page;
let stat;
let staticInfo;
let homeHtml;
let sizes;
try {
  // start.mjs would migrate and seed an empty state itself; doing it here first keeps the run
  // independent of which database its "is it empty?" check looks at.
  log(`preparing local state in ${stateDir} (migrations, sample sites)`);
  await prepareState(root, stateDir);
  log(`starting node scripts/start.mjs on port ${port}`);
  server = startServer({ root, port, stateDir });
  try {
    await server.waitReady({ timeoutMs: settings.startTimeoutMs, host: SITE_HOST });
  } catch (error) {
    console.error(`[bench] server output (last lines):\n${server.output()}`);
    throw error;
  }
  log(`GET / answers 200 (server pid/group ${server.pid})`);

  // Page data goes to KV through waitUntil on the first requests; later ones read it from KV.
  for (let i = 0; i < 5; i += 1) {
    const response = await get(port, '/', { host: SITE_HOST });
    if (response.status !== 200) throw new Error(`warming: GET / answered ${response.status}`);
    await delay(200);
  }
  const keys = await pageDataKeys(root, stateDir);
  if (keys.length === 0) throw new Error('no page data (data:* keys) in KV after warming the home page');
  log(`page data in KV: ${keys.map((key) => key.split(':').slice(4).join(':')).join(', ')}`);
  const home = await get(port, '/', { host: SITE_HOST });
  homeHtml = home.body;
  const again = (await get(port, '/', { host: SITE_HOST })).body;
  if (again.length !== homeHtml.length) {
    log(`note: home page length varies between requests (${homeHtml.length} B, then ${again.length} B)`);
  }
  log(
    `home page: ${homeHtml.length} B (${home.headerBytes} B of headers); writing public/assets/${staticName} of that size`,
  );

  sizes = weights(homeHtml); // now, while public/assets matches the page just served

  writeFileSync(staticFile, paddedHtml(homeHtml.length));
  staticInfo = await waitForStatic(port, `/assets/${staticName}`, homeHtml.length);
  log(
    `static file served at ${staticInfo.path} (${staticInfo.contentType}, ${staticInfo.headerBytes} B of headers)`,
  );

  const spec = `${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s`;
  log(`autocannon home page / (${spec})`);
  page = summarise(await measure(port, '/', 'home page /'));
  log(`autocannon static ${staticInfo.path} (${spec})`);
  stat = summarise(await measure(port, staticInfo.path, `static ${staticInfo.path}`));
} catch (error) {
  console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
  await cleanup();
  process.exit(1);
}
await cleanup();
log('server stopped, static file removed');

const failures = [];
for (const r of [page, stat]) {
  if (r.non2xx + r.warmupNon2xx > 0) {
    failures.push(`${r.title}: ${r.non2xx + r.warmupNon2xx} non-2xx (${JSON.stringify(r.statusCodes)})`);
  }
  if (r.errors + r.timeouts + r.warmupErrors > 0) {
    failures.push(`${r.title}: ${r.errors + r.warmupErrors} errors, ${r.timeouts} timeouts`);
  }
}
if (sizes.bundle.gzip > BUDGET_GZIP_BYTES) {
  failures.push(`islands bundle ${sizes.bundle.gzip} B gzip is over the ${BUDGET_GZIP_BYTES} B budget`);
}

const fixed = (n, digits = 1) => Number(n).toFixed(digits);
const ratioMedian = stat.rpsMedian > 0 ? page.rpsMedian / stat.rpsMedian : 0;
const ratioMean = stat.rpsMean > 0 ? page.rpsMean / stat.rpsMean : 0;

console.log('');
console.log(
  `Throughput: autocannon, ${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s ` +
    `per target, http://${HOST}:${port} with Host: ${SITE_HOST}; React build: ${reactBuild}`,
);
console.log(
  table([
    [
      'target',
      'req/s p50',
      'req/s mean',
      'lat p50 ms',
      'lat p99 ms',
      'requests',
      'non-2xx',
      'errors',
      'B/req',
    ],
    ...[page, stat].map((r) => [
      r.title,
      r.rpsMedian,
      fixed(r.rpsMean),
      r.latencyP50Ms,
      r.latencyP99Ms,
      r.requests,
      r.non2xx + r.warmupNon2xx,
      r.errors + r.timeouts + r.warmupErrors,
      r.bytesPerRequest,
    ]),
  ]),
);
console.log(
  `ratio page / static: ${fixed(ratioMedian, 3)} (req/s p50), ${fixed(ratioMean, 3)} (req/s mean); ` +
    `both bodies ${homeHtml.length} B`,
);
console.log('');
console.log(`Weights (gzip level 9), budget ${BUDGET_GZIP_BYTES} B gzip for the islands bundle`);
console.log(
  table([
    ['file', 'raw B', 'gzip B'],
    ...sizes.items.map((item) => [item.name, item.raw, item.gzip]),
    ['total JS+HTML+CSS for /', sizes.total.raw, sizes.total.gzip],
  ]),
);
console.log(
  `islands bundle: ${sizes.bundle.gzip} B gzip of ${BUDGET_GZIP_BYTES} (${fixed((100 * sizes.bundle.gzip) / BUDGET_GZIP_BYTES)} %)`,
);
for (const note of sizes.notes) console.log(`note: ${note}`);

const resultsFile = path.join(
  os.tmpdir(),
  `site-platform-bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
writeFileSync(
  resultsFile,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      settings: { ...settings, port, host: SITE_HOST },
      homePageBytes: homeHtml.length,
      staticPath: staticInfo.path,
      page,
      static: stat,
      ratio: { rpsMedian: ratioMedian, rpsMean: ratioMean },
      sizes,
      budgetGzipBytes: BUDGET_GZIP_BYTES,
      failures,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nresults: ${resultsFile} (total ${elapsed()})`);

if (failures.length > 0) {
  for (const failure of failures) console.error(`FAIL ${failure}`);
  process.exit(1);
}
console.log('OK');
process.exit(0);
