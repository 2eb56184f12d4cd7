import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { clearIsolateMemos, setIsolateClock } from '../../../worker/isolate-memo';
import { kvKeys } from '../../../worker/cache/kv-keys';
import { app } from '../../../worker/index';
import { HOST_MEMO_TTL_MS } from '../../../worker/cache/host-memo';

// A read never waits for a KV write. Here every KV write is held until the answer
// has arrived (a gate opened after it): a read that awaited one would never answer. The held
// writes are then let through, and must be the background ones (host entry, page data).

interface HeldKv {
  kv: KVNamespace;
  writes: string[];
  release: () => void;
}

function heldKv(): HeldKv {
  let release = (): void => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const writes: string[] = [];
  const kv = new Proxy(env.CACHE, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      if (property !== 'put' && property !== 'delete') return (value as () => unknown).bind(target);
      return (...args: unknown[]) => {
        writes.push(`${String(property)} ${String(args[0])}`);
        return gate.then(() => (value as (...a: unknown[]) => unknown).apply(target, args));
      };
    },
  });
  return { kv, writes, release };
}

const TIMEOUT = Symbol('timeout');
// The writes are held until the answer comes: an answer that waited for one would never come.
// This bound only ends that hang, far above any answer's time on a loaded machine.
const HANG_MS = 30_000;

async function answerWhileWritesHeld(url: string, init: RequestInit = {}) {
  const held = heldKv();
  const ctx = createExecutionContext();
  const answer = Promise.resolve(app.fetch(new Request(url, init), { ...env, CACHE: held.kv }, ctx));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    answer,
    new Promise<typeof TIMEOUT>((resolve) => (timer = setTimeout(() => resolve(TIMEOUT), HANG_MS))),
  ]);
  clearTimeout(timer);
  held.release();
  await waitOnExecutionContext(ctx);
  return { outcome, writes: held.writes };
}

let offset = 0;
function advanceClock(ms: number): void {
  offset += ms;
  setIsolateClock(() => Date.now() + offset);
}

describe('a read never waits for a KV write', () => {
  it('answers a page view on a cold isolate and an empty KV, writing KV only after the answer', async () => {
    clearIsolateMemos();
    await env.CACHE.delete(kvKeys.host('localhost'));
    await env.CACHE.delete(kvKeys.contentVersion(1));
    const { outcome, writes } = await answerWhileWritesHeld('http://localhost/?kv=held');
    expect(outcome).not.toBe(TIMEOUT);
    expect((outcome as Response).status).toBe(200);
    // The host entry and the page data were written, after the answer.
    expect(writes).toContain(`put ${kvKeys.host('localhost')}`);
    expect(writes.some((write) => write.startsWith('put data:1:'))).toBe(true);
    // A read does not write the content version's copy: publishes do.
    expect(writes).not.toContain(`put ${kvKeys.contentVersion(1)}`);
  });

  it('answers the API host (site from idSite) without waiting for its KV write', async () => {
    clearIsolateMemos();
    await env.CACHE.delete(kvKeys.siteContext(2));
    const { outcome, writes } = await answerWhileWritesHeld('http://api.localhost/api/site/info', {
      headers: { idSite: '2' },
    });
    expect(outcome).not.toBe(TIMEOUT);
    expect((outcome as Response).status).toBe(200);
    expect(writes).toContain(`put ${kvKeys.siteContext(2)}`);
  });

  it('does not write the host entry again where KV has it, when an isolate meets the site first', async () => {
    clearIsolateMemos();
    await env.CACHE.delete(kvKeys.host('vins.localhost'));
    const first = await answerWhileWritesHeld('http://vins.localhost/?kv=first-isolate');
    expect(first.writes).toContain(`put ${kvKeys.host('vins.localhost')}`);
    // Another isolate (this one, emptied) reads the host from D1 with its version: the copy in
    // KV is checked after the answer, and left alone.
    clearIsolateMemos();
    const other = await answerWhileWritesHeld('http://vins.localhost/?kv=other-isolate');
    expect(other.outcome).not.toBe(TIMEOUT);
    expect(other.writes).not.toContain(`put ${kvKeys.host('vins.localhost')}`);
  });

  it('writes each missing key once per isolate, not on every read', async () => {
    clearIsolateMemos();
    await env.CACHE.delete(kvKeys.host('vins.localhost'));
    const first = await answerWhileWritesHeld('http://vins.localhost/?kv=once');
    expect(first.writes).toContain(`put ${kvKeys.host('vins.localhost')}`);
    // The next views, even once the host is refreshed in the background, write it no more.
    advanceClock(HOST_MEMO_TTL_MS + 1);
    const again = await answerWhileWritesHeld('http://vins.localhost/?kv=once-again');
    const third = await answerWhileWritesHeld('http://vins.localhost/?kv=once-more');
    expect([...again.writes, ...third.writes]).not.toContain(`put ${kvKeys.host('vins.localhost')}`);
  });
});
