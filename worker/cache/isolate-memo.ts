// A size-bounded map with a time to live, for what one isolate keeps in memory between
// requests. Bounded in entries (and optionally bytes) so random hosts, paths or query strings
// cannot grow memory; the oldest entry goes first. The clock is injectable so tests can move
// time instead of sleeping.

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

interface Entry<V> {
  value: V;
  until: number;
  size: number;
}

export interface IsolateMemoOptions<V> {
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
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= clock()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, ttlMs = this.#options.ttlMs): void {
    const size = this.#options.sizeOf?.(value) ?? 0;
    const { maxBytes, maxEntries } = this.#options;
    if (maxBytes !== undefined && size > maxBytes) return; // too big to keep at all
    this.delete(key);
    while (
      this.#entries.size > 0 &&
      (this.#entries.size >= maxEntries || (maxBytes !== undefined && this.#bytes + size > maxBytes))
    ) {
      this.delete(this.#entries.keys().next().value as string);
    }
    this.#entries.set(key, { value, until: clock() + ttlMs, size });
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
