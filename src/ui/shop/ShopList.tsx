import type { ReactElement } from 'react';
import { PRODUCT_KIND_LABELS, type ProductKind, type ShopProduct } from '../../schema/product';
import { ListPagination } from '../layout/ListPagination';
import { useSiteView } from '../site-view';
import { ProductCard } from './ProductCard';
import {
  kindSlug,
  SEARCH_MAX_LENGTH,
  SHOP_LIST_PATH,
  SHOP_SORT_LABELS,
  SHOP_SORTS,
  shopListPath,
  type ShopFilter,
} from './shop-paths';

export interface ShopListProps {
  title: string;
  products: ShopProduct[];
  total: number;
  filter: ShopFilter;
  kinds: ProductKind[]; // the colours the shop sells, for the filters
  tags: string[];
  pageCount: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** « 3 produits pour « saumur » en rouge », what the filters found. */
export function resultCount(total: number, filter: ShopFilter): string {
  const parts = [plural(total, 'produit', 'produits')];
  if (filter.search) parts.push(`pour « ${filter.search} »`);
  if (filter.kind) parts.push(`en ${PRODUCT_KIND_LABELS[filter.kind].toLowerCase()}`);
  if (filter.tag) parts.push(`avec l’étiquette « ${filter.tag} »`);
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
  const { link } = useSiteView();
  const reset = { ...filter, page: 1 };
  return (
    <article className="shop">
      <link rel="stylesheet" href="/assets/shop.css" precedence="default" />
      {/* The page links share the albums' and services' styles. */}
      <link rel="stylesheet" href="/assets/albums.css" precedence="default" />
      <h1 className="page-title">{title}</h1>
      <form className="shop-form" method="get" action={link(SHOP_LIST_PATH)} role="search">
        <div className="shop-form__field shop-form__field--search">
          <label htmlFor="shop-search">Rechercher un vin</label>
          <input
            id="shop-search"
            type="search"
            name="recherche"
            defaultValue={filter.search}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Appellation, cépage, nom…"
          />
        </div>
        <div className="shop-form__field">
          <label htmlFor="shop-kind">Couleur</label>
          <select id="shop-kind" name="couleur" defaultValue={filter.kind ? kindSlug(filter.kind) : ''}>
            <option value="">Toutes</option>
            {kinds.map((kind) => (
              <option key={kind} value={kindSlug(kind)}>
                {PRODUCT_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        {tags.length > 0 ? (
          <div className="shop-form__field">
            <label htmlFor="shop-tag">Étiquette</label>
            <select id="shop-tag" name="etiquette" defaultValue={filter.tag ?? ''}>
              <option value="">Toutes</option>
              {tags.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="shop-form__field">
          <label htmlFor="shop-sort">Trier par</label>
          <select id="shop-sort" name="tri" defaultValue={filter.sort}>
            {SHOP_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SHOP_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <button className="button shop-form__submit" type="submit">
          Afficher
        </button>
      </form>
      <FilterLinks
        label="Filtrer par couleur"
        options={[
          {
            text: 'Tous les vins',
            path: shopListPath({ ...reset, kind: null }),
            current: filter.kind === null,
          },
          ...kinds.map((kind) => ({
            text: PRODUCT_KIND_LABELS[kind],
            path: shopListPath({ ...reset, kind }),
            current: filter.kind === kind,
          })),
        ]}
      />
      {tags.length > 0 ? (
        <FilterLinks
          label="Filtrer par étiquette"
          options={tags.map((tag) => ({
            text: `#${tag}`,
            path: shopListPath({ ...reset, tag: filter.tag === tag ? null : tag }),
            current: filter.tag === tag,
          }))}
        />
      ) : null}
      <div className="shop-bar">
        <p className="shop-bar__count" role="status">
          {resultCount(total, filter)}
        </p>
        <FilterLinks
          label="Trier"
          options={SHOP_SORTS.map((sort) => ({
            text: SHOP_SORT_LABELS[sort],
            path: shopListPath({ ...reset, sort }),
            current: filter.sort === sort,
          }))}
        />
      </div>
      {products.length === 0 ? (
        <p className="shop-empty">
          Aucun vin ne correspond à ces critères. <a href={link(SHOP_LIST_PATH)}>Voir tous les vins</a>
        </p>
      ) : (
        <ul className="product-grid">
          {products.map((product, index) => (
            <ProductCard key={product.id} product={product} eager={index < 2} />
          ))}
        </ul>
      )}
      <ListPagination
        page={filter.page}
        pageCount={pageCount}
        pathOf={(page) => shopListPath({ ...filter, page })}
        label="Pages de la boutique"
      />
    </article>
  );
}
