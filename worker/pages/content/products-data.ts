import type { ShopProduct } from '../../../src/schema/catalogue/product';
import { blockDataSchemas } from '../../../src/schema/content/page-block';
import {
  productsBlockKey,
  productsBlockQuery,
  type ProductsBlockChoice,
} from '../../../src/domain/catalogue/products-block';
import { ProviderError } from '../../../src/provider/provider-error';
import type { StoredBlock } from './block-data';
import type { PageDataSource } from '../site/site-data';

// The products of a page's PRODUCT and PRODUCTS blocks are page data: read through the provider
// client without the visitor's token and cached under the content version, which every catalogue
// write bumps. A product gone, unpublished, or a site without a shop (its catalogue is a 404)
// leaves the block empty, never the page failing.

const orNothingOn404 = async <T>(read: () => Promise<T>, nothing: T): Promise<T> => {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ProviderError && error.status === 404) return nothing;
    throw error;
  }
};

/** The products of a page's PRODUCT blocks, by id. */
export async function loadBlockProducts(
  { shared, cache }: PageDataSource,
  blocks: readonly StoredBlock[],
): Promise<Map<number, ShopProduct>> {
  const ids = new Set(
    blocks.flatMap((block) => {
      const parsed = blockDataSchemas.PRODUCT.safeParse(block.data);
      return parsed.success ? [parsed.data.productId] : [];
    }),
  );
  const products = await Promise.all(
    [...ids].map((id) =>
      cache.get(`block:product:${id}`, () =>
        orNothingOn404<ShopProduct | null>(() => shared.product(id), null),
      ),
    ),
  );
  return new Map(products.flatMap((product) => (product ? [[product.id, product] as const] : [])));
}

/** The products of a page's PRODUCTS blocks, by each block's choice (productsBlockKey). */
export async function loadProductLists(
  { shared, cache }: PageDataSource,
  blocks: readonly StoredBlock[],
): Promise<Map<string, readonly ShopProduct[]>> {
  const choices = new Map<string, ProductsBlockChoice>();
  for (const block of blocks) {
    const parsed = blockDataSchemas.PRODUCTS.safeParse(block.data);
    if (parsed.success) choices.set(productsBlockKey(parsed.data), parsed.data);
  }
  const lists = await Promise.all(
    [...choices].map(async ([key, choice]) => {
      const products = await cache.get(`block:products:${key}`, () =>
        orNothingOn404(async () => (await shared.products(productsBlockQuery(choice))).products, []),
      );
      return [key, products] as const;
    }),
  );
  return new Map(lists);
}
