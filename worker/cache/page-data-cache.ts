import { isProviderOutage } from '../http/provider-seam';
import { IsolateMemo } from './isolate-memo';
import { KV_TTL, kvKeys, kvTtl } from './kv-keys';

// Page data in KV, per site, content version, locale and key. A publish bumps the version, so
// new keys are read at once and old ones expire by themselves. Every successful load also
// refreshes a "last good" copy (no version, KV_TTL.lastGood): when the provider is down or
// failing (unreachable or 5xx) that copy is served — stale beats an error page. Any other
// failure (a 4xx, a schema mismatch, a bug) surfaces.

// A versioned key never changes meaning, so the isolate may keep what it read for a while:
// most requests then cost no KV read at all. Bounded in entries and bytes, with a TTL.
/** Marks a page rendered from "last good" data: worth knowing, and never put in a cache. */
export const STALE_DATA_HEADER = 'x-stale-data';

export const PAGE_DATA_MEMO_TTL_MS = 60_000;
const memo = new IsolateMemo<{ json: string; value: unknown }>({
  maxEntries: 500,
  maxBytes: 16 * 1024 * 1024,
  ttlMs: PAGE_DATA_MEMO_TTL_MS,
  sizeOf: (entry) => entry.json.length * 2,
});

export interface PageDataCacheOptions {
  kv: KVNamespace;
  siteId: number;
  version: number;
  locale: string;
  ttlSeconds: number;
  waitUntil: (promise: Promise<unknown>) => void;
  requestId: string;
  /** Told when a stale copy was served, so the page built from it is not cached as fresh. */
  onStale?: () => void;
}

export class PageDataCache {
  readonly #options: PageDataCacheOptions;

  constructor(options: PageDataCacheOptions) {
    this.#options = options;
  }

  key(name: string): string {
    const { siteId, version, locale } = this.#options;
    return kvKeys.pageData(siteId, version, locale, name);
  }

  lastGoodKey(name: string): string {
    const { siteId, locale } = this.#options;
    return kvKeys.lastGood(siteId, locale, name);
  }

  async get<T>(name: string, load: () => Promise<T>): Promise<T> {
    const { kv, ttlSeconds, waitUntil } = this.#options;
    const key = this.key(name);
    const remembered = memo.get(key);
    if (remembered) return remembered.value as T;
    const cached = await kv.get(key, 'text');
    if (cached !== null) {
      const value = JSON.parse(cached) as T;
      memo.set(key, { json: cached, value });
      return value;
    }
    let fresh: T;
    try {
      fresh = await load();
    } catch (error) {
      if (!isProviderOutage(error)) throw error;
      const lastGood = await kv.get<T>(this.lastGoodKey(name), 'json');
      if (lastGood === null) throw error;
      console.warn(
        JSON.stringify({
          requestId: this.#options.requestId,
          event: 'cache.stale_served',
          key: name,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
      this.#options.onStale?.();
      return lastGood;
    }
    const body = JSON.stringify(fresh);
    memo.set(key, { json: body, value: fresh });
    waitUntil(
      Promise.all([
        kv.put(key, body, { expirationTtl: kvTtl(ttlSeconds) }),
        kv.put(this.lastGoodKey(name), body, { expirationTtl: KV_TTL.lastGood }),
      ]).catch((error: unknown) => {
        console.warn(
          JSON.stringify({
            requestId: this.#options.requestId,
            event: 'cache.kv_write_failed',
            error: String(error),
          }),
        );
      }),
    );
    return fresh;
  }
}
