import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import { ok } from '../../../src/schema/shared/envelope';
import {
  elementDetailSchema,
  elementListSchema,
  elementPageSchema,
  registrationResultSchema,
  registrationSchema,
} from '../../../src/schema/content/element';
import { enqueueEmail } from '../../mail/mail-queue';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import { routeContext } from '../shared/service-context';
import { REGISTRATION_RATE_LIMIT, registerVisitor } from './element-registration.service';
import { element, elementListSpec, elementLists, elements, visibleElement } from './element.service';

// Element lists: GET /element/{route}?{query} (items, total; 24 per page),
// GET /element/{route}/{id}, POST /element/{route}/{id}/register.

const REGISTERED = 'Merci, votre inscription est enregistrée. Un e-mail de confirmation va vous être envoyé.';

const routeParam = z.string().meta({ description: 'Route de la liste.', example: 'ateliers' });
const idParam = z.string().meta({ type: 'integer', description: "Identifiant de l'élément.", example: 1 });

const listsRoute = createRoute({
  operationId: 'getElement',
  security: [],
  method: 'get',
  path: '/',
  tags: ['Listes d’éléments'],
  summary: 'Les listes du site et leur correspondance de clés (keyList, keyElem)',
  description:
    'Chaque liste : sa route dans l’API, le chemin public de la liste (keyList) et celui d’un élément (keyElem).',
  request: { headers: siteHeaders },
  responses: { 200: okJson(z.array(elementListSchema), 'Les listes du site.'), ...errorResponses() },
});

const itemsRoute = createRoute({
  operationId: 'getElementByRoute',
  security: [],
  method: 'get',
  path: '/{route}',
  tags: ['Listes d’éléments'],
  summary: "Les éléments d'une liste, paginés (24 par page), triés et filtrés",
  request: {
    headers: siteHeaders,
    params: z.object({ route: routeParam }),
    query: listQueryParams(elementListSpec),
  },
  responses: {
    200: okJson(elementPageSchema, 'Une page d’éléments et leur nombre total.'),
    ...errorResponses(404),
  },
});

const itemRoute = createRoute({
  operationId: 'getElementByRouteById',
  security: [],
  method: 'get',
  path: '/{route}/{id}',
  tags: ['Listes d’éléments'],
  summary: "Un élément d'une liste",
  request: { headers: siteHeaders, params: z.object({ route: routeParam, id: idParam }) },
  responses: {
    200: okJson(elementDetailSchema, "L'élément, ses places restantes et ses autres langues."),
    ...errorResponses(404),
  },
});

const registerRoute = createRoute({
  operationId: 'postElementByRouteByIdRegister',
  security: [],
  method: 'post',
  path: '/{route}/{id}/register',
  tags: ['Listes d’éléments'],
  summary: 'S’inscrire à un élément (un atelier, une visite…)',
  description:
    'Les places demandées sont réservées seulement s’il en reste assez (vérification atomique) ; ' +
    'un e-mail de confirmation part par la file d’envoi. Au plus ' +
    `${REGISTRATION_RATE_LIMIT.limit} inscriptions par expéditeur et par site en ` +
    `${REGISTRATION_RATE_LIMIT.windowSeconds / 60} minutes. Le champ \`website\` est un piège à robots.`,
  middleware: [jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: z.object({ route: routeParam, id: idParam }),
    body: jsonBody(registrationSchema, 'La personne inscrite et le nombre de places.'),
  },
  responses: {
    201: okJson(registrationResultSchema, 'Inscription enregistrée.'),
    ...errorResponses(400, 404, 409, 413, 415, 429),
  },
});

export const elementRoutes = providerRouter()
  .openapi(listsRoute, async (c) => c.json(ok(await elementLists(routeContext(c))), 200))
  .openapi(itemsRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, elementListSpec);
    return c.json(ok(await elements(routeContext(c), c.req.valid('param').route, query)), 200);
  })
  .openapi(itemRoute, async (c) => {
    const { route, id } = c.req.valid('param');
    return c.json(ok(await element(routeContext(c), route, id)), 200);
  })
  .openapi(registerRoute, async (c) => {
    const { route, id } = c.req.valid('param');
    const { list, element } = await visibleElement(routeContext(c), route, id);
    const { website, ...input } = c.req.valid('json');
    if (website && website.trim() !== '') {
      return c.json(ok({ id: 0, seats: input.seats, placesLeft: element.placesLeft }, REGISTERED), 201);
    }
    const registration = {
      firstname: input.firstname,
      lastname: input.lastname,
      email: input.email.toLowerCase(),
      phone: input.phone ?? null,
      seats: input.seats,
      message: input.message,
    };
    const ctx = routeContext(c);
    const outcome = await registerVisitor(ctx, list, element, registration, c.req.header('cf-connecting-ip'));
    if (outcome.outboxId !== null) enqueueEmail(c, { siteId: ctx.site.id, outboxId: outcome.outboxId });
    return c.json(
      ok({ id: outcome.id, seats: registration.seats, placesLeft: outcome.placesLeft }, REGISTERED),
      201,
    );
  });
