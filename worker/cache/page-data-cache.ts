// Page data in KV, per site, content version, locale and key. A publish bumps the version, so
// new keys are read at once and old ones expire by themselves. Every successful load also
// refreshes a "last good" copy without version or TTL: when the provider fails, that copy
// is served (stale beats an error page).

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
    const cached = await kv.get<T>(this.key(name), 'json');
    if (cached !== null) return cached;
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
    const body = JSON.stringify(fresh);
    waitUntil(
      Promise.all([
        kv.put(this.key(name), body, { expirationTtl: Math.max(60, ttlSeconds) }),
        kv.put(this.lastGoodKey(name), body),
      ]),
    );
    return fresh;
  }
}
