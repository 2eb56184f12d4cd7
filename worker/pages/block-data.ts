import type { PageDetail } from '../../src/schema/page';
import type { BlockData } from '../../src/ui/blocks/block-data';
import type { PageDataSource } from './site-data';

// The data some blocks need besides their own settings, read through the provider client and
// the page-data cache (shared data, without the visitor's token), only for blocks the page has.

/** The company addresses, or null when the site has none or they cannot be read. */
async function addresses(
  { shared, cache }: PageDataSource,
  requestId: string,
): Promise<BlockData['addresses']> {
  try {
    const { addresses } = await cache.get('company-addresses', () => shared.companyAddresses());
    return addresses.length > 0 ? addresses : null;
  } catch (error) {
    // The contact block falls back to the settings: the page never fails for this.
    console.error(JSON.stringify({ requestId, event: 'block_data.addresses_failed', error: String(error) }));
    return null;
  }
}

/** The reviews; null when the source fails and no last good copy exists (the page still renders). */
async function reviews({ shared, cache }: PageDataSource, requestId: string): Promise<BlockData['reviews']> {
  try {
    return await cache.get('google-reviews', () => shared.googleReviews());
  } catch (error) {
    console.error(JSON.stringify({ requestId, event: 'block_data.reviews_failed', error: String(error) }));
    return null;
  }
}

export async function loadBlockData(
  source: PageDataSource,
  page: Pick<PageDetail, 'blocks'>,
  requestId: string,
): Promise<BlockData> {
  const has = (kind: string) => page.blocks.some((block) => block.kind === kind);
  const [addressList, reviewList] = await Promise.all([
    has('CONTACT') ? addresses(source, requestId) : null,
    has('REVIEWS') ? reviews(source, requestId) : null,
  ]);
  return { addresses: addressList, reviews: reviewList };
}
