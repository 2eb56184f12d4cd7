import { appearanceChoice } from '../../domain/site/appearance';
import type { ReactElement } from 'react';
import { useT } from '../../i18n/react';
import type { Translator } from '../../i18n/translator';
import type { ProductKind, ShopProduct } from '../../schema/catalogue/product';
import { ListPagination } from '../layout/ListPagination';
import { useSiteView } from '../site-view';
import { ProductCard } from './ProductCard';
import { kindLabel } from './shop-words';
import {
  kindSlug,
  SEARCH_MAX_LENGTH,
  SHOP_LIST_PATH,
  SHOP_SORTS,
  shopListPath,
  type ShopFilter,
} from './shop-paths';
import { Stylesheet } from '../document/Stylesheet';

export interface ShopListProps {
  title: string;
  products: ShopProduct[];
  total: number;
  filter: ShopFilter;
  kinds: ProductKind[]; // the colours the shop sells, for the filters
  tags: string[];
  pageCount: number;
}

/** « 3 produits pour « saumur » en rouge », what the filters found, in the page's language. */
function resultCount(total: number, filter: ShopFilter, t: Translator): string {
  const parts = [t.t('shop.count', { count: total })];
  if (filter.search) parts.push(t.t('shop.count.search', { search: filter.search }));
  if (filter.kind)
    parts.push(t.t('shop.count.kind', { kind: kindLabel(t, filter.kind).toLocaleLowerCase(t.tag) }));
  if (filter.tag) parts.push(t.t('shop.count.tag', { tag: filter.tag }));
  return parts.join(' ');
}

/** Plain links that change one part of the filter (and go back to page 1). */
function FilterLinks({
  label,
  options,
}: {
  label: string;
  options: { text: string; path: string; current: boolean }[];
}): ReactElement {
  const { link } = useSiteView();
  return (
    <nav className="shop-links" aria-label={label}>
      <ul className="shop-links__list">
        {options.map((option) => (
          <li key={option.path}>
            <a
              className="shop-link"
              href={link(option.path)}
              aria-current={option.current ? 'page' : undefined}
            >
              {option.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The shop's list: a GET form (search, colour, label, sort) and the same choices as plain
 * links, the result count, the cards and the page links. Nothing here needs JavaScript.
 */
export function ShopList({
  title,
  products,
  total,
  filter,
  kinds,
  tags,
  pageCount,
}: ShopListProps): ReactElement {
  const { link, parameters } = useSiteView();
  const t = useT();
  const reset = { ...filter, page: 1 };
  return (
    <article className="shop">
      <Stylesheet name="shop" />
      {/* The page links share the albums' and services' styles. */}
      <Stylesheet name="albums" />
      <h1 className="page-title">{title}</h1>
      <form
        className="shop-form"
        method="get"
        action={link(SHOP_LIST_PATH)}
        role="search"
        aria-label={t.t('shop.search.label')}
      >
        <div className="shop-form__field shop-form__field--search">
          <label htmlFor="shop-search">{t.t('shop.search.label')}</label>
          <input
            id="shop-search"
            type="search"
            name="recherche"
            defaultValue={filter.search}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t.t('shop.search.placeholder')}
          />
        </div>
        <div className="shop-form__field">
          <label htmlFor="shop-kind">{t.t('shop.kind.label')}</label>
          <select id="shop-kind" name="couleur" defaultValue={filter.kind ? kindSlug(filter.kind) : ''}>
            <option value="">{t.t('shop.all')}</option>
            {kinds.map((kind) => (
              <option key={kind} value={kindSlug(kind)}>
                {kindLabel(t, kind)}
              </option>
            ))}
          </select>
        </div>
        {tags.length > 0 ? (
          <div className="shop-form__field">
            <label htmlFor="shop-tag">{t.t('shop.tag.label')}</label>
            <select id="shop-tag" name="etiquette" defaultValue={filter.tag ?? ''}>
              <option value="">{t.t('shop.all')}</option>
              {tags.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="shop-form__field">
          <label htmlFor="shop-sort">{t.t('shop.sort.label')}</label>
          <select id="shop-sort" name="tri" defaultValue={filter.sort}>
            {SHOP_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t.t(`shop.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <button className="button shop-form__submit" type="submit">
          {t.t('shop.submit')}
        </button>
      </form>
      <FilterLinks
        label={t.t('shop.filterKind')}
        options={[
          {
            text: t.t('shop.allWines'),
            path: shopListPath({ ...reset, kind: null }),
            current: filter.kind === null,
          },
          ...kinds.map((kind) => ({
            text: kindLabel(t, kind),
            path: shopListPath({ ...reset, kind }),
            current: filter.kind === kind,
          })),
        ]}
      />
      {tags.length > 0 ? (
        <FilterLinks
          label={t.t('shop.filterTag')}
          options={tags.map((tag) => ({
            text: `#${tag}`,
            path: shopListPath({ ...reset, tag: filter.tag === tag ? null : tag }),
            current: filter.tag === tag,
          }))}
        />
      ) : null}
      <div className="shop-bar">
        <p className="shop-bar__count" role="status">
          {resultCount(total, filter, t)}
        </p>
        <FilterLinks
          label={t.t('shop.sort')}
          options={SHOP_SORTS.map((sort) => ({
            text: t.t(`shop.sort.${sort}`),
            path: shopListPath({ ...reset, sort }),
            current: filter.sort === sort,
          }))}
        />
      </div>
      {products.length === 0 ? (
        <p className="shop-empty">
          {t.t('shop.empty')} <a href={link(SHOP_LIST_PATH)}>{t.t('shop.seeAll')}</a>
        </p>
      ) : (
        <ul
          className={
            appearanceChoice(parameters, 'PRODUCTS_PAGE_STYLE') === 'LIST'
              ? 'product-grid product-grid--list'
              : 'product-grid'
          }
        >
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} eager={index < 2} />
          ))}
        </ul>
      )}
      <ListPagination
        page={filter.page}
        pageCount={pageCount}
        pathOf={(page) => shopListPath({ ...filter, page })}
        label={t.t('shop.pages')}
      />
    </article>
  );
}
