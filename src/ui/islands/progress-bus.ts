import { PROGRESS_EVENT, dispatchIslandEvent } from './island-events.ts';
import type { ProgressDetail, ProgressState } from './island-events.ts';

// Drives the ProgressBar island from client code: trackProgress(fetch(...)) shows the bar
// while the request runs and a failure if it fails, but not if it was cancelled. The bar
// itself routes every same-origin fetch of the page's islands through it (trackedFetch).

function progress(state: ProgressState, target: EventTarget = window): void {
  dispatchIslandEvent<ProgressDetail>(PROGRESS_EVENT, { state }, target);
}

function isCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export async function trackProgress<T>(work: Promise<T>, target: EventTarget = window): Promise<T> {
  progress('start', target);
  try {
    const result = await work;
    progress('done', target);
    return result;
  } catch (error) {
    progress(isCancel(error) ? 'done' : 'fail', target);
    throw error;
  }
}

/**
 * `fetch` with the progress bar (spec: « a progress bar shows during loading and fails on
 * error »; « the loading indicator fails on non-cancel errors »): every request to this site
 * (the islands' API calls and form posts) shows the bar and a network failure shows the
 * failure. Other origins (analytics, a payment provider's script) are left alone: an ad
 * blocker refusing a tracker is not the visitor's page failing.
 */
export function trackedFetch(base: typeof fetch, origin: string, target: EventTarget = window): typeof fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url, origin).origin !== origin) return base(input, init);
    return trackProgress(base(input, init), target);
  };
}
