import { createContext } from 'react';
import type { News } from '../../schema/news';

/**
 * The promoted news a page's NEWS block shows. The page route loads them (only when the page
 * has such a block) and provides them here; null means none were loaded, so the block is empty.
 */
export const PromotedNewsContext = createContext<News[] | null>(null);
