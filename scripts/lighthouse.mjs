// `npm run lighthouse [-- http://localhost:8787]`: Lighthouse (default config: mobile, simulated
// slow 4G and CPU throttling) on the pages of both sample sites listed in bench/targets.mjs
// (massage practice on localhost, wine shop on vins.localhost: Chromium resolves *.localhost
// to the loopback), with the system Chromium in headless mode; prints the four category scores
// and the main metrics per page, and writes the HTML reports and a JSON summary to a temp folder.
//
// Without an argument it starts the Worker itself as the bench does (node scripts/start.mjs on
// a free port with a fresh LOCAL_STATE_DIR, NODE_ENV=production unless set) and stops it at the
// end. With a URL it uses the server already running on this machine at that URL's port (the
// targets' hosts are kept, only the protocol and port are taken from the URL).
//
// Besides the bench's pages, Lighthouse measures the cart, the search results and
// a signed-in member's account (the script signs the sample member in through the page form and
// sends the session cookie with Lighthouse's requests; see scripts/lighthouse/sign-in.mjs).
//
// Settings (environment): LIGHTHOUSE_RUNS (1; with more, each score is the median of the runs),
// CHROME_PATH (/usr/bin/chromium), BENCH_START_TIMEOUT (120 s), LIGHTHOUSE_ONLY (measure only the
// targets whose name contains it, e.g. '(en)' for the English pages; several separated by commas).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { freePort, get, startServer } from '../bench/server.mjs';
import { prepareState } from '../bench/state.mjs';
import { median, table } from '../bench/table.mjs';
import { skipNote, targets } from '../bench/targets.mjs';
import { launchChromium } from './lighthouse/chromium.mjs';
import { signInCookie } from './lighthouse/sign-in.mjs';

const MASSAGE_MEMBER = { email: 'cliente@massages-bien-etre.example', password: 'Cliente-Local-2026' };
const WINE_MEMBER = { email: 'client@domaine-coteaux.example', password: 'Client-Vins-Local-2026' };

// The bench's pages and those only Lighthouse looks at: they cost the bench nothing to skip.
const lighthouseTargets = [
  ...targets,
  { name: 'wine cart', host: 'vins.localhost', path: '/panier' },
  { name: 'massage search', host: 'localhost', path: '/recherche?q=massage' },
  { name: 'wine search (en)', host: 'vins.localhost', path: '/en/search?q=wine' },
  { name: 'massage sign-in', host: 'localhost', path: '/auth' },
  { name: 'massage account', host: 'localhost', path: '/mon-compte', member: MASSAGE_MEMBER },
  { name: 'wine account (en)', host: 'vins.localhost', path: '/en/my-account', member: WINE_MEMBER },
];

