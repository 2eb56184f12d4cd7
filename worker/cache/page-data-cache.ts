// Page data in KV, per site, content version, locale and key. A publish bumps the version, so
// new keys are read at once and old ones expire by themselves. Every successful load also
// refreshes a "last good" copy without version or TTL: when the provider fails, that copy
// is served (stale beats an error page).

// A versioned key never changes meaning (a write makes a new version), so the isolate may
// keep what it read: most requests then cost one KV read (the version) instead of six.
const MEMO_LIMIT = 500;
const memo = new Map<string, unknown>();

function remember(key: string, value: unknown): void {
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(key, value);
}

export interface PageDataCacheOptions {
  kv: KVNamespace;
  siteId: number;
  version: number;
  locale: string;
  ttlSeconds: number;
  waitUntil: (promise: Promise<unknown>) => void;
  requestId: string;
}

export class PageDataCache {
  readonly #options: PageDataCacheOptions;

  constructor(options: PageDataCacheOptions) {
    this.#options = options;
  }

  key(name: string): string {
    const { siteId, version, locale } = this.#options;
    return `data:${siteId}:v${version}:${locale}:${name}`;
  }

  lastGoodKey(name: string): string {
    const { siteId, locale } = this.#options;
    return `last:${siteId}:${locale}:${name}`;
  }

  async get<T>(name: string, load: () => Promise<T>): Promise<T> {
    const { kv, ttlSeconds, waitUntil } = this.#options;
    const key = this.key(name);
    if (memo.has(key)) return memo.get(key) as T;
    const cached = await kv.get<T>(key, 'json');
    if (cached !== null) {
      remember(key, cached);
      return cached;
    }
    let fresh: T;
    try {
      fresh = await load();
    } catch (error) {
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
      return lastGood;
    }
    remember(key, fresh);
    const body = JSON.stringify(fresh);
    waitUntil(
      Promise.all([
        kv.put(key, body, { expirationTtl: Math.max(60, ttlSeconds) }),
        kv.put(this.lastGoodKey(name), body),
      ]),
    );
    return fresh;
  }
}
