import type {
  Award,
  MealIcon,
  ProductDetail,
  ProductList,
  RecommendedProducts,
  ShopProduct,
  SiteVariation,
} from '../../../src/schema/catalogue/product';
import { priceWithDiscount } from '../../../src/domain/catalogue/pricing';
import { notFound } from '../../errors';
import { parseId } from '../../http/ids';
import type { ServiceContext } from '../shared/service-context';
import { assertShop } from '../shared/shop-guard';
import { listAwards } from './award.repository';
import { listMealIcons } from './meal-icon.repository';
import { PRODUCT_NOT_FOUND, productListQuery } from './product-query';
import { productTranslations } from './product-translation';
import { findProduct, listProducts, productExists, recommendedProducts } from './product.repository';
import { listVariations } from './variation.repository';

// The shop catalogue as visitors read it: published products only, in the context's locale,
// and only on e-commerce sites (elsewhere every read is a 404, as if the shop did not exist).

/** A page of published products, by the list-query language (filters, tags, order, page). */
export function products(ctx: ServiceContext, query: URLSearchParams): Promise<ProductList> {
  assertShop(ctx.site);
  const { list, tags } = productListQuery(query);
  return listProducts(ctx.db, ctx.site.id, list, { tags, publishedOnly: true, scope: ctx.scope });
}

/** A published product with its versions in the other languages; untranslated, it does not exist. */
export async function product(ctx: ServiceContext, rawId: string): Promise<ProductDetail> {
  assertShop(ctx.site);
  const id = parseId(rawId);
  const found = id === null ? null : await findProduct(ctx.db, ctx.site.id, id, true, ctx.scope);
  if (!found) throw notFound(PRODUCT_NOT_FOUND);
  return { ...found, translations: await productTranslations(ctx.db, ctx.site.id, found, ctx.scope) };
}

async function publishedProductId(ctx: ServiceContext, raw: string | undefined): Promise<number> {
  const id = parseId(raw);
  if (id === null || !(await productExists(ctx.db, ctx.site.id, id, true))) throw notFound(PRODUCT_NOT_FOUND);
  return id;
}

/** The site's variations (labels and displayed labels). */
export function variations(ctx: ServiceContext): Promise<SiteVariation[]> {
  assertShop(ctx.site);
  return listVariations(ctx.db, ctx.site.id, ctx.scope);
}

/** A published product's awards, or every published award when no product is named. */
export async function awards(ctx: ServiceContext, rawProduct: string | undefined): Promise<Award[]> {
  assertShop(ctx.site);
  const productId = rawProduct === undefined ? null : await publishedProductId(ctx, rawProduct);
  return listAwards(ctx.db, ctx.site.id, productId, true, ctx.scope);
}

/** The products shown beside a published one: the owner's choice, else same kind or appellation. */
export async function recommended(ctx: ServiceContext, rawId: string): Promise<RecommendedProducts> {
  assertShop(ctx.site);
  const id = await publishedProductId(ctx, rawId);
  return { products: await recommendedProducts(ctx.db, ctx.site.id, id, ctx.scope) };
}

/** The meal icons (food pairings) of the site. */
export function mealIcons(ctx: ServiceContext): Promise<MealIcon[]> {
  assertShop(ctx.site);
  return listMealIcons(ctx.db, ctx.site.id, ctx.scope);
}

/** What a product's page shows beside the product: its awards and the products recommended. */
export interface ProductPreview {
  product: ShopProduct;
  awards: Award[];
  recommended: RecommendedProducts['products'];
}

/**
 * A product, published or not, with a draft's texts over it, its awards and recommendations:
 * what its page will show once the draft is published (a shared preview). Null when it no
 * longer exists, or the site has no shop.
 */
export async function productPreview(
  ctx: ServiceContext,
  id: number,
  draft: Pick<
    ShopProduct,
    'name' | 'description' | 'tastingNotes' | 'servingTemperature' | 'ageingPotential'
  > & {
    prices: { declinationId: number; price: number }[];
  },
): Promise<ProductPreview | null> {
  if (!ctx.site.isECommerce) return null;
  const found = await findProduct(ctx.db, ctx.site.id, id, false, ctx.scope);
  if (!found) return null;
  const [awarded, recommendedOnes] = await Promise.all([
    listAwards(ctx.db, ctx.site.id, id, true, ctx.scope),
    recommendedProducts(ctx.db, ctx.site.id, id, ctx.scope),
  ]);
  const { prices, ...texts } = draft;
  const drafted = new Map(prices.map((price) => [price.declinationId, price.price]));
  const declination = found.declination.map((one) => {
    const price = drafted.get(one.id) ?? one.price;
    return { ...one, price, priceWithDiscount: priceWithDiscount(price, one.discount) };
  });
  return {
    product: { ...found, ...texts, declination },
    awards: awarded,
    recommended: recommendedOnes,
  };
}
