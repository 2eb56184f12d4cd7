import { IsolateMemo, isolateNow } from '../isolate-memo';

// Rendered HTML of anonymous page views, in two layers: this isolate's memory (LRU, bounded in
// entries and bytes, HTML_MEMORY_TTL_MS) and the Cache API shared by the isolates of one
// location. Keys carry the site and its content version, so a publish makes new keys and the
// old entries simply expire.
//
// Stale while revalidate: a stored page is fresh for HTML_FRESH_SECONDS; after that
// and for HTML_STALE_SECONDS more it is still served at once, and page-cache.ts renders it again
// in waitUntil. Only an unchanged content version is ever served stale (a new version is a new
// key), so what can be old is only what a page shows without a publish (e.g. the date), and at
// most HTML_FRESH_SECONDS + HTML_STALE_SECONDS old. Past that the Cache API has dropped it.

// The sample home pages weigh 24 KB: 32 MB hold about 1,300 of them, and the bench's 1,000
// sites' home pages (docs/caching.md, « Many sites »: how the caps were chosen).
export const HTML_MEMORY_MAX_ENTRIES = 2_000;
export const HTML_MEMORY_MAX_BYTES = 32 * 1024 * 1024;
export const HTML_FRESH_SECONDS = 300;
export const HTML_STALE_SECONDS = 3_600;
// The isolate keeps a page as long as it is fresh: the key carries the content
// version, and freshness is judged on the time it was rendered in both layers, so a shorter
// life only sent hits to the Cache API (a site asked every minute always went there, and the
// bench's spread passes over 1,000 hosts read it for most hits).
const HTML_MEMORY_TTL_MS = HTML_FRESH_SECONDS * 1000;

/** What a hit replays: the status, the body and the headers the render set; when it was made. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  storedAt: number;
}

const memory = new IsolateMemo<CachedPage>({
  name: 'html',
  maxEntries: HTML_MEMORY_MAX_ENTRIES,
  maxBytes: HTML_MEMORY_MAX_BYTES,
  ttlMs: HTML_MEMORY_TTL_MS,
  sizeOf: (page) => page.body.byteLength,
});

export const htmlMemoryEntries = (): number => memory.size;
export const htmlMemoryBytes = (): number => memory.bytes;

// The Cache API answers with its own cache-control; the page's own one travels in this header,
// and the time it was rendered in the other.
const PAGE_CACHE_CONTROL = 'x-page-cache-control';
const STORED_AT = 'x-page-stored-at';

export interface HtmlCacheKeyParts {
  origin: string;
  siteId: number;
  version: number;
  variant: string; // the request facts that change the markup (consent banner, islands build)
  pathAndQuery: string;
}

/** A URL on the request's own origin under a path no page uses, for both layers. */
export function htmlCacheKey(parts: HtmlCacheKeyParts): string {
  const { origin, siteId, version, variant, pathAndQuery } = parts;
  return `${origin}/__page-cache/${siteId}/v${version}/${encodeURIComponent(variant)}${pathAndQuery}`;
}

// The project also loads the DOM lib, whose CacheStorage has no `default`; workerd's has.
const sharedCache = (): Cache => (caches as CacheStorage & { default: Cache }).default;

type HtmlLayer = 'memory' | 'cache-api';

export interface HtmlHit {
  page: CachedPage;
  layer: HtmlLayer;
  /** Older than HTML_FRESH_SECONDS: serve it, and render it again after the answer. */
  stale: boolean;
}

const isStale = (page: CachedPage): boolean => isolateNow() - page.storedAt > HTML_FRESH_SECONDS * 1000;

export async function readHtmlCache(key: string): Promise<HtmlHit | null> {
  const remembered = memory.get(key);
  if (remembered) return { page: remembered, layer: 'memory', stale: isStale(remembered) };
  const shared = await sharedCache().match(key);
  if (!shared) return null;
  const headers = [...shared.headers].filter(
    ([name]) => name !== 'cache-control' && name !== PAGE_CACHE_CONTROL && name !== STORED_AT,
  );
  const ownCacheControl = shared.headers.get(PAGE_CACHE_CONTROL);
  if (ownCacheControl !== null) headers.push(['cache-control', ownCacheControl]);
  const storedAt = Number(shared.headers.get(STORED_AT) ?? 0);
  const page: CachedPage = { status: shared.status, headers, body: await shared.arrayBuffer(), storedAt };
  // Past the stale window (a clock moved, an old entry): not a hit at all.
  if (isolateNow() - storedAt > (HTML_FRESH_SECONDS + HTML_STALE_SECONDS) * 1000) return null;
  memory.set(key, page);
  return { page, layer: 'cache-api', stale: isStale(page) };
}

export async function writeHtmlCache(key: string, page: CachedPage): Promise<void> {
  memory.set(key, page);
  const headers = new Headers(page.headers);
  headers.set(PAGE_CACHE_CONTROL, headers.get('cache-control') ?? '');
  headers.set(STORED_AT, String(page.storedAt));
  headers.set('cache-control', `public, max-age=${HTML_FRESH_SECONDS + HTML_STALE_SECONDS}`);
  await sharedCache().put(key, new Response(page.body, { status: page.status, headers }));
}

/** Test hook: forget this isolate's copies (the Cache API keeps its own). */
export function forgetHtmlMemory(): void {
  memory.clear();
}
