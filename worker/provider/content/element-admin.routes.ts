import { createRoute, z } from '@hono/zod-openapi';
import { parseListQuery } from '../../../src/domain/shared/list-query';
import { safeImageSrc, sanitizeRichText } from '../../../src/domain/shared/rich-text';
import { ok } from '../../../src/schema/shared/envelope';
import {
  elementListSchema,
  elementListWriteSchema,
  elementPageSchema,
  elementSchema,
  elementWriteSchema,
  registrationSchemaForAdmin,
  type ElementWrite,
} from '../../../src/schema/content/element';
import { requireAdmin } from '../../auth/current-member';
import { publishContentVersion } from '../../cache/content-version';
import { AppError, badRequest, notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { jsonOnly } from '../../openapi/json-body';
import { listQueryParams } from '../../openapi/list-query-params';
import { errorResponses, jsonBody, okJson, signedIn, siteHeaders } from '../../openapi/responses';
import { providerRouter } from '../../openapi/router';
import type { AppEnv } from '../../http/app-env';
import type { Context } from 'hono';
import {
  deleteElement,
  deleteElementList,
  elementListSpec,
  findElement,
  findElementListById,
  insertElement,
  insertElementList,
  listElementLists,
  listElements,
  listRegistrations,
  updateElement,
  updateElementList,
} from './element.repository';
import { listQuerySql } from '../shared/list-query-sql';
import { patchUpdate } from '../shared/patch-update';

// Admin calls for element lists, their elements and registrations (/api/admin/element/…):
// ADMIN and SUPER_ADMIN of the site only, the same zod schemas as the public side, and every
// write bumps the content version in its own transaction.

const TAG = 'Administration : listes d’éléments';
const UNKNOWN_LIST = "Cette liste n'existe pas.";
const UNKNOWN_ELEMENT = "Cet élément n'existe pas.";
const TAKEN = 'Une autre liste utilise déjà cette route ou ces chemins.';

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
/** The element list of the path, read on this site only, or null. */
async function storedList(c: Context<AppEnv>) {
  const id = parseId(c.req.param('listId') ?? '');
  return id === null ? null : findElementListById(c.env.DB, c.var.site.id, id);
}

/** A list as its update body writes it, for PATCH semantics (patchUpdate). */
async function storedListInput(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const list = await storedList(c);
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
  const list = await storedList(c);
  const id = parseId(c.req.param('elementId') ?? '');
  const element =
    list && id !== null
      ? await findElement(c.env.DB, c.var.site.id, list.id, id, { includeHidden: true })
      : null;
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

async function listOr404(db: D1Database, siteId: number, raw: string) {
  const id = parseId(raw);
  const list = id === null ? null : await findElementListById(db, siteId, id);
  if (!list) throw notFound(UNKNOWN_LIST);
  return list;
}

async function elementOr404(db: D1Database, siteId: number, rawList: string, rawElement: string) {
  const list = await listOr404(db, siteId, rawList);
  const id = parseId(rawElement);
  const element = id === null ? null : await findElement(db, siteId, list.id, id, { includeHidden: true });
  if (!element) throw notFound(UNKNOWN_ELEMENT);
  return { list, element };
}

/** Rich text is sanitised on write (and again on render); an image must be a safe source. */
function cleanElement(input: ElementWrite): ElementWrite {
  if (input.image && safeImageSrc(input.image.src) === null) {
    const message = "L'image doit être une adresse http(s) ou un chemin du site.";
    throw badRequest(message, { 'image.src': message });
  }
  return { ...input, body: sanitizeRichText(input.body) };
}

/** A UNIQUE violation (route or paths already used) is the owner's to fix: 409. */
async function unlessTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (String(error).includes('UNIQUE constraint failed')) throw new AppError(409, TAKEN);
    throw error;
  }
}

