import { isolateNow } from '../isolate-memo';

// The islands bundle has a content hash in its name; scripts/build-client.mjs writes
// public/assets/manifest.json with its URL. A successful read is kept for the isolate's life
// (a deployment changes the isolate); a failed one only for MANIFEST_RETRY_MS, so a page
// rendered a moment later tries again instead of going without its script for good.

export const MANIFEST_RETRY_MS = 5_000;

let known: { url: Promise<string | null>; retryAfter: number | null } | null = null;

async function readManifest(assets: Fetcher, origin: string): Promise<string | null> {
  const response = await assets.fetch(new URL('/assets/manifest.json', origin));
  if (!response.ok) throw new Error(`manifest ${response.status}`);
  const manifest: { islands?: unknown } = await response.json();
  if (typeof manifest.islands !== 'string') throw new Error('manifest without islands');
  return manifest.islands;
}

/** The URL of the islands bundle, or null while the manifest cannot be read. */
export function islandsScriptUrl(assets: Fetcher, origin: string): Promise<string | null> {
  if (known && (known.retryAfter === null || known.retryAfter > isolateNow())) return known.url;
  const attempt = {
    retryAfter: null as number | null,
    url: readManifest(assets, origin).catch((error: unknown) => {
      console.warn(JSON.stringify({ event: 'islands.manifest_missing', error: String(error) }));
      attempt.retryAfter = isolateNow() + MANIFEST_RETRY_MS;
      return null;
    }),
  };
  known = attempt;
  return attempt.url;
}

/** Test hook: forget what was read. */
export function forgetIslandsManifest(): void {
  known = null;
}
