import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../../src/schema/shared/envelope';
import { operatorCreateSchema, operatorSchema } from '../../../../src/schema/site/operator';
import { adminActor } from '../../../auth/admin-session';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { operatorRoute } from './operator-route';
import { routeContext } from '../../shared/service-context';
import { addOperator, operators, removeOperator } from './operator.service';

// The platform's operator accounts (platform accounts, member of no site): the routes that list,
// add and remove them; operator.service.ts holds their rules.

const operatorParams = z.object({
  id: z.string().meta({ type: 'integer', description: "Identifiant de l'opérateur.", example: 1 }),
});

const listRoute = createRoute({
  operationId: 'getAdminPlatformOperator',
  ...operatorRoute('get', '/admin/platform/operator', 'Les opérateurs de la plateforme'),
  request: { headers: siteHeaders },
  responses: { 200: okJson(z.array(operatorSchema), 'Les opérateurs.'), ...errorResponses(401, 403) },
});

const createRouteDef = createRoute({
  operationId: 'postAdminPlatformOperator',
  ...operatorRoute('post', '/admin/platform/operator', 'Ajouter un opérateur de la plateforme'),
  description: 'Le mot de passe suit les règles de l’inscription des membres.',
  request: { headers: siteHeaders, body: jsonBody(operatorCreateSchema, 'Adresse e-mail et mot de passe.') },
  responses: {
    201: okJson(operatorSchema, "L'opérateur ajouté."),
    ...errorResponses(400, 401, 403, 409, 413, 415),
  },
});

const deleteRoute = createRoute({
  operationId: 'deleteAdminPlatformOperatorById',
  ...operatorRoute(
    'delete',
    '/admin/platform/operator/{id}',
    'Retirer un opérateur (ses sessions finissent)',
  ),
  request: { headers: siteHeaders, params: operatorParams },
  responses: {
    200: okJson(z.object({ id: z.number().int() }), "L'opérateur retiré."),
    ...errorResponses(401, 403, 404, 409),
  },
});

export const operatorAdminRoutes = providerRouter()
  .openapi(listRoute, async (c) => c.json(ok(await operators(routeContext(c))), 200))
  .openapi(createRouteDef, async (c) =>
    c.json(ok(await addOperator(routeContext(c), c.req.valid('json')), 'Opérateur ajouté.'), 201),
  )
  .openapi(deleteRoute, async (c) => {
    const acting = (await adminActor(c))?.operatorId ?? null;
    const id = await removeOperator(routeContext(c), c.req.valid('param').id, acting);
    return c.json(ok({ id }, 'Opérateur retiré.'), 200);
  });
