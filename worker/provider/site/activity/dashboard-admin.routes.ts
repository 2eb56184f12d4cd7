import { createRoute, z } from '@hono/zod-openapi';
import {
  lastParisDays,
  parisDayStart,
  sqliteDateTime,
  sumByParisDay,
  sumByParisDayAndKey,
} from '../../../../src/domain/dashboard-days';
import { PARIS_TIME_ZONE } from '../../../../src/domain/collect-slots';
import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  dashboardSchema,
  type Dashboard,
  type DashboardDay,
} from '../../../../src/schema/dashboard';
import { ok } from '../../../../src/schema/envelope';
import { requireAdmin } from '../../../auth/current-member';
import { errorResponses, okJson, signedIn, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { dashboardRows, type DashboardRows } from './dashboard-admin.repository';

// The owner's dashboard: what happened on the site each day of the last N days, on
// Paris clocks — campaign visits (?from=) by source, paid orders and revenue on a shop,
// contact messages — with the period's totals. The numbers behind the panel's charts.

const DAYS_MESSAGE = `Le nombre de jours est un entier de 1 à ${DASHBOARD_MAX_DAYS}.`;

const dashboardRoute = createRoute({
  operationId: 'getAdminDashboard',
  method: 'get',
  path: '/admin/dashboard',
  tags: ['Administration du tableau de bord'],
  summary: 'Visites, commandes et messages par jour',
  description:
    'Par jour (fuseau Europe/Paris), des plus anciens à aujourd’hui : visites par source (`?from=`), commandes payées et chiffre d’affaires en centimes (sites marchands seulement), messages reçus ; et les totaux de la période.',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: {
    headers: siteHeaders,
    query: z.object({
      days: z.coerce
        .number({ message: DAYS_MESSAGE })
        .int({ message: DAYS_MESSAGE })
        .min(1, { message: DAYS_MESSAGE })
        .max(DASHBOARD_MAX_DAYS, { message: DAYS_MESSAGE })
        .default(DASHBOARD_DEFAULT_DAYS)
        .meta({
          description: `Nombre de jours, aujourd’hui compris (1 à ${DASHBOARD_MAX_DAYS}).`,
          example: 30,
        }),
    }),
  },
  responses: {
    200: okJson(dashboardSchema, 'Les séries par jour et les totaux.'),
    ...errorResponses(400, 401, 403),
  },
});

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

export const dashboardAdminRoutes = providerRouter().openapi(dashboardRoute, async (c) => {
  const dates = lastParisDays(new Date(), c.req.valid('query').days);
  const start = parisDayStart(dates[0] ?? '');
  const rows = await dashboardRows(
    c.env.DB,
    c.var.site.id,
    { text: sqliteDateTime(start), unix: Math.floor(start.getTime() / 1000) },
    c.var.site.isECommerce,
  );
  return c.json(ok(dashboardOf(dates, rows)), 200);
});
