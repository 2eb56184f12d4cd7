import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import { ok } from '../../../src/schema/shared/envelope';
import {
  elementListSchema,
  elementListWriteSchema,
  elementPageSchema,
  elementSchema,
  elementWriteSchema,
  registrationSchemaForAdmin,
} from '../../../src/schema/content/element';
import { requireAdmin } from '../../auth/current-member';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';
import { patchUpdate } from '../shared/patch-update';
import { routeContext } from '../shared/service-context';
import {
  adminElementLists,
  adminElements,
  createElement,
  createElementList,
  deleteAdminElement,
  deleteAdminElementList,
  elementOr404,
  elementRegistrations,
  listOr404,
  storedElement,
  storedList,
  updateAdminElement,
  updateAdminElementList,
} from './element-admin.service';
import { elementListSpec } from './element.service';

// Admin calls for element lists, their elements and registrations (/api/admin/element/…,
// element-admin.service.ts): ADMIN and SUPER_ADMIN of the site only, the same zod schemas as
// the public side.

const TAG = 'Administration : listes d’éléments';

const listId = z.string().meta({ type: 'integer', description: 'Identifiant de la liste.', example: 1 });
const elementId = z.string().meta({ type: 'integer', description: "Identifiant de l'élément.", example: 1 });
const deletedSchema = z.object({ id: z.number().int() });
const writeErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);

function admin<R extends Parameters<typeof createRoute>[0]>(route: R) {
  return createRoute({ ...route, tags: [TAG], security: signedIn });
}

