import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../worker/http/app-env';
import { BENCH_STATS_PATH, KV_PROBE_HEADER, kvWriteProbe } from '../../../worker/http/kv-write-probe';
import { app } from '../../../worker/index';

// The bench's count of reads that wait for a KV write (worker/http/kv-write-probe.ts): right on
// both sides (an awaited write counts, a waitUntil one does not), and only on local hosts.

const probed = new Hono<AppEnv>()
  .use('*', kvWriteProbe)
  .get('/awaits', async (c) => {
    await c.env.CACHE.put('probe:awaited', '1');
    return c.text('ok');
  })
  .get('/background', (c) => {
    c.executionCtx.waitUntil(c.env.CACHE.put('probe:background', '1'));
    return c.text('ok');
  });

interface Counts {
  probedReads: number;
  readsThatWaitedForKvWrite: number;
  memos: { name: string }[];
}

async function call(target: Hono<AppEnv>, url: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await target.fetch(new Request(url, { headers }), env, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text };
}

const counts = async (): Promise<Counts> =>
  JSON.parse((await call(probed, `http://localhost${BENCH_STATS_PATH}`)).text) as Counts;

describe('the KV write probe', () => {
  it('counts a read that awaits a KV write, not one that writes in waitUntil', async () => {
    const before = await counts();
    await call(probed, 'http://localhost/background', { [KV_PROBE_HEADER]: '1' });
    expect((await counts()).readsThatWaitedForKvWrite).toBe(before.readsThatWaitedForKvWrite);
    await call(probed, 'http://localhost/awaits', { [KV_PROBE_HEADER]: '1' });
    const after = await counts();
    expect(after.readsThatWaitedForKvWrite).toBe(before.readsThatWaitedForKvWrite + 1);
    expect(after.probedReads).toBe(before.probedReads + 2);
    expect(await env.CACHE.get('probe:awaited')).toBe('1'); // the write still happened
    // Without the header nothing is held nor counted.
    await call(probed, 'http://localhost/awaits');
    expect((await counts()).probedReads).toBe(after.probedReads);
  });

  it('answers its statistics on local hosts only', async () => {
    const local = await call(app, `http://localhost${BENCH_STATS_PATH}`);
    expect(local.response.status).toBe(200);
    expect((JSON.parse(local.text) as Counts).memos.map((memo) => memo.name)).toContain('html');
    const production = await call(app, `http://www.exemple.fr${BENCH_STATS_PATH}`);
    expect(production.response.status).toBe(404);
    expect(production.text).not.toContain('probedReads');
  });
});
