import { createRoute, z } from '@hono/zod-openapi';
import { ok } from '../../../../src/schema/shared/envelope';
import { visitSchema, visitSourceSchema } from '../../../../src/schema/site/visit';
import { errorResponses, okJson, siteHeaders } from '../../../openapi/responses';
import { providerRouter } from '../../../openapi/router';
import { routeContext } from '../../shared/service-context';
import { logVisit } from './visit.service';

// Spec: GET /site/visit/{id} logs a visit; {id} is the value of the ?from= parameter.
const logRoute = createRoute({
  operationId: 'getSiteVisitBySource',
  security: [],
  method: 'get',
  path: '/visit/{source}',
  tags: ['Site'],
  summary: 'Enregistrer une visite venue d’une campagne (?from=)',
  request: {
    headers: siteHeaders,
    params: z.object({
      source: visitSourceSchema.meta({
        description: 'La valeur du paramètre ?from=.',
        example: 'newsletter',
      }),
    }),
    query: z.object({
      path: z
        .string()
        .optional()
        .meta({ description: 'La page visitée (500 caractères gardés).', example: '/' }),
    }),
  },
  responses: { 201: okJson(visitSchema, 'Visite enregistrée.'), ...errorResponses(400, 429) },
});

export const visitRoutes = providerRouter().openapi(logRoute, async (c) => {
  const source = c.req.valid('param').source;
  const path = c.req.valid('query').path?.slice(0, 500) ?? null;
  const visit = await logVisit(routeContext(c), source, path, c.req.header('cf-connecting-ip'));
  return c.json(ok(visit, 'Visite enregistrée.'), 201);
});
