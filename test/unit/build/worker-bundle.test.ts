import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measure, workerModules } from '../../../scripts/deploy-size.mjs';

// What the deploy build holds (« a lean Worker »): the script wrangler would upload
// (`wrangler deploy --dry-run`, offline) and esbuild's list of what went into it. The heavy
// parts that were left out must stay out: they came back with a single import.

// 600 KiB until online booking and gift cards came (618 KiB with them), 657 KiB once the
// publishing workflow, the operations screens and the localised refusals joined, 673 KiB with
// the booking's card step and gift cards paying at booking: the budget holds the Worker to
// what it does, with room for one small module. What would win it back is in
// docs/performance.md (« Measuring speed »): the e-mails rendered by react-dom's edge build, as
// the pages are, would drop its second (legacy) server build, about 100 KiB before gzip.
const LEAN_BUDGET_GZIP_BYTES = 680 * 1024;
const root = path.resolve(import.meta.dirname, '../../..');
const wrangler = path.join(root, 'node_modules/wrangler/bin/wrangler.js');
let outdir: string;
let inputs: string[];
let graph: Record<string, { imports: { path: string; kind: string }[] }>;

/** The modules evaluated once `entry` is: its static imports, followed to the end. */
function staticallyReached(entry: string): Set<string> {
  const reached = new Set([entry]);
  const queue = [entry];
  for (let module = queue.shift(); module !== undefined; module = queue.shift()) {
    for (const { path: imported, kind } of graph[module]?.imports ?? []) {
      if (kind === 'dynamic-import' || reached.has(imported)) continue;
      reached.add(imported);
      queue.push(imported);
    }
  }
  return reached;
}

beforeAll(() => {
  outdir = mkdtempSync(path.join(tmpdir(), 'worker-bundle-test-'));
  const metafile = path.join(outdir, 'meta.json');
  const run = spawnSync(
    process.execPath,
    [wrangler, 'deploy', '--dry-run', '--outdir', path.join(outdir, 'out'), '--metafile', metafile],
    {
      cwd: root,
      encoding: 'utf8',
      // vitest sets NODE_ENV=test, which wrangler would inline (React's development build): a
      // deploy runs without it, and wrangler then defines production.
      env: { ...process.env, NODE_ENV: 'production', WRANGLER_SEND_METRICS: 'false' },
    },
  );
  if (run.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${run.stderr}`);
  const meta = JSON.parse(readFileSync(metafile, 'utf8')) as { inputs: typeof graph };
  inputs = Object.keys(meta.inputs);
  graph = meta.inputs;
}, 180_000);

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the Worker bundle', () => {
  it.each([
    ['@zxcvbn-ts/language-common', 'the common-password list is read from the assets'],
    ['@pdf-lib/standard-fonts', 'no PDF uses the 14 standard fonts'],
    ['stripe', 'two REST calls in worker/provider/orders/stripe-client.ts'],
    ['react-admin', 'the admin panel is a client bundle'],
    ['@mui/material', 'the admin panel is a client bundle'],
  ])('leaves %s out (%s)', (name) => {
    expect(inputs.filter((input) => input.includes(`node_modules/${name}/`))).toEqual([]);
  });

  // Startup evaluates what worker/index.ts imports statically; a dynamic import() becomes a module
  // initialised on first use in the one-file bundle (startup ≤ 50 ms).
  it.each([
    ['worker/provider/runner.ts', 'the provider API: loaded on the first /api request or in-process call'],
    ['worker/provider/app.ts', 'the provider API'],
    ['node_modules/@hono/zod-openapi/', 'the routes’ OpenAPI shapes'],
    ['worker/admin-host/app.ts', 'the admin host: on its first request'],
    ['node_modules/pdf-lib/', 'PDFs: on the first one'],
    ['worker/mail/mail-consumer.ts', 'the queue consumer: on its first batch'],
    ['worker/cron/scheduled.ts', 'the cron jobs: on their first tick'],
    ['worker/provider/members/public.ts', 'members: a page asks the provider who is signed in'],
    ['worker/auth/admin-session.ts', 'admin sessions: the storefront only reads the cookie’s name'],
    ['src/provider/client.ts', 'the typed HTTP client: on the first call not served in-process'],
    ['src/schema/delivery/delivery.ts', 'delivery inputs: checked on the first shipping quote'],
    [
      'worker/provider/publishing/content-types.ts',
      'the content adapters: with the first due schedule or preview',
    ],
  ])('does not evaluate %s at startup (%s)', (name) => {
    const atStartup = [...staticallyReached('worker/index.ts')];
    expect(atStartup.filter((module) => module.includes(name))).toEqual([]);
  });

  it('loads pdf-lib with the first PDF, not with the provider API', () => {
    const withTheApi = [...staticallyReached('worker/provider/runner.ts')];
    expect(withTheApi.length).toBeGreaterThan(100);
    expect(withTheApi.filter((module) => module.includes('node_modules/pdf-lib/'))).toEqual([]);
  });

  it('is minified and within its gzip budget', () => {
    const script = readFileSync(path.join(outdir, 'out', 'index.js'), 'utf8');
    expect(script.split('\n').length).toBeLessThan(5_000); // unminified it is ~100 000 lines
    const { gzip } = measure(workerModules(path.join(outdir, 'out')));
    expect(gzip).toBeLessThanOrEqual(LEAN_BUDGET_GZIP_BYTES);
  });
});