const CATEGORIES = [
  ['performance', 'perf'],
  ['accessibility', 'a11y'],
  ['best-practices', 'best pr.'],
  ['seo', 'SEO'],
];
const METRICS = [
  ['first-contentful-paint', 'FCP s', 1000],
  ['largest-contentful-paint', 'LCP s', 1000],
  ['total-blocking-time', 'TBT ms', 1],
  ['cumulative-layout-shift', 'CLS', 1],
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
if (!Number.isInteger(runs) || runs < 1) throw new Error('LIGHTHOUSE_RUNS must be a positive integer');
const startTimeoutMs = Number(process.env.BENCH_START_TIMEOUT ?? 120) * 1000;
process.env.NODE_ENV ??= 'production'; // inherited by the server we start: React's production build

const started = Date.now();
const log = (message) =>
  console.log(`[lighthouse ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);

if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(
    `[lighthouse] Node ${process.version}: Lighthouse 13 needs Node 22.19+; run npm run lighthouse`,
  );
  process.exit(1);
}

const given = process.argv[2] ? new URL(process.argv[2]) : null;
let server = null;
let stateDir = null;
let chromium = null;

async function cleanup() {
  await chromium?.stop();
  chromium = null;
  if (server) {
    await server.stop();
    server = null;
  }
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n[lighthouse] ${signal}: stopping`);
    void cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
process.on('exit', () => {
  chromium?.killNow();
  server?.killNow();
});

/** 'met' or 'NOT met' for a page's LCP in ms against the issue's goal. */
const lcpVerdict = (ms) => (Number.isFinite(ms) ? (ms <= LCP_GOAL_MS ? 'met' : 'NOT met') : '-');

/** Rounded 0–100 score, or '-' when Lighthouse could not score the category. */
const score = (value) => (value === null || value === undefined ? '-' : Math.round(value * 100));

// LCP ≤ 1.0 s on every page type. Besides the simulated metric, the report's insights
// say what the largest paint was and where its time went (measured on the unthrottled trace, so
// the parts are small, but their proportions point at what dominates: the document, a late
// image request, the image's bytes or the render).
const LCP_GOAL_MS = 1000;
const LCP_PARTS = [
  ['timeToFirstByte', 'TTFB'],
  ['resourceLoadDelay', 'load delay'],
  ['resourceLoadDuration', 'load'],
  ['elementRenderDelay', 'render delay'],
];

/** The LCP element (its snippet) and the breakdown in ms, from the lcp-breakdown insight. */
function lcpDetail(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const parts = items.find((item) => item.type === 'table')?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  const discovery = lhr.audits['lcp-discovery-insight']?.details?.items ?? [];
  const checklist = discovery.find((item) => item.type === 'checklist')?.items ?? {};
  return {
    element: node ? String(node.snippet ?? node.selector ?? '').slice(0, 160) : null,
    parts: Object.fromEntries(parts.map((part) => [part.subpart, Math.round(part.duration)])),
    missed: Object.entries(checklist)
      .filter(([, check]) => check && check.value === false)
      .map(([id]) => id),
  };
}

/** Weighted audits of a category scored below 0.9 (Lighthouse's green): what to look at first. */
function failing(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => audit.id);
}

