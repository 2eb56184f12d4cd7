import { normaliseHost } from '../../src/domain/site/host-name';
import type { SiteContext } from '../http/site-context';
import { IsolateMemo } from '../isolate-memo';

// The isolate's memory of host → site context (worker/site/site-resolver.ts reads and fills it;
// an operator's change of a site or a host clears it here at once).

export const HOST_MEMO_TTL_MS = 30_000;
export const HOST_MEMO_MAX_AGE_MS = 10 * 60_000;
// A context is about 300 B of JSON, a few KB in memory with its key: 5,000 hosts stay under
// 10 MB and hold the bench's 1,000 sites (docs/caching.md, « Many sites »: how the caps were chosen).
export const HOST_MEMO_MAX_ENTRIES = 5_000;
export const hostMemo = new IsolateMemo<{ value: SiteContext | null }>({
  name: 'hosts',
  maxEntries: HOST_MEMO_MAX_ENTRIES,
  ttlMs: HOST_MEMO_MAX_AGE_MS,
});
/** How many hosts this isolate remembers (tests check the bound). */
export const rememberedHostCount = (): number => hostMemo.size;

/**
 * After an operator changes a site: this isolate forgets every host of it at once (other
 * isolates follow within HOST_MEMO_TTL_MS); the caller clears the KV entries.
 */
export function forgetSiteInIsolate(siteId: number): void {
  hostMemo.deleteWhere((entry) => entry.value?.id === siteId);
}

/** After an operator maps or removes a host: this isolate asks again for it at once. */
export function forgetHostInIsolate(host: string): void {
  hostMemo.delete(normaliseHost(host));
}
