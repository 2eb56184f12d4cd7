import {
  hourOf,
  ROUTE_ERRORS_KEPT_SECONDS,
  RouteErrorTally,
  type LogHost,
} from '../../../../src/domain/site/route-error-tally';
import type { LogListener } from '../../../http/request-log';
import { backgroundOf } from '../../../http/wait-until';
import { addRouteErrors } from './route-errors.repository';

// The request log's error counters (worker/http/request-log.ts calls countAnswer for every
// answer): a 5xx is counted in this isolate, and the counts waiting are added to D1 at most
// once per flush window (src/domain/site/route-error-tally.ts), after the answer (waitUntil).

const tally = new RouteErrorTally();

interface AnsweredRequest {
  host: LogHost;
  route: string;
  status: number;
}

/**
 * Counts a 5xx answer; adds what waits when the window allows. `background` is the request's
 * waitUntil (undefined: the write is awaited by no one, its failure only logged).
 */
function countAnswer(
  db: D1Database,
  answered: AnsweredRequest,
  background: ((promise: Promise<unknown>) => void) | undefined,
  now = Date.now(),
): void {
  if (answered.status >= 500) tally.note(answered.host, answered.route, now);
  const counts = tally.take(now);
  if (counts.length === 0) return;
  const write = addRouteErrors(db, counts, hourOf(now) - ROUTE_ERRORS_KEPT_SECONDS).catch(
    (error: unknown) => {
      // D1 not answering is often why the 5xx happened: the counts wait for the next window.
      tally.giveBack(counts);
      console.warn(JSON.stringify({ event: 'route-errors.write-failed', error: String(error) }));
    },
  );
  if (background) background(write);
  else void write;
}

/** Adds the counts this isolate holds now, whatever the window: the health report reads them. */
export async function flushRouteErrors(db: D1Database, now = Date.now()): Promise<void> {
  const counts = tally.take(now, true);
  if (counts.length === 0) return;
  try {
    await addRouteErrors(db, counts, hourOf(now) - ROUTE_ERRORS_KEPT_SECONDS);
  } catch (error) {
    tally.giveBack(counts);
    throw error;
  }
}

/** The request log's listener on both hosts (worker/index.ts, worker/admin-host/app.ts). */
export const countRouteErrors: LogListener = (c, line) => countAnswer(c.env.DB, line, backgroundOf(c));
