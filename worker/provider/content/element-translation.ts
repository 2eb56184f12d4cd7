import { sanitizeRichText } from '../../../src/domain/shared/rich-text';
import type { Element, ElementList } from '../../../src/schema/content/element';
import { overlayLocale, overlayValues, type LocaleScope } from '../translation/public';

// Element lists and elements in a non-default locale: each translated field
// replaces the French one. Lists translate their public paths too (keyList, keyElem); the
// API route stays the same in every language.

export async function translateElementLists(
  db: D1Database,
  siteId: number,
  lists: ElementList[],
  scope: LocaleScope | undefined,
): Promise<ElementList[]> {
  if (overlayLocale(scope) === null || lists.length === 0) return lists;
  const values = await overlayValues(
    db,
    siteId,
    'elementList',
    scope,
    lists.map((list) => list.id),
  );
  return lists.map((list) => {
    const own = values.get(list.id) ?? {};
    return {
      ...list,
      title: own.title ?? list.title,
      description: own.description === undefined ? list.description : sanitizeRichText(own.description),
      keyList: own.keyList || list.keyList,
      keyElem: own.keyElem || list.keyElem,
    };
  });
}

export async function translateElements(
  db: D1Database,
  siteId: number,
  elements: Element[],
  scope: LocaleScope | undefined,
): Promise<Element[]> {
  if (overlayLocale(scope) === null || elements.length === 0) return elements;
  const values = await overlayValues(
    db,
    siteId,
    'element',
    scope,
    elements.map((element) => element.id),
  );
  return elements.map((element) => {
    const own = values.get(element.id) ?? {};
    return {
      ...element,
      title: own.title ?? element.title,
      summary: own.summary ?? element.summary,
      body: own.body === undefined ? element.body : sanitizeRichText(own.body),
      location: own.location ?? element.location,
      price: own.priceLabel ?? element.price,
      image:
        element.image && own.imageAlt !== undefined ? { ...element.image, alt: own.imageAlt } : element.image,
    };
  });
}
