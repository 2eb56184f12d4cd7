import { sessionOf, VIEW_PLAN_MAX_READS, type PlannedRead } from './d1-session-database';
import { IsolateMemo } from './isolate-memo';

// The reads each page view made last time it rendered in this isolate (its « view plan »,
// worker/cache/d1-session-database.ts), so the next cold render of the same page runs them all
// in one D1 batch instead of a chain of round trips. Keyed by site, locale and path + query,
// not by content version: after a publish the page mostly reads the same rows again, and what it
// reads differently simply costs its own round trip and is recorded for next time.
//
// LRU, bounded: a plan is a dozen statements of a few hundred bytes (about 6 KB with their
// values); 4,000 plans in at most 16 MB cover the bench's 1,000 sites' home and CMS pages.
// An hour: a plan is only a guess of what a render will read, never an answer.

export const VIEW_PLAN_MAX_ENTRIES = 4_000;
export const VIEW_PLAN_MAX_BYTES = 16 * 1024 * 1024;
export const VIEW_PLAN_TTL_MS = 60 * 60_000;

const plans = new IsolateMemo<PlannedRead[]>({
  name: 'view-plans',
  maxEntries: VIEW_PLAN_MAX_ENTRIES,
  maxBytes: VIEW_PLAN_MAX_BYTES,
  ttlMs: VIEW_PLAN_TTL_MS,
  // Two bytes a character (V8 may keep accented text two-byte), the values as JSON.
  sizeOf: (reads) =>
    reads.reduce((bytes, read) => bytes + 2 * (read.sql.length + JSON.stringify(read.params).length), 0),
});

export const viewPlanKey = (siteId: number, locale: string, pathAndQuery: string): string =>
  `${siteId}|${locale}|${pathAndQuery}`;

/** Before a page view's first read: its plan (when this isolate has one), and record its reads. */
export function beginView(db: D1Database, key: string): void {
  const facade = sessionOf(db);
  if (!facade) return;
  facade.state.plan = plans.get(key) ?? null;
  facade.state.answers = null;
  facade.state.recorded = [];
}

/** After the view: a rendered page that wrote nothing keeps what it read as the plan. */
export function endView(db: D1Database, key: string, rendered: boolean): void {
  const facade = sessionOf(db);
  if (!facade) return;
  const { recorded, wrote } = facade.state;
  if (
    rendered &&
    !wrote &&
    recorded !== null &&
    recorded.length > 0 &&
    recorded.length <= VIEW_PLAN_MAX_READS
  ) {
    plans.set(key, recorded);
  }
  facade.state.recorded = null;
  facade.state.plan = null;
}
