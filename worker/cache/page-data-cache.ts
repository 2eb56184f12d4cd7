import { isProviderOutage } from '../http/provider-outage';
import { IsolateMemo } from '../isolate-memo';
import { writeKvInBackground } from './kv-background-write';
import { KV_TTL, kvKeys, kvTtl } from './kv-keys';

// Page data in KV, per site, content version, locale and key. A publish bumps the version, so
// new keys are read at once and old ones expire by themselves. Every successful load also
// refreshes a "last good" copy (no version, KV_TTL.lastGood): when the provider is down or
// failing (unreachable or 5xx) that copy is served — stale beats an error page. Any other
// failure (a 4xx, a schema mismatch, a bug) surfaces.

// A versioned key never changes meaning, so the isolate may keep what it read for a while:
// most requests then cost no KV read at all. LRU, bounded in entries and bytes, with a TTL.
// Only the parsed value is kept (not its JSON text as well); its size is estimated from the
// JSON's length by PARSED_BYTES_PER_JSON_CHAR, measured on the sample sites' page data (docs/caching.md,
// « Many sites »). Both KV writes of a load go to waitUntil, once per isolate (kv-background-write.ts).
/** Marks a page rendered from "last good" data: worth knowing, and never put in a cache. */
export const STALE_DATA_HEADER = 'x-stale-data';

const PAGE_DATA_MEMO_TTL_MS = 60_000;
const PAGE_DATA_MEMO_MAX_ENTRIES = 4_000;
const PAGE_DATA_MEMO_MAX_BYTES = 24 * 1024 * 1024;
/**
 * V8 heap bytes of a parsed object per character of its JSON: measured 0.5 (page tree) to 1.4
 * (parameters, accented text held as two-byte strings) on the sample sites; 2 leaves room for
 * the entry's key and bookkeeping.
 */
const PARSED_BYTES_PER_JSON_CHAR = 2;
const memo = new IsolateMemo<{ value: unknown }>({
  name: 'page-data',
  maxEntries: PAGE_DATA_MEMO_MAX_ENTRIES,
  maxBytes: PAGE_DATA_MEMO_MAX_BYTES,
  ttlMs: PAGE_DATA_MEMO_TTL_MS,
});

function remember(key: string, json: string, value: unknown): void {
  memo.set(key, { value }, undefined, json.length * PARSED_BYTES_PER_JSON_CHAR);
}

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
    const { kv, ttlSeconds, waitUntil, requestId, version } = this.#options;
    const key = this.key(name);
    const remembered = memo.get(key);
    if (remembered) return remembered.value as T;
    const cached = await kv.get(key, 'text');
    if (cached !== null) {
      const value = JSON.parse(cached) as T;
      remember(key, cached, value);
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
    remember(key, body, fresh);
    // The versioned key never changes meaning: one write per isolate. The last good copy is
    // rewritten only for a version this isolate has not written it for.
    writeKvInBackground({
      kv,
      waitUntil,
      requestId,
      key,
      value: body,
      tag: 'written',
      options: { expirationTtl: kvTtl(ttlSeconds) },
    });
    writeKvInBackground({
      kv,
      waitUntil,
      requestId,
      key: this.lastGoodKey(name),
      value: body,
      tag: `v${version}`,
      options: { expirationTtl: KV_TTL.lastGood },
    });
    return fresh;
  }
}
