import { IsolateMemo } from './isolate-memo';

// Rendered HTML of anonymous page views, in two layers: this isolate's memory (bounded in
// entries and bytes, HTML_MEMORY_TTL_MS) and the Cache API shared by the isolates of one
// location (HTML_CACHE_API_TTL_SECONDS). Keys carry the site and its content version, so a
// publish makes new keys and the old entries simply expire.

export const HTML_MEMORY_TTL_MS = 30_000;
export const HTML_MEMORY_MAX_ENTRIES = 200;
export const HTML_MEMORY_MAX_BYTES = 8 * 1024 * 1024;
export const HTML_CACHE_API_TTL_SECONDS = 300;

/** What a hit replays: the status, the body and the headers the render set. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

const memory = new IsolateMemo<CachedPage>({
  maxEntries: HTML_MEMORY_MAX_ENTRIES,
  maxBytes: HTML_MEMORY_MAX_BYTES,
  ttlMs: HTML_MEMORY_TTL_MS,
  sizeOf: (page) => page.body.byteLength,
});

export const htmlMemoryEntries = (): number => memory.size;

// The Cache API answers with its own cache-control; the page's own one travels in this header.
const PAGE_CACHE_CONTROL = 'x-page-cache-control';

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

export type HtmlLayer = 'memory' | 'cache-api';

export async function readHtmlCache(key: string): Promise<{ page: CachedPage; layer: HtmlLayer } | null> {
  const remembered = memory.get(key);
  if (remembered) return { page: remembered, layer: 'memory' };
  const shared = await sharedCache().match(key);
  if (!shared) return null;
  const headers = [...shared.headers].filter(
    ([name]) => name !== 'cache-control' && name !== PAGE_CACHE_CONTROL,
  );
  const ownCacheControl = shared.headers.get(PAGE_CACHE_CONTROL);
  if (ownCacheControl !== null) headers.push(['cache-control', ownCacheControl]);
  const page: CachedPage = { status: shared.status, headers, body: await shared.arrayBuffer() };
  memory.set(key, page);
  return { page, layer: 'cache-api' };
}

export async function writeHtmlCache(key: string, page: CachedPage): Promise<void> {
  memory.set(key, page);
  const headers = new Headers(page.headers);
  headers.set(PAGE_CACHE_CONTROL, headers.get('cache-control') ?? '');
  headers.set('cache-control', `public, max-age=${HTML_CACHE_API_TTL_SECONDS}`);
  await sharedCache().put(key, new Response(page.body, { status: page.status, headers }));
}

/** Test hook: forget this isolate's copies (the Cache API keeps its own). */
export function forgetHtmlMemory(): void {
  memory.clear();
}
