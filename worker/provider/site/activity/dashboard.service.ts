import { PARIS_TIME_ZONE } from '../../../../src/domain/delivery/collect-slots';
import {
  lastParisDays,
  parisDayStart,
  sqliteDateTime,
  sumByParisDay,
  sumByParisDayAndKey,
} from '../../../../src/domain/site/dashboard-days';
import type { Dashboard, DashboardDay } from '../../../../src/schema/site/dashboard';
import type { PageViews } from '../../../../src/schema/site/page-views';
import type { ServiceContext } from '../../shared/service-context';
import { dashboardRows, type DashboardRows } from './dashboard-admin.repository';
import { pageViewsOf } from './page-view.repository';

// The owner's dashboard figures for the last N Paris days of the site: campaign visits (?from=)
// by source, paid orders and revenue on a shop, contact messages with the period's totals; and
// the storefront's page views, most viewed pages and sources.

/** Folds the hourly rows into the Paris days, and adds the totals. */
function dashboardOf(dates: string[], rows: DashboardRows): Dashboard {
  const visits = sumByParisDay(dates, rows.visits);
  const bySource = sumByParisDayAndKey(dates, rows.visits);
  const messages = sumByParisDay(dates, rows.messages);
  const orders = rows.orders ? sumByParisDay(dates, rows.orders) : null;
  const days: DashboardDay[] = dates.map((date) => ({
    date,
    visits: visits.get(date)?.n ?? 0,
    visitsBySource: bySource.get(date) ?? {},
    messages: messages.get(date)?.n ?? 0,
    ...(orders ? { orders: orders.get(date)?.n ?? 0, revenueCents: orders.get(date)?.cents ?? 0 } : {}),
  }));
  const totalBySource: Record<string, number> = {};
  for (const day of days)
    for (const [source, n] of Object.entries(day.visitsBySource))
      totalBySource[source] = (totalBySource[source] ?? 0) + n;
  const sum = (pick: (day: DashboardDay) => number | undefined) =>
    days.reduce((total, day) => total + (pick(day) ?? 0), 0);
  return {
    days,
    totals: {
      visits: sum((day) => day.visits),
      visitsBySource: totalBySource,
      messages: sum((day) => day.messages),
      ...(orders ? { orders: sum((day) => day.orders), revenueCents: sum((day) => day.revenueCents) } : {}),
    },
    timeZone: PARIS_TIME_ZONE,
  };
}

/** The dashboard of the last `days` Paris days, today included. */
export async function ownerDashboard(ctx: ServiceContext, days: number): Promise<Dashboard> {
  const dates = lastParisDays(new Date(), days);
  const start = parisDayStart(dates[0] ?? '');
  const rows = await dashboardRows(
    ctx.db,
    ctx.site.id,
    { text: sqliteDateTime(start), unix: Math.floor(start.getTime() / 1000) },
    ctx.site.isECommerce,
  );
  return dashboardOf(dates, rows);
}

/** The storefront's page views of the last `days` Paris days. */
export async function ownerPageViews(ctx: ServiceContext, days: number): Promise<PageViews> {
  const dates = lastParisDays(new Date(), days);
  const since = sqliteDateTime(parisDayStart(dates[0] ?? ''));
  const views = await pageViewsOf(ctx.db, ctx.site.id, dates, since);
  return { ...views, timeZone: PARIS_TIME_ZONE };
}
