import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';

// globalSetup of the e2e project: `npm start` (scripts/start.mjs) on a free port with its own
// local state in a temp dir, so the tests never touch .wrangler/state, once per vitest worker;
// the servers go to the tests through project.provide('servers') (test/e2e/support/server.ts). Teardown kills the whole process group
// (start.mjs → wrangler → workerd) and removes the temp dir.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const BIN = path.join(ROOT, 'node_modules/.bin');
const FALLBACK_PORT = 8797;
const STARTUP_TIMEOUT_MS = 150_000;
const POLL_MS = 500;
const MAX_RESTARTS = 3;
const OUTPUT_LIMIT = 40_000; // characters of server output kept for the failure message
// A host no site uses: probing with it tells "workerd answers" without the worker
// remembering localhost as unknown (it keeps that for 30 s, worker/site/site-resolver.ts).
const PROBE_HOST = 'e2e-probe.invalid';
// E2E_SERVER_LOG=/path/file keeps the whole server output, to explain a failure mid-run.
const SERVER_LOG = process.env.E2E_SERVER_LOG;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(FALLBACK_PORT));
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : FALLBACK_PORT;
      server.close(() => resolve(port));
    });
  });
}

/** Status of GET http://localhost:port/path sent with the given Host header, or null if unreachable. */
function getStatus(port: number, host: string, urlPath = '/'): Promise<number | null> {
  return new Promise((resolve) => {
    const req = request(
      { hostname: 'localhost', port, path: urlPath, method: 'GET', headers: { host }, timeout: 5_000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? null));
        res.on('error', () => resolve(null));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
    req.end();
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface E2eServer {
  baseUrl: string;
  stateDir: string;
}

/** How many servers (and test files at once): one per vitest worker. */
export const E2E_SERVERS = Math.max(1, Number(process.env.E2E_SERVERS ?? 2));

async function startServer(): Promise<E2eServer & { teardown: () => Promise<void> }> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'site-platform-e2e-'));
  const stateDir = path.join(workDir, 'state');
  await mkdir(stateDir);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    LOCAL_STATE_DIR: stateDir,
    // wrangler and workerd need Node 22+: the project's pinned Node comes first on PATH.
    PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
    CI: 'true',
    WRANGLER_SEND_METRICS: 'false',
    NO_COLOR: '1',
  };
  // Under `npm`/`npx` vitest already runs on the pinned Node 24; otherwise take it from PATH.
  const node = Number(process.versions.node.split('.')[0]) >= 22 ? process.execPath : 'node';

  let output = '';
  const keep = (chunk: string) => {
    output = (output + chunk).slice(-OUTPUT_LIMIT);
    if (SERVER_LOG) appendFileSync(SERVER_LOG, chunk);
  };
  let child: ChildProcess;
  let exited: string | null = null;
  let exitedPromise: Promise<void> = Promise.resolve();
  let tearingDown = false;
  let restarts = 0;

  const killGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // ESRCH: the group is already gone.
    }
  };

  const spawnServer = () => {
    exited = null;
    child = spawn(node, ['scripts/start.mjs', '--built'], {
      cwd: ROOT,
      env,
      detached: true, // its own process group: teardown kills wrangler and workerd with it
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.setEncoding('utf8').on('data', keep);
    child.stderr?.setEncoding('utf8').on('data', keep);
    exitedPromise = new Promise<void>((resolve) => {
      child.once('exit', (code, signal) => {
        exited = `exit code ${code ?? 'none'}, signal ${signal ?? 'none'}`;
        resolve();
        // A server that stops in the middle of the run would fail every later test with
        // ERR_CONNECTION_REFUSED: say why it stopped, then start it again on the same port
        // and state (the local D1 is on disk), a bounded number of times.
        if (!tearingDown && ready && restarts < MAX_RESTARTS) {
          restarts += 1;
          process.stderr.write(
            `\n[e2e] the server on port ${port} stopped mid-run (${exited}); restart ${restarts}/${MAX_RESTARTS}.\n` +
              `--- last server output ---\n${output.slice(-4_000)}\n`,
          );
          killGroup('SIGKILL'); // a workerd left behind would hold the port
          spawnServer();
        }
      });
    });
  };

  let ready = false;
  spawnServer();

  const killOnExit = () => killGroup('SIGKILL'); // vitest killed mid-run: leave no workerd behind
  process.once('exit', killOnExit);

  const teardown = async () => {
    tearingDown = true;
    process.off('exit', killOnExit);
    killGroup('SIGTERM');
    await Promise.race([exitedPromise, delay(10_000)]);
    killGroup('SIGKILL'); // workerd can outlive wrangler by a moment
    await rm(workDir, { recursive: true, force: true });
  };

  const fail = async (reason: string): Promise<never> => {
    await teardown();
    throw new Error(`e2e server on port ${port}: ${reason}\n--- server output ---\n${output}`);
  };

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  const waitFor = async (what: string, isReady: () => Promise<boolean>) => {
    while (!(await isReady())) {
      if (exited !== null) await fail(`scripts/start.mjs stopped (${exited}) before ${what}`);
      if (Date.now() > deadline) await fail(`no ${what} within ${STARTUP_TIMEOUT_MS / 1000} s`);
      await delay(POLL_MS);
    }
  };

  await waitFor('answer from the Worker', async () => (await getStatus(port, PROBE_HOST)) !== null);

  await waitFor('200 on GET /', async () => (await getStatus(port, `localhost:${port}`)) === 200);
  ready = true;

  return { baseUrl: `http://localhost:${port}`, stateDir, teardown };
}

// One server per vitest worker, each with its own port and local state, so two test files run
// at once without seeing each other's data. The islands and admin bundles are built once into
// public/ first; then the servers start one after the other (`--built`: each prepares its own
// database and serves; two wrangler starts at once raced for the same local port), and no test
// runs before all of them answer.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { buildClient } = await import('../../../scripts/build-client.mjs');
  const { buildAdmin } = await import('../../../scripts/build-admin.mjs');
  await buildClient();
  await buildAdmin();
  const started: Awaited<ReturnType<typeof startServer>>[] = [];
  const teardown = async () => {
    await Promise.all(started.map((server) => server.teardown()));
  };
  try {
    for (let i = 0; i < E2E_SERVERS; i += 1) started.push(await startServer());
  } catch (error) {
    await teardown();
    throw error;
  }
  // One browser per vitest worker as well, shared by the files it runs (they connect to it).
  const browsers: BrowserServer[] = [];
  try {
    for (let i = 0; i < E2E_SERVERS; i += 1)
      browsers.push(await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }));
  } catch (error) {
    await Promise.all(browsers.map((browser) => browser.close()));
    await teardown();
    throw error;
  }
  project.provide(
    'browsers',
    browsers.map((browser) => browser.wsEndpoint()),
  );
  project.provide(
    'servers',
    started.map(({ baseUrl, stateDir }) => ({ baseUrl, stateDir })),
  );
  return async () => {
    await Promise.all(browsers.map((browser) => browser.close().catch(() => undefined)));
    await teardown();
  };
}
