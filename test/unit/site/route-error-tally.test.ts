import { describe, expect, it } from 'vitest';
import { FLUSH_WINDOW_MS, OTHER_ROUTES, RouteErrorTally } from '../../../src/domain/site/route-error-tally';

// An isolate's 5xx counts per route name: one write per flush window whatever the number of
// errors, a bounded number of route names, and counts kept when their write failed.

const AT = Date.UTC(2026, 11, 3, 9, 15); // 09:15 UTC
const HOUR = Date.UTC(2026, 11, 3, 9) / 1000;

describe('the route error tally', () => {
  it('adds its first error at once, then at most once per window', () => {
    const tally = new RouteErrorTally();
    tally.note('site', 'page:product', AT);
    expect(tally.take(AT)).toEqual([{ host: 'site', route: 'page:product', hour: HOUR, count: 1 }]);
    for (let index = 0; index < 50; index += 1) tally.note('site', 'page:product', AT + 100 + index);
    tally.note('admin', '/api/admin/orders', AT + 200);
    expect(tally.take(AT + 1000)).toEqual([]);
    expect(tally.take(AT + FLUSH_WINDOW_MS)).toEqual([
      { host: 'site', route: 'page:product', hour: HOUR, count: 50 },
      { host: 'admin', route: '/api/admin/orders', hour: HOUR, count: 1 },
    ]);
    expect(tally.take(AT + 3 * FLUSH_WINDOW_MS)).toEqual([]);
  });

  it('holds a bounded number of routes, counts by hour, and takes back a failed write', () => {
    const tally = new RouteErrorTally();
    for (let index = 0; index < 150; index += 1) tally.note('site', `/api/route-${index}`, AT);
    const counts = tally.take(AT);
    expect(counts).toHaveLength(100);
    expect(counts.find((entry) => entry.route === OTHER_ROUTES)).toEqual({
      host: 'site',
      route: OTHER_ROUTES,
      hour: HOUR,
      count: 51, // /api/route-99 and after
    });
    tally.giveBack(counts);
    tally.note('site', OTHER_ROUTES, AT);
    // The next hour counts apart; the map being full, a new name goes among the others.
    tally.note('site', '/api/route-0', AT + 3_600_000);
    const again = tally.take(AT + 3_600_000 + FLUSH_WINDOW_MS);
    expect(again.find((entry) => entry.hour === HOUR + 3600)).toMatchObject({
      route: OTHER_ROUTES,
      count: 1,
    });
    expect(again.find((entry) => entry.route === OTHER_ROUTES)?.count).toBe(52);
    expect(again.reduce((sum, entry) => sum + entry.count, 0)).toBe(152);
    expect(again).toHaveLength(101);
  });

  it('gives what waits inside the window when asked whatever the window (the health report)', () => {
    const tally = new RouteErrorTally();
    tally.note('site', '/api/message', AT);
    expect(tally.take(AT)).toHaveLength(1);
    tally.note('admin', '/api/admin/page', AT + 1_000);
    expect(tally.take(AT + 1_000)).toEqual([]); // too soon after the last flush
    expect(tally.take(AT + 1_000, true)).toEqual([
      { host: 'admin', route: '/api/admin/page', hour: HOUR, count: 1 },
    ]);
    expect(tally.take(AT + 2_000, true)).toEqual([]);
  });
});
