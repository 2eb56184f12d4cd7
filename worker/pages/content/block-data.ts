import type { BlockKind } from '../../../src/schema/content/page-block';
import { EMPTY_BLOCK_DATA, type BlockData } from '../../../src/ui/blocks/block-data';
import { loadBuilderForms } from './forms-data';
import { loadPromotedNews } from './news-data';
import { loadBlockProducts, loadProductLists } from './products-data';
import type { PageDataSource } from '../site/site-data';

// The data blocks need besides their own settings, as one registry: each block kind that needs
// data names the field of BlockData it fills, how to load it (through the provider client and
// the page-data cache, shared data without the visitor's token) and what a failure does. The
// page route runs the loaders of the kinds a page has, all in one round.

/** A block as stored: the loaders read only what they need (a builder form's id). */
export interface StoredBlock {
  kind: string;
  data: unknown;
}

/**
 * What a failed loader does to the page. `render-empty`: the failure is logged and the blocks
 * get the field's empty value (they have a fallback or say the data is unavailable).
 * `fail-page`: the error reaches the error handler, like the page itself failing to load.
 */
type FailurePolicy = 'render-empty' | 'fail-page';

interface FieldLoader<F extends keyof BlockData> {
  field: F;
  onFailure: FailurePolicy;
  /** Gets only the page's blocks of the loader's kind. */
  load: (source: PageDataSource, blocks: readonly StoredBlock[]) => Promise<BlockData[F]>;
}

export type BlockLoader = { [F in keyof BlockData]: FieldLoader<F> }[keyof BlockData];

export const blockLoaders: Partial<Record<BlockKind, BlockLoader>> = {
  CONTACT: {
    field: 'addresses',
    onFailure: 'render-empty', // the contact block falls back to the company settings
    load: async ({ shared, cache }) => {
      const { addresses } = await cache.get('company-addresses', () => shared.companyAddresses());
      return addresses.length > 0 ? addresses : null;
    },
  },
  REVIEWS: {
    field: 'reviews',
    onFailure: 'render-empty', // the reviews block says they cannot be shown (no last good copy)
    load: ({ shared, cache }) => cache.get('google-reviews', () => shared.googleReviews()),
  },
  NEWS: { field: 'promotedNews', onFailure: 'fail-page', load: (source) => loadPromotedNews(source) },
  BUILDER_FORM: {
    field: 'builderForms',
    onFailure: 'fail-page', // a form that no longer exists is not a failure: it is left out
    load: loadBuilderForms,
  },
  // A product block falls silent (logged) rather than take the page down with it.
  PRODUCT: { field: 'blockProducts', onFailure: 'render-empty', load: loadBlockProducts },
  PRODUCTS: { field: 'productLists', onFailure: 'render-empty', load: loadProductLists },
};

/** One loader's contribution to the page's block data. */
async function run<F extends keyof BlockData>(
  loader: FieldLoader<F>,
  source: PageDataSource,
  blocks: readonly StoredBlock[],
  requestId: string,
): Promise<Partial<BlockData>> {
  const loaded: Partial<BlockData> = {};
  try {
    loaded[loader.field] = await loader.load(source, blocks);
  } catch (error) {
    if (loader.onFailure === 'fail-page') throw error;
    console.error(
      JSON.stringify({ requestId, event: `block_data.${loader.field}_failed`, error: String(error) }),
    );
  }
  return loaded;
}

/** The block data of a page: the loaders of the kinds it has, run together; nothing for the others. */
export async function loadBlockData(
  source: PageDataSource,
  blocks: readonly StoredBlock[],
  requestId: string,
): Promise<BlockData> {
  const kinds = new Set(blocks.map((block) => block.kind));
  const parts = await Promise.all(
    Object.entries(blockLoaders).flatMap(([kind, loader]) =>
      kinds.has(kind)
        ? [
            run<keyof BlockData>(
              loader,
              source,
              blocks.filter((block) => block.kind === kind),
              requestId,
            ),
          ]
        : [],
    ),
  );
  return parts.reduce<BlockData>((data, part) => ({ ...data, ...part }), EMPTY_BLOCK_DATA);
}
