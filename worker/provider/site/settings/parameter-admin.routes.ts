import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../../src/schema/shared/envelope';
import { parameterSchema } from '../../../../src/schema/site/parameter';
import { requireAdmin } from '../../../auth/current-member';
import { jsonOnly } from '../../../openapi/json-body';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { routeContext } from '../../shared/service-context';
import { updateParameter } from './parameter-admin.service';
import { parameterTypeParams } from './parameter.routes';

const parameterWrite = z.object({ value: z.string({ message: 'La valeur est obligatoire.' }) });

// No patchUpdate: the body is one required value, so nothing can be left out.
const putParameterRoute = createRoute({
  operationId: 'putAdminParameterByType',
  method: 'put',
  path: '/parameter/{type}',
  tags: ['Administration'],
  summary: "Modifier la valeur d'un paramètre",
  description:
    'Réservé aux ADMIN et SUPER_ADMIN du site. La valeur est vérifiée selon le genre du paramètre ' +
    '(BOOLEAN, NUMBER, LINK, STRING, TEXT) ; les réglages d’apparence (ICON_BASE_STYLE, ' +
    'PRODUCTS_PAGE_STYLE, SERVICES_PAGE_STYLE, PRODUCT_DETAIL_PAGE_STYLE) prennent une de leurs valeurs ' +
    'listées ; SENDER_MAIL_NAME tient sur une ligne (120 caractères au plus) et SENDER_MAIL_ADDRESS ' +
    'est une adresse e-mail valide ou vide ; la version de contenu du site est incrémentée.',
  security: signedIn,
  middleware: [requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: parameterTypeParams,
    body: jsonBody(parameterWrite, 'La nouvelle valeur, toujours une chaîne.'),
  },
  responses: {
    200: okJson(parameterSchema.nullable(), 'Le paramètre enregistré.'),
    ...errorResponses(400, 401, 403, 404, 413, 415),
  },
});

export const parameterAdminRoutes = providerRouter()
  // Owners change a setting; the site's content version is bumped in the same transaction.
  .openapi(putParameterRoute, async (c) => {
    const { type } = c.req.valid('param');
    const parameter = await updateParameter(routeContext(c), type, c.req.valid('json').value);
    return c.json(ok(parameter, 'Paramètre enregistré.'), 200);
  });
