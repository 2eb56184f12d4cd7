import type { Env } from '../env';
import { isProviderOutage } from '../http/provider-seam';
import { getContentVersion } from '../provider/site/site.repository';
import { IsolateMemo, isolateNow } from './isolate-memo';
import { KV_TTL, kvKeys } from './kv-keys';

// The site's content version is part of every page-data and HTML cache key. The truth is
// sites.content_version in D1 (every write bumps it in the same transaction), or the remote
// provider's GET /api/site/version. KV and the isolate only hold copies that expire:
//
//   isolate copy   ISOLATE_TTL_MS (5 s)
//   KV copy        KV_TTL.contentVersion (60 s), also enforced on read by its write time
//
// so whatever happens to a KV write (it fails, two land out of order, a row is changed with
// `wrangler d1 execute`), every isolate reads the truth again within 65 s. A publish also
// writes KV at once, so in the normal case a write is visible on the next request.

export const ISOLATE_TTL_MS = 5_000;
const KV_TTL_MS = KV_TTL.contentVersion * 1000;

const memo = new IsolateMemo<number>({ maxEntries: 10_000, ttlMs: ISOLATE_TTL_MS });

interface VersionMetadata {
  writtenAt: number;
}

export interface ContentVersionOptions {
  /** Reads the truth. Defaults to the local D1; the remote provider's endpoint in remote mode. */
  readTruth?: () => Promise<number>;
  requestId?: string;
}

function log(event: string, fields: Record<string, unknown>): void {
  console.warn(JSON.stringify({ event, ...fields }));
}

async function readKvCopy(env: Env, siteId: number): Promise<number | null> {
  const { value, metadata } = await env.CACHE.getWithMetadata<VersionMetadata>(kvKeys.contentVersion(siteId));
  if (value === null) return null;
  // KV's own expiry is the bound in production; checking the write time as well keeps the
  // bound exact where KV's clock is not ours (and lets tests move time).
  // A write time far in the future (a skewed clock) cannot extend a copy's life either.
  const now = isolateNow();
  if (metadata && (metadata.writtenAt + KV_TTL_MS <= now || metadata.writtenAt > now + KV_TTL_MS))
    return null;
  const version = Number(value);
  return Number.isSafeInteger(version) ? version : null;
}

async function writeKvCopy(env: Env, siteId: number, version: number): Promise<void> {
  await env.CACHE.put(kvKeys.contentVersion(siteId), String(version), {
    expirationTtl: KV_TTL.contentVersion,
    metadata: { writtenAt: isolateNow() } satisfies VersionMetadata,
  });
}

export async function currentContentVersion(
  env: Env,
  siteId: number,
  options: ContentVersionOptions = {},
): Promise<number> {
  const remembered = memo.get(String(siteId));
  if (remembered !== undefined) return remembered;
  const copy = await readKvCopy(env, siteId);
  if (copy !== null) {
    memo.set(String(siteId), copy);
    return copy;
  }
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
  memo.set(String(siteId), version);
  try {
    await Promise.all([
      writeKvCopy(env, siteId, version),
      env.CACHE.put(kvKeys.lastGoodContentVersion(siteId), String(version), {
        expirationTtl: KV_TTL.lastGood,
      }),
    ]);
  } catch (error) {
    log('content_version.kv_write_failed', { requestId: options.requestId, siteId, error: String(error) });
  }
  return version;
}

/**
 * Called after a write committed in D1. Monotonic: a publish that lands after a newer one
 * does not move the copies back. The write already succeeded, so a failing KV write is
 * logged and not reported as a failure: the TTLs above still bound how long the old
 * version can be served.
 */
export async function publishContentVersion(
  env: Env,
  siteId: number,
  version: number,
  requestId?: string,
): Promise<void> {
  const key = String(siteId);
  memo.set(key, Math.max(memo.get(key) ?? 0, version));
  try {
    const copy = await readKvCopy(env, siteId);
    if (copy !== null && copy >= version) return;
    await writeKvCopy(env, siteId, version);
  } catch (error) {
    log('content_version.publish_failed', {
      requestId,
      siteId,
      version,
      error: String(error),
      boundSeconds: KV_TTL.contentVersion + ISOLATE_TTL_MS / 1000,
    });
  }
}
