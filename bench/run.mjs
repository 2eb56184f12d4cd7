// `npm run bench`, in one run against the local Worker:
//   1. throughput: the home page (page data warm in KV) beside a static file of the same size
//      served by the same Worker (autocannon), and their ratio (goal ≥ 0.6);
//   2. cold vs warm latency of the pages in bench/targets.mjs: a cold page is the first answer
//      after a new content version (an admin write through the API each round), a warm one the
//      same page again; sequential requests, medians, ratio (goal: cold within 2× of warm);
//   3. the Worker bundle as `wrangler deploy` would upload it (dry run, offline), raw and gzip;
//   4. the islands bundle and the home page's weights against its gzip budget (scripts/client-size.mjs);
//   5. the free slots of a month with 200 appointments (bench/booking-slots.mjs): answer time
//      and D1 round trips of GET /api/booking/slots;
//   6. a scheduled publication on the warm path (bench/scheduled.mjs): the home page's warm
//      answer with and without a publication scheduled an hour ahead, and their ratio;
//   7. the many-sites run (bench/many-sites.mjs) on its own server and scratch state:
//      N sites from the model (BENCH_SITES, default 1000; BENCH_MANY_SITES=0 skips it).
// Speed is measured and printed, never asserted: the run fails only on errors (non-2xx
// answers, request errors, timeouts) or an islands bundle over budget.
//
// The Worker starts exactly as `npm start` does (node scripts/start.mjs: migrations, seed,
// islands build, wrangler dev) on a free port with a fresh LOCAL_STATE_DIR, in its own process
// group that is killed at the end. The static file is written to public/assets only while the
// run lasts and removed afterwards.
//
// Settings (environment): BENCH_PORT (8798, another free port if taken), BENCH_CONNECTIONS
// (10), BENCH_DURATION (10 s per target), BENCH_WARMUP (2 s per target), BENCH_ROUNDS (15 cold
// samples per page), BENCH_WARM_PER_ROUND (2 warm samples per cold one), BENCH_SETTLE_MS (300,
// pause between the cold and the warm requests), BENCH_VISIBLE_TIMEOUT (90 s for a write to
// show), BENCH_START_TIMEOUT (120 s). NODE_ENV (default production) is passed on to wrangler,
// which bundles React's development build under `wrangler dev` unless NODE_ENV=production: the
// default measures the production build (what `wrangler deploy` ships).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { coldWarm, sequential } from './cold-warm.mjs';
import { freePort, get, HOST, startServer } from './server.mjs';
import { pageDataKeys, prepareState } from './state.mjs';
import { paddedHtml, STATIC_NAME, waitForStatic } from './static-file.mjs';
import { countValues, median, table } from './table.mjs';
import { skipNote, targets } from './targets.mjs';
import { measure, summarise } from './throughput.mjs';
import { manySites } from './many-sites.mjs';
import { bookingSlotsBench, bookingSlotsReport, seedBookingMonth } from './booking-slots.mjs';
import { scheduledBench } from './scheduled.mjs';
import { BUDGET_GZIP_BYTES, weights } from './weights.mjs';
import { workerBundle } from './worker-bundle.mjs';
import { pageScripts, pageScriptsReport } from './page-scripts.mjs';
import { workerSize, workerSizeReport } from './worker-size.mjs';

const SITE_HOST = 'localhost';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const staticFile = path.join(publicDir, 'assets', STATIC_NAME);