export const elementAdminRoutes = providerRouter()
  .openapi(listListsRoute, async (c) => c.json(ok(await listElementLists(c.env.DB, c.var.site.id)), 200))
  .openapi(createListRoute, async (c) => {
    const siteId = c.var.site.id;
    const { list, version } = await unlessTaken(() =>
      insertElementList(c.env.DB, siteId, c.req.valid('json')),
    );
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(list, 'Liste créée.'), 201);
  })
  .openapi(getListRoute, async (c) =>
    c.json(ok(await listOr404(c.env.DB, c.var.site.id, c.req.valid('param').listId)), 200),
  )
  .openapi(updateListRoute, async (c) => {
    const siteId = c.var.site.id;
    const existing = await listOr404(c.env.DB, siteId, c.req.valid('param').listId);
    const { list, version } = await unlessTaken(() =>
      updateElementList(c.env.DB, siteId, existing.id, c.req.valid('json')),
    );
    if (!list) throw notFound(UNKNOWN_LIST);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok(list, 'Liste enregistrée.'), 200);
  })
  .openapi(deleteListRoute, async (c) => {
    const siteId = c.var.site.id;
    const list = await listOr404(c.env.DB, siteId, c.req.valid('param').listId);
    const version = await deleteElementList(c.env.DB, siteId, list.id);
    if (version === null) throw notFound(UNKNOWN_LIST);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok({ id: list.id }, 'Liste supprimée.'), 200);
  })
  .openapi(listItemsRoute, async (c) => {
    const siteId = c.var.site.id;
    const list = await listOr404(c.env.DB, siteId, c.req.valid('param').listId);
    const sql = listQuerySql(
      parseListQuery(new URL(c.req.url).searchParams, elementListSpec),
      elementListSpec,
    );
    return c.json(ok(await listElements(c.env.DB, siteId, list.id, sql, { includeHidden: true })), 200);
  })
  .openapi(createItemRoute, async (c) => {
    const siteId = c.var.site.id;
    const list = await listOr404(c.env.DB, siteId, c.req.valid('param').listId);
    const { id, version } = await insertElement(c.env.DB, siteId, list.id, cleanElement(c.req.valid('json')));
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    const element = await findElement(c.env.DB, siteId, list.id, id, { includeHidden: true });
    if (!element) throw new Error('element created but not found');
    return c.json(ok(element, 'Élément créé.'), 201);
  })
  .openapi(getItemRoute, async (c) => {
    const params = c.req.valid('param');
    const { element } = await elementOr404(c.env.DB, c.var.site.id, params.listId, params.elementId);
    return c.json(ok(element), 200);
  })
  .openapi(updateItemRoute, async (c) => {
    const siteId = c.var.site.id;
    const params = c.req.valid('param');
    const { list, element } = await elementOr404(c.env.DB, siteId, params.listId, params.elementId);
    const version = await updateElement(
      c.env.DB,
      siteId,
      list.id,
      element.id,
      cleanElement(c.req.valid('json')),
    );
    if (version === null) throw notFound(UNKNOWN_ELEMENT);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    const saved = await findElement(c.env.DB, siteId, list.id, element.id, { includeHidden: true });
    if (!saved) throw notFound(UNKNOWN_ELEMENT);
    return c.json(ok(saved, 'Élément enregistré.'), 200);
  })
  .openapi(deleteItemRoute, async (c) => {
    const siteId = c.var.site.id;
    const params = c.req.valid('param');
    const { list, element } = await elementOr404(c.env.DB, siteId, params.listId, params.elementId);
    const version = await deleteElement(c.env.DB, siteId, list.id, element.id);
    if (version === null) throw notFound(UNKNOWN_ELEMENT);
    await publishContentVersion(c.env, siteId, version, c.var.requestId);
    return c.json(ok({ id: element.id }, 'Élément supprimé.'), 200);
  })
  .openapi(registrationsRoute, async (c) => {
    const siteId = c.var.site.id;
    const params = c.req.valid('param');
    const { element } = await elementOr404(c.env.DB, siteId, params.listId, params.elementId);
    return c.json(ok(await listRegistrations(c.env.DB, siteId, element.id)), 200);
  });
