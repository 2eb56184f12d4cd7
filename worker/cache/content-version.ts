import type { Env } from '../env';
import { getContentVersion } from '../provider/site.repository';

// The site's content version is part of every page-data key. D1 holds the truth (every write
// bumps sites.content_version in the same transaction); KV carries it to every isolate.

const key = (siteId: number) => `site:${siteId}:version`;

export async function currentContentVersion(env: Env, siteId: number): Promise<number> {
  const cached = await env.CACHE.get(key(siteId));
  if (cached !== null) return Number(cached);
  const version = await getContentVersion(env.DB, siteId);
  // A backfill may race a write that publishes a newer version: let it expire, so a stale
  // value cannot stick until the next write.
  await env.CACHE.put(key(siteId), String(version), { expirationTtl: 60 });
  return version;
}

/** Called after a write committed: the next request reads fresh data under the new version. */
export async function publishContentVersion(env: Env, siteId: number, version: number): Promise<void> {
  await env.CACHE.put(key(siteId), String(version));
}
