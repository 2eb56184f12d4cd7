import { applyD1Migrations, reset } from 'cloudflare:test';
import { waitForGlobalWaitUntil } from 'cloudflare:test-internal';
import { env } from 'cloudflare:workers';
import { afterAll, vi } from 'vitest';
import { clearIsolateMemos, setIsolateClock } from '../../../worker/cache/isolate-memo';
import { forgetIslandsManifest } from '../../../worker/http/islands-manifest';
import { answerWholeResponses } from './whole-responses';

// Runs before every worker test file. The files share one runtime and one module graph
// (isolate: false in vitest.config.ts), so each starts by putting back what a fresh runtime
// used to give it: empty D1, KV, R2 and Cache API (reset() deletes the data of every binding;
// workerd logs "Application called deleteAllDurableObjects()" for it), then the migrations
// and the sample sites; no host, page, version or manifest remembered by the isolate; the
// real clock; no stubbed global or leftover spy.

// The last requests of the previous file may still be writing (page copies put into KV by
// ctx.waitUntil): they finish first, or they would land in this file's fresh storage under
// the same content version numbers. Their failures belonged to that file.
answerWholeResponses();
await waitForGlobalWaitUntil().catch(() => undefined);
// And at the end of each file: an admin write's preparation (worker/cache/publish-preparation.ts)
// renders pages right after the answer; when the run's last file ended first, their log lines
// reached a closed pool (« Closing rpc while "onUserConsoleLog" was pending »).
afterAll(() => waitForGlobalWaitUntil().catch(() => undefined));

vi.useRealTimers();
vi.unstubAllGlobals();
vi.restoreAllMocks();
setIsolateClock(() => Date.now());
clearIsolateMemos();
forgetIslandsManifest();

async function freshDatabase(): Promise<void> {
  await reset();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await env.DB.batch(env.TEST_SEED.map((statement) => env.DB.prepare(statement)));
}

// On a loaded machine the seed has, about once per full run, met the sample sites already there
// (« UNIQUE constraint failed: sites.id ») in a random file: reset() left the previous file's
// rows in place. The cause is not found yet (noted in issue 26's closing note); the file then
// failed before its first test. A second reset, once the stragglers are done, has cleared it
// every time: a file still starts from the same empty-then-seeded state, or fails loudly.
try {
  await freshDatabase();
} catch (error) {
  if (!String(error).includes('UNIQUE constraint failed')) throw error;
  await waitForGlobalWaitUntil().catch(() => undefined);
  await freshDatabase();
}