const listListsRoute = admin({
  operationId: 'getAdminElementList',
  method: 'get',
  path: '/list',
  summary: 'Toutes les listes du site',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders },
  responses: { 200: okJson(z.array(elementListSchema), 'Les listes.'), ...errorResponses(401, 403) },
});
const createListRoute = admin({
  operationId: 'postAdminElementList',
  method: 'post',
  path: '/list',
  summary: 'Créer une liste',
  middleware: [requireAdmin, jsonOnly] as const,
  request: { headers: siteHeaders, body: jsonBody(elementListWriteSchema, 'La liste.') },
  responses: { 201: okJson(elementListSchema, 'La liste créée.'), ...writeErrors },
});
const getListRoute = admin({
  operationId: 'getAdminElementListByListId',
  method: 'get',
  path: '/list/{listId}',
  summary: 'Une liste',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: z.object({ listId }) },
  responses: { 200: okJson(elementListSchema, 'La liste.'), ...errorResponses(401, 403, 404) },
});
/** A list as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedListInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const list = await storedList(routeContext(c), c.req.param('listId') ?? '');
  if (!list) return null;
  const { route, keyList, keyElem, title, description } = list;
  return { route, keyList, keyElem, title, description };
}

const updateListRoute = admin({
  operationId: 'putAdminElementListByListId',
  method: 'put',
  path: '/list/{listId}',
  summary: 'Modifier une liste (les champs absents gardent leur valeur)',
  middleware: [requireAdmin, jsonOnly, patchUpdate(storedListInput)] as const,
  request: {
    headers: siteHeaders,
    params: z.object({ listId }),
    body: jsonBody(elementListWriteSchema, 'La liste.'),
  },
  responses: { 200: okJson(elementListSchema, 'La liste enregistrée.'), ...writeErrors },
});
const deleteListRoute = admin({
  operationId: 'deleteAdminElementListByListId',
  method: 'delete',
  path: '/list/{listId}',
  summary: 'Supprimer une liste, ses éléments et leurs inscriptions',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: z.object({ listId }) },
  responses: { 200: okJson(deletedSchema, 'La liste supprimée.'), ...errorResponses(401, 403, 404) },
});
const listItemsRoute = admin({
  operationId: 'getAdminElementListByListIdItem',
  method: 'get',
  path: '/list/{listId}/item',
  summary: "Les éléments d'une liste, masqués compris",
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: z.object({ listId }), query: listQueryParams(elementListSpec) },
  responses: { 200: okJson(elementPageSchema, 'Une page d’éléments.'), ...errorResponses(401, 403, 404) },
});
const createItemRoute = admin({
  operationId: 'postAdminElementListByListIdItem',
  method: 'post',
  path: '/list/{listId}/item',
  summary: 'Créer un élément',
  middleware: [requireAdmin, jsonOnly] as const,
  request: {
    headers: siteHeaders,
    params: z.object({ listId }),
    body: jsonBody(elementWriteSchema, "L'élément ; le texte est nettoyé (HTML autorisé seulement)."),
  },
  responses: { 201: okJson(elementSchema, "L'élément créé."), ...writeErrors },
});
const getItemRoute = admin({
  operationId: 'getAdminElementListByListIdItemByElementId',
  method: 'get',
  path: '/list/{listId}/item/{elementId}',
  summary: 'Un élément, masqué compris',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: z.object({ listId, elementId }) },
  responses: { 200: okJson(elementSchema, "L'élément."), ...errorResponses(401, 403, 404) },
});
/** An element as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedElementInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const element = await storedElement(
    routeContext(c),
    c.req.param('listId') ?? '',
    c.req.param('elementId') ?? '',
  );
  if (!element) return null;
  const { title, summary, body, image, startsAt, durationMinutes, location, price, capacity } = element;
  return {
    title,
    summary,
    body,
    image,
    startsAt,
    durationMinutes,
    location,
    price,
    capacity,
    isValid: element.isValid,
    position: element.position,
  };
}

const updateItemRoute = admin({
  operationId: 'putAdminElementListByListIdItemByElementId',
  method: 'put',
  path: '/list/{listId}/item/{elementId}',
  summary: 'Modifier un élément (les champs absents gardent leur valeur)',
  middleware: [requireAdmin, jsonOnly, patchUpdate(storedElementInput)] as const,
  request: {
    headers: siteHeaders,
    params: z.object({ listId, elementId }),
    body: jsonBody(elementWriteSchema, "L'élément."),
  },
  responses: { 200: okJson(elementSchema, "L'élément enregistré."), ...writeErrors },
});
const deleteItemRoute = admin({
  operationId: 'deleteAdminElementListByListIdItemByElementId',
  method: 'delete',
  path: '/list/{listId}/item/{elementId}',
  summary: 'Supprimer un élément et ses inscriptions',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: z.object({ listId, elementId }) },
  responses: { 200: okJson(deletedSchema, "L'élément supprimé."), ...errorResponses(401, 403, 404) },
});
const registrationsRoute = admin({
  operationId: 'getAdminElementListByListIdItemByElementIdRegistration',
  method: 'get',
  path: '/list/{listId}/item/{elementId}/registration',
  summary: 'Les inscriptions à un élément',
  middleware: [requireAdmin] as const,
  request: { headers: siteHeaders, params: z.object({ listId, elementId }) },
  responses: {
    200: okJson(z.array(registrationSchemaForAdmin), 'Les inscriptions, dans leur ordre d’arrivée.'),
    ...errorResponses(401, 403, 404),
  },
});

export const elementAdminRoutes = providerRouter()
  .openapi(listListsRoute, async (c) => c.json(ok(await adminElementLists(routeContext(c))), 200))
  .openapi(createListRoute, async (c) => {
    const list = await createElementList(routeContext(c), c.req.valid('json'));
    return c.json(ok(list, 'Liste créée.'), 201);
  })
  .openapi(getListRoute, async (c) =>
    c.json(ok(await listOr404(routeContext(c), c.req.valid('param').listId)), 200),
  )
  .openapi(updateListRoute, async (c) => {
    const list = await updateAdminElementList(
      routeContext(c),
      c.req.valid('param').listId,
      c.req.valid('json'),
    );
    return c.json(ok(list, 'Liste enregistrée.'), 200);
  })
  .openapi(deleteListRoute, async (c) => {
    const id = await deleteAdminElementList(routeContext(c), c.req.valid('param').listId);
    return c.json(ok({ id }, 'Liste supprimée.'), 200);
  })
  .openapi(listItemsRoute, async (c) => {
    const query = parseListQuery(new URL(c.req.url).searchParams, elementListSpec);
    return c.json(ok(await adminElements(routeContext(c), c.req.valid('param').listId, query)), 200);
  })
  .openapi(createItemRoute, async (c) => {
    const element = await createElement(routeContext(c), c.req.valid('param').listId, c.req.valid('json'));
    return c.json(ok(element, 'Élément créé.'), 201);
  })
  .openapi(getItemRoute, async (c) => {
    const { element } = await elementOr404(routeContext(c), c.req.valid('param'));
    return c.json(ok(element), 200);
  })
  .openapi(updateItemRoute, async (c) => {
    const saved = await updateAdminElement(routeContext(c), c.req.valid('param'), c.req.valid('json'));
    return c.json(ok(saved, 'Élément enregistré.'), 200);
  })
  .openapi(deleteItemRoute, async (c) => {
    const id = await deleteAdminElement(routeContext(c), c.req.valid('param'));
    return c.json(ok({ id }, 'Élément supprimé.'), 200);
  })
  .openapi(registrationsRoute, async (c) =>
    c.json(ok(await elementRegistrations(routeContext(c), c.req.valid('param'))), 200),
  );
