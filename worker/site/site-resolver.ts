import {
  findAnsweringHosts,
  findSiteContextByHost,
  isDevelopmentHost,
  getSiteInfo,
  getNextChangeAt,
  findSiteIdByHost,
  siteExists,
  type SiteContextFacts,
} from '../provider/site/public';
import { answeringPrimaryOrigin } from '../../src/domain/site/site-url';
import type { Env } from '../env';
import { readConfig } from '../config';
import { HOST_MEMO_MAX_AGE_MS, HOST_MEMO_TTL_MS, hostMemo as memo } from '../cache/host-memo';
import { normaliseHost } from '../../src/domain/site/host-name';
import { kvKeys, kvTtl } from '../cache/kv-keys';
import { fillKvInBackground, writeKvInBackground } from '../cache/kv-background-write';
import { noteContentVersionRead } from '../cache/content-version';
import type { SiteContext } from '../http/site-context';

// Host → site. The domains table in D1 is the truth; KV keeps each host's whole site context
// (one read), and an in-isolate map saves even that on known hosts. With thousands of sites, a cache hit must
// cost memory or one read, and a read never waits for a KV write, so:
// - a remembered host is answered from memory; after HOST_MEMO_TTL_MS it is still answered from
//   memory while one background read (waitUntil) refreshes it, and only past
//   HOST_MEMO_MAX_AGE_MS does a request wait for the reload;
// - a host missing from KV is read from D1 and written to KV in waitUntil, once per isolate;
// - a host this isolate does not remember (the first view of a site it has never seen) is read
//   from D1 in ONE query that also brings the site's content version, which the request would
//   otherwise read next (content-version.ts reads the truth on a site's first view anyway), so
//   a KV read first would only add a wait; after the answer (waitUntil), the KV copy is read and
//   written only when missing, for the background refreshes of every isolate;
// - an unknown host is only remembered in the isolate, HOST_MEMO_TTL_MS, so a newly added domain
//   answers within half a minute.
// The map is LRU and bounded (HOST_MEMO_MAX_ENTRIES): random Host headers evict the least
// recently used entries instead of growing memory. An operator's change clears the KV entries
// of the site's hosts and this isolate's memory; other isolates follow by the refresh above.

const refreshing = new Set<string>();

type WaitUntil = (promise: Promise<unknown>) => void;

async function contextFromDb(env: Env, siteId: number): Promise<SiteContext | null> {
  const [info, hosts, nextChangeAt] = await Promise.all([
    getSiteInfo(env.DB, siteId),
    findAnsweringHosts(env.DB, siteId),
    getNextChangeAt(env.DB, siteId),
  ]);
  if (!info) return null;
  return {
    id: info.id,
    name: info.name,
    defaultLocale: info.defaultLang.code,
    locales: info.languages.filter((language) => language.isValid).map((language) => language.code),
    isECommerce: info.isECommerce,
    isBuilding: info.isBuilding,
    primaryOrigin: answeringPrimaryOrigin(info.url, hosts),
    devHosts: hosts.filter((host) => isDevelopmentHost(host.host, host.kind)).map((host) => host.host),
    nextChangeAt,
  };
}

function contextOf(facts: SiteContextFacts): SiteContext {
  return {
    id: facts.id,
    name: facts.name,
    defaultLocale: facts.defaultLangCode,
    locales: facts.locales,
    isECommerce: facts.isECommerce,
    isBuilding: facts.isBuilding,
    primaryOrigin: answeringPrimaryOrigin(facts.url, facts.hosts),
    devHosts: facts.hosts.filter((host) => isDevelopmentHost(host.host, host.kind)).map((host) => host.host),
    nextChangeAt: facts.nextChangeAt,
  };
}

function fillHostInBackground(env: Env, host: string, context: SiteContext, waitUntil: WaitUntil): void {
  fillKvInBackground({
    kv: env.CACHE,
    waitUntil,
    key: kvKeys.host(host),
    value: JSON.stringify(context),
    options: { expirationTtl: kvTtl(readConfig(env).cacheTtlSeconds) },
  });
}

