// The many-sites run of `npm run bench`, also alone: `node bench/many-sites.mjs`.
// A fresh `npm start` on a scratch local state; the platform operator (sample account, signed
// in on the admin host) creates N sites from the massage model through the operator API, each
// open on s0001.localhost, s0002.localhost…; then, with 10 keep-alive connections and fixed
// request counts, it prints every figure of the goals:
//   - creating a site at N (the last 10) against creating one at N = 10 (the first 10): ≤ 1.5×;
//   - /recherche?q=massage p50 on one site, before and after the N sites: ≤ 1.5×;
//   - a pass where every page is a MISS in every layer (the server started again, so the
//     isolate has seen none of the sites; each host's CMS page once, a page no request asked
//     for) against the same page on one warm host: ≥ 0.33;
//   - warm throughput over random hosts against one host's (home and CMS page): ≥ 0.9, each
//     spread pass run once every host's page was asked and those renders had landed;
//   - reads that waited for a KV write (worker/http/kv-write-probe.ts): 0;
//   - the workerd processes' memory before and after, the in-isolate caches' caps in force,
//     and how long each phase took (every pass is a fixed number of requests: bounded time).
// Speed is printed, never asserted. Settings (environment): BENCH_SITES (N, default 1000),
// BENCH_MANY_PORT (8799, another free port if taken), BENCH_CONNECTIONS (10),
// BENCH_WARM_REQUESTS (5000 per warm pass), BENCH_SEARCH_REQUESTS (60),
// BENCH_START_TIMEOUT (120 s).
import { mkdtempSync, rmSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleOperators } from '../worker/seed/index.ts';
import {
  PROBE_HEADERS,
  benchStats,
  createSiteFromModel,
  operatorToken,
  pass,
  sequentialP50,
  workerdMemoryMiB,
} from './many-sites-client.mjs';
import { freePort, startServer } from './server.mjs';
import { prepareState } from './state.mjs';
import { median, table } from './table.mjs';

const MODEL_SITE_ID = 1; // the massage site, served on localhost
const ONE_HOST = 'localhost';
const CMS_PATH = '/les-massages/les-massages-bien-etre';
const SEARCH_PATH = '/recherche?q=massage';

