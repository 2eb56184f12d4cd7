import { BLOG_PATH } from '../../../src/domain/content/blog-url';
import { NEWS_LIST_PATH } from '../../../src/domain/content/news-url';
import { ALBUM_LIST_PATH } from '../../../src/ui/albums/album-paths';
import { SEARCH_PATH } from '../../../src/ui/search/search-paths';
import { SERVICE_LIST_PATH } from '../../../src/ui/services/service-paths';
import { DECLINATION_QUERY } from '../../../src/ui/shop/declination-view';
import { SHOP_LIST_PATH, SHOP_QUERY_PARAMS } from '../../../src/ui/shop/shop-paths';
import { AUTH_PATH } from '../members/auth.routes';

// The query parameters each public page reads, declared once. The page cache keys a page on
// these alone (worker/cache/page-cache.ts): /?cb=1, /?utm_source=lettre and / are one page,
// rendered once and then served from the cache with the visitor's URL untouched. The shop list
// compares its canonical URL with them, so a tracking parameter is no reason to redirect.
// Paths are the routed ones, without the locale prefix (c.req.path); the first match wins.
// A page that reads a new parameter declares it here, or its variants share one cache entry.

const exact = (path: string) => new RegExp(`^${path}/?$`);

const PAGE_QUERIES: readonly { path: RegExp; params: readonly string[] }[] = [
  { path: exact(SHOP_LIST_PATH), params: SHOP_QUERY_PARAMS },
  { path: new RegExp(`^${SHOP_LIST_PATH}/[^/]+$`), params: [DECLINATION_QUERY] },
  { path: exact(SERVICE_LIST_PATH), params: ['page', 'tag'] },
  { path: exact(SEARCH_PATH), params: ['q', 'page'] },
  { path: exact(ALBUM_LIST_PATH), params: ['page'] },
  { path: exact(NEWS_LIST_PATH), params: ['page'] },
  { path: new RegExp(`^${BLOG_PATH}(?:/[^/]+)?/?$`), params: ['page'] }, // the blog and its folders
  { path: exact(AUTH_PATH), params: ['redirect'] }, // where the sign-in leads back to
  { path: /^\/media\/[^/]+$/, params: ['w', 'f'] }, // an image's size and format
  { path: /^\/image\/proxy$/, params: ['url'] },
  // An element list (/:keyList) is any one-segment path; a page there that is no list ignores it.
  { path: /^\/[^/]+\/?$/, params: ['page'] },
];

/**
 * The part of a URL's query string the page at `path` reads: its pieces as they were written
 * (same order, same encoding, so a URL that holds only those gives its own query back), or ''.
 */
export function pageQuery(path: string, search: string): string {
  const params = PAGE_QUERIES.find((entry) => entry.path.test(path))?.params ?? [];
  if (params.length === 0 || search.length <= 1) return '';
  const kept = search
    .slice(1)
    .split('&')
    .filter((piece) => {
      const name = new URLSearchParams(piece).keys().next().value;
      return name !== undefined && params.includes(name);
    });
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}