const results = [];
const skipped = [];
const reportsDir = mkdtempSync(path.join(os.tmpdir(), 'site-platform-lighthouse-'));
try {
  let port;
  let protocol = 'http:';
  if (given) {
    protocol = given.protocol;
    port = Number(given.port || (protocol === 'https:' ? 443 : 80));
    log(`using the server at ${given.origin} (port ${port})`);
  } else {
    stateDir = mkdtempSync(path.join(os.tmpdir(), 'site-platform-lighthouse-state-'));
    port = await freePort(8799);
    log(`preparing local state in ${stateDir}, then node scripts/start.mjs on port ${port}`);
    await prepareState(root, stateDir);
    server = startServer({ root, port, stateDir });
    try {
      await server.waitReady({ timeoutMs: startTimeoutMs });
    } catch (error) {
      console.error(`[lighthouse] server output (last lines):\n${server.output()}`);
      throw error;
    }
    log(`server ready (pid/group ${server.pid})`);
  }

  chromium = await launchChromium();
  log(`Chromium listening for DevTools on port ${chromium.port}`);

  const only = (process.env.LIGHTHOUSE_ONLY ?? '').split(',');
  const chosen = lighthouseTargets.filter((candidate) => only.some((part) => candidate.name.includes(part)));
  for (const target of chosen) {
    const url = `${protocol}//${target.host}:${port}${target.path}`;
    let cookie = null;
    if (target.member) {
      // A page behind sign-in is skipped with a note when the member cannot sign in, like a 404.
      cookie = await signInCookie(port, target.host, target.member).catch((error) => {
        skipped.push(`${target.name}: ${error instanceof Error ? error.message : String(error)}, skipped`);
        log(skipped.at(-1));
        return null;
      });
      if (cookie === null) continue;
    }
    const extraHeaders = cookie ? { cookie } : undefined;
    if (protocol === 'http:') {
      const probe = await get(port, target.path, { host: target.host, headers: extraHeaders });
      if (probe.status !== 200) {
        skipped.push(skipNote(target, probe.status));
        log(skipped.at(-1));
        continue;
      }
    }
    const lhrs = [];
    for (let run = 1; run <= runs; run += 1) {
      log(`${target.name}: ${url}${runs > 1 ? ` (run ${run}/${runs})` : ''}`);
      const result = await lighthouse(url, {
        port: chromium.port,
        logLevel: 'error',
        output: 'html',
        ...(extraHeaders ? { extraHeaders } : {}),
        onlyCategories: CATEGORIES.map(([id]) => id),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) {
        throw new Error(
          `Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
        );
      }
      const name = `${target.host}${target.path}`.replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, '');
      mkdirSync(reportsDir, { recursive: true });
      writeFileSync(path.join(reportsDir, `${name}-${run}.html`), String(result.report));
      lhrs.push(result.lhr);
    }
    const pick = (read) => median(lhrs.map(read).filter((value) => typeof value === 'number'));
    results.push({
      name: target.name,
      url,
      scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, pick((lhr) => lhr.categories[id].score)])),
      metrics: Object.fromEntries(METRICS.map(([id]) => [id, pick((lhr) => lhr.audits[id].numericValue)])),
      failing: Object.fromEntries(CATEGORIES.map(([id]) => [id, failing(lhrs[0], id)])),
      lcp: lcpDetail(lhrs[0]),
      warnings: lhrs.flatMap((lhr) => lhr.runWarnings),
      lighthouseVersion: lhrs[0].lighthouseVersion,
      formFactor: lhrs[0].configSettings.formFactor,
      throttlingMethod: lhrs[0].configSettings.throttlingMethod,
      userAgent: lhrs[0].environment.hostUserAgent,
    });
  }
} catch (error) {
  console.error(`[lighthouse] failed: ${error instanceof Error ? error.message : String(error)}`);
  await cleanup();
  process.exit(1);
}
await cleanup();

console.log('');
console.log(
  `Lighthouse ${results[0]?.lighthouseVersion ?? '?'}, form factor ${results[0]?.formFactor ?? '?'}, ` +
    `throttling ${results[0]?.throttlingMethod ?? '?'}, ${runs} run${runs > 1 ? 's per page (medians)' : ' per page'}, ` +
    `server build ${given ? 'as running' : `NODE_ENV=${process.env.NODE_ENV}`}`,
);
console.log(
  table([
    [
      'page',
      'url',
      ...CATEGORIES.map(([, label]) => label),
      ...METRICS.map(([, label]) => label),
      `LCP ≤ ${LCP_GOAL_MS / 1000} s`,
    ],
    ...results.map((r) => [
      r.name,
      r.url,
      ...CATEGORIES.map(([id]) => score(r.scores[id])),
      ...METRICS.map(([id, , unit]) =>
        Number.isFinite(r.metrics[id])
          ? (r.metrics[id] / unit).toFixed(unit === 1 && id !== 'cumulative-layout-shift' ? 0 : 2)
          : '-',
      ),
      lcpVerdict(r.metrics['largest-contentful-paint']),
    ]),
  ]),
);
console.log('\nLargest contentful paint per page (element; breakdown on the unthrottled trace, ms):');
for (const r of results) {
  const parts = LCP_PARTS.filter(([id]) => r.lcp.parts[id] !== undefined)
    .map(([id, label]) => `${label} ${r.lcp.parts[id]}`)
    .join(', ');
  const missed = r.lcp.missed.length > 0 ? `; discovery misses: ${r.lcp.missed.join(', ')}` : '';
  console.log(`${r.name}: ${r.lcp.element ?? '?'} — ${parts || 'no breakdown'}${missed}`);
}
const met = results.filter((r) => r.metrics['largest-contentful-paint'] <= LCP_GOAL_MS).length;
console.log(`LCP goal (≤ ${LCP_GOAL_MS / 1000} s): ${met} of ${results.length} pages`);
for (const r of results) {
  const below = CATEGORIES.filter(([id]) => r.failing[id].length > 0).map(
    ([id, label]) => `${label}: ${r.failing[id].join(', ')}`,
  );
  if (below.length > 0) console.log(`${r.name} — audits under 0.9: ${below.join('; ')}`);
  for (const warning of new Set(r.warnings)) console.log(`${r.name} — warning: ${warning}`);
}
for (const note of skipped) console.log(`note: ${note}`);
const summary = path.join(reportsDir, 'summary.json');
writeFileSync(
  summary,
  `${JSON.stringify({ date: new Date().toISOString(), runs, results, skipped }, null, 2)}\n`,
);
console.log(`\nreports: ${reportsDir} (HTML per page, summary.json)`);
process.exit(results.length > 0 ? 0 : 1);
