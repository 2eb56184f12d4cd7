import {
  NEWS_PAGE_SIZE,
  PROMOTED_NEWS_LIMIT,
  type News,
  type NewsList,
} from '../../../src/schema/content/news';
import { ProviderError } from '../../../src/provider/provider-error';
import type { PageDataSource } from '../site/site-data';

// News page data, through the provider client and the page-data cache (keys carry the content
// version, which every news write bumps), shared by every visitor: never with their token.

/** One page of the published news list. */
export function loadNewsPage(
  { shared, cache }: PageDataSource,
  page: number,
  nbItem = NEWS_PAGE_SIZE,
): Promise<NewsList> {
  return cache.get(`news:list:${nbItem}:${page}`, () => shared.news({ page, nbItem }));
}

/** One published article, or null when the site has none with that id (a 404 is not a failure). */
export async function loadNewsItem({ shared, cache }: PageDataSource, id: number): Promise<News | null> {
  try {
    return await cache.get(`news:item:${id}`, () => shared.newsItem(id));
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) return null;
    throw error;
  }
}

/** The promoted articles NEWS blocks show (worker/pages/content/block-data.ts). */
export async function loadPromotedNews({ shared, cache }: PageDataSource): Promise<News[]> {
  const list = await cache.get('news:promoted', () =>
    shared.news({ promoted: true, nbItem: PROMOTED_NEWS_LIMIT }),
  );
  return list.news;
}
