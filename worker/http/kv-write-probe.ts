import type { MiddlewareHandler } from 'hono';
import { isolateMemoStats } from '../isolate-memo';
import type { AppEnv } from './app-env';

// A bench instrument ("reads that wait for a KV write: 0, count them"), on local
// hosts only (localhost, *.localhost, 127.0.0.1: never a production site's), and only for a
// request that asks with `x-kv-write-probe: 1`. Such a request gets a KV binding whose writes
// are held until its answer is ready: a write in waitUntil then simply starts after the answer,
// while a write the answer waits for is let through after GATE_MS and counts this read as one
// that waited for a KV write. The counts (and the in-isolate caches' caps and sizes) are read
// at GET /__bench/stats on a local host. Nothing changes for any other request.

const GATE_MS = 250;
export const KV_PROBE_HEADER = 'x-kv-write-probe';
export const BENCH_STATS_PATH = '/__bench/stats';

const counts = { probedReads: 0, readsThatWaitedForKvWrite: 0, kvWritesAfterAnswer: 0 };

const isLocalHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';

function heldWrites(kv: KVNamespace, answered: Promise<void>, onWaited: () => void): KVNamespace {
  return new Proxy(kv, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (property !== 'put' && property !== 'delete') return method.bind(target);
      return async (...args: unknown[]) => {
        const timedOut = await Promise.race([
          answered.then(() => false),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(true), GATE_MS)),
        ]);
        if (timedOut) onWaited();
        else counts.kvWritesAfterAnswer += 1;
        return method.apply(target, args);
      };
    },
  });
}

export const kvWriteProbe: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (!isLocalHost(url.hostname)) return next();
  if (url.pathname === BENCH_STATS_PATH && c.req.method === 'GET') {
    return c.json({ ...counts, memos: isolateMemoStats() });
  }
  const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (!isRead || c.req.header(KV_PROBE_HEADER) !== '1') return next();
  counts.probedReads += 1;
  let waited = false;
  let markAnswered = (): void => undefined;
  const answered = new Promise<void>((resolve) => {
    markAnswered = resolve;
  });
  c.env = {
    ...c.env,
    CACHE: heldWrites(c.env.CACHE, answered, () => {
      waited = true;
    }),
  };
  try {
    await next();
  } finally {
    markAnswered();
    if (waited) counts.readsThatWaitedForKvWrite += 1;
  }
};
