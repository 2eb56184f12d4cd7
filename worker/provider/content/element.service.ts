import type { ListQuery } from '../../../src/domain/shared/list-query';
import type { Element, ElementDetail, ElementList, ElementPage } from '../../../src/schema/content/element';
import { notFound } from '../../errors';
import { parseId } from '../../http/ids';
import { listQuerySql } from '../shared/list-query-sql';
import type { ServiceContext } from '../shared/service-context';
import { overlayTranslations } from '../translation/public';
import {
  elementListIdOf,
  elementListSpec,
  findElement,
  findElementList,
  findElementListById,
  listElementLists,
  listElements,
} from './element.repository';

/** The list's query: what may be sorted and filtered (the routes document it). */
export { elementListSpec };

// In a non-default locale, only the lists and elements translated there exist.

const UNKNOWN_LIST = "Cette liste n'existe pas.";
const UNKNOWN_ELEMENT = "Cet élément n'existe pas.";

/** The site's element lists and their public paths (keyList, keyElem). */
export function elementLists(ctx: ServiceContext): Promise<ElementList[]> {
  return listElementLists(ctx.db, ctx.site.id, ctx.scope);
}

/** A page of a list's visible elements. */
export async function elements(ctx: ServiceContext, route: string, query: ListQuery): Promise<ElementPage> {
  const list = await findElementList(ctx.db, ctx.site.id, route, ctx.scope);
  if (!list) throw notFound(UNKNOWN_LIST);
  const sql = listQuerySql(query, elementListSpec);
  return listElements(ctx.db, ctx.site.id, list.id, sql, { includeHidden: false, scope: ctx.scope });
}

/** A visible element of a list, and the list: both or a 404. */
export async function visibleElement(
  ctx: ServiceContext,
  route: string,
  rawId: string,
): Promise<{ list: ElementList; element: Element }> {
  const list = await findElementList(ctx.db, ctx.site.id, route, ctx.scope);
  if (!list) throw notFound(UNKNOWN_LIST);
  const id = parseId(rawId);
  const element =
    id === null
      ? null
      : await findElement(ctx.db, ctx.site.id, list.id, id, { includeHidden: false, scope: ctx.scope });
  if (!element) throw notFound(UNKNOWN_ELEMENT);
  return { list, element };
}

/** One element with its versions in the other languages (an element's URL has no slug: its id). */
export async function element(ctx: ServiceContext, route: string, rawId: string): Promise<ElementDetail> {
  const { element: found } = await visibleElement(ctx, route, rawId);
  const translations = await overlayTranslations(
    ctx.db,
    ctx.site.id,
    'element',
    found.id,
    ctx.scope,
    String(found.id),
  );
  return { ...found, translations };
}

/**
 * An element, shown or not, with a draft's fields over it, and its list: what its page will
 * show once the draft is published (a shared preview). Null when it no longer exists.
 */
export async function elementPreview(
  ctx: ServiceContext,
  id: number,
  draft: Pick<
    Element,
    'title' | 'summary' | 'body' | 'image' | 'startsAt' | 'durationMinutes' | 'location' | 'price'
  >,
): Promise<{ list: ElementList; element: Element } | null> {
  const listId = await elementListIdOf(ctx.db, ctx.site.id, id);
  if (listId === null) return null;
  const list = await findElementListById(ctx.db, ctx.site.id, listId);
  const found = await findElement(ctx.db, ctx.site.id, listId, id, { includeHidden: true });
  if (!list || !found) return null;
  return { list, element: { ...found, ...draft } };
}
