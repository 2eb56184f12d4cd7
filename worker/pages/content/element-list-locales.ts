import type { Context } from 'hono';
import type { ElementList } from '../../../src/schema/content/element';
import type { AppEnv } from '../../http/app-env';
import { pageDataSource, type PageDataSource } from '../site/site-data';

// Element lists in every locale of the site. A list's keys (keyList, keyElem) may be
// translated through the provider's overlay, and a list exists in a non-default locale only
// once translated there (the provider omits it otherwise). The pages need the other locales'
// lists for two things: hreflang alternates, and redirecting a key spelt in another locale
// (/en/ateliers, the French key) to this locale's (/en/workshops). Each locale's lists come
// through that locale's page-data cache, like the current one's.

interface ListTarget {
  locale: string;
  lists: ElementList[];
}

function listsIn(source: PageDataSource): Promise<ElementList[]> {
  return source.cache.get('element-lists', () => source.shared.elementLists());
}

/** The site's lists per locale; the request's own from what it already read. */
export async function listsOfLocales(
  c: Context<AppEnv>,
  current: ListTarget,
): Promise<Map<string, ElementList[]>> {
  const entries = await Promise.all(
    c.var.site.locales.map(async (locale): Promise<[string, ElementList[]]> => {
      if (locale === current.locale) return [locale, current.lists];
      return [locale, await listsIn(await pageDataSource(c, locale))];
    }),
  );
  return new Map(entries);
}

/**
 * This locale's key of the list another locale names `key` (keyList or keyElem), or null
 * when no other locale has such a key or the list does not exist in this locale.
 */
export async function otherLocaleKey(
  c: Context<AppEnv>,
  current: ListTarget,
  field: 'keyList' | 'keyElem',
  key: string,
): Promise<string | null> {
  if (key === '' || c.var.site.locales.length < 2) return null;
  const byLocale = await listsOfLocales(c, current);
  for (const [locale, lists] of byLocale) {
    if (locale === current.locale) continue;
    const other = lists.find((entry) => entry[field] === key);
    const here = other ? current.lists.find((entry) => entry.id === other.id) : undefined;
    if (here && here[field] !== key) return here[field];
  }
  return null;
}

/** The page's path in each locale where its list exists (and `only`, when given, allows). */
export function listAlternates(
  byLocale: Map<string, ElementList[]>,
  list: ElementList,
  pathOf: (entry: ElementList) => string,
  only?: Set<string>,
): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const [locale, lists] of byLocale) {
    if (only && !only.has(locale)) continue;
    const entry = lists.find((candidate) => candidate.id === list.id);
    if (entry) alternates[locale] = pathOf(entry);
  }
  return alternates;
}