const settings = {
  connections: positive('BENCH_CONNECTIONS', 10),
  duration: positive('BENCH_DURATION', 10),
  warmup: positive('BENCH_WARMUP', 2),
  rounds: positive('BENCH_ROUNDS', 15),
  warmPerRound: positive('BENCH_WARM_PER_ROUND', 2),
  settleMs: positive('BENCH_SETTLE_MS', 300),
  visibleTimeoutMs: positive('BENCH_VISIBLE_TIMEOUT', 90) * 1000,
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
const fixed = (n, digits = 1) => (Number.isFinite(n) ? Number(n).toFixed(digits) : '-');

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

let bundle;
const lean = {}; // the lean-Worker figures (bench/worker-size.mjs, bench/page-scripts.mjs)
let page;
let stat;
let staticInfo;
let homeHtml;
let sizes;
const latency = [];
const skipped = [];
let baseline;
let booking;
let scheduled;
try {
  log('worker bundle: wrangler deploy --dry-run --outdir <tmp> (offline)');
  bundle = await workerBundle(root);

  // start.mjs would migrate and seed an empty state itself; doing it here first keeps the run
  // independent of which database its "is it empty?" check looks at.
  log(`preparing local state in ${stateDir} (migrations, sample sites)`);
  await prepareState(root, stateDir);
  log('booking: 200 appointments in the month the slots bench reads');
  await seedBookingMonth(root, stateDir);
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
    `home page: ${homeHtml.length} B (${home.headerBytes} B of headers, x-cache ${home.headers['x-cache'] ?? 'none'}); ` +
      `writing public/assets/${STATIC_NAME} of that size`,
  );

  sizes = weights(publicDir, homeHtml); // now, while public/assets matches the page just served
  lean.pages = await pageScripts(`http://localhost:${port}`); // JS a page loads

  writeFileSync(staticFile, paddedHtml(homeHtml.length));
  staticInfo = await waitForStatic({
    port,
    host: SITE_HOST,
    urlPath: `/assets/${STATIC_NAME}`,
    size: homeHtml.length,
    log,
  });
  log(
    `static file served at ${staticInfo.path} (${staticInfo.contentType}, ${staticInfo.headerBytes} B of headers)`,
  );

  const spec = `${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s`;
  log(`autocannon home page / (${spec})`);
  page = summarise(await measure({ port, host: SITE_HOST, urlPath: '/', title: 'home page /', settings }));
  log(`autocannon static ${staticInfo.path} (${spec})`);
  stat = summarise(
    await measure({
      port,
      host: SITE_HOST,
      urlPath: staticInfo.path,
      title: `static ${staticInfo.path}`,
      settings,
    }),
  );

  const count = settings.rounds * settings.warmPerRound;
  log(`latency: static file, ${count} sequential requests`);
  baseline = await sequential(port, staticInfo.path, SITE_HOST, count);
  const tokens = new Map();
  for (const target of targets) {
    log(
      `latency: ${target.name} (http://${target.host}${target.path}), ${settings.rounds} write + cold + warm rounds`,
    );
    const result = await coldWarm({ port, target, tokens, ...settings });
    if ('skipped' in result) {
      skipped.push(skipNote(target, result.skipped));
      log(skipped.at(-1));
    } else {
      latency.push({ target, ...result });
    }
  }
  log('booking slots: a month of the massage practice with 200 appointments');
  booking = await bookingSlotsBench({ port, host: SITE_HOST });
  log('scheduled publication: warm home page with and without a publication an hour ahead');
  scheduled = await scheduledBench({ port, host: SITE_HOST });
} catch (error) {
  console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
  if (server) console.error(`[bench] server output (last lines):\n${server.output()}`);
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
    `both bodies ${homeHtml.length} B; goal ≥ 0.6: ${ratioMedian >= 0.6 ? 'met' : 'NOT met'}`,
);

