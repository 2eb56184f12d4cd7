import { createRoute } from '@hono/zod-openapi';
import { blankSiteSchema, platformSiteSchema } from '../../src/schema/site/platform';
import { errorResponses, jsonBody, okJson, signedIn } from '../openapi/responses';
import { OPERATOR_TAG } from '../provider/site/public';

// The OpenAPI entry of POST /api/admin/platform/blank-site (integrators saw every
// operator call but this one). The route itself is mounted on the admin host ahead of the
// provider app, because it needs no site (blank-site.routes.ts); the provider app registers this
// description in its document only (worker/provider/app.ts), without a handler.
export const blankSiteRoute = createRoute({
  operationId: 'postAdminPlatformBlankSite',
  method: 'post',
  path: '/admin/platform/blank-site',
  tags: [OPERATOR_TAG],
  summary: 'Créer un site vide sans choisir de site (le premier site d’une plateforme vide)',
  description:
    'Sur l’hôte d’administration seulement, sans en-tête `idSite` : le site reçoit les réglages par ' +
    'défaut, son hôte de développement et, s’il est donné, son hôte de production.',
  security: signedIn,
  request: { body: jsonBody(blankSiteSchema, 'Le nom, les hôtes et le mode construction.') },
  responses: {
    201: okJson(platformSiteSchema, 'Le site créé.'),
    ...errorResponses(400, 401, 403, 409, 413, 415),
  },
});
