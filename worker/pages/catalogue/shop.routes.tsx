import { Hono, type Context } from 'hono';
import type { ReactElement } from 'react';
import { detailId } from '../../../src/domain/shared/slug-path';
import { stockSettings } from '../../../src/domain/catalogue/stock-label';
import { translatorFor } from '../../../src/i18n/compiled-catalogue';
import { translationsSchema } from '../../../src/schema/translation/translation';
import {
  PRODUCT_KINDS,
  PRODUCT_PAGE_SIZE,
  type Award,
  type RecommendedProducts,
  type ShopProduct,
} from '../../../src/schema/catalogue/product';
import { parameterValue } from '../../../src/schema/site/parameter';
import { DECLINATION_QUERY, selectedDeclination } from '../../../src/ui/shop/declination-view';
import { priceSettings } from '../../../src/ui/shop/price-view';
import { deliveryDays, productJsonLd, productSummary } from '../../../src/ui/shop/product-view';
import { breadcrumbList, jsonLdGraph } from '../../../src/domain/content/blog-json-ld';
import { ProductPage } from '../../../src/ui/shop/ProductPage';
import {
  parseShopQuery,
  productPath,
  productQuery,
  SHOP_LIST_PATH,
  SHOP_PAGE_SIZE,
  shopListPath,
} from '../../../src/ui/shop/shop-paths';
import { ShopList } from '../../../src/ui/shop/ShopList';
import { stockWords } from '../../../src/ui/shop/shop-words';
import { notFound, PAGE_NOT_FOUND } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { localLink } from '../../http/path-locale';
import { likePattern } from '../../provider/shared/public';
import { SHOP_NOT_FOUND } from '../../provider/shared/public';
import { menuPageAt, resolveListing, type ListingRequest } from '../site/listing-page';
import { renderPage } from '../site/renderer';
import type { PageDataSource } from '../site/site-data';
import { cheapestShipping } from './product-shipping';
import { pageQuery } from '../content/page-query';
import { shopSelection } from './shop-selection';
import { logAs } from '../../http/request-log';

// The shop's public pages: the list `/boutique` (filters, sort and pages as plain
// links and a GET form) and one page per product `/boutique/{id}-{slug}` (a wrong slug
// redirects; `?declinaison={id}` shows that declination without JavaScript). Only on
// e-commerce sites: elsewhere they are the 404 page. Data through the provider client and the
// page-data cache, like every page.

/** Every published product (one provider page: 100), for the filters and the sitemap. */
function loadAllProducts({ shared, cache }: PageDataSource) {
  return cache.get('shop:all', () => shared.products({ nbItem: PRODUCT_PAGE_SIZE }));
}

/** Product pages for the sitemap (the list is a menu page); none on a site without a shop. */
export async function shopSitemapPaths(source: PageDataSource, isECommerce: boolean): Promise<string[]> {
  if (!isECommerce) return [];
  const { products } = await loadAllProducts(source);
  return products.map(productPath);
}

/**
 * The product page in each locale it exists in: this one and its translations (the provider
 * lists only those with a translation; each has its own slug), as link() takes paths.
 */
function productAlternates(product: ShopProduct, locale: string): Record<string, string> {
  const alternates: Record<string, string> = { [locale]: productPath(product) };
  // The page client reads the detail with the list's schema: its translations come untyped.
  const translations = translationsSchema.safeParse((product as { translations?: unknown }).translations);
  for (const translation of translations.success ? translations.data : []) {
    alternates[translation.locale] = productPath({
      id: translation.id,
      slug: translation.slug,
      name: product.name,
    });
  }
  return alternates;
}

function shopOnly(c: Context<AppEnv>): void {
  if (!c.var.site.isECommerce) throw notFound(SHOP_NOT_FOUND);
}

