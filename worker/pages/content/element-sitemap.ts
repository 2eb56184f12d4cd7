import type { PageDataSource } from '../site/site-data';

// The sitemap's element pages: /{keyElem}/{id} for every visible element of every list (the
// list pages themselves are menu pages, already in the sitemap). Read through the page-data cache.

const PER_CALL = 100;
const MAX_PER_LIST = 1_000;

export async function elementSitemapPaths({ shared, cache }: PageDataSource): Promise<string[]> {
  const lists = await cache.get('element-lists', () => shared.elementLists());
  const paths: string[] = [];
  for (const list of lists) {
    for (let page = 1; page <= MAX_PER_LIST / PER_CALL; page++) {
      const { items, total } = await cache.get(`sitemap-elements:${list.route}:${page}`, () =>
        shared.elements(list.route, { page, nbItem: PER_CALL }),
      );
      for (const item of items) paths.push(`/${list.keyElem}/${item.id}`);
      if (page * PER_CALL >= total) break;
    }
  }
  return paths;
}