const med = (samples, key) => median(samples.map((s) => s[key]));
const latencyRows = latency.map((r) => {
  const ratio = med(r.cold, 'totalMs') / med(r.warm, 'totalMs');
  return { ...r, ratio };
});
console.log('');
console.log(
  `Cold vs warm: sequential GETs, one connection each; per page ${settings.rounds} rounds of ` +
    `[admin write (new content version), first answer showing it = cold, ${settings.settleMs} ms pause, ` +
    `${settings.warmPerRound} warm, then a write that prepares nothing (x-no-preparation) and the ` +
    `first answer showing it = unprepared (the raw cost of a cold render)]; medians in ms (ttfb = to the response headers, total = to the last byte)`,
);
console.log(
  table([
    [
      'page',
      'cold n',
      'cold ttfb',
      'cold total',
      'warm n',
      'warm ttfb',
      'warm total',
      'cold/warm',
      'B',
      'x-cache cold',
      'x-cache warm',
      'D1 round trips per cold view',
      'unprepared total',
      'unprepared/warm',
      'D1 round trips per unprepared view',
    ],
    [
      `static file ${staticInfo.path}`,
      '-',
      '-',
      '-',
      baseline.length,
      fixed(med(baseline, 'ttfbMs')),
      fixed(med(baseline, 'totalMs')),
      '-',
      baseline[0].bytes,
      '-',
      countValues(baseline.map((s) => s.xCache)),
      '-',
      '-',
      '-',
      '-',
    ],
    ...latencyRows.map((r) => [
      `${r.target.name} ${r.target.host}${r.target.path}`,
      r.cold.length,
      fixed(med(r.cold, 'ttfbMs')),
      fixed(med(r.cold, 'totalMs')),
      r.warm.length,
      fixed(med(r.warm, 'ttfbMs')),
      fixed(med(r.warm, 'totalMs')),
      fixed(r.ratio, 2),
      r.cold[0].bytes,
      countValues(r.cold.map((s) => s.xCache)),
      countValues(r.warm.map((s) => s.xCache)),
      countValues(r.cold.map((s) => String(s.d1RoundTrips ?? '?'))),
      fixed(med(r.unprepared, 'totalMs')),
      fixed(med(r.unprepared, 'totalMs') / med(r.warm, 'totalMs'), 2),
      countValues(r.unprepared.map((s) => String(s.d1RoundTrips ?? '?'))),
    ]),
  ]),
);
for (const r of latencyRows) {
  const notes = [];
  if (r.staleBeforeCold > 0) {
    notes.push(
      `${r.staleBeforeCold} answers still showed the previous version after a write ` +
        `(new version visible after ${fixed(Math.max(...r.visibleAfterMs), 0)} ms at most)`,
    );
  }
  if (r.staleWarm > 0) notes.push(`${r.staleWarm} warm answers showed an older version`);
  const goal = r.ratio <= 2 ? 'met' : 'NOT met';
  console.log(
    `${r.target.name}: cold/warm ${fixed(r.ratio, 2)} (goal ≤ 2: ${goal}); admin write p50 ` +
      `${fixed(median(r.bumpMs))} ms${notes.length > 0 ? `; ${notes.join('; ')}` : ''}`,
  );
}
for (const note of skipped) console.log(`note: ${note}`);

console.log('');
for (const line of bookingSlotsReport(booking)) console.log(line);

console.log('');
const plainMs = median(scheduled.plain);
const scheduledMs = median(scheduled.scheduled);
console.log(
  `Scheduled publication (news ${scheduled.newsId} an hour ahead), warm home page, ` +
    `${scheduled.plain.length} + ${scheduled.scheduled.length} sequential requests in alternating blocks: ` +
    `p50 ${fixed(plainMs)} ms without, ${fixed(scheduledMs)} ms with; ratio ${fixed(scheduledMs / plainMs, 2)} (goal ≈ 1)`,
);

console.log('');
console.log(
  `Worker bundle (wrangler deploy --dry-run, gzip level 9; wrangler says ${bundle.wranglerReports ?? '?'}); ` +
    `Cloudflare's limit: 3 MB gzip (free plan), 10 MB (paid)`,
);
console.log(
  table([
    ['module', 'raw B', 'gzip B'],
    ...bundle.modules.map((module) => [module.name, module.raw, module.gzip]),
    ...(bundle.modules.length > 1 ? [['total', bundle.raw, bundle.gzip]] : []),
  ]),
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
console.log('');
lean.worker = await workerSize(root); // the server is stopped: a quieter machine for the startup profile
for (const line of [...workerSizeReport(lean.worker), ...pageScriptsReport(lean.pages)]) console.log(line);

let many = null;
if (process.env.BENCH_MANY_SITES !== '0') {
  try {
    many = await manySites({ root, log });
  } catch (error) {
    failures.push(`many sites: ${error instanceof Error ? error.message : String(error)}`);
  }
}

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
      latency: {
        static: baseline,
        pages: latencyRows.map(({ target, ...rest }) => ({ ...target, ...rest })),
        skipped,
      },
      bookingSlots: booking,
      workerBundle: bundle,
      sizes,
      budgetGzipBytes: BUDGET_GZIP_BYTES,
      manySites: many,
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
