import { PROGRESS_EVENT, dispatchIslandEvent } from '../src/ui/islands/island-events.ts';
import type { ProgressDetail, ProgressState } from '../src/ui/islands/island-events.ts';

// Drives the ProgressBar island from client code: trackProgress(fetch(...)) shows the bar
// while the request runs and a failure if it fails, but not if it was cancelled.

export function progress(state: ProgressState, target: EventTarget = window): void {
  dispatchIslandEvent<ProgressDetail>(PROGRESS_EVENT, { state }, target);
}

export function isCancel(error: unknown): boolean {
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
