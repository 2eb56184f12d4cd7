import type { CachedPage } from './html-cache';

// Single flight per HTML cache key in this isolate: while a page is being rendered
// (a visitor's MISS, a STALE refresh, the preparation after a write), another MISS of the same
// key waits for that render instead of starting its own. Only the rendered page travels between
// requests (status, headers, an ArrayBuffer: no stream or other I/O object of the rendering
// request).
//
// A waiter does not await a promise the rendering request resolves: workerd delivered such a
// cross-request resolution only once the rendering request's context had finished all its
// work (measured: a visitor joining the preparation after a write waited for all 8 pages it
// prepared, 400–500 ms, instead of its own page's render). It looks at the flight every
// JOIN_POLL_MS on its own timer instead: a few cheap wake-ups while the render runs.
//
// A render that fails, or whose page is not storable, settles with null: every waiter then
// renders for itself, so one failure is never replayed to others. A waiter gives up after
// JOIN_TIMEOUT_MS (a render whose request was cancelled may never settle) and renders itself.

const JOIN_TIMEOUT_MS = 5_000;
const JOIN_POLL_MS = 2;

interface Flight {
  settled: boolean;
  page: CachedPage | null;
}

const flights = new Map<string, Flight>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(flight: Flight): Promise<CachedPage | null> {
  const started = Date.now();
  while (!flight.settled) {
    if (Date.now() - started > JOIN_TIMEOUT_MS) return null;
    await sleep(JOIN_POLL_MS);
  }
  return flight.page;
}

/** Whether `key` is being rendered in this isolate. */
export const renderInFlight = (key: string): boolean => flights.has(key);

/** The render of `key` in flight in this isolate, to wait for; null when there is none. */
export function joinRender(key: string): Promise<CachedPage | null> | null {
  const flight = flights.get(key);
  return flight ? waitFor(flight) : null;
}

export interface RenderFlight {
  /** Hands the stored page (or null: failed, not storable) to the waiters; once. */
  settle: (page: CachedPage | null) => void;
}

/** Marks `key` as being rendered by the caller, who must settle it. */
export function startRender(key: string): RenderFlight {
  const flight: Flight = { settled: false, page: null };
  flights.set(key, flight);
  return {
    settle: (page) => {
      if (flight.settled) return;
      // A later render of the key may have replaced this one (after a join gave up).
      if (flights.get(key) === flight) flights.delete(key);
      flight.page = page;
      flight.settled = true;
    },
  };
}

/** Renders of this isolate in flight (tests, the bench's figures). */
export const rendersInFlight = (): number => flights.size;
