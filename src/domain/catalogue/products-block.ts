import type { ProductKind, ProductQuery } from '../../schema/catalogue/product';

// What a PRODUCTS page block asks the catalogue for: the published products carrying its tag
// and/or of its kind, in the owner's order (the shop's « order » field), at most `limit`.

/** How many products a PRODUCTS block shows when its owner did not say. */
export const PRODUCTS_BLOCK_DEFAULT = 4;

export interface ProductsBlockChoice {
  tag?: string;
  kind?: ProductKind;
  limit?: number;
}

/** The product list query of a PRODUCTS block: only the filters it has, the owner's order. */
export function productsBlockQuery({ tag, kind, limit }: ProductsBlockChoice): ProductQuery {
  return {
    nbItem: limit ?? PRODUCTS_BLOCK_DEFAULT,
    orderBy: 'order',
    ...(tag === undefined ? {} : { tags: tag }),
    ...(kind === undefined ? {} : { kind }),
  };
}

/** One name per distinct choice: two blocks asking for the same products share one list. */
export function productsBlockKey(choice: ProductsBlockChoice): string {
  const { nbItem, tags = '', kind = '' } = productsBlockQuery(choice);
  return JSON.stringify([tags, kind, nbItem]);
}
