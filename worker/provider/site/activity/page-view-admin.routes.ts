import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../../src/schema/shared/envelope';
import { PAGE_VIEW_PERIODS, pageViewsSchema } from '../../../../src/schema/site/page-views';
import { requireAdmin } from '../../../auth/current-member';
import { errorResponses, okJson, siteHeaders, signedIn } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { routeContext } from '../../shared/service-context';
import { ownerPageViews } from './dashboard.service';

// The storefront's page views for the admin dashboard: per Paris day of the last 7
// or 30 days, the most viewed pages and the sources, of the site the admin session chose.

const PERIOD_MESSAGE = 'La période doit être de 7 ou 30 jours.';

const pageViewsRoute = createRoute({
  method: 'get',
  operationId: 'getAdminDashboardPageViews',
  path: '/admin/dashboard/page-views',
  tags: ['Administration du tableau de bord'],
  summary: 'Pages vues du site par jour, pages les plus vues et sources',
  description:
    'Compteurs anonymes (ni cookie ni donnée personnelle) par jour (fuseau Europe/Paris), page et source : ' +
    'le domaine du site d’où vient le visiteur, sinon "" (accès direct) ; les sources comptent aussi les ' +
    'arrivées par un lien de campagne (`?from=`, qui redirige vers la page sans lui). ' +
    'Les robots, l’API, les fichiers et l’administration ne sont pas comptés.',
  security: signedIn,
  middleware: [requireAdmin] as const,
  request: {
    headers: siteHeaders,
    query: z.object({
      days: z.coerce
        .number({ message: PERIOD_MESSAGE })
        .refine((days) => (PAGE_VIEW_PERIODS as readonly number[]).includes(days), {
          message: PERIOD_MESSAGE,
        })
        .default(30)
        .meta({ description: 'Nombre de jours, aujourd’hui compris : 7 ou 30.', example: 7 }),
    }),
  },
  responses: {
    200: okJson(pageViewsSchema, 'Les pages vues de la période.'),
    ...errorResponses(400, 401, 403),
  },
});

export const pageViewAdminRoutes = providerRouter().openapi(pageViewsRoute, async (c) =>
  c.json(ok(await ownerPageViews(routeContext(c), c.req.valid('query').days)), 200),
);
