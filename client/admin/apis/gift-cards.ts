import type { ResourceApi } from '../resource-types';

// Gift cards (sites with GIFT_CARDS_ENABLED): the owner's list, one card with its ledger, and
// « Encaisser une carte », a screen of its own with no list behind it (its calls are
// client/admin/resources/gift-cards/gift-card-counter.tsx's).

export const GIFT_CARDS_PATH = '/admin/gift-card';

export const giftCardApis: Record<string, ResourceApi> = {
  'gift-cards': { path: GIFT_CARDS_PATH, listKey: 'giftCards', paged: true },
  'gift-card-counter': { path: GIFT_CARDS_PATH, listKey: 'giftCards', paged: true },
};