/**
 * A host this isolate does not remember: one D1 read for the context and the content version.
 * The version counts as this request's read of the truth only when D1 is the truth (with a
 * remote provider, the provider says).
 */
async function firstLookUp(
  env: Env,
  host: string,
  waitUntil: WaitUntil | undefined,
): Promise<SiteContext | null> {
  const facts = await findSiteContextByHost(env.DB, host);
  if (facts === null) return null;
  if (readConfig(env).providerUrl === '') noteContentVersionRead(facts.id, facts.contentVersion);
  const context = contextOf(facts);
  if (waitUntil) fillHostInBackground(env, host, context, waitUntil);
  return context;
}

/** KV (one read), else D1, then KV written after the answer when waitUntil is given. */
async function loadCached(
  env: Env,
  key: string,
  fromDb: () => Promise<SiteContext | null>,
  waitUntil: WaitUntil | undefined,
): Promise<SiteContext | null> {
  const cached = await env.CACHE.get<SiteContext>(key, 'json');
  if (cached) return cached;
  const context = await fromDb();
  if (context && waitUntil) {
    writeKvInBackground({
      kv: env.CACHE,
      waitUntil,
      key,
      value: JSON.stringify(context),
      options: { expirationTtl: kvTtl(readConfig(env).cacheTtlSeconds) },
    });
  }
  return context;
}

async function lookUpHost(
  env: Env,
  host: string,
  waitUntil: WaitUntil | undefined,
): Promise<SiteContext | null> {
  return loadCached(
    env,
    kvKeys.host(host),
    async () => {
      const siteId = await findSiteIdByHost(env.DB, host);
      return siteId === null ? null : contextFromDb(env, siteId);
    },
    waitUntil,
  );
}

function remember(host: string, value: SiteContext | null): void {
  memo.set(host, { value }, value === null ? HOST_MEMO_TTL_MS : HOST_MEMO_MAX_AGE_MS);
}

function refreshInBackground(env: Env, host: string, waitUntil: WaitUntil): void {
  if (refreshing.has(host)) return;
  refreshing.add(host);
  waitUntil(
    lookUpHost(env, host, waitUntil)
      .then((value) => remember(host, value))
      .catch((error: unknown) => {
        console.warn(JSON.stringify({ event: 'site_resolver.refresh_failed', host, error: String(error) }));
      })
      .finally(() => refreshing.delete(host)),
  );
}

/**
 * The site a host serves. `waitUntil` (the request's) lets a stale entry be answered at once
 * and refreshed after the answer, and a missing KV entry be written; without it the request
 * reloads a stale entry itself and writes nothing.
 */
export async function resolveSiteByHost(
  env: Env,
  rawHost: string,
  waitUntil?: WaitUntil,
): Promise<SiteContext | null> {
  const host = normaliseHost(rawHost);
  const remembered = memo.getWithAge(host);
  if (remembered) {
    const { value } = remembered.value;
    if (remembered.ageMs < HOST_MEMO_TTL_MS) return value;
    if (value !== null && waitUntil) {
      refreshInBackground(env, host, waitUntil);
      return value;
    }
  }
  // Remembered but past HOST_MEMO_TTL_MS with no waitUntil to refresh in the background: the KV
  // copy (one read) will do. Not remembered (never seen, or forgotten after
  // HOST_MEMO_MAX_AGE_MS): one D1 read brings the context and the content version.
  const value = remembered ? await lookUpHost(env, host, waitUntil) : await firstLookUp(env, host, waitUntil);
  remember(host, value);
  return value;
}

export async function resolveSiteById(
  env: Env,
  siteId: number,
  waitUntil?: WaitUntil,
): Promise<SiteContext | null> {
  if (!Number.isSafeInteger(siteId) || siteId < 1) return null;
  if (!(await siteExists(env.DB, siteId))) return null;
  return loadCached(env, kvKeys.siteContext(siteId), () => contextFromDb(env, siteId), waitUntil);
}
