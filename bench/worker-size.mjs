// The lean-Worker figures: the bundle `wrangler deploy` would upload (dry run,
// offline), raw and gzip, with its largest contributors from esbuild's metafile, and the
// startup profile `wrangler check startup` measures (active CPU time of the Worker's first
// evaluation, median of BENCH_STARTUP_RUNS runs, default 3). The goals (≤ 600 KiB gzip,
// ≤ 50 ms on a quiet machine) are printed beside them, never asserted: the startup time
// depends on the machine's load (test/unit/build/worker-bundle.test.ts checks the size).
// `node bench/worker-size.mjs` alone, or workerSize() from `npm run bench`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, workerModules } from '../scripts/deploy-size.mjs';
import { wrangler } from './state.mjs';

export const BUNDLE_GOAL_GZIP_BYTES = 600 * 1024;
export const STARTUP_GOAL_MS = 50;

/** Output bytes per package (node_modules/<name>) or per source folder, largest first. */
export function contributors(metafile, top = 12) {
  const output = Object.values(metafile.outputs).find(
    (candidate) => Object.keys(candidate.inputs).length > 0,
  );
  const sums = new Map();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const nodeModule = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
    const key = nodeModule ? nodeModule[1] : input.split('/').slice(0, 3).join('/');
    sums.set(key, (sums.get(key) ?? 0) + bytesInOutput);
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, top);
}

async function bundle(root) {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'site-platform-worker-size-'));
  try {
    const metafilePath = path.join(outdir, 'meta.json');
    const out = path.join(outdir, 'out');
    const { output } = await wrangler(root, [
      'deploy',
      '--dry-run',
      '--outdir',
      out,
      '--metafile',
      metafilePath,
    ]);
    const reported = /Total Upload:\s*([\d.]+ \w+)\s*\/\s*gzip:\s*([\d.]+ \w+)/.exec(output);
    return {
      ...measure(workerModules(out)),
      wranglerReports: reported ? `${reported[1]} / gzip ${reported[2]}` : null,
      top: contributors(JSON.parse(readFileSync(metafilePath, 'utf8'))),
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

async function startupMs(root) {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'site-platform-startup-'));
  try {
    const { output } = await wrangler(root, [
      'check',
      'startup',
      '--outfile',
      path.join(outdir, 'startup.cpuprofile'),
    ]);
    const active = /Active:\s*([\d.]+)\s*ms/.exec(output);
    if (!active) throw new Error(`wrangler check startup printed no active time:\n${output.slice(-2000)}`);
    return Number(active[1]);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

export async function workerSize(root, { startupRuns = Number(process.env.BENCH_STARTUP_RUNS ?? 3) } = {}) {
  const size = await bundle(root);
  const runs = [];
  for (let run = 0; run < startupRuns; run += 1) runs.push(await startupMs(root));
  const sorted = [...runs].sort((a, b) => a - b);
  return {
    ...size,
    startup: { runs, median: sorted[Math.floor(sorted.length / 2)] ?? NaN, min: sorted[0] ?? NaN },
  };
}

/** Printable lines. */
export function workerSizeReport(result) {
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const loadavg = os.loadavg()[0].toFixed(1);
  return [
    `Worker bundle (wrangler deploy --dry-run, minified): ${kib(result.raw)} raw / ${kib(result.gzip)} gzip -9 ` +
      `(wrangler says ${result.wranglerReports ?? '?'}); goal ≤ ${kib(BUNDLE_GOAL_GZIP_BYTES)} gzip: ` +
      `${result.gzip <= BUNDLE_GOAL_GZIP_BYTES ? 'met' : 'NOT met'}`,
    `  largest parts (minified bytes): ${result.top.map(([name, bytes]) => `${name} ${kib(bytes)}`).join(', ')}`,
    `Worker startup (wrangler check startup, active CPU): median ${result.startup.median} ms, ` +
      `min ${result.startup.min} ms of ${result.startup.runs.join(' / ')} ms; goal ≤ ${STARTUP_GOAL_MS} ms on a quiet ` +
      `machine (load average now ${loadavg} on ${os.availableParallelism()} cores)`,
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  for (const line of workerSizeReport(await workerSize(root))) console.log(line);
}
