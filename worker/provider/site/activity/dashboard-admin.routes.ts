import { createRoute, z } from '@hono/zod-openapi';
import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  dashboardSchema,
} from '../../../../src/schema/site/dashboard';
import { ok } from '../../../../src/schema/shared/envelope';
import { requireAdmin } from '../../../auth/current-member';
import { errorResponses, okJson, signedIn, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { routeContext } from '../../shared/service-context';
import { ownerDashboard } from './dashboard.service';

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

export const dashboardAdminRoutes = providerRouter().openapi(dashboardRoute, async (c) =>
  c.json(ok(await ownerDashboard(routeContext(c), c.req.valid('query').days)), 200),
);