function render(
  c: Context<AppEnv>,
  request: ListingRequest,
  meta: {
    title: string;
    description: string;
    route: string;
    canonical: string;
    jsonLd?: Record<string, unknown>;
    /** The page's own image, for og:image. */
    image?: string | null;
    /** locale → the page's path there (a product's translations); absent: every locale. */
    alternates?: Record<string, string>;
    noindex?: boolean;
  },
  content: ReactElement,
): Promise<Response> {
  const [path = '/', query] = meta.canonical.split('?', 2);
  const canonicalPath = localLink(c, path);
  return renderPage(
    c,
    {
      data: request.data,
      locale: request.locale,
      path: request.path,
      layout: 'STANDARD',
      route: meta.route,
      meta: {
        title: meta.title,
        description: meta.description.slice(0, 160),
        canonicalPath: query ? `${canonicalPath}?${query}` : canonicalPath,
        ...(meta.jsonLd ? { jsonLd: meta.jsonLd } : {}),
        ...(meta.image ? { image: meta.image } : {}),
        ...(meta.alternates ? { alternates: meta.alternates } : {}),
        ...(meta.noindex ? { noindex: true } : {}),
      },
    },
    content,
  );
}

/** What a product page shows: the product, its awards and the products recommended beside it. */
interface ProductView {
  product: ShopProduct;
  awards: Award[];
  recommended: RecommendedProducts['products'];
}

async function productPage(
  c: Context<AppEnv>,
  request: ListingRequest,
  { product, awards, recommended }: ProductView,
  selectedId: number,
  noindex: boolean,
): Promise<Response> {
  const { shared, cache } = request.source;
  const path = productPath(product);
  const shippingRate = await cache.get(`shop:shipping-rate:${selectedId}`, () =>
    cheapestShipping(request.data.parameters, product, selectedId, shared),
  );
  const parameters = request.data.parameters;
  const brand = parameterValue(parameters, 'COMPANY_NAME') ?? request.data.info.name;
  const localPath = localLink(c, path);
  const origin = new URL(c.req.url).origin;
  const t = translatorFor(request.locale);
  const selected = product.declination.find((declination) => declination.id === selectedId);
  return render(
    c,
    request,
    {
      title: selected?.year && product.isVintage ? `${product.name} ${selected.year}` : product.name,
      description: productSummary(product, t),
      route: 'shop-product',
      // Every declination is the same page for search engines.
      canonical: path,
      jsonLd: jsonLdGraph([
        breadcrumbList(
          [
            { name: t.t('blog.home'), path: '/' },
            { name: menuPageAt(request, SHOP_LIST_PATH)?.title ?? t.t('shop.title'), path: SHOP_LIST_PATH },
            { name: product.name, path },
          ].map((step) => ({ name: step.name, url: `${origin}${localLink(c, step.path)}` })),
        ),
        productJsonLd(
          product,
          {
            origin,
            path: localPath,
            brand,
            stock: stockSettings(parameters, stockWords(t)),
            prices: priceSettings(parameters),
            shippingRate,
            deliveryDays: deliveryDays(parameters),
          },
          t,
        ),
      ]),
      image: product.images[0]?.src ?? null,
      alternates: productAlternates(product, request.locale),
      noindex,
    },
    <ProductPage product={product} selectedId={selectedId} awards={awards} recommended={recommended} />,
  );
}

/**
 * A product's draft as its page will show it, for a shared preview link: the declination
 * the page shows first, never indexed; the caller keeps it out of every cache. No shop: no page.
 */
export async function renderProductPreview(c: Context<AppEnv>, view: ProductView): Promise<Response> {
  shopOnly(c);
  const shown = selectedDeclination(view.product.declination, undefined);
  if (!shown) throw notFound(PAGE_NOT_FOUND);
  return productPage(c, await resolveListing(c), view, shown.id, true);
}

