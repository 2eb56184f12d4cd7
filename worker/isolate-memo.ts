// A size-bounded map with a time to live, for what one isolate keeps in memory between
// requests. Bounded in entries (and optionally bytes) so random hosts, paths or query strings
// cannot grow memory; the least recently used entry goes first (a read moves an entry to the
// back, so a hot page survives a stream of one-off ones). The clock is injectable so tests can
// move time instead of sleeping.

export type Clock = () => number;

let clock: Clock = () => Date.now();

/** Test hook: every isolate memo reads time from here. Returns a function that restores it. */
export function setIsolateClock(next: Clock): () => void {
  const previous = clock;
  clock = next;
  return () => {
    clock = previous;
  };
}

export const isolateNow = (): number => clock();

const registry = new Set<IsolateMemo<unknown>>();

/** Test hook: forget everything every isolate memo holds. */
export function clearIsolateMemos(): void {
  for (const memo of registry) memo.clear();
}

export interface IsolateMemoStats {
  name: string;
  entries: number;
  bytes: number;
  maxEntries: number;
  maxBytes: number | null;
  ttlMs: number;
}

/** Every named memo's caps and what it holds now. */
export function isolateMemoStats(): IsolateMemoStats[] {
  return [...registry].flatMap((memo) => {
    const stats = memo.stats();
    return stats ? [stats] : [];
  });
}

interface Entry<V> {
  value: V;
  until: number;
  size: number;
  storedAt: number;
}

export interface IsolateMemoOptions<V> {
  /** Named memos are listed by isolateMemoStats() (the bench prints the caps in force). */
  name?: string;
  maxEntries: number;
  ttlMs: number;
  maxBytes?: number;
  sizeOf?: (value: V) => number;
}

export class IsolateMemo<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #options: IsolateMemoOptions<V>;
  #bytes = 0;

  constructor(options: IsolateMemoOptions<V>) {
    this.#options = options;
    registry.add(this as IsolateMemo<unknown>);
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    return this.getWithAge(key)?.value;
  }

  /** The value and how long ago it was stored (for callers that refresh before the TTL ends). */
  getWithAge(key: string): { value: V; ageMs: number } | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const now = clock();
    if (entry.until <= now) {
      this.delete(key);
      return undefined;
    }
    // Least recently used order: Map keeps insertion order, so a read re-inserts at the back.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return { value: entry.value, ageMs: now - entry.storedAt };
  }

  stats(): IsolateMemoStats | null {
    const { name, maxEntries, maxBytes, ttlMs } = this.#options;
    if (name === undefined) return null;
    return { name, entries: this.size, bytes: this.#bytes, maxEntries, maxBytes: maxBytes ?? null, ttlMs };
  }

  /** The keys from the least to the most recently used (tests check the eviction order). */
  keys(): string[] {
    return [...this.#entries.keys()];
  }

  /** `size` overrides sizeOf (for a caller that knows the size already). */
  set(key: string, value: V, ttlMs = this.#options.ttlMs, size = this.#options.sizeOf?.(value) ?? 0): void {
    const { maxBytes, maxEntries } = this.#options;
    if (maxBytes !== undefined && size > maxBytes) return; // too big to keep at all
    this.delete(key);
    while (
      this.#entries.size > 0 &&
      (this.#entries.size >= maxEntries || (maxBytes !== undefined && this.#bytes + size > maxBytes))
    ) {
      this.delete(this.#entries.keys().next().value as string);
    }
    const now = clock();
    this.#entries.set(key, { value, until: now + ttlMs, size, storedAt: now });
    this.#bytes += size;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#bytes -= entry.size;
    this.#entries.delete(key);
  }

  /** Drops every entry whose value matches (e.g. all the hosts of one site). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.#entries) if (matches(entry.value)) this.delete(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
