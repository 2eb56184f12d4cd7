// Counts of answers in error (HTTP 5xx) per route name, as one isolate gathers them before
// adding them to D1 (table platform_route_errors, read by the operators' health endpoint).
// Writes are bounded: an isolate adds its counts at most once per FLUSH_WINDOW_MS, in one
// batch, however many errors it answered; and it holds at most MAX_ROUTES route names (the
// rest are counted under OTHER_ROUTES), so an error storm costs neither memory nor writes.

export const FLUSH_WINDOW_MS = 10_000;
const MAX_ROUTES = 100;
export const OTHER_ROUTES = '(autres)';
/** Counts older than this are deleted as new ones are added. */
export const ROUTE_ERRORS_KEPT_SECONDS = 2 * 86_400;

export type LogHost = 'admin' | 'site';

export interface RouteErrorCount {
  host: LogHost;
  route: string;
  /** Unix seconds of the hour's start. */
  hour: number;
  count: number;
}

/** The start of the hour holding `at` (unix milliseconds), in unix seconds. */
export const hourOf = (at: number): number => Math.floor(at / 3_600_000) * 3600;

export class RouteErrorTally {
  private pending = new Map<string, RouteErrorCount>();
  private lastFlushAt = Number.NEGATIVE_INFINITY;

  /** One more error of this route at `at` (unix milliseconds). */
  note(host: LogHost, route: string, at: number): void {
    const hour = hourOf(at);
    let key = `${host} ${hour} ${route}`;
    if (route !== OTHER_ROUTES && !this.pending.has(key) && this.pending.size >= MAX_ROUTES - 1) {
      route = OTHER_ROUTES;
      key = `${host} ${hour} ${route}`;
    }
    const entry = this.pending.get(key) ?? { host, route, hour, count: 0 };
    entry.count += 1;
    this.pending.set(key, entry);
  }

  /** The counts to add now (emptied), or [] when none wait or the last flush is too recent
   * (`whatever` takes them anyway: the health report reads what this isolate holds too). */
  take(at: number, whatever = false): RouteErrorCount[] {
    if (this.pending.size === 0 || (!whatever && at - this.lastFlushAt < FLUSH_WINDOW_MS)) return [];
    const counts = [...this.pending.values()];
    this.pending.clear();
    this.lastFlushAt = at;
    return counts;
  }

  /** Counts whose write failed go back, to be added with the next flush. */
  giveBack(counts: readonly RouteErrorCount[]): void {
    for (const count of counts) {
      const key = `${count.host} ${count.hour} ${count.route}`;
      const entry = this.pending.get(key);
      if (entry) entry.count += count.count;
      else if (this.pending.size < MAX_ROUTES) this.pending.set(key, { ...count });
    }
  }
}
