import { createContext, useContext } from 'react';
import type { CompanyAddress } from '../../schema/site/address';
import type { News } from '../../schema/content/news';
import type { ReviewList } from '../../schema/content/review';
import type { ShopProduct } from '../../schema/catalogue/product';
import type { BuilderFormState } from '../forms/builder-form-state';

/**
 * Data some blocks show besides their own settings, loaded by the page route only for the
 * blocks a page has, all at once (the loaders are registered in worker/pages/content/block-data.ts).
 * Each field has the value a block gets when nothing was loaded for it.
 */
export interface BlockData {
  /** CONTACT: the company addresses; null when the site has none or they could not be read
   * (the block then shows the company settings). */
  addresses: CompanyAddress[] | null;
  /** REVIEWS: null when the review source failed and no last good copy exists: the block then
   * says so instead of failing the page. */
  reviews: ReviewList | null;
  /** NEWS: the promoted articles; none means the block renders nothing. */
  promotedNews: readonly News[];
  /** BUILDER_FORM: the forms the page shows, by id; a form missing here is not rendered. */
  builderForms: ReadonlyMap<number, BuilderFormState>;
  /** PRODUCT: the products the page shows, by id; a product missing here is not rendered. */
  blockProducts: ReadonlyMap<number, ShopProduct>;
  /** PRODUCTS: each block's products by its choice (productsBlockKey); none renders nothing. */
  productLists: ReadonlyMap<string, readonly ShopProduct[]>;
}

export const EMPTY_BLOCK_DATA: BlockData = {
  addresses: null,
  reviews: null,
  promotedNews: [],
  builderForms: new Map(),
  blockProducts: new Map(),
  productLists: new Map(),
};

export const BlockDataContext = createContext<BlockData>(EMPTY_BLOCK_DATA);

export const useBlockData = (): BlockData => useContext(BlockDataContext);
