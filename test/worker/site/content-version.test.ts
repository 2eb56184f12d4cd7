import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currentContentVersion,
  ISOLATE_TTL_MS,
  publishContentVersion,
  VERSION_BOUND_MS,
} from '../../../worker/cache/content-version';
import { clearIsolateMemos, setIsolateClock } from '../../../worker/isolate-memo';
import { kvKeys } from '../../../worker/cache/kv-keys';
import type { Env } from '../../../worker/env';
import { app } from '../../../worker/index';
import { textOf } from '../support/html';
import { ADMIN_HOST, adminLogin } from '../support/accounts';

// Content versions (worker/cache/content-version.ts): D1 is the truth, KV and the isolate hold
// copies; every isolate reads the truth again within BOUND_MS, so a write is visible everywhere
// within it whatever happens to KV.
const BOUND_MS = VERSION_BOUND_MS;

/** Background work of direct calls (a request's waitUntil), awaited by settle(). */
const pending: Promise<unknown>[] = [];
const background = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise) };
async function settle(): Promise<void> {
  await Promise.all(pending.splice(0));
}
const ADMIN = { email: 'proprietaire@massages-bien-etre.example', password: 'Massages-Local-2026' };

// Time only moves forward within a file: each advance adds to the offset.
let offset = 0;
afterEach(() => {
  vi.restoreAllMocks();
});

function advanceClock(ms: number): void {
  offset += ms;
  setIsolateClock(() => Date.now() + offset);
}

/** The CACHE binding, except that every write fails (KV outage, quota…). */
function failingKv(): KVNamespace {
  return new Proxy(env.CACHE, {
    get(target, property) {
      if (property === 'put') return () => Promise.reject(new Error('KV indisponible'));
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function d1Version(siteId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT content_version FROM sites WHERE id = ?')
    .bind(siteId)
    .first<{ content_version: number }>();
  return row?.content_version ?? 0;
}

async function fetchWith(
  workerEnv: Env,
  path: string,
  init: RequestInit = {},
  host = 'localhost',
): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://${host}${path}`, init), workerEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('a write is visible within the bound whatever happens to KV', () => {
  it('succeeds when the KV write fails after D1 committed, and the new version still spreads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const token = await adminLogin(ADMIN);
    await fetchWith(env, '/?kv=down'); // every copy holds the current version
    const before = await d1Version(1);

    const written = await fetchWith(
      { ...env, CACHE: failingKv() },
      '/api/admin/parameter/PROMO_BANNER_TEXT',
      {
        method: 'PUT',
        headers: { authorization: token, 'content-type': 'application/json', idSite: '1' },
        body: JSON.stringify({ value: 'Écrit pendant une panne de KV' }),
      },
      ADMIN_HOST, // admin writes live on the admin host
    );
    expect(written.status).toBe(200);
    expect(await d1Version(1)).toBe(before + 1);
    expect(warn.mock.calls.flat().join('\n')).toContain('content_version.publish_failed');

    // This isolate knows at once; another one reads the truth first, then finds the KV copy
    // behind it and writes it again, after its answer.
    expect(await currentContentVersion(env, 1)).toBe(before + 1);
    clearIsolateMemos();
    expect(await currentContentVersion(env, 1, background)).toBe(before + 1);
    advanceClock(ISOLATE_TTL_MS);
    expect(await currentContentVersion(env, 1, background)).toBe(before + 1);
    await settle();
    expect(Number(await env.CACHE.get(kvKeys.contentVersion(1)))).toBe(before + 1);
  });

  it('is monotonic: a publish landing after a newer one does not move the copies back', async () => {
    const siteId = 2;
    const now = await d1Version(siteId);
    await publishContentVersion(env, siteId, now + 2);
    await publishContentVersion(env, siteId, now + 1); // the older write's update arrives late
    expect(Number(await env.CACHE.get(kvKeys.contentVersion(siteId)))).toBe(now + 2);
  });

  it('heals a wrong copy by itself: an isolate that read the truth writes the copy again', async () => {
    const siteId = 2;
    await publishContentVersion(env, siteId, 9_999);
    const { metadata } = await env.CACHE.getWithMetadata(kvKeys.contentVersion(siteId));
    expect(metadata).toMatchObject({ writtenAt: expect.any(Number) as number });
    clearIsolateMemos();
    const truth = await d1Version(siteId);
    expect(await currentContentVersion(env, siteId, background)).toBe(truth);
    advanceClock(ISOLATE_TTL_MS);
    expect(await currentContentVersion(env, siteId, background)).toBe(truth);
    await settle();
    expect(Number(await env.CACHE.get(kvKeys.contentVersion(siteId)))).toBe(truth);
  });

  it('sees a change made with `wrangler d1 execute` within the bound, without any publish', async () => {
    await fetchWith(env, '/?behind=1');
    await env.DB.prepare("UPDATE parameters SET value = ? WHERE site_id = 1 AND type = 'PROMO_BANNER_TEXT'")
      .bind('Bandeau changé derrière le dos de l’application')
      .run();
    await env.DB.prepare(
      "UPDATE parameters SET value = 'true' WHERE site_id = 1 AND type = 'PROMO_BANNER_ENABLED'",
    ).run();
    await env.DB.prepare('UPDATE sites SET content_version = content_version + 1 WHERE id = 1').run();
    const soon = await fetchWith(env, '/?behind=1');
    expect(textOf(await soon.text())).not.toContain('derrière le dos');
    advanceClock(BOUND_MS);
    const later = await fetchWith(env, '/?behind=1');
    expect(textOf(await later.text())).toContain('derrière le dos');
  });
});
