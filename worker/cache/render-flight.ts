import type { CachedPage } from './html-cache';

// Single flight per HTML cache key in this isolate (issue 22): while a page is being rendered
// (a visitor's MISS, a STALE refresh, the preparation after a write), another MISS of the same
// key waits for that render instead of starting its own. Only the rendered page travels between
// requests (status, headers, an ArrayBuffer: no stream or other I/O object of the rendering
// request); workerd resumes each waiter in its own request context.
//
// A render that fails, or whose page is not storable, settles with null: every waiter then
// renders for itself, so one failure is never replayed to others. A waiter gives up after
// JOIN_TIMEOUT_MS (a render whose request was cancelled may never settle) and renders itself.

export const JOIN_TIMEOUT_MS = 5_000;

interface Flight {
  promise: Promise<CachedPage | null>;
  resolve: (page: CachedPage | null) => void;
}

const flights = new Map<string, Flight>();

/** The render of `key` in flight in this isolate, to wait for; null when there is none. */
export function joinRender(key: string): Promise<CachedPage | null> | null {
  const flight = flights.get(key);
  if (!flight) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), JOIN_TIMEOUT_MS);
  });
  return Promise.race([flight.promise, gaveUp]).finally(() => clearTimeout(timer));
}

export interface RenderFlight {
  /** Hands the stored page (or null: failed, not storable) to the waiters; once. */
  settle: (page: CachedPage | null) => void;
}

/** Marks `key` as being rendered by the caller, who must settle it. */
export function startRender(key: string): RenderFlight {
  let resolve: (page: CachedPage | null) => void = () => undefined;
  const promise = new Promise<CachedPage | null>((done) => {
    resolve = done;
  });
  const flight: Flight = { promise, resolve };
  flights.set(key, flight);
  let settled = false;
  return {
    settle: (page) => {
      if (settled) return;
      settled = true;
      // A later render of the key may have replaced this one (after a join gave up).
      if (flights.get(key) === flight) flights.delete(key);
      flight.resolve(page);
    },
  };
}

/** Renders of this isolate in flight (tests, the bench's figures). */
export const rendersInFlight = (): number => flights.size;
