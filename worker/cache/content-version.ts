import type { Env } from '../env';
import { isProviderOutage } from '../http/provider-outage';
import { getContentVersion } from '../provider/site/public';
import { IsolateMemo, isolateNow } from '../isolate-memo';
import { rememberKvWrite, writeKvInBackground } from './kv-background-write';
import { KV_TTL, kvKeys } from './kv-keys';
import { prepareAfterPublish } from './publish-preparation';

// The site's content version is part of every page-data and HTML cache key. The truth is
// sites.content_version in D1 (every write bumps it in the same transaction), or the remote
// provider's GET /api/site/version. With thousands of sites, a cache hit costs memory or ONE read, and a read
// never waits for a KV write:
//
//   isolate copy   ISOLATE_TTL_MS (5 s): a request within it reads nothing;
//   the truth      read by the request when this isolate has not read it for VERIFY_AFTER_MS
//                  (60 s) for this site (first request included): one read;
//   KV copy        otherwise, one KV read: it carries the publishes made since (every publish
//                  writes it, by the write request). A copy found missing, or older than what
//                  this isolate read from the truth, is written again in waitUntil, once per
//                  isolate; a read never writes it otherwise.
//
// So a write is visible at once in the isolate that made it and on the next KV read elsewhere;
// whatever happens to KV (a failed write, two publishes landing out of order, a row changed
// with `wrangler d1 execute`), every isolate reads the truth within VERSION_BOUND_MS (65 s).

export const ISOLATE_TTL_MS = 5_000;
const VERIFY_AFTER_MS = 60_000;
/** How long a version can be served after the truth changed behind KV's back (plus one request). */
export const VERSION_BOUND_MS = ISOLATE_TTL_MS + VERIFY_AFTER_MS;

const VERSION_MEMO_MAX_ENTRIES = 10_000;

const memo = new IsolateMemo<number>({
  name: 'content-versions',
  maxEntries: VERSION_MEMO_MAX_ENTRIES,
  ttlMs: ISOLATE_TTL_MS,
});

/** When this isolate last read the truth (or published) per site, and the version then. */
const verified = new IsolateMemo<{ version: number; at: number }>({
  name: 'content-version-checks',
  maxEntries: VERSION_MEMO_MAX_ENTRIES,
  ttlMs: VERIFY_AFTER_MS,
});

interface VersionMetadata {
  writtenAt: number;
}

export interface ContentVersionOptions {
  /** Reads the truth. Defaults to the local D1; the remote provider's endpoint in remote mode. */
  readTruth?: () => Promise<number>;
  requestId?: string;
  /** Where the background KV writes go (the request's waitUntil); without it, none is made. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

function log(event: string, fields: Record<string, unknown>): void {
  console.warn(JSON.stringify({ event, ...fields }));
}

async function readKvCopy(env: Env, siteId: number): Promise<{ version: number; writtenAt: number } | null> {
  const { value, metadata } = await env.CACHE.getWithMetadata<VersionMetadata>(kvKeys.contentVersion(siteId));
  if (value === null) return null;
  const version = Number(value);
  if (!Number.isSafeInteger(version)) return null;
  // A write time in the future (a skewed clock) counts as now: it cannot delay the check.
  const writtenAt = Math.min(metadata?.writtenAt ?? 0, isolateNow());
  return { version, writtenAt };
}

function copyWrite(siteId: number, version: number) {
  return {
    key: kvKeys.contentVersion(siteId),
    value: String(version),
    options: {
      expirationTtl: KV_TTL.contentVersion,
      metadata: { writtenAt: isolateNow() } satisfies VersionMetadata,
    },
    tag: String(version),
  };
}

function remember(siteId: number, version: number): void {
  memo.set(String(siteId), version);
  verified.set(String(siteId), { version, at: isolateNow() });
}

async function readTruthOrLastGood(
  env: Env,
  siteId: number,
  options: ContentVersionOptions,
): Promise<number> {
  const readTruth = options.readTruth ?? (() => getContentVersion(env.DB, siteId));
  let version: number;
  try {
    version = await readTruth();
  } catch (error) {
    if (!isProviderOutage(error)) throw error;
    // The remote provider is down: keep using the last version seen, so the page data cached
    // under it (or its last good copy) is served.
    const lastGood = await env.CACHE.get(kvKeys.lastGoodContentVersion(siteId));
    log('content_version.provider_down', {
      requestId: options.requestId,
      siteId,
      error: error instanceof Error ? error.message : String(error),
    });
    return lastGood === null ? 0 : Number(lastGood);
  }
  remember(siteId, version);
  // The version to fall back on while the provider is down: written when this isolate sees a
  // new one (once per version), in the background.
  if (options.waitUntil) {
    writeKvInBackground({
      kv: env.CACHE,
      waitUntil: options.waitUntil,
      requestId: options.requestId,
      key: kvKeys.lastGoodContentVersion(siteId),
      value: String(version),
      options: { expirationTtl: KV_TTL.lastGood },
    });
  }
  return version;
}

/**
 * A read of the truth made by someone else in this request (the host's site context reads the
 * version with the site, worker/site/site-resolver.ts): it counts as this isolate's read of the
 * truth, so the request does not read it again. Never moves the version back (a publish of this
 * isolate may have landed meanwhile).
 */
export function noteContentVersionRead(siteId: number, version: number): void {
  if ((memo.get(String(siteId)) ?? 0) > version) return;
  remember(siteId, version);
}

export async function currentContentVersion(
  env: Env,
  siteId: number,
  options: ContentVersionOptions = {},
): Promise<number> {
  const key = String(siteId);
  const remembered = memo.get(key);
  if (remembered !== undefined) return remembered;
  const seen = verified.get(key);
  if (!seen) return readTruthOrLastGood(env, siteId, options);
  const copy = await readKvCopy(env, siteId);
  // A copy written after this isolate's read of the truth carries a newer publish.
  if (copy !== null && copy.writtenAt > seen.at) {
    memo.set(key, copy.version);
    return copy.version;
  }
  memo.set(key, seen.version);
  if ((copy === null || copy.version !== seen.version) && options.waitUntil) {
    writeKvInBackground({
      kv: env.CACHE,
      waitUntil: options.waitUntil,
      requestId: options.requestId,
      ...copyWrite(siteId, seen.version),
    });
  }
  return seen.version;
}

/**
 * Called after a write committed in D1: the KV copy is written here, by the write, so reads
 * find it. Monotonic: a publish that lands after a newer one does not move the copies back.
 * The write already succeeded, so a failing KV write is logged and not reported as a failure:
 * every isolate still reads the truth within VERSION_BOUND_MS.
 */
export async function publishContentVersion(
  env: Env,
  siteId: number,
  version: number,
  requestId?: string,
): Promise<void> {
  const key = String(siteId);
  const newest = Math.max(memo.get(key) ?? 0, version);
  remember(siteId, newest);
  // The next visitor should find the new version's home page ready.
  prepareAfterPublish(env, siteId);
  try {
    const copy = await readKvCopy(env, siteId);
    if (copy !== null && copy.version >= version) return;
    const write = copyWrite(siteId, version);
    await env.CACHE.put(write.key, write.value, write.options);
    rememberKvWrite(write.key, write.tag);
  } catch (error) {
    log('content_version.publish_failed', {
      requestId,
      siteId,
      version,
      error: String(error),
      boundSeconds: VERSION_BOUND_MS / 1000,
    });
  }
}
