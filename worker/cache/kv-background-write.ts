import { IsolateMemo } from '../isolate-memo';

// The one way a read (a page view, an API GET) writes KV: never awaited, handed to waitUntil, and
// at most once per key and value in an isolate. KV allows one write per second per key and its
// reads are cached at the edge for up to 60 s, so a key written here may still read as missing
// for a while; without the memo every request of that window would write it again (with many
// sites: the same keys written over and over across hundreds of locations).

/** How long an isolate remembers a write it made: KV's own read cache, so a re-read sees it. */
const KV_WRITE_MEMO_TTL_MS = 60_000;

// About a dozen keys per site rendered (host, page data and its last good copy): room for the
// bench's 1,000 sites and more; an entry is its key and a short tag, about 200 B.
const written = new IsolateMemo<string>({
  name: 'kv-writes-made',
  maxEntries: 30_000,
  ttlMs: KV_WRITE_MEMO_TTL_MS,
});
const inFlight = new Set<string>();

export interface BackgroundKvWrite {
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  key: string;
  value: string;
  options?: KVNamespacePutOptions;
  /** What identifies the value for deduplication (a version, a short JSON): the value itself by default. */
  tag?: string;
  requestId?: string;
}

function inBackground(write: BackgroundKvWrite, work: () => Promise<unknown>): void {
  const tag = write.tag ?? write.value;
  if (written.get(write.key) === tag || inFlight.has(write.key)) return;
  inFlight.add(write.key);
  write.waitUntil(
    work()
      .then(() => written.set(write.key, tag))
      .catch((error: unknown) => {
        console.warn(
          JSON.stringify({
            requestId: write.requestId,
            event: 'cache.kv_write_failed',
            key: write.key,
            error: String(error),
          }),
        );
      })
      .finally(() => inFlight.delete(write.key)),
  );
}

/** Puts `value` at `key` after the answer, unless this isolate already did (or is doing) so. */
export function writeKvInBackground(write: BackgroundKvWrite): void {
  inBackground(write, () => write.kv.put(write.key, write.value, write.options));
}

/**
 * For a value the request read from elsewhere without looking in KV (a host read from D1 with
 * its content version): after the answer, reads `key` and puts `value` only when it is missing,
 * so the many isolates that meet a site for the first time do not all write the same key.
 */
export function fillKvInBackground(write: BackgroundKvWrite): void {
  inBackground(write, async () => {
    if ((await write.kv.get(write.key, 'text')) === null)
      await write.kv.put(write.key, write.value, write.options);
  });
}

/** After a write request changed `key` itself (a publish): the next background write is not a repeat. */
export function rememberKvWrite(key: string, tag: string): void {
  written.set(key, tag);
}
