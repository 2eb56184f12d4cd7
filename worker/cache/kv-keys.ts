// Every KV key and TTL of the Worker lives here, so tests and code agree on one format and
// the bounds docs/caching.md documents are these numbers.

/** KV refuses expirationTtl under 60 s. */
const KV_MIN_TTL_SECONDS = 60;

export const KV_TTL = {
  /**
   * A copy of sites.content_version, written by each publish (worker/cache/content-version.ts):
   * long-lived, so a read finds it instead of rewriting it every minute; the truth is checked
   * in the background, so the copy's age does not bound anything.
   */
  contentVersion: 30 * 24 * 60 * 60,
  /** "Last good" copies, served only while the provider is down: generous but bounded. */
  lastGood: 7 * 24 * 60 * 60,
} as const;

/** At least KV's minimum, whatever the configuration says. */
export const kvTtl = (seconds: number): number => Math.max(KV_MIN_TTL_SECONDS, Math.floor(seconds));

export const kvKeys = {
  contentVersion: (siteId: number) => `site:${siteId}:version`,
  /** The last version this location saw, for when the remote provider cannot say. */
  lastGoodContentVersion: (siteId: number) => `last:${siteId}:version`,
  // v3: the context carries the name and the e-commerce and building flags (an older entry
  // would lack them).
  siteContext: (siteId: number) => `site:${siteId}:context:v3`,
  // v2: the whole site context (not just the site id), so a host costs one KV read.
  host: (host: string) => `host:${host}:v2`,
  pageDataPrefix: (siteId: number, version: number, locale: string) =>
    `data:${siteId}:v${version}:${locale}:`,
  pageData: (siteId: number, version: number, locale: string, name: string) =>
    `${kvKeys.pageDataPrefix(siteId, version, locale)}${name}`,
  lastGood: (siteId: number, locale: string, name: string) => `last:${siteId}:${locale}:${name}`,
} as const;
