import type { RelayAccessPoint, RelayQueryInput } from '../../../src/schema/delivery/delivery';
import type { ServiceContext } from '../shared/service-context';
import { assertShop } from '../shared/shop-guard';
import { storedRelayAdapter } from './relay-adapter';
import { relayAdapterFor } from './relay-config';

// The relay points a buyer may choose, nearest the address first, through the site's relay
// adapter (relay-config.ts). Shop sites only. When the carrier's API is down or answers
// nonsense, the buyer still gets the site's stored points.

export async function relayAccessPoints(
  ctx: ServiceContext,
  query: RelayQueryInput,
): Promise<RelayAccessPoint[]> {
  assertShop(ctx.site);
  const adapter = await relayAdapterFor(ctx.env, ctx.db, ctx.site.id);
  try {
    return await adapter.find(query);
  } catch (error) {
    if (adapter.source === 'STORED') throw error;
    console.warn(
      JSON.stringify({ requestId: ctx.requestId, event: 'relay.carrier_api_failed', error: String(error) }),
    );
    return storedRelayAdapter(ctx.db, ctx.site.id).find(query);
  }
}
