import { getSiteInfo, findSiteIdByHost, siteExists } from '../provider/site/public';
import type { Env } from '../env';
import { readConfig } from '../config';
import { IsolateMemo } from '../cache/isolate-memo';
import { kvKeys, kvTtl } from '../cache/kv-keys';

// Host → site. The domains table in D1 is the truth; KV keeps the answer for every isolate,
// and a small in-isolate map saves the KV round trip on hot hosts (HOST_MEMO_TTL_MS). An
// unknown host is only remembered in the isolate, so a newly added domain answers within
// half a minute. The map is bounded (HOST_MEMO_MAX_ENTRIES): random Host headers evict the
// oldest entries instead of growing memory.

export interface SiteContext {
  id: number;
  name: string;
  defaultLocale: string;
  locales: string[];
  /** The shop (catalogue, cart, checkout) exists only on e-commerce sites. */
  isECommerce: boolean;
  /** A site in building mode shows visitors a "site en construction" page; its admins see it. */
  isBuilding: boolean;
}

export const HOST_MEMO_TTL_MS = 30_000;
export const HOST_MEMO_MAX_ENTRIES = 1_000;
const memo = new IsolateMemo<{ value: SiteContext | null }>({
  maxEntries: HOST_MEMO_MAX_ENTRIES,
  ttlMs: HOST_MEMO_TTL_MS,
});

/** How many hosts this isolate remembers (tests check the bound). */
export const rememberedHostCount = (): number => memo.size;

/**
 * After an operator changes a site: this isolate forgets every host of it at once (other
 * isolates follow within HOST_MEMO_TTL_MS); the caller clears the KV entries.
 */
export function forgetSiteInIsolate(siteId: number): void {
  memo.deleteWhere((entry) => entry.value?.id === siteId);
}

/** After an operator maps or removes a host: this isolate asks again for it at once. */
export function forgetHostInIsolate(host: string): void {
  memo.delete(normaliseHost(host));
}

/** Host names are case-insensitive and may carry a port or a trailing dot. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

async function loadContext(env: Env, siteId: number): Promise<SiteContext | null> {
  const ttl = kvTtl(readConfig(env).cacheTtlSeconds);
  const cached = await env.CACHE.get<SiteContext>(kvKeys.siteContext(siteId), 'json');
  if (cached) return cached;
  const info = await getSiteInfo(env.DB, siteId);
  if (!info) return null;
  const context: SiteContext = {
    id: info.id,
    name: info.name,
    defaultLocale: info.defaultLang.code,
    locales: info.languages.filter((language) => language.isValid).map((language) => language.code),
    isECommerce: info.isECommerce,
    isBuilding: info.isBuilding,
  };
  await env.CACHE.put(kvKeys.siteContext(siteId), JSON.stringify(context), { expirationTtl: ttl });
  return context;
}

export async function resolveSiteByHost(env: Env, rawHost: string): Promise<SiteContext | null> {
  const host = normaliseHost(rawHost);
  const remembered = memo.get(host);
  if (remembered) return remembered.value;

  const ttl = kvTtl(readConfig(env).cacheTtlSeconds);
  let siteId = await env.CACHE.get(kvKeys.host(host)).then((value) =>
    value === null ? null : Number(value),
  );
  if (siteId === null) {
    siteId = await findSiteIdByHost(env.DB, host);
    if (siteId !== null) await env.CACHE.put(kvKeys.host(host), String(siteId), { expirationTtl: ttl });
  }
  const value = siteId === null ? null : await loadContext(env, siteId);
  memo.set(host, { value });
  return value;
}

export async function resolveSiteById(env: Env, siteId: number): Promise<SiteContext | null> {
  if (!Number.isSafeInteger(siteId) || siteId < 1) return null;
  if (!(await siteExists(env.DB, siteId))) return null;
  return loadContext(env, siteId);
}