function positive(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

const fixed = (n, digits = 1) => (Number.isFinite(n) ? Number(n).toFixed(digits) : '-');
const hostOf = (index) => `s${String(index + 1).padStart(4, '0')}.localhost`;
const verdict = (met) => (met ? 'met' : 'NOT met');

/** Runs the whole many-sites measure; resolves the figures (also printed). */
export async function manySites({ root, log }) {
  const settings = {
    sites: positive('BENCH_SITES', 1000),
    connections: positive('BENCH_CONNECTIONS', 10),
    warmRequests: positive('BENCH_WARM_REQUESTS', 5000),
    searchRequests: positive('BENCH_SEARCH_REQUESTS', 60),
    startTimeoutMs: positive('BENCH_START_TIMEOUT', 120) * 1000,
  };
  const operator = sampleOperators[0];
  if (!operator) throw new Error('the seed has no platform operator');
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'site-platform-many-sites-'));
  const port = await freePort(positive('BENCH_MANY_PORT', 8799));
  let server = null;
  try {
    log(`many sites: preparing ${stateDir}`);
    await prepareState(root, stateDir);
    server = startServer({ root, port, stateDir });
    await server.waitReady({ timeoutMs: settings.startTimeoutMs, host: ONE_HOST });
    const memoryAtStart = workerdMemoryMiB(server.pid);
    const phases = [];
    const { connections, warmRequests, searchRequests } = settings;
    const warm = (target) => pass({ port, count: warmRequests, connections, target });
    const oneHost = (urlPath) => () => ({ host: ONE_HOST, path: urlPath });

    log('many sites: search on one site (alone)');
    await sequentialP50({ port, host: ONE_HOST, path: SEARCH_PATH, count: 5 });
    const searchAlone = await sequentialP50({
      port,
      host: ONE_HOST,
      path: SEARCH_PATH,
      count: searchRequests,
    });
    log(`  search p50: alone ${fixed(searchAlone.p50)} ms`);

    log(`many sites: creating ${settings.sites} sites from the model through the operator API`);
    const token = await operatorToken(port, operator);
    const creation = [];
    const creationStarted = Date.now();
    for (let index = 0; index < settings.sites; index += 1) {
      const host = hostOf(index);
      creation.push(
        await createSiteFromModel(port, token, { name: `Site ${host}`, host, modelSiteId: MODEL_SITE_ID }),
      );
      if ((index + 1) % 100 === 0) log(`  ${index + 1} sites, last one ${fixed(creation.at(-1), 0)} ms`);
    }
    phases.push([`creating ${settings.sites} sites`, Date.now() - creationStarted]);
    const window = Math.min(10, creation.length);
    const createFirst = median(creation.slice(0, window));
    const createLast = median(creation.slice(-window));
    log(
      `  creation median: first ${window} ${fixed(createFirst, 0)} ms, last ${window} ${fixed(createLast, 0)} ms`,
    );

    log('many sites: search on one site (with the others)');
    await sequentialP50({ port, host: ONE_HOST, path: SEARCH_PATH, count: 5 });
    const searchWithOthers = await sequentialP50({
      port,
      host: ONE_HOST,
      path: SEARCH_PATH,
      count: searchRequests,
    });
    log(
      `  search p50: alone ${fixed(searchAlone.p50)} ms, with the others ${fixed(searchWithOthers.p50)} ms`,
    );

    // A true miss in every layer: the creations above went through this isolate (and each
    // publish prepares the new site's home page), so the server is started again on the same
    // state: an empty isolate (hosts, versions, page data, plans, HTML), and the pass asks for
    // a page no request asked for (the CMS page); every answer must say MISS.
    log('many sites: restarting the server (an isolate that has seen none of the sites)');
    let phaseStarted = Date.now();
    await server.stop();
    server = startServer({ root, port, stateDir });
    await server.waitReady({ timeoutMs: settings.startTimeoutMs, host: ONE_HOST });
    phases.push(['restart', Date.now() - phaseStarted]);
    log(`many sites: a pass where every page is a MISS (each host’s ${CMS_PATH} once)`);
    phaseStarted = Date.now();
    const allMiss = await pass({
      port,
      count: settings.sites,
      connections,
      target: (index) => ({ host: hostOf(index), path: CMS_PATH }),
      // The Worker says how many D1 round trips each view made (local hosts only).
      headers: { ...PROBE_HEADERS, 'x-d1-probe': '1' },
    });
    phases.push(['all-MISS pass', Date.now() - phaseStarted]);
    const misses = allMiss.xCache.MISS ?? 0;
    log(
      `  all-MISS pass: ${fixed(allMiss.rps)} req/s, p50 ${fixed(allMiss.p50)} ms, ${JSON.stringify(allMiss.xCache)}`,
    );
    if (misses !== settings.sites) log(`  WARNING: ${settings.sites - misses} answers were not a MISS`);

    const logged = async (name, target) => {
      const started = Date.now();
      const result = await warm(target);
      phases.push([name, Date.now() - started]);
      log(`  ${name}: ${fixed(result.rps)} req/s, p50 ${fixed(result.p50)} ms`);
      return result;
    };
    // Warming: every host's page once; then the spread pass starts once those renders have
    // landed in the caches (their stores run after the answers): a random sample of hosts is
    // asked until it is all HIT (a few seconds at most; bounded). Only then the spread pass: a
    // fixed number of requests over random hosts (seeded, so every run asks the same ones),
    // measured right after the same page's one-host pass, well within the pages' 5 minutes.
    const random = seededRandom(26);
    const randomHost = () => hostOf(Math.floor(random() * settings.sites));
    const warmEveryHost = async (urlPath) => {
      const started = Date.now();
      await pass({
        port,
        count: settings.sites,
        connections,
        target: (index) => ({ host: hostOf(index), path: urlPath }),
      });
      let sample = null;
      for (let round = 1; round <= 20; round += 1) {
        sample = await pass({
          port,
          count: Math.min(100, settings.sites),
          connections,
          target: () => ({ host: randomHost(), path: urlPath }),
        });
        if ((sample.xCache.HIT ?? 0) === sample.requests) break;
        await delay(500);
      }
      phases.push([`warming ${urlPath} on every host`, Date.now() - started]);
      log(`  ${urlPath} on every host, then a sample until all HIT: ${JSON.stringify(sample?.xCache)}`);
    };
    const spread = (urlPath) => () => ({ host: randomHost(), path: urlPath });

    log('many sites: warm passes (one host, then spread over random hosts)');
    await pass({ port, count: 1000, connections, target: oneHost('/') }); // the one host's warm-up
    const homeOne = await logged('home, one host', oneHost('/'));
    await warmEveryHost('/');
    const homeSpread = await logged('home, spread', spread('/'));
    const cmsOne = await logged('CMS page, one host', oneHost(CMS_PATH));
    await warmEveryHost(CMS_PATH);
    const cmsSpread = await logged('CMS page, spread', spread(CMS_PATH));

    const stats = await benchStats(port);
    const memoryAfter = workerdMemoryMiB(server.pid);
    return print({
      settings,
      creation: { first: createFirst, last: createLast, all: creation },
      search: { alone: searchAlone, withOthers: searchWithOthers },
      allMiss,
      home: { one: homeOne, spread: homeSpread },
      cms: { one: cmsOne, spread: cmsSpread },
      stats,
      memory: { atStart: memoryAtStart, after: memoryAfter },
      phases,
      load: os.loadavg(),
    });
  } catch (error) {
    if (server) console.error(`[bench] many sites: server output (last lines):\n${server.output()}`);
    throw error;
  } finally {
    if (server) await server.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

/** A small deterministic generator (mulberry32): the spread passes ask the same hosts every run. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function print(figures) {
  const { settings, creation, search, allMiss, home, cms, stats, memory, phases, load } = figures;
  const n = settings.sites;
  const createRatio = creation.last / creation.first;
  const searchRatio = search.withOthers.p50 / search.alone.p50;
  const homeRatio = home.spread.rps / home.one.rps;
  const cmsRatio = cms.spread.rps / cms.one.rps;
  const missRatio = allMiss.rps / cms.one.rps;
  const waited = stats.readsThatWaitedForKvWrite;
  const row = (name, r) => [
    name,
    r.requests,
    fixed(r.rps, 0),
    fixed(r.p50),
    fixed(r.p99),
    JSON.stringify(r.xCache),
  ];

  console.log('');
  console.log(
    `Many sites: ${n} sites from the model (s0001.localhost…), ${settings.connections} keep-alive ` +
      `connections, ${settings.warmRequests} requests per warm pass`,
  );
  console.log(
    table([
      ['pass', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'x-cache'],
      row('home, one host, warm', home.one),
      row(`home, spread over ${n} hosts (random), warm`, home.spread),
      row('CMS page, one host, warm', cms.one),
      row(`CMS page, spread over ${n} hosts (random), warm`, cms.spread),
      row(`every page a MISS (${n} CMS pages once, new isolate)`, allMiss),
      row('/recherche?q=massage, one site alone (sequential)', search.alone),
      row(`/recherche?q=massage, ${n} other sites (sequential)`, search.withOthers),
    ]),
  );
  console.log('');
  console.log(
    table([
      ['goal', 'measured', 'target', ''],
      [
        `creating a site at N=${n} / at N=10`,
        `${fixed(creation.last, 0)} / ${fixed(creation.first, 0)} ms = ${fixed(createRatio, 2)}×`,
        '≤ 1.5×',
        verdict(createRatio <= 1.5),
      ],
      [
        'search p50 with the others / alone',
        `${fixed(search.withOthers.p50)} / ${fixed(search.alone.p50)} ms = ${fixed(searchRatio, 2)}×`,
        '≤ 1.5×',
        verdict(searchRatio <= 1.5),
      ],
      ['warm home spread / one host', fixed(homeRatio, 2), '≥ 0.9', verdict(homeRatio >= 0.9)],
      ['warm CMS page spread / one host', fixed(cmsRatio, 2), '≥ 0.9', verdict(cmsRatio >= 0.9)],
      [
        'all-MISS pass / CMS page on one warm host',
        fixed(missRatio, 2),
        '≥ 0.33',
        verdict(missRatio >= 0.33),
      ],
      [
        'D1 round trips of a first view (all-MISS pass)',
        `p50 ${allMiss.d1RoundTrips?.p50 ?? '-'}, max ${allMiss.d1RoundTrips?.max ?? '-'}`,
        '-',
        '',
      ],
      ['reads that waited for a KV write', `${waited} of ${stats.probedReads}`, '0', verdict(waited === 0)],
      [
        'workerd memory at start → after',
        `${fixed(memory.atStart, 0)} → ${fixed(memory.after, 0)} MiB`,
        '-',
        '',
      ],
    ]),
  );
  console.log('');
  console.log(`Phases (load average at the end ${load.map((value) => value.toFixed(2)).join(' ')})`);
  console.log(table([['phase', 'seconds'], ...phases.map(([name, ms]) => [name, fixed(ms / 1000)])]));
  console.log('');
  console.log('In-isolate caches (caps in force, and what one isolate holds after the run)');
  console.log(
    table([
      ['cache', 'entries', 'max entries', 'bytes', 'max bytes', 'ttl s'],
      ...stats.memos.map((memo) => [
        memo.name,
        memo.entries,
        memo.maxEntries,
        memo.bytes,
        memo.maxBytes ?? '-',
        fixed(memo.ttlMs / 1000, 0),
      ]),
    ]),
  );
  return { ...figures, ratios: { createRatio, searchRatio, homeRatio, cmsRatio, missRatio } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const started = Date.now();
  const log = (message) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
  try {
    await manySites({ root, log });
    process.exit(0);
  } catch (error) {
    console.error(`[bench] many sites failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
