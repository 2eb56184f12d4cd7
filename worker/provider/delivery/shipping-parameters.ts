import type { SalesArea } from '../../../src/domain/delivery/shipping-fees';
import { parameterValues } from '../site/settings/parameter.repository';

// The shop parameters delivery reads (worker/seed/parameters.ts holds the catalogue and the
// defaults): read in one query, numbers parsed leniently (a blank or odd value is the default).

const KEYS = [
  'FREE_SHIPPING_BOTTLE_COUNT',
  'FREE_SHIPPING_PRICE',
  'CLICK_AND_COLLECT_LEAD_HOURS',
  'CLICK_AND_COLLECT_SLOT_CAPACITY',
  'SELLS_WORLDWIDE',
  'ONLY_SELL_IN_FRANCE',
] as const;

export interface DeliveryParameters extends SalesArea {
  freeShippingBottleCount: number;
  freeShippingPriceCents: number;
  collectLeadHours: number;
  /** Orders one pick-up slot (place, weekly slot, date) takes at most; 0: no limit. */
  collectSlotCapacity: number;
}

export const DEFAULT_COLLECT_SLOT_CAPACITY = 4;

function number(raw: string | null | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== null && raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value >= 0
    ? value
    : fallback;
}

export async function readDeliveryParameters(db: D1Database, siteId: number): Promise<DeliveryParameters> {
  const values = await parameterValues(db, siteId, KEYS);
  return {
    freeShippingBottleCount: number(values.get('FREE_SHIPPING_BOTTLE_COUNT'), 0),
    freeShippingPriceCents: Math.round(number(values.get('FREE_SHIPPING_PRICE'), 0) * 100),
    collectLeadHours: number(values.get('CLICK_AND_COLLECT_LEAD_HOURS'), 24),
    collectSlotCapacity: number(values.get('CLICK_AND_COLLECT_SLOT_CAPACITY'), DEFAULT_COLLECT_SLOT_CAPACITY),
    sellsWorldwide: values.get('SELLS_WORLDWIDE') === 'true',
    // Default true, as in the parameter catalogue: a site sells in France unless told otherwise.
    onlySellInFrance: values.get('ONLY_SELL_IN_FRANCE') !== 'false',
  };
}
