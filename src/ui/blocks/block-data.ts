import { createContext, useContext } from 'react';
import type { CompanyAddress } from '../../schema/address';
import type { ReviewList } from '../../schema/review';

/**
 * Data some blocks show besides their own settings, loaded by the page route only for the
 * blocks a page has (worker/pages/block-data.ts). `reviews` is null when the review source
 * failed and no last good copy exists: the block then says so instead of failing the page.
 */
export interface BlockData {
  addresses: CompanyAddress[] | null;
  reviews: ReviewList | null;
}

export const BlockDataContext = createContext<BlockData>({ addresses: null, reviews: null });

export const useBlockData = (): BlockData => useContext(BlockDataContext);
