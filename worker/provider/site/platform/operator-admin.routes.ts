import { passwordProblemFor } from '../../../auth/common-passwords';
import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../../src/schema/shared/envelope';
import { operatorCreateSchema, operatorSchema } from '../../../../src/schema/site/operator';
import { adminActor } from '../../../auth/admin-session';
import { hashPassword } from '../../../auth/password';
import { AppError, notFound } from '../../../errors';
import { parseId } from '../../../http/ids';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { operatorRoute } from './operator-route';
import { createOperator, deleteOperator, listOperators } from './operator.repository';

// The platform's operator accounts: platform accounts, member of no site, signed in
// on the admin host only. Only an operator lists, adds or removes them.

const operatorParams = z.object({
  id: z.string().meta({ type: 'integer', description: "Identifiant de l'opérateur.", example: 1 }),
});
const NO_OPERATOR = "Cet opérateur n'existe pas.";

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
  .openapi(listRoute, async (c) => c.json(ok(await listOperators(c.env.DB)), 200))
  .openapi(createRouteDef, async (c) => {
    const { email, password } = c.req.valid('json');
    const weak = await passwordProblemFor(c.env.ASSETS, password);
    if (weak) throw new AppError(400, weak, { password: weak });
    const created = await createOperator(c.env.DB, email, await hashPassword(password));
    if (!created)
      throw new AppError(409, 'Cette adresse a déjà un compte d’opérateur.', {
        email: 'Cette adresse a déjà un compte d’opérateur.',
      });
    return c.json(ok(created, 'Opérateur ajouté.'), 201);
  })
  .openapi(deleteRoute, async (c) => {
    const id = parseId(c.req.valid('param').id);
    if (id === null) throw notFound(NO_OPERATOR);
    // The platform must never be left without an operator by its last one's mistake.
    if ((await adminActor(c))?.operatorId === id)
      throw new AppError(409, 'Vous ne pouvez pas supprimer votre propre compte d’opérateur.');
    if (!(await deleteOperator(c.env.DB, id))) throw notFound(NO_OPERATOR);
    return c.json(ok({ id }, 'Opérateur retiré.'), 200);
  });
