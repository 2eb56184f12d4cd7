import { getSiteInfo, findSiteIdByHost, siteExists } from '../provider/site.repository';
import type { Env } from '../env';
import { readConfig } from '../config';

// Host → site. The domains table in D1 is the truth; KV keeps the answer for every isolate,
// and a small in-isolate map saves the KV round trip on hot hosts. An unknown host is only
// remembered in the isolate (30 s), so a newly added domain answers within half a minute.

export interface SiteContext {
  id: number;
  defaultLocale: string;
  locales: string[];
}

const MEMO_MS = 30_000;
const memo = new Map<string, { value: SiteContext | null; until: number }>();

const hostKey = (host: string) => `host:${host}`;
const siteKey = (siteId: number) => `site:${siteId}:context`;

/** Host names are case-insensitive and may carry a port or a trailing dot. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

async function loadContext(env: Env, siteId: number): Promise<SiteContext | null> {
  const ttl = readConfig(env).cacheTtlSeconds;
  const cached = await env.CACHE.get<SiteContext>(siteKey(siteId), 'json');
  if (cached) return cached;
  const info = await getSiteInfo(env.DB, siteId);
  if (!info) return null;
  const context: SiteContext = {
    id: info.id,
    defaultLocale: info.defaultLang.code,
    locales: info.languages.filter((language) => language.isValid).map((language) => language.code),
  };
  await env.CACHE.put(siteKey(siteId), JSON.stringify(context), { expirationTtl: ttl });
  return context;
}

export async function resolveSiteByHost(env: Env, rawHost: string): Promise<SiteContext | null> {
  const host = normaliseHost(rawHost);
  const now = Date.now();
  const remembered = memo.get(host);
  if (remembered && remembered.until > now) return remembered.value;

  const ttl = readConfig(env).cacheTtlSeconds;
  let siteId = await env.CACHE.get(hostKey(host)).then((value) => (value === null ? null : Number(value)));
  if (siteId === null) {
    siteId = await findSiteIdByHost(env.DB, host);
    if (siteId !== null) await env.CACHE.put(hostKey(host), String(siteId), { expirationTtl: ttl });
  }
  const value = siteId === null ? null : await loadContext(env, siteId);
  memo.set(host, { value, until: now + MEMO_MS });
  return value;
}

export async function resolveSiteById(env: Env, siteId: number): Promise<SiteContext | null> {
  if (!Number.isSafeInteger(siteId) || siteId < 1) return null;
  if (!(await siteExists(env.DB, siteId))) return null;
  return loadContext(env, siteId);
}
