import { detailSegment } from '../../domain/shared/slug-path.ts';
import { slugify } from '../../domain/shared/slug-path.ts';
import {
  PRODUCT_KIND_LABELS,
  PRODUCT_KINDS,
  type ProductKind,
  type ProductQuery,
} from '../../schema/catalogue/product.ts';

// Public paths of the shop (without the locale prefix: SiteView.link adds it) and the list's
// filters as they appear in the URL: `/boutique?couleur=rouge&etiquette=bio&recherche=saumur
// &tri=nom&page=2`. French words for people; each parameter only when it is not the default,
// so one list has one URL (the page redirects other spellings to it).

export const SHOP_LIST_PATH = '/boutique';
export const SHOP_PAGE_SIZE = 12;
export const SEARCH_MAX_LENGTH = 100;

export const SHOP_SORTS = ['prix', 'prix-decroissant', 'nom'] as const;
type ShopSort = (typeof SHOP_SORTS)[number];
const ORDER_BY: Record<ShopSort, string> = { prix: 'price', 'prix-decroissant': '-price', nom: 'name' };

export interface ShopFilter {
  kind: ProductKind | null;
  tag: string | null;
  search: string; // '' for none
  sort: ShopSort;
  page: number;
}

export const NO_FILTER: ShopFilter = { kind: null, tag: null, search: '', sort: 'prix', page: 1 };

/** « rouge », « effervescent »: the kind's French name as a URL word. */
export function kindSlug(kind: ProductKind): string {
  return slugify(PRODUCT_KIND_LABELS[kind]);
}

function kindFromSlug(slug: string): ProductKind | null {
  return PRODUCT_KINDS.find((kind) => kindSlug(kind) === slug) ?? null;
}

/** The list's path for a filter; parameters only when they differ from the default. */
export function shopListPath(filter: Partial<ShopFilter> = {}): string {
  const full = { ...NO_FILTER, ...filter };
  const params = new URLSearchParams();
  if (full.kind) params.set('couleur', kindSlug(full.kind));
  if (full.tag) params.set('etiquette', full.tag);
  if (full.search) params.set('recherche', full.search);
  if (full.sort !== 'prix') params.set('tri', full.sort);
  if (full.page > 1) params.set('page', String(full.page));
  const query = params.toString();
  return query === '' ? SHOP_LIST_PATH : `${SHOP_LIST_PATH}?${query}`;
}

export type ParsedShopQuery = { ok: true; filter: ShopFilter } | { ok: false };

/** The query parameters a list URL is made of (parseShopQuery reads them, shopListPath writes them). */
export const SHOP_QUERY_PARAMS = ['couleur', 'etiquette', 'tri', 'page', 'recherche'] as const;

/**
 * The filter a list URL asks for. Empty fields (what the GET form sends for « Toutes ») mean
 * no filter; an unknown colour, sort or page, or a tag the shop does not use, is not a list
 * that exists (the page answers 404, so the cache only ever holds a known set of lists, the
 * searches apart).
 */
export function parseShopQuery(params: URLSearchParams, knownTags: readonly string[]): ParsedShopQuery {
  const value = (name: string) => (params.get(name) ?? '').trim();
  const kindText = value('couleur');
  const kind = kindText === '' ? null : kindFromSlug(kindText);
  const tag = value('etiquette') === '' ? null : value('etiquette');
  const sortText = value('tri');
  const sort = sortText === '' ? 'prix' : SHOP_SORTS.find((known) => known === sortText);
  const pageText = value('page');
  const page = pageText === '' ? 1 : /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : null;
  if (
    (kindText !== '' && kind === null) ||
    (tag !== null && !knownTags.includes(tag)) ||
    !sort ||
    page === null
  ) {
    return { ok: false };
  }
  const search = value('recherche').replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH);
  return { ok: true, filter: { kind, tag, search, sort, page } };
}

/** The provider query (GET /product) for one page of the list. */
export function productQuery(filter: ShopFilter): ProductQuery {
  return {
    page: filter.page,
    nbItem: SHOP_PAGE_SIZE,
    orderBy: ORDER_BY[filter.sort],
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.tag ? { tags: filter.tag } : {}),
    ...(filter.search ? { search: `lk:${filter.search}` } : {}),
  };
}

/** `/boutique/3-saumur-champigny-les-perrieres` (the slug is the catalogue's own). */
export function productPath(product: { id: number; slug: string; name: string }): string {
  return `${SHOP_LIST_PATH}/${product.slug ? `${product.id}-${product.slug}` : detailSegment(product.id, product.name)}`;
}

/** The technical file of a product (`/api/product/generate/file/{id}`), a declination's below it. */
export function technicalFilePath(productId: number): string {
  return `/api/product/generate/file/${productId}`;
}
