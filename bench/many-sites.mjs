// The many-sites run of `npm run bench` (issue 26), also alone: `node bench/many-sites.mjs`.
// A fresh `npm start` on a scratch local state; the platform operator (sample account, signed
// in on the admin host) creates N sites from the massage model through the operator API, each
// open on s0001.localhost, s0002.localhost…; then, with 10 keep-alive connections and fixed
// request counts, it prints every figure of the goals:
//   - creating a site at N (the last 10) against creating one at N = 10 (the first 10): ≤ 1.5×;
//   - /recherche?q=massage p50 on one site, before and after the N sites: ≤ 1.5×;
//   - warm throughput spread over the N hosts against one host's (home and CMS page): ≥ 0.9;
//   - a pass where every page is a MISS (each host's home once) against one warm host: ≥ 0.33;
//   - reads that waited for a KV write (worker/http/kv-write-probe.ts): 0;
//   - the workerd processes' memory before and after, and the in-isolate caches' caps in force.
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
    for (let index = 0; index < settings.sites; index += 1) {
      const host = hostOf(index);
      creation.push(
        await createSiteFromModel(port, token, { name: `Site ${host}`, host, modelSiteId: MODEL_SITE_ID }),
      );
      if ((index + 1) % 100 === 0) log(`  ${index + 1} sites, last one ${fixed(creation.at(-1), 0)} ms`);
    }
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

    log('many sites: a pass where every page is a MISS (each new host’s home page once)');
    const allMiss = await pass({
      port,
      count: settings.sites,
      connections,
      target: (index) => ({ host: hostOf(index), path: '/' }),
    });
    log(`  all-MISS pass: ${fixed(allMiss.rps)} req/s, p50 ${fixed(allMiss.p50)} ms`);
    log('many sites: CMS page once per host (warming)');
    await pass({
      port,
      count: settings.sites,
      connections,
      target: (index) => ({ host: hostOf(index), path: CMS_PATH }),
    });

    log('many sites: warm passes (one host, then spread over every host)');
    const logged = async (name, target) => {
      const result = await warm(target);
      log(`  ${name}: ${fixed(result.rps)} req/s, p50 ${fixed(result.p50)} ms`);
      return result;
    };
    await logged('home, one host (warm-up)', oneHost('/'));
    const homeOne = await logged('home, one host', oneHost('/'));
    // Every host's page again just before the spread pass, until none is answered STALE: the
    // pages rendered by the passes above may be past their 5 minutes by now (a slow machine);
    // a STALE answer starts its re-render in the background, and a warm pass means fresh pages,
    // so the spread pass starts only once those re-renders have landed (a pass of HITs).
    const everyHost = async (urlPath) => {
      for (let round = 1; round <= 6; round += 1) {
        const result = await pass({
          port,
          count: settings.sites,
          connections,
          target: (index) => ({ host: hostOf(index), path: urlPath }),
        });
        const notFresh = settings.sites - (result.xCache.HIT ?? 0);
        if (notFresh === 0) return;
        log(
          `  ${urlPath} on every host: ${notFresh} not yet fresh (${JSON.stringify(result.xCache)}), again`,
        );
        await delay(2_000);
      }
    };
    await everyHost('/');
    const homeSpread = await logged('home, spread', (index) => ({
      host: hostOf(index % settings.sites),
      path: '/',
    }));
    await logged('CMS page, one host (warm-up)', oneHost(CMS_PATH));
    const cmsOne = await logged('CMS page, one host', oneHost(CMS_PATH));
    await everyHost(CMS_PATH);
    const cmsSpread = await logged('CMS page, spread', (index) => ({
      host: hostOf(index % settings.sites),
      path: CMS_PATH,
    }));

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
    });
  } catch (error) {
    if (server) console.error(`[bench] many sites: server output (last lines):\n${server.output()}`);
    throw error;
  } finally {
    if (server) await server.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

function print(figures) {
  const { settings, creation, search, allMiss, home, cms, stats, memory } = figures;
  const n = settings.sites;
  const createRatio = creation.last / creation.first;
  const searchRatio = search.withOthers.p50 / search.alone.p50;
  const homeRatio = home.spread.rps / home.one.rps;
  const cmsRatio = cms.spread.rps / cms.one.rps;
  const missRatio = allMiss.rps / home.one.rps;
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
      row(`home, spread over ${n} hosts, warm`, home.spread),
      row('CMS page, one host, warm', cms.one),
      row(`CMS page, spread over ${n} hosts, warm`, cms.spread),
      row(`every page a MISS (${n} homes once)`, allMiss),
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
      ['all-MISS pass / one warm host', fixed(missRatio, 2), '≥ 0.33', verdict(missRatio >= 0.33)],
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