export const shopPageRoutes = new Hono<AppEnv>()
  .get(SHOP_LIST_PATH, logAs('page:product-list'), async (c) => {
    shopOnly(c);
    const request = await resolveListing(c);
    const all = await loadAllProducts(request.source);
    const tags = [...new Set(all.products.flatMap((product) => product.tags))].sort((a, b) =>
      a.localeCompare(b, 'fr'),
    );
    const kinds = PRODUCT_KINDS.filter((kind) => all.products.some((product) => product.kind === kind));
    const url = new URL(c.req.url);
    const parsed = parseShopQuery(url.searchParams, tags);
    if (!parsed.ok) throw notFound(PAGE_NOT_FOUND);
    const { filter } = parsed;
    // One list, one URL: what the GET form sends (empty fields, defaults) goes to the short form;
    // the parameters the list does not read (utm_source…) are no reason to move.
    const canonical = shopListPath(filter);
    if (canonical !== `${SHOP_LIST_PATH}${pageQuery(c.req.path, url.search)}`) {
      return c.redirect(localLink(c, canonical), 302);
    }
    // A search longer than D1's LIKE pattern limit is the visitor's mistake: the API's own 400
    // and short French message, checked here because a provider 400 would be a page's 500.
    if (filter.search) likePattern(filter.search, 'contains');
    const { shared, cache } = request.source;
    const query = productQuery(filter);
    // Searches are free text: asked straight, never stored in the shared page-data cache.
    const { products, total } = filter.search
      ? await shared.products(query)
      : await cache.get(`shop:list:${JSON.stringify(query)}`, () => shared.products(query));
    const pageCount = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
    if (filter.page > pageCount) throw notFound(PAGE_NOT_FOUND);
    const t = translatorFor(request.locale);
    const menuPage = menuPageAt(request, SHOP_LIST_PATH);
    const title = menuPage?.title ?? t.t('shop.title');
    const siteName = parameterValue(request.data.parameters, 'COMPANY_NAME') ?? request.data.info.name;
    // Each filter and sort is its own page: its title and description say which.
    const chosen = shopSelection(filter, t);
    const selection = chosen ? `${title} – ${chosen}` : title;
    const baseDescription = menuPage?.metaDescription || t.t('shop.description', { name: siteName });
    const pageWords = filter.page > 1 ? t.t('shop.titlePage', { title: '', page: filter.page }).trim() : '';
    const suffix = [chosen, pageWords.replace(/^–\s*/, '')].filter(Boolean).join(', ');
    return render(
      c,
      request,
      {
        title: filter.page > 1 ? t.t('shop.titlePage', { title: selection, page: filter.page }) : selection,
        description: suffix ? `${suffix} – ${baseDescription}` : baseDescription,
        route: 'shop-list',
        canonical,
        // Each language's version of this filtered list is the same list there, as canonical.
        alternates: Object.fromEntries(c.var.site.locales.map((locale) => [locale, canonical])),
      },
      <ShopList
        title={title}
        products={products}
        total={total}
        filter={filter}
        kinds={kinds}
        tags={tags}
        pageCount={pageCount}
      />,
    );
  })
  .get(`${SHOP_LIST_PATH}/:segment`, logAs('page:product'), async (c) => {
    shopOnly(c);
    const segment = c.req.param('segment');
    const id = detailId(segment);
    if (id === null) throw notFound(PAGE_NOT_FOUND);
    const request = await resolveListing(c);
    const { shared, cache } = request.source;
    const product: ShopProduct = await cache.get(`shop:product:${id}`, () => shared.product(id));
    const path = productPath(product);
    if (`${SHOP_LIST_PATH}/${segment}` !== path) {
      const url = new URL(c.req.url);
      return c.redirect(`${localLink(c, path)}${url.search}`, 301);
    }
    const asked = c.req.query(DECLINATION_QUERY);
    const selected = selectedDeclination(product.declination, asked);
    if (!selected || (asked !== undefined && String(selected.id) !== asked)) throw notFound(PAGE_NOT_FOUND);
    const [awards, recommended] = await Promise.all([
      cache.get(`shop:awards:${id}`, () => shared.awards(id)),
      cache.get(`shop:recommended:${id}`, () => shared.recommendedProducts(id)),
    ]);
    return productPage(c, request, { product, awards, recommended }, selected.id, false);
  });
