import type { ListQuery } from '../../../src/domain/shared/list-query';
import { safeImageSrc, sanitizeRichText } from '../../../src/domain/shared/rich-text';
import type {
  Element,
  ElementList,
  ElementListWrite,
  ElementPage,
  ElementWrite,
  Registration,
} from '../../../src/schema/content/element';
import { publishContentVersion } from '../../cache/content-version';
import { AppError, badRequest, notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { listQuerySql } from '../shared/list-query-sql';
import type { ServiceContext } from '../shared/service-context';
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

// The owner's element lists, their elements (hidden ones included) and registrations. Every
// write bumps the content version in its own transaction, then publishes it.

const UNKNOWN_LIST = "Cette liste n'existe pas.";
const UNKNOWN_ELEMENT = "Cet élément n'existe pas.";
const TAKEN = 'Une autre liste utilise déjà cette route ou ces chemins.';
const ANY = { includeHidden: true };

const publish = (ctx: ServiceContext, version: number) =>
  publishContentVersion(ctx.env, ctx.site.id, version, ctx.requestId);

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

/** The list of this id (as sent), on this site only; null when none. */
export async function storedList(ctx: ServiceContext, raw: string): Promise<ElementList | null> {
  const id = parseId(raw);
  return id === null ? null : findElementListById(ctx.db, ctx.site.id, id);
}

/** The element of these ids (as sent), hidden or not, in its list; null when none. */
export async function storedElement(
  ctx: ServiceContext,
  rawList: string,
  rawElement: string,
): Promise<Element | null> {
  const list = await storedList(ctx, rawList);
  const id = parseId(rawElement);
  return list && id !== null ? findElement(ctx.db, ctx.site.id, list.id, id, ANY) : null;
}

/** One list, or 404. */
export async function listOr404(ctx: ServiceContext, raw: string): Promise<ElementList> {
  const list = await storedList(ctx, raw);
  if (!list) throw notFound(UNKNOWN_LIST);
  return list;
}

/** One element (hidden or not) and its list, or 404. */
export async function elementOr404(
  ctx: ServiceContext,
  params: { listId: string; elementId: string },
): Promise<{ list: ElementList; element: Element }> {
  const list = await listOr404(ctx, params.listId);
  const id = parseId(params.elementId);
  const element = id === null ? null : await findElement(ctx.db, ctx.site.id, list.id, id, ANY);
  if (!element) throw notFound(UNKNOWN_ELEMENT);
  return { list, element };
}

/** Every list of the site. */
export function adminElementLists(ctx: ServiceContext): Promise<ElementList[]> {
  return listElementLists(ctx.db, ctx.site.id);
}

/** Creates a list; 409 when its route or paths are another list's. */
export async function createElementList(ctx: ServiceContext, input: ElementListWrite): Promise<ElementList> {
  const { list, version } = await unlessTaken(() => insertElementList(ctx.db, ctx.site.id, input));
  await publish(ctx, version);
  return list;
}

/** Rewrites a list, or 404; 409 when its route or paths are another list's. */
export async function updateAdminElementList(
  ctx: ServiceContext,
  raw: string,
  input: ElementListWrite,
): Promise<ElementList> {
  const existing = await listOr404(ctx, raw);
  const { list, version } = await unlessTaken(() =>
    updateElementList(ctx.db, ctx.site.id, existing.id, input),
  );
  if (!list) throw notFound(UNKNOWN_LIST);
  await publish(ctx, version);
  return list;
}

/** Deletes a list, its elements and their registrations, or 404; answers its id. */
export async function deleteAdminElementList(ctx: ServiceContext, raw: string): Promise<number> {
  const list = await listOr404(ctx, raw);
  const version = await deleteElementList(ctx.db, ctx.site.id, list.id);
  if (version === null) throw notFound(UNKNOWN_LIST);
  await publish(ctx, version);
  return list.id;
}

/** A page of a list's elements, hidden ones included, or 404 for the list. */
export async function adminElements(
  ctx: ServiceContext,
  raw: string,
  query: ListQuery,
): Promise<ElementPage> {
  const list = await listOr404(ctx, raw);
  const sql = listQuerySql(query, elementListSpec);
  return listElements(ctx.db, ctx.site.id, list.id, sql, ANY);
}

/** Creates an element in a list (404 for the list). */
export async function createElement(ctx: ServiceContext, raw: string, input: ElementWrite): Promise<Element> {
  const list = await listOr404(ctx, raw);
  const { id, version } = await insertElement(ctx.db, ctx.site.id, list.id, cleanElement(input));
  await publish(ctx, version);
  const element = await findElement(ctx.db, ctx.site.id, list.id, id, ANY);
  if (!element) throw new Error('element created but not found');
  return element;
}

/** Rewrites an element, or 404. */
export async function updateAdminElement(
  ctx: ServiceContext,
  params: { listId: string; elementId: string },
  input: ElementWrite,
): Promise<Element> {
  const { list, element } = await elementOr404(ctx, params);
  const version = await updateElement(ctx.db, ctx.site.id, list.id, element.id, cleanElement(input));
  if (version === null) throw notFound(UNKNOWN_ELEMENT);
  await publish(ctx, version);
  const saved = await findElement(ctx.db, ctx.site.id, list.id, element.id, ANY);
  if (!saved) throw notFound(UNKNOWN_ELEMENT);
  return saved;
}

/** Deletes an element and its registrations, or 404; answers its id. */
export async function deleteAdminElement(
  ctx: ServiceContext,
  params: { listId: string; elementId: string },
): Promise<number> {
  const { list, element } = await elementOr404(ctx, params);
  const version = await deleteElement(ctx.db, ctx.site.id, list.id, element.id);
  if (version === null) throw notFound(UNKNOWN_ELEMENT);
  await publish(ctx, version);
  return element.id;
}

/** An element's registrations in their order of arrival, or 404. */
export async function elementRegistrations(
  ctx: ServiceContext,
  params: { listId: string; elementId: string },
): Promise<Registration[]> {
  const { element } = await elementOr404(ctx, params);
  return listRegistrations(ctx.db, ctx.site.id, element.id);
}
